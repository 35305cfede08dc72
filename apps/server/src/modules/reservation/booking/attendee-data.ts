import type { BookingReservation, ReservedItem, ReservedTicket } from './booking-read-repository.ts';
import { trimmed, type SentBookingForm } from './booking-form.ts';
import type { Holder } from './booking-write-repository.ts';

/**
 * Attendee data and linked additional services as the booking step takes them from the form:
 * what gets stored, and what the rules check, is the same.
 */
export type SentTicket = SentBookingForm['tickets'][string];
type SentLink = SentBookingForm['additionalServices'][string][number];

/** The form's entry for a ticket; uuids are compared without regard to case. */
export function sentTicketOf(form: SentBookingForm, uuid: string): SentTicket | undefined {
  const key = Object.keys(form.tickets).find((candidate) => candidate.toLowerCase() === uuid);
  return key === undefined ? undefined : form.tickets[key];
}

/**
 * The holder a ticket gets. A ticket whose assignment the organizer locked keeps its names and
 * e-mail (the form cannot change them), and so does the e-mail of a ticket that has one when
 * the reservation locks e-mail edits. A language the context does not offer falls back.
 */
export function holderOf(
  ticket: ReservedTicket,
  sent: SentTicket,
  reservation: BookingReservation,
  language: string,
): Holder {
  const emailLocked = ticket.locked || (reservation.metadata.lockEmailEdit === true && !!ticket.email);
  const firstName = ticket.locked ? ticket.firstName : trimmed(sent.firstName);
  const lastName = ticket.locked ? ticket.lastName : trimmed(sent.lastName);
  const requestedLanguage = trimmed(sent.userLanguage)?.toLowerCase().split(/[-_]/)[0];
  return {
    ticketId: ticket.id,
    firstName,
    lastName,
    fullName: ticket.locked
      ? ticket.fullName
      : (trimmed(sent.fullName) ?? trimmed([firstName, lastName].filter(Boolean).join(' '))),
    email: emailLocked ? ticket.email : trimmed(sent.email),
    userLanguage:
      requestedLanguage && reservation.languages.includes(requestedLanguage)
        ? requestedLanguage
        : (ticket.userLanguage ?? language),
  };
}

export interface ItemLink {
  /** Key of the form's map: the ticket the item goes with. */
  ticketUuid: string;
  /** Position in that ticket's list: part of the field names of errors. */
  position: number;
  item: ReservedItem;
  ticket: ReservedTicket;
  additional: NonNullable<SentLink['additional']>;
}

export interface ItemLinks {
  /** Entries naming an item of the reservation, a ticket of it and field values. */
  links: ItemLink[];
  /**
   * Every item of the reservation appears exactly once and every entry is complete; otherwise
   * the buyer did not say where each item goes (`error.STEP_2_ADDITIONAL_ITEMS_NOT_ASSIGNED`).
   */
  complete: boolean;
}

export function itemLinksOf(
  form: Pick<SentBookingForm, 'additionalServices'>,
  tickets: readonly ReservedTicket[],
  items: readonly ReservedItem[],
): ItemLinks {
  const ticketByUuid = new Map(tickets.map((ticket) => [ticket.uuid, ticket]));
  const itemById = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<number>();
  const links: ItemLink[] = [];
  let entries = 0;
  for (const [ticketUuid, list] of Object.entries(form.additionalServices)) {
    for (const [position, entry] of list.entries()) {
      entries++;
      const ticket = ticketByUuid.get(ticketUuid.toLowerCase());
      const item = entry.additionalServiceItemId === null ? undefined : itemById.get(entry.additionalServiceItemId);
      if (!ticket || !item || seen.has(item.id) || !trimmed(entry.ticketUUID) || entry.additional === null) continue;
      seen.add(item.id);
      links.push({ ticketUuid, position, item, ticket, additional: entry.additional });
    }
  }
  return { links, complete: entries === items.length && links.length === items.length };
}
