import type { Queryable } from '../../db/database.ts';
import { formatCents } from '../../lib/money.ts';
import { loadReservationContext } from '../reservation/view/reservation-context.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { localized } from '../reservation/pricing/order-lines.ts';
import { findReservationForEmail } from './email-repository.ts';
import { enqueueEmail } from '../outbox/outbox-repository.ts';
import { renderEmail } from '../email-template/email-layout.ts';
import { brandOf, wordingOf } from '../email-template/email-wording.ts';
import { emailTexts } from '../../messages/texts/email-texts.ts';
import { fill } from '../../messages/texts/fill.ts';

export interface CancelledOrder {
  reservationId: string;
  /** Minor units of `currency`. */
  refundCents: number;
  feeCents: number;
  currency: string;
  /** Who gives the money back: the provider that took it, or the organizer (a bank transfer). */
  refundBy: 'PROVIDER' | 'ORGANIZER';
  /** The category of the one ticket cancelled, when the order's other tickets stay valid. */
  ticket?: string;
}

/**
 * Tells the buyer, in the reservation's language, that the paid order they cancelled is cancelled,
 * how much comes back and how; written in the transaction that cancels it.
 */
export async function queueCancellationEmail(q: Queryable, order: CancelledOrder): Promise<boolean> {
  const context = await loadReservationContext(q, order.reservationId);
  const reservation = await findReservationForEmail(q, order.reservationId);
  if (!context?.email || !reservation) return false;
  const lang = context.language;
  const texts = emailTexts(lang);
  const amount = (cents: number) => `${order.currency} ${formatCents(cents, order.currency)}`;
  const values = {
    id: shortIdOf({ id: context.reservationId, invoiceNumber: reservation.invoiceNumber }, context.settings),
    title: localized(context.contextTitle, lang),
    refund: amount(order.refundCents),
    fee: amount(order.feeCents),
    organizer: context.organizationName,
    ticket: order.ticket ?? '',
  };
  const fullName = [reservation.firstName, reservation.lastName].filter(Boolean).join(' ');
  const wording = await wordingOf(
    q,
    context,
    'RESERVATION_CANCELLED',
    lang,
    {
      fullName,
      reservationId: values.id,
      eventName: values.title,
      ticketCategory: values.ticket,
      refund: values.refund,
      fee: order.feeCents > 0 ? values.fee : '',
      refundByProvider: order.refundBy === 'PROVIDER',
      organizationName: context.organizationName,
      organizationEmail: context.organizationEmail,
    },
    {
      subject: fill(order.ticket === undefined ? texts.subjectCancelled : texts.subjectTicketCancelled, values),
      lines: [
        fill(texts.greeting, { name: fullName }),
        '',
        fill(order.ticket === undefined ? texts.cancelled : texts.ticketCancelled, values),
        fill(order.refundBy === 'PROVIDER' ? texts.cancelledRefundProvider : texts.cancelledRefundOrganizer, values),
        ...(order.feeCents > 0 ? [fill(texts.cancelledFee, values)] : []),
      ],
    },
  );
  // No shop address reaches the cancellation, so its e-mail carries the organizer's name without the logo.
  const email = renderEmail({
    lang,
    subject: wording.subject,
    brand: await brandOf(q, context, null, lang),
    blocks: [
      ...wording.lines,
      '',
      fill(texts.questions, { organizer: context.organizationName, email: context.organizationEmail }),
    ],
  });
  await enqueueEmail(q, {
    purchaseContextType: context.purchaseContextType,
    eventId: context.eventId,
    subscriptionDescriptorId: context.subscriptionDescriptorId,
    reservationId: order.reservationId,
    recipient: context.email,
    ...email,
    attachments: [],
  });
  return true;
}
