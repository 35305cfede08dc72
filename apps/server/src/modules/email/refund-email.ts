import type { Queryable } from '../../db/database.ts';
import { formatCents } from '../../lib/money.ts';
import { loadReservationContext, shopReservationPath } from '../reservation/view/reservation-context.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { localized } from '../reservation/pricing/order-lines.ts';
import { findReservationForEmail } from './email-repository.ts';
import { enqueueEmail } from '../outbox/outbox-repository.ts';
import { renderEmail } from '../email-template/email-layout.ts';
import { brandOf, wordingOf } from '../email-template/email-wording.ts';
import { emailLinkTexts } from '../../messages/texts/email-link-texts.ts';
import { emailTexts, type EmailTexts } from '../../messages/texts/email-texts.ts';
import { fill } from '../../messages/texts/fill.ts';

export interface RefundedPayment {
  reservationId: string;
  amountCents: number;
  currency: string | null;
  /** One of the engine's refund reasons (`REFUND_REASONS`). */
  reason: string;
}

const reasonText = (texts: EmailTexts, reason: string) =>
  reason === 'HOLD_EXPIRED_SOLD_OUT' ? texts.refundSoldOut : texts.refundNotPayable;

/**
 * Tells the buyer, in the reservation's language, that a payment which came too late was given
 * back, and why; written in the transaction that records the refund.
 */
export async function queueRefundEmail(q: Queryable, payment: RefundedPayment, baseUrl: string): Promise<boolean> {
  const context = await loadReservationContext(q, payment.reservationId);
  const reservation = await findReservationForEmail(q, payment.reservationId);
  if (!context?.email || !reservation) return false;
  const lang = context.language;
  const texts = emailTexts(lang);
  const total = formatCents(payment.amountCents, payment.currency);
  const values = {
    id: shortIdOf({ id: context.reservationId, invoiceNumber: reservation.invoiceNumber }, context.settings),
    title: localized(context.contextTitle, lang),
    total: payment.currency ? `${payment.currency} ${total}` : total,
    reason: reasonText(texts, payment.reason),
  };
  const fullName = [reservation.firstName, reservation.lastName].filter(Boolean).join(' ');
  const wording = await wordingOf(
    q,
    context,
    'PAYMENT_REFUNDED',
    lang,
    {
      fullName,
      reservationId: values.id,
      eventName: values.title,
      total: values.total,
      reason: values.reason,
      organizationName: context.organizationName,
      organizationEmail: context.organizationEmail,
    },
    {
      subject: fill(texts.subjectRefunded, values),
      lines: [fill(texts.greeting, { name: fullName }), '', fill(texts.refunded, values)],
    },
  );
  const reservationUrl = `${baseUrl}${shopReservationPath(context)}?lang=${lang}`;
  const email = renderEmail({
    lang,
    subject: wording.subject,
    brand: await brandOf(q, context, baseUrl, lang),
    blocks: [
      ...wording.lines,
      '',
      {
        href: reservationUrl,
        label: fill(emailLinkTexts(lang).reservation, { id: values.id }),
        line: fill(texts.manage, { link: reservationUrl }),
      },
      fill(texts.questions, { organizer: context.organizationName, email: context.organizationEmail }),
    ],
  });
  await enqueueEmail(q, {
    purchaseContextType: context.purchaseContextType,
    eventId: context.eventId,
    subscriptionDescriptorId: context.subscriptionDescriptorId,
    reservationId: payment.reservationId,
    recipient: context.email,
    ...email,
    attachments: [],
  });
  return true;
}
