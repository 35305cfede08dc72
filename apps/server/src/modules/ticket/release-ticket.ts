import type { Database, Queryable } from '../../db/database.ts';
import { queueTicketCancelledEmail } from './ticket-email.ts';
import { auditHoldsEnded } from '../reservation/hold/hold-repository.ts';
import { refreshUsageCounts } from '../reservation/hold/subscription-usage-repository.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { moveStatus } from '../reservation/status/reservation-status.ts';
import { isFreelyCancellable } from '../reservation/view/tickets-by-category.ts';
import { isAvailable } from './ticket-access.ts';
import {
  auditTicket,
  cancelReservationItems,
  countHeldTickets,
  findEventTicket,
  lockEventTicket,
  releaseTicketRow,
  type TicketRecord,
} from './ticket-repository.ts';
import { loadTicketView } from './ticket-view.ts';

/** `released` and `not-available` both answer `true`: there is nothing left to release either way. */
export type ReleaseOutcome =
  { kind: 'released'; emailQueued: boolean } | { kind: 'not-available' } | { kind: 'not-releasable' };

/**
 * `DELETE …/ticket/{uuid}` (`endpoints.releaseTicket` in the contract): a holder gives back a free
 * ticket the organizer lets them cancel. It goes back on sale under new uuids, the holder is told
 * by e-mail, and a reservation left without tickets is cancelled. The reservation and the ticket
 * are locked, in that order, so of two releases of one ticket only the first acts, and of two
 * releases of a reservation's last tickets exactly one cancels it.
 */
export async function releaseTicket(
  db: Database,
  eventShortName: string,
  publicUuid: string,
  baseUrl: string,
): Promise<ReleaseOutcome> {
  return db.transaction(async (tx) => {
    const found = await findEventTicket(tx, eventShortName, publicUuid);
    if (!found || !isAvailable(found)) return { kind: 'not-available' };
    await lockReservation(tx, found.reservationId);
    await lockEventTicket(tx, found.id);
    const record = await findEventTicket(tx, eventShortName, publicUuid);
    if (!record || !isAvailable(record)) return { kind: 'not-available' };
    const view = await loadTicketView(tx, record);
    if (!view) return { kind: 'not-available' };
    const releasable = record.status === 'ACQUIRED' && isFreelyCancellable(view.ticket, view);
    if (!releasable) return { kind: 'not-releasable' };

    const shortId = shortIdOf(view.reservation, view.settings.context);
    const emailQueued = await queueTicketCancelledEmail(tx, { ticket: record, shortId, baseUrl });
    const { orderEmpty } = await returnTicketToSale(tx, record);
    if (orderEmpty) {
      await moveStatus(tx, record.reservationId, 'CANCELLED', ['COMPLETE']);
      await auditHoldsEnded(tx, [record.reservationId], 'RESERVATION_CANCELLED');
    }
    return { kind: 'released', emailQueued };
  });
}

/**
 * What every road that takes a held ticket out of its order does, inside the caller's locks (the
 * reservation's, then the ticket's): the ticket goes back on sale, or is kept for the waiting list
 * (`status` says which), under new ids, a subscription it used counts one use less, the audit log
 * says so, and an order left without tickets has its items cancelled. Moving the order's status is
 * the caller's, whose rules differ.
 */
export async function returnTicketToSale(
  tx: Queryable,
  ticket: TicketRecord,
  auditData: Record<string, unknown> = {},
): Promise<{ orderEmpty: boolean; status: 'FREE' | 'RELEASED' }> {
  const { subscriptionId, status } = await releaseTicketRow(tx, ticket.id);
  if (subscriptionId) await refreshUsageCounts(tx, [subscriptionId]);
  await auditTicket(tx, ticket, 'TICKET_RELEASED', auditData);
  const orderEmpty = (await countHeldTickets(tx, ticket.reservationId)) === 0;
  if (orderEmpty) await cancelReservationItems(tx, ticket.reservationId);
  return { orderEmpty, status };
}
