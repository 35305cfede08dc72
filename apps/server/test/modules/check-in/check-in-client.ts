import type { Queryable } from '../../../src/db/database.ts';
import { codeOf } from '../../../src/modules/ticket/ticket-access.ts';
import { findReservationTickets } from '../../../src/modules/ticket/ticket-repository.ts';

/** A ticket as its QR code shows it: the identifier (internal uuid) and the whole code. */
export interface ScannedTicket {
  id: number;
  identifier: string;
  code: string;
}

/** What the scan app reads from each of the reservation's tickets' QR codes. */
export async function scannedTickets(q: Queryable, reservationId: string): Promise<ScannedTicket[]> {
  const tickets = await findReservationTickets(q, reservationId);
  return tickets.map((ticket) => ({ id: ticket.id, identifier: ticket.uuid, code: codeOf(ticket) }));
}

export const ticketPath = (event: string, identifier: string, action = '') =>
  `/admin/api/check-in/event/${event}/ticket/${identifier}${action && `/${action}`}`;
