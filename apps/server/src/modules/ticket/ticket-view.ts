import type { Queryable } from '../../db/database.ts';
import {
  findBookingReservation,
  findReservedItems,
  findReservedTickets,
  findStoredValues,
  type ReservedTicket,
} from '../reservation/booking/booking-read-repository.ts';
import { readBookingSettings } from '../reservation/booking/booking-settings.ts';
import { findFields } from '../reservation/fields/field-repository.ts';
import type { TicketViewInput } from '../reservation/view/tickets-by-category.ts';
import type { TicketRecord } from './ticket-repository.ts';

/**
 * One ticket as the reservation pages see it: its reservation, fields and values, the settings of
 * its category, every item of the order (a paid supplement anywhere in it forbids a free release)
 * and, apart, the items linked to this ticket.
 */
export interface TicketView extends TicketViewInput {
  ticket: ReservedTicket;
  linkedItems: TicketViewInput['items'];
}

export async function loadTicketView(q: Queryable, record: TicketRecord): Promise<TicketView | null> {
  const reservation = await findBookingReservation(q, record.reservationId);
  if (!reservation) return null;
  // One statement after the other: inside a transaction there is one connection.
  const ticket = (await findReservedTickets(q, reservation.id)).find((candidate) => candidate.id === record.id);
  if (!ticket) return null;
  const items = await findReservedItems(q, reservation.id);
  const fields = await findFields(q, reservation);
  const values = await findStoredValues(q, reservation.id);
  const settings = await readBookingSettings(q, reservation, [ticket.categoryId]);
  return {
    reservation,
    ticket,
    tickets: [ticket],
    items,
    linkedItems: items.filter((item) => item.ticketId === ticket.id),
    fields,
    values,
    settings,
  };
}
