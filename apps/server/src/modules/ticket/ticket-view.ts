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
 * its category, and the items linked to it. `orderItems` keeps every item of the order, which the
 * release rule looks at (a paid supplement anywhere in the order forbids a free release).
 */
export interface TicketView extends TicketViewInput {
  ticket: ReservedTicket;
  orderItems: TicketViewInput['items'];
}

export async function loadTicketView(q: Queryable, record: TicketRecord): Promise<TicketView | null> {
  const reservation = await findBookingReservation(q, record.reservationId);
  if (!reservation) return null;
  // One statement after the other: inside a transaction there is one connection.
  const ticket = (await findReservedTickets(q, reservation.id)).find((candidate) => candidate.id === record.id);
  if (!ticket) return null;
  const orderItems = await findReservedItems(q, reservation.id);
  const fields = await findFields(q, reservation);
  const values = await findStoredValues(q, reservation.id);
  const settings = await readBookingSettings(q, reservation, [ticket.categoryId]);
  return {
    reservation,
    ticket,
    tickets: [ticket],
    items: orderItems.filter((item) => item.ticketId === ticket.id),
    orderItems,
    fields,
    values,
    settings,
  };
}
