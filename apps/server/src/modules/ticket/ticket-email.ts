import { browserPaths, buildPath, pageHref } from '@shop/contract/routes';
import type { Queryable } from '../../db/database.ts';
import { formatDate } from '../../lib/date-format.ts';
import { bundleFor } from '../../messages/index.ts';
import { isOnlineTicket } from './call-links.ts';
import { checkInCodeOf } from './ticket-access.ts';
import { attendeeFullName } from './ticket-code.ts';
import type { TicketRecord } from './ticket-repository.ts';
import { enqueueEmail, type AttachmentRef } from '../outbox/outbox-repository.ts';
import { renderEmail, type EmailBlock } from '../email-template/email-layout.ts';
import { brandOf, wordingOf } from '../email-template/email-wording.ts';
import { emailLinkTexts } from '../../messages/texts/email-link-texts.ts';
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
  const links = emailLinkTexts(lang);
  const when = `${date(ticket.eventStart, 'common.event.date-format', 'd MMM yyyy')} ${date(ticket.eventStart, 'common.event.time-format', 'HH:mm')}`;
  const ticketUrl = `${baseUrl}${pageHref.ticket(ticket.eventShortName, ticket.publicUuid, 'view')}?lang=${lang}`;
  const wording = await wordingOf(
    q,
    ticket,
    'TICKET_EMAIL',
    lang,
    {
      fullName: attendeeFullName(ticket),
      firstName: ticket.firstName ?? '',
      lastName: ticket.lastName ?? '',
      reservationId: shortId,
      eventName: title,
      category: ticket.categoryName,
      date: when,
      location: online ? '' : (ticket.eventLocation ?? ''),
      organizationName: ticket.organizationName,
      organizationEmail: ticket.organizationEmail,
      ticketUrl,
      online,
    },
    {
      subject: fill(texts.subjectTicket, { title }),
      lines: [fill(texts.greeting, { name: attendeeFullName(ticket) }), '', fill(texts.yourTicket, { title })],
    },
  );
  const blocks: EmailBlock[] = [
    ...wording.lines,
    '',
    `${texts.category}: ${ticket.categoryName}`,
    `${texts.when}: ${when}`,
    ...(ticket.eventLocation && !online ? [`${texts.where}: ${ticket.eventLocation}`] : []),
    `${texts.reservationNumber}: ${shortId}`,
    '',
    texts.pdfAttached,
    ...(ticket.paymentProxy === 'ON_SITE' ? ['', texts.payAtDesk] : []),
    '',
    { href: ticketUrl, label: fill(links.ticket, { title }), line: fill(texts.showTicket, { link: ticketUrl }) },
    ...(online
      ? [
          {
            href: checkInLink,
            label: fill(links.joinOnline, { title }),
            line: fill(texts.joinOnline, { link: checkInLink }),
          },
        ]
      : []),
    '',
    fill(texts.questions, { organizer: ticket.organizationName, email: ticket.organizationEmail }),
  ];
  await toHolder(q, ticket, ticket.email, wording.subject, blocks, lang, baseUrl, [
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
  const ticketId = ticket.publicUuid.slice(0, 8).toUpperCase();
  const wording = await wordingOf(
    q,
    ticket,
    'TICKET_HAS_BEEN_CANCELLED',
    lang,
    {
      fullName: attendeeFullName(ticket),
      reservationId: shortId,
      eventName: title,
      category: ticket.categoryName,
      ticketId,
      organizationName: ticket.organizationName,
      organizationEmail: ticket.organizationEmail,
    },
    {
      subject: fill(texts.subjectCancelled, { title }),
      lines: [
        fill(texts.greeting, { name: attendeeFullName(ticket) }),
        '',
        fill(texts.cancelled, { ticket: ticketId, title }),
      ],
    },
  );
  const blocks = [
    ...wording.lines,
    '',
    `${texts.category}: ${ticket.categoryName}`,
    `${texts.reservationNumber}: ${shortId}`,
    '',
    fill(texts.questions, { organizer: ticket.organizationName, email: ticket.organizationEmail }),
  ];
  // A release reaches no shop address, so this e-mail carries the organizer's name without the logo.
  await toHolder(q, ticket, ticket.email, wording.subject, blocks, lang, null, []);
  return true;
}

async function toHolder(
  q: Queryable,
  ticket: TicketRecord,
  recipient: string,
  subject: string,
  blocks: readonly EmailBlock[],
  lang: string,
  baseUrl: string | null,
  attachments: AttachmentRef[],
): Promise<void> {
  const scope = { organizationId: ticket.organizationId, eventId: ticket.eventId, subscriptionDescriptorId: null };
  const email = renderEmail({ lang, subject, brand: await brandOf(q, scope, baseUrl, lang), blocks });
  await enqueueEmail(q, {
    purchaseContextType: 'event',
    eventId: ticket.eventId,
    subscriptionDescriptorId: null,
    reservationId: ticket.reservationId,
    recipient,
    ...email,
    attachments,
  });
}

function languageOf(ticket: TicketRecord): string {
  return ticket.userLanguage ?? ticket.reservationLanguage;
}
