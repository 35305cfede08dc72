import type { TicketInfo, TicketsByTicketCategory } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { datesWithOffset, formatForLanguages, formattedEventDates, sameDay } from '../../lib/localized-dates.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { additionalServicesWithData, ticketsByCategory } from '../reservation/view/tickets-by-category.ts';
import { callLinksOf, isOnlineTicket, nextCallLink } from './call-links.ts';
import { isAssignable, isAvailable } from './ticket-access.ts';
import { attendeeFullName } from './ticket-code.ts';
import { findEventTicket, type TicketRecord } from './ticket-repository.ts';
import { loadTicketView } from './ticket-view.ts';

/**
 * `GET …/ticket/{uuid}` (`endpoints.getTicket` in the contract): the ticket page's data; null when
 * the ticket is not available. Dates are the event's; whether they fall on one day is judged on
 * the category's validity when it has one.
 */
export async function ticketInfo(q: Queryable, eventShortName: string, publicUuid: string): Promise<TicketInfo | null> {
  const record = await findEventTicket(q, eventShortName, publicUuid);
  if (!record || !isAvailable(record)) return null;
  const view = await loadTicketView(q, record);
  if (!view) return null;
  const { eventStart, eventEnd, eventTimeZone: timeZone, eventLanguages } = record;
  const validity =
    record.categoryValidityStart && record.categoryValidityEnd
      ? { start: record.categoryValidityStart, end: record.categoryValidityEnd }
      : { start: eventStart, end: eventEnd };
  return {
    uuid: record.publicUuid,
    fullName: attendeeFullName(record),
    email: record.email ?? '',
    ticketCategoryName: record.categoryName,
    reservationFullName: attendeeFullName({
      firstName: record.reservationFirstName,
      lastName: record.reservationLastName,
      fullName: record.reservationFullName,
    }),
    reservationId: shortIdOf(view.reservation, view.settings.context),
    deskPaymentRequired: record.paymentProxy === 'ON_SITE',
    timeZone,
    datesWithOffset: datesWithOffset(eventStart, eventEnd, timeZone),
    sameDay: sameDay(validity.start, validity.end, timeZone),
    ...formattedEventDates(eventStart, eventEnd, timeZone, eventLanguages),
    additionalServiceWithData: additionalServicesWithData({ ...view, items: view.linkedItems }),
  };
}

/**
 * `GET …/ticket/{uuid}/full` (`endpoints.getFullTicket` in the contract): the ticket's category
 * with this one ticket, as the reservation shows it; an online ticket adds when its room opens
 * and whether it has. Unlike alf.io, a ticket of a complete order that still waits for its holder
 * is served too: the confirmation e-mail links its update page, where the holder is entered.
 */
export async function fullTicket(
  q: Queryable,
  eventShortName: string,
  publicUuid: string,
  now: Date = new Date(),
): Promise<TicketsByTicketCategory | null> {
  const record = await findEventTicket(q, eventShortName, publicUuid);
  if (!record || !isAssignable(record)) return null;
  const view = await loadTicketView(q, record);
  if (!view) return null;
  const [listed] = ticketsByCategory(view);
  if (!listed) return null;
  // The update page has no reservation to read the e-mail lock from.
  const emailLocked = view.reservation.metadata.lockEmailEdit === true;
  const category = {
    ...listed,
    tickets: listed.tickets.map((ticket) => ({ ...ticket, emailLocked: emailLocked && !!ticket.email })),
  };
  if (!isOnlineTicket(record)) return category;
  const opens = onlineCheckInStart(record, now);
  return {
    ...category,
    tickets: category.tickets.map((ticket) => ({
      ...ticket,
      formattedOnlineCheckInDate: formatForLanguages(
        opens,
        'common.ticket-category.date-format',
        record.eventTimeZone,
        record.eventLanguages,
      ),
      onlineEventStarted: opens.getTime() <= now.getTime(),
    })),
  };
}

/** When the online room opens: the start of the next call link, else the event's start. */
export function onlineCheckInStart(record: TicketRecord, now: Date): Date {
  return nextCallLink(callLinksOf(record), now)?.validFrom ?? record.eventStart;
}
