import type { Queryable } from '../../../src/db/database.ts';
import { codeOf } from '../../../src/modules/ticket/ticket-access.ts';
import { findReservationTickets, type TicketRecord } from '../../../src/modules/ticket/ticket-repository.ts';
import type { TestApp } from '../../helpers.ts';
import { OPEN_HACK_DAY, REMOTE_FIRST_SUMMIT } from '../../support/demo-fixtures.ts';
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

/** A sold and assigned ticket of the online-only event of the demo. */
export async function onlineTicket(q: Queryable): Promise<string> {
  const [row] = await q.query<{ uuid: string }>(
    `SELECT t.public_uuid AS uuid FROM ticket t JOIN reservation r ON r.id = t.reservation_id
       JOIN event e ON e.id = t.event_id
     WHERE e.short_name = $1 AND r.status = 'COMPLETE' AND t.email IS NOT NULL LIMIT 1`,
    [REMOTE_FIRST_SUMMIT],
  );
  if (!row) throw new Error('the demo sold no ticket of the online event');
  return row.uuid;
}
