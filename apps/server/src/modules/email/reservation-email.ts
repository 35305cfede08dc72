import type { OrderSummary } from '@shop/contract';
import { pageHref } from '@shop/contract/routes';
import type { Database, Queryable } from '../../db/database.ts';
import { formatDate } from '../../lib/date-format.ts';
import { bundleFor } from '../../messages/index.ts';
import { findLatestDocument } from '../billing-document/billing-document-repository.ts';
import { documentTexts } from '../../messages/texts/billing-document-texts.ts';
import { findSelectedCustomPaymentMethod } from '../reservation/view/chosen-custom-method-repository.ts';
import {
  loadReservationContext,
  shopReservationPath,
  type ReservationContext,
} from '../reservation/view/reservation-context.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { localized } from '../reservation/pricing/order-lines.ts';
import { shortRate } from '../reservation/pricing/order-summary-rows.ts';
import { isIn } from '../reservation/status/reservation-status.ts';
import { priceReservation, pricedIn, summaryOf, type PricedOrder } from '../reservation/pricing/order-summary.ts';
import { subscriptionInfosOf } from '../reservation/view/subscription-infos.ts';
import { isAssigned, isAvailable } from '../ticket/ticket-access.ts';
import { ticketDocumentTexts } from '../../messages/texts/ticket-document-texts.ts';
import { ticketLanguage } from '../ticket/ticket-pdf.ts';
import { findReservationTickets } from '../ticket/ticket-repository.ts';
import { findReservationForEmail } from './email-repository.ts';
import { enqueueEmail, type AttachmentRef } from '../outbox/outbox-repository.ts';
import { renderEmail, type EmailBlock } from '../email-template/email-layout.ts';
import { brandOf, wordingOf } from '../email-template/email-wording.ts';
import { emailLinkTexts } from '../../messages/texts/email-link-texts.ts';
import { emailTexts, type EmailTexts } from '../../messages/texts/email-texts.ts';
import { fill } from '../../messages/texts/fill.ts';

/**
 * The e-mail about a confirmed reservation, worded for where it stands: confirmed, confirmed
 * and paid at the desk or later, or held until a bank transfer or a custom offline payment
 * arrives. It lists the order, links back to the reservation and carries its invoice or receipt;
 * once the order is complete, also the PDF of each assigned ticket.
 */

interface Paragraphs {
  subject: string;
  /** The sentence that says where the order stands, after the greeting. */
  intro: string;
  /** What to pay into, when the money is still to come. */
  lines: string[];
  /** Template conditions: which of the sentences the server chose. */
  paymentDue: boolean;
  payOnSite: boolean;
  payLater: boolean;
  paymentMethod: string;
  /** Organizer-written markdown shown after the lines (custom payment instructions). */
  instructions: string | null;
}

/** The buyer's "send it again": the e-mail is written to the outbox in a transaction of its own. */
export function resendReservationEmail(
  db: Database,
  reservationId: string,
  baseUrl: string,
  requestedLang?: string,
): Promise<boolean> {
  return db.transaction((tx) => queueReservationEmail(tx, reservationId, baseUrl, requestedLang));
}

/** Writes the reservation's e-mail to the outbox; false when there is nothing to send or no one to send it to. */
export async function queueReservationEmail(
  q: Queryable,
  reservationId: string,
  baseUrl: string,
  requestedLang?: string,
): Promise<boolean> {
  const context = await loadReservationContext(q, reservationId);
  return context !== null && queueEmailOf(q, context, baseUrl, requestedLang ?? context.language, null);
}

/**
 * The same, in the transaction that confirms the order, from the context and priced order it
 * holds: `context` as the confirmation left it (status and deadline).
 */
export function queueConfirmationEmail(
  q: Queryable,
  context: ReservationContext,
  priced: PricedOrder,
  baseUrl: string,
): Promise<boolean> {
  return queueEmailOf(q, context, baseUrl, context.language, priced);
}

