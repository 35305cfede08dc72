import { browserPaths, buildPath, pageHref } from '@shop/contract/routes';
import type { Queryable } from '../../db/database.ts';
import { formatDate } from '../../lib/date-format.ts';
import { bundleFor } from '../../messages/index.ts';
import { isOnlineTicket } from './call-links.ts';
import { checkInCodeOf } from './ticket-access.ts';
import { attendeeFullName } from './ticket-code.ts';
import type { TicketRecord } from './ticket-repository.ts';
import { htmlOf } from '../outbox/email-html.ts';
import { enqueueEmail, type AttachmentRef } from '../outbox/outbox-repository.ts';
import { ticketEmailTexts } from '../../messages/texts/ticket-email-texts.ts';
import { fill } from '../../messages/texts/fill.ts';

/**
 * The e-mails a ticket holder receives: their ticket (the PDF attached, a link to the ticket
 * page and, for an online ticket, the link that checks them in), and the notice that a released
 * ticket was cancelled. Both are written in the holder's language, else the reservation's.
 */
export interface TicketEmail {
  ticket: TicketRecord;
  /** The reservation id as buyers see it. */
  shortId: string;
  baseUrl: string;
}

/** False when the ticket has no holder to write to. */
export async function queueTicketEmail(q: Queryable, { ticket, shortId, baseUrl }: TicketEmail): Promise<boolean> {
  if (!ticket.email) return false;
  const lang = languageOf(ticket);
  const texts = ticketEmailTexts(lang);
  const title = ticket.eventDisplayName;
  const bundle = bundleFor(lang);
  const date = (instant: Date, key: 'common.event.date-format' | 'common.event.time-format', fallback: string) =>
    formatDate(instant, bundle[key] ?? fallback, ticket.eventTimeZone, lang);
  const online = isOnlineTicket(ticket);
  const checkInLink = `${baseUrl}${buildPath(browserPaths.onlineCheckIn, {
    eventShortName: ticket.eventShortName,
    ticketUuid: ticket.publicUuid,
    checkInCode: checkInCodeOf(ticket),
  })}`;
  const lines = [
    fill(texts.greeting, { name: attendeeFullName(ticket) }),
    '',
    fill(texts.yourTicket, { title }),
    '',
    `${texts.category}: ${ticket.categoryName}`,
    `${texts.when}: ${date(ticket.eventStart, 'common.event.date-format', 'd MMM yyyy')} ${date(ticket.eventStart, 'common.event.time-format', 'HH:mm')}`,
    ...(ticket.eventLocation && !online ? [`${texts.where}: ${ticket.eventLocation}`] : []),
    `${texts.reservationNumber}: ${shortId}`,
    '',
    texts.pdfAttached,
    ...(ticket.paymentProxy === 'ON_SITE' ? ['', texts.payAtDesk] : []),
    '',
    fill(texts.showTicket, {
      link: `${baseUrl}${pageHref.ticket(ticket.eventShortName, ticket.publicUuid, 'view')}?lang=${lang}`,
    }),
    ...(online ? [fill(texts.joinOnline, { link: checkInLink })] : []),
    '',
    fill(texts.questions, { organizer: ticket.organizationName, email: ticket.organizationEmail }),
  ];
  await toHolder(q, ticket, ticket.email, fill(texts.subjectTicket, { title }), lines, lang, [
    {
      name: `ticket-${ticket.publicUuid}.pdf`,
      contentType: 'application/pdf',
      kind: 'TICKET_PDF',
      params: { ticketId: ticket.id, lang },
    },
  ]);
  return true;
}

/** Written before the ticket loses its holder; false when there is no one to write to. */
export async function queueTicketCancelledEmail(
  q: Queryable,
  { ticket, shortId }: Omit<TicketEmail, 'baseUrl'>,
): Promise<boolean> {
  if (!ticket.email) return false;
  const lang = languageOf(ticket);
  const texts = ticketEmailTexts(lang);
  const title = ticket.eventDisplayName;
  const lines = [
    fill(texts.greeting, { name: attendeeFullName(ticket) }),
    '',
    fill(texts.cancelled, { ticket: ticket.publicUuid.slice(0, 8).toUpperCase(), title }),
    '',
    `${texts.category}: ${ticket.categoryName}`,
    `${texts.reservationNumber}: ${shortId}`,
    '',
    fill(texts.questions, { organizer: ticket.organizationName, email: ticket.organizationEmail }),
  ];
  await toHolder(q, ticket, ticket.email, fill(texts.subjectCancelled, { title }), lines, lang, []);
  return true;
}

async function toHolder(
  q: Queryable,
  ticket: TicketRecord,
  recipient: string,
  subject: string,
  lines: readonly string[],
  lang: string,
  attachments: AttachmentRef[],
): Promise<void> {
  await enqueueEmail(q, {
    purchaseContextType: 'event',
    eventId: ticket.eventId,
    subscriptionDescriptorId: null,
    reservationId: ticket.reservationId,
    recipient,
    subject,
    textBody: lines.join('\n'),
    htmlBody: htmlOf(lines, null, lang),
    attachments,
  });
}

function languageOf(ticket: TicketRecord): string {
  return ticket.userLanguage ?? ticket.reservationLanguage;
}
