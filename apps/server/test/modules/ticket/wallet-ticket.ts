import type { Queryable } from '../../../src/db/database.ts';
import { codeOf } from '../../../src/modules/ticket/ticket-access.ts';
import { findReservationTickets, type TicketRecord } from '../../../src/modules/ticket/ticket-repository.ts';
import type { TestApp } from '../../helpers.ts';
import { ALPINE_DEVOPS_DAY, OPEN_HACK_DAY, REMOTE_FIRST_SUMMIT } from '../../support/demo-fixtures.ts';
import { expectConfirmed, free, paymentClient } from '../payment/payment-client.ts';

/** Wallet links of a ticket, as the shop builds them. */
export const applePassUrl = (event: string, uuid: string) => `/api/pass/event/${event}/v1/version/passes/${uuid}`;
export const googleWalletUrl = (event: string, uuid: string) => `/api/wallet/event/${event}/v1/version/passes/${uuid}`;

export interface BoughtTicket {
  event: string;
  ticket: TicketRecord;
  code: string;
}

/** A free on-site ticket, bought and assigned through the shop's calls: the order is complete. */
export async function boughtTicket(t: TestApp): Promise<BoughtTicket> {
  const client = await paymentClient(t);
  const id = await client.book(OPEN_HACK_DAY, { 'General admission': 1 });
  expectConfirmed(await client.confirm(id, free));
  const [ticket] = await findReservationTickets(t.db, id);
  if (!ticket) throw new Error('the order has no ticket');
  return { event: OPEN_HACK_DAY, ticket, code: codeOf(ticket) };
}

/** A ticket of the same event whose order is still waiting for its confirmation. */
export async function pendingTicket(t: TestApp): Promise<string> {
  const client = await paymentClient(t);
  const id = await client.book(OPEN_HACK_DAY, { 'General admission': 1 });
  const [ticket] = await findReservationTickets(t.db, id);
  if (!ticket) throw new Error('the order has no ticket');
  return ticket.publicUuid;
}

/**
 * Sold and assigned tickets that are used online: one of the online-only event, one of the
 * livestream category of the hybrid event.
 */
export async function onlineTickets(q: Queryable): Promise<{ event: string; uuid: string }[]> {
  const rows = await q.query<{ event: string; uuid: string }>(
    `SELECT DISTINCT ON (e.short_name) e.short_name AS event, t.public_uuid AS uuid
     FROM ticket t JOIN reservation r ON r.id = t.reservation_id JOIN event e ON e.id = t.event_id
       JOIN ticket_category c ON c.id = t.category_id
     WHERE r.status = 'COMPLETE' AND t.email IS NOT NULL
       AND ((e.short_name = $1 AND e.format = 'ONLINE') OR (e.short_name = $2 AND c.ticket_access_type = 'ONLINE'))
     ORDER BY e.short_name, t.id`,
    [REMOTE_FIRST_SUMMIT, ALPINE_DEVOPS_DAY],
  );
  if (rows.length !== 2) throw new Error('the demo sold no online ticket of the online or the hybrid event');
  return rows;
}