async function queueEmailOf(
  q: Queryable,
  context: ReservationContext,
  baseUrl: string,
  lang: string,
  held: PricedOrder | null,
): Promise<boolean> {
  if (!context.email || isIn('unconfirmed', context.status)) return false;
  const reservationId = context.reservationId;
  const texts = emailTexts(lang);
  const reservation = await findReservationForEmail(q, reservationId);
  if (!reservation) return false;
  const priced = held ? await pricedIn(q, held, lang) : await priceReservation(q, reservationId, lang);
  if (!priced) return false;
  const summary = summaryOf(priced, lang);
  const { currency, vatIncluded } = priced.order.header;
  const shortId = shortIdOf({ id: context.reservationId, invoiceNumber: reservation.invoiceNumber }, context.settings);
  const values = {
    id: shortId,
    title: localized(context.contextTitle, lang),
    total: currency ? `${currency} ${summary.totalPrice}` : summary.totalPrice,
    deadline: formatDate(
      context.validity,
      bundleFor(lang)['datetime.pattern'] ?? 'd MMM yyyy, HH:mm',
      context.timeZone,
      lang,
    ),
  };
  const body = await paragraphs(q, context, texts, values, reservation, lang);
  const attachment = await documentAttachment(q, reservationId, lang);
  const tickets = context.status === 'COMPLETE' ? await ticketDocuments(q, reservationId, baseUrl, lang) : null;
  const fullName = [reservation.firstName, reservation.lastName].filter(Boolean).join(' ');
  const reservationUrl = `${baseUrl}${shopReservationPath(context)}?lang=${lang}`;
  const wording = await wordingOf(
    q,
    context,
    'CONFIRMATION_EMAIL',
    lang,
    {
      fullName,
      firstName: reservation.firstName ?? '',
      lastName: reservation.lastName ?? '',
      reservationId: shortId,
      eventName: values.title,
      total: values.total,
      deadline: values.deadline,
      paymentMethod: body.paymentMethod,
      organizationName: context.organizationName,
      organizationEmail: context.organizationEmail,
      reservationUrl,
      paymentDue: body.paymentDue,
      payOnSite: body.payOnSite,
      payLater: body.payLater,
    },
    { subject: body.subject, lines: [fill(texts.greeting, { name: fullName }), '', body.intro] },
  );

  const blocks: EmailBlock[] = [
    ...wording.lines,
    ...(body.lines.length > 0 ? ['', ...body.lines] : []),
    '',
    `${texts.reservationNumber}: ${shortId}`,
    '',
    { heading: texts.yourOrder },
    ...orderLines(summary, texts, currency, vatIncluded),
    ...(await subscriptionLines(q, reservationId, texts, lang)),
    ...(tickets?.blocks ?? []),
    ...(attachment ? ['', attachment.invoice ? texts.invoiceAttached : texts.receiptAttached] : []),
    '',
    {
      href: reservationUrl,
      label: fill(emailLinkTexts(lang).reservation, { id: shortId }),
      line: fill(texts.manage, { link: reservationUrl }),
    },
    fill(texts.questions, { organizer: context.organizationName, email: context.organizationEmail }),
    ...(body.instructions ? ['', { markdown: body.instructions }] : []),
  ];
  const email = renderEmail({
    lang,
    subject: wording.subject,
    brand: await brandOf(q, context, baseUrl, lang),
    blocks,
  });
  await enqueueEmail(q, {
    purchaseContextType: context.purchaseContextType,
    eventId: context.eventId,
    subscriptionDescriptorId: context.subscriptionDescriptorId,
    reservationId,
    recipient: context.email,
    ...email,
    attachments: [
      ...(tickets?.attachments ?? []),
      // With the tickets comes the event for the buyer's calendar.
      ...(context.eventId !== null && (tickets?.attachments.length ?? 0) > 0
        ? [calendarAttachment(context.eventId)]
        : []),
      ...(attachment ? [attachment.ref] : []),
    ],
  });
  return true;
}

async function paragraphs(
  q: Queryable,
  context: ReservationContext,
  texts: EmailTexts,
  values: Record<string, string>,
  reservation: { paid: boolean; proxy: string | null },
  lang: string,
): Promise<Paragraphs> {
  const confirmedSubject = fill(texts.subjectConfirmed, values);
  const dueSubject = fill(texts.subjectPaymentDue, values);
  const bank = [
    `${texts.bankAccount}: ${context.settings.text('BANK_ACCOUNT_NR') ?? ''}`,
    ...(context.settings.text('BANK_ACCOUNT_OWNER')
      ? [`${texts.bankAccountOwner}: ${context.settings.text('BANK_ACCOUNT_OWNER')!.split('\n').join(', ')}`]
      : []),
    `${texts.paymentReference}: ${values.id}`,
  ];
  const flags = { paymentDue: false, payOnSite: false, payLater: false, paymentMethod: '', instructions: null };
  switch (context.status) {
    case 'OFFLINE_PAYMENT':
    case 'OFFLINE_FINALIZING':
      return {
        ...flags,
        subject: dueSubject,
        intro: fill(texts.waitingBankTransfer, values),
        lines: bank,
        paymentDue: true,
      };
    case 'DEFERRED_OFFLINE_PAYMENT':
      return {
        ...flags,
        subject: confirmedSubject,
        intro: fill(texts.confirmedPayLater, values),
        lines: bank,
        payLater: true,
      };
    case 'CUSTOM_OFFLINE_PAYMENT': {
      const method = await findSelectedCustomPaymentMethod(q, context.reservationId);
      const localizedMethod = method
        ? (method.localizations[lang] ?? method.localizations.en ?? Object.values(method.localizations)[0])
        : undefined;
      const paymentMethod = localizedMethod?.paymentName ?? '';
      return {
        ...flags,
        subject: dueSubject,
        intro: fill(texts.waitingCustom, { ...values, method: paymentMethod }),
        lines: [],
        paymentDue: true,
        paymentMethod,
        instructions: localizedMethod?.paymentInstructions ?? null,
      };
    }
    default:
      if (reservation.proxy === 'ON_SITE' && !reservation.paid)
        return {
          ...flags,
          subject: confirmedSubject,
          intro: fill(texts.confirmedPayOnSite, values),
          lines: [],
          payOnSite: true,
        };
      return { ...flags, subject: confirmedSubject, intro: fill(texts.confirmed, values), lines: [] };
  }
}

