import type { OnlineCheckInInfo } from '@shop/contract';
import { buildPath, pagePaths, pageHref } from '@shop/contract/routes';
import type { Database, Queryable } from '../../db/database.ts';
import { datesWithOffset, formatForLanguages } from '../../lib/localized-dates.ts';
import { callLinksOf, isOnlineTicket, nextCallLink, openCallLink } from './call-links.ts';
import { checkInCodeOf, isAvailable } from './ticket-access.ts';
import { matchesCheckInHash } from './ticket-code.ts';
import { auditTicket, findEventTicket, markCheckedIn, type TicketRecord } from './ticket-repository.ts';

export type CheckInInfoOutcome =
  { kind: 'found'; info: OnlineCheckInInfo } | { kind: 'not-found' } | { kind: 'bad-time-zone' };

/**
 * `GET …/code/{checkInCode}/check-in-info` (`endpoints.getCheckInInfo` in the contract): when the
 * waiting room opens, in the browser's zone. alf.io fails on a zone it does not know; we answer
 * that as a bad request.
 */
export async function checkInInfo(
  q: Queryable,
  eventShortName: string,
  publicUuid: string,
  checkInCode: string,
  requestedZone: string | undefined,
  now: Date = new Date(),
): Promise<CheckInInfoOutcome> {
  const ticket = await findEventTicket(q, eventShortName, publicUuid);
  if (!ticket || !matchesCheckInHash(checkInCodeOf(ticket), checkInCode)) return { kind: 'not-found' };
  const zone = requestedZone ?? ticket.eventTimeZone;
  if (!isKnownZone(zone)) return { kind: 'bad-time-zone' };
  const link = nextCallLink(callLinksOf(ticket), now);
  // alf.io sends a call link's opening as both start and end, so its waiting room jumps from
  // "not started" to "ended"; the link's closing is the end a buyer expects.
  const start = link?.validFrom ?? ticket.eventStart;
  const end = link?.validTo ?? ticket.eventEnd;
  const languages = ticket.eventLanguages;
  return {
    kind: 'found',
    info: {
      formattedBeginDate: formatForLanguages(start, 'date.extended.pattern', zone, languages),
      formattedBeginTime: formatForLanguages(start, 'time.extended.pattern', zone, languages),
      formattedEndDate: formatForLanguages(end, 'date.extended.pattern', zone, languages),
      formattedEndTime: formatForLanguages(end, 'time.extended.pattern', zone, languages),
      timeZone: ticket.eventTimeZone,
      datesWithOffset: datesWithOffset(start, end, zone),
      sameDay: true,
    },
  };
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET /event/{shortName}/ticket/{uuid}/check-in/{checkInCode}` (`browserPaths.onlineCheckIn`):
 * where the join link of an online ticket sends the browser. With the right code and a call link
 * open now, the ticket is checked in (the first time only) and the browser goes to the link; a
 * ticket that cannot be checked in goes to its update page; before the room opens, and between
 * two links, to the waiting room; once the event is over, or with a wrong code, home. A ticket
 * for the venue, not the online room, counts as one that cannot be checked in here.
 */
export async function onlineCheckInTarget(
  db: Database,
  eventShortName: string,
  publicUuid: string,
  checkInCode: string,
  lang: string | undefined,
  now: Date = new Date(),
): Promise<string> {
  const home = pageHref.home();
  const ticket = await findEventTicket(db, eventShortName, publicUuid);
  if (!ticket || !matchesCheckInHash(checkInCodeOf(ticket), checkInCode)) return home;
  const query = lang && /^[a-z]{2}$/i.test(lang) ? `?lang=${lang.toLowerCase()}` : '';
  if (!isAvailable(ticket) || !isOnlineTicket(ticket))
    return `${pageHref.ticket(ticket.eventShortName, ticket.publicUuid, 'update')}${query}`;
  const link = openCallLink(callLinksOf(ticket), now);
  if (link) {
    await checkIn(db, ticket);
    return link.link;
  }
  if (ticket.eventEnd.getTime() < now.getTime()) return home;
  const waitingRoom = buildPath(pagePaths.checkInWaitingRoom, {
    eventShortName: ticket.eventShortName,
    ticketId: ticket.publicUuid,
    ticketCodeHash: checkInCodeOf(ticket),
  });
  return `${waitingRoom}${query}`;
}

async function checkIn(db: Database, ticket: TicketRecord): Promise<void> {
  await db.transaction(async (tx) => {
    if (await markCheckedIn(tx, ticket, 'online')) await auditTicket(tx, ticket, 'CHECK_IN', { online: true });
  });
}