function orderLines(summary: OrderSummary, texts: EmailTexts, currency: string | null, vatIncluded: boolean): string[] {
  const money = (amount: string) => (currency ? `${currency} ${amount}` : amount);
  const rows = summary.summary
    .filter((row) => row.type !== 'TAX_DETAIL')
    .map((row) => `- ${row.amount} x ${row.name ?? ''}: ${money(row.subTotal)}`);
  const vatValues = { rate: shortRate(summary.vatPercentage), vat: money(summary.totalVAT) };
  const vat = !summary.displayVat
    ? texts.vatExempt
    : Number(summary.totalVAT) > 0
      ? fill(vatIncluded ? texts.vatIncluded : texts.vatAdded, vatValues)
      : null;
  return [...rows, `${texts.total}: ${money(summary.totalPrice)}`, ...(vat ? [vat] : [])];
}

async function subscriptionLines(
  q: Queryable,
  reservationId: string,
  texts: EmailTexts,
  lang: string,
): Promise<string[]> {
  const [info] = (await subscriptionInfosOf(q, reservationId, lang)) ?? [];
  if (!info?.pin) return [];
  const owner = [info.owner.firstName, info.owner.lastName].filter(Boolean).join(' ');
  return [
    '',
    fill(texts.subscriptionPin, { pin: info.pin }),
    ...(owner ? [fill(texts.subscriptionOwner, { name: owner })] : []),
  ];
}

/**
 * The PDF of each assigned ticket, drawn when the e-mail is sent, and the update page of each
 * ticket still without a holder, where the buyer names who will use it.
 */
async function ticketDocuments(
  q: Queryable,
  reservationId: string,
  baseUrl: string,
  lang: string,
): Promise<{ blocks: EmailBlock[]; attachments: AttachmentRef[] }> {
  const tickets = await findReservationTickets(q, reservationId);
  const texts = ticketDocumentTexts(lang);
  const links = emailLinkTexts(lang);
  const assigned = tickets.filter(isAvailable);
  const unassigned = tickets.filter((ticket) => !isAssigned(ticket));
  const blocks: EmailBlock[] = [
    ...(assigned.length > 0 ? ['', fill(texts.ticketsAttached, { count: String(assigned.length) })] : []),
    ...(unassigned.length > 0
      ? [
          '',
          texts.ticketsToAssign,
          ...unassigned.map((ticket) => {
            const href = `${baseUrl}${pageHref.ticket(ticket.eventShortName, ticket.publicUuid, 'update')}?lang=${lang}`;
            return {
              href,
              label: fill(links.assignTicket, { category: ticket.categoryName }),
              line: `- ${ticket.categoryName}: ${href}`,
            };
          }),
        ]
      : []),
  ];
  return {
    blocks,
    attachments: assigned.map((ticket) => ({
      name: `ticket-${ticket.publicUuid}.pdf`,
      contentType: 'application/pdf',
      kind: 'TICKET_PDF',
      params: { ticketId: ticket.id, lang: ticketLanguage(ticket) },
    })),
  };
}

async function documentAttachment(
  q: Queryable,
  reservationId: string,
  lang: string,
): Promise<{ ref: AttachmentRef; invoice: boolean } | null> {
  const row = await findLatestDocument(q, reservationId);
  if (!row) return null;
  const texts = documentTexts(lang);
  const label = row.type === 'INVOICE' ? texts.invoice : texts.receipt;
  const name = `${label.toLowerCase()}-${row.number ?? reservationId.slice(0, 8)}.pdf`.replace(
    /[^\p{L}\p{N}._-]/gu,
    '_',
  );
  return {
    ref: { name, contentType: 'application/pdf', kind: 'BILLING_DOCUMENT', params: { documentId: row.id } },
    invoice: row.type === 'INVOICE',
  };
}

const calendarAttachment = (eventId: number): AttachmentRef => ({
  name: 'event.ics',
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  kind: 'CALENDAR',
  params: { eventId },
});
