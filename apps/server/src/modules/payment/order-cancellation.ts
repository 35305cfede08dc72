import type { ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { auditHoldsEnded } from '../reservation/hold/hold-repository.ts';
import { isIn, moveStatus, statusGroups } from '../reservation/status/reservation-status.ts';
import { cancelSoldSubscription } from '../reservation/hold/subscription-rows-repository.ts';
import { findSoldSubscriptionsOf } from '../subscription/subscription-descriptor-repository.ts';
import { returnTicketToSale } from '../ticket/release-ticket.ts';
import { findReservationTickets, lockEventTicket } from '../ticket/ticket-repository.ts';
import type { OnlinePayments } from './online-payment.ts';
import type { RefundReason } from './refund-repository.ts';
import { decideRefund, type RefundDecision } from './refunds.ts';
import { cancelPendingTransactions } from './transaction-repository.ts';

export type CancelOutcome =
  | { kind: 'cancelled'; refund: RefundDecision | null }
  /** Neither paid nor waiting for its money (a hold, a payment under way, cancelled already). */
  | { kind: 'not-cancellable' }
  /** A ticket of the order was used at the door: it stays as it is. */
  | { kind: 'checked-in' };

/**
 * Cancels a paid order, or one waiting for a bank transfer, in the caller's transaction, which
 * holds the reservation's lock (its status is `status`): every ticket goes back on sale (a
 * subscription sold by it is cancelled) and the order is CANCELLED (or CREDIT_NOTE_ISSUED, when
 * the caller credits its invoice); a paid one with `refund` owes the buyer what was paid less `feeCents`
 * (see `refunds.ts`; the caller asks the provider once its transaction has committed).
 *
 * The door's check-in also takes the reservation's lock before it touches a ticket, so a
 * cancellation and a check-in of the same ticket at the same moment happen one after the other:
 * a ticket checked in first keeps the order from being cancelled, and a ticket cancelled first
 * is no longer valid at the door.
 */
export async function cancelOrderLocked(
  tx: Queryable,
  engine: OnlinePayments,
  reservationId: string,
  status: ReservationStatus,
  options: {
    refund: boolean;
    feeCents: number;
    reason: RefundReason;
    auditData: Record<string, unknown>;
    to?: 'CANCELLED' | 'CREDIT_NOTE_ISSUED';
  },
): Promise<CancelOutcome> {
  if (status !== 'COMPLETE' && !isIn('awaitingPayment', status)) return { kind: 'not-cancellable' };
  for (const ticket of await findReservationTickets(tx, reservationId)) await lockEventTicket(tx, ticket.id);
  const tickets = await findReservationTickets(tx, reservationId);
  if (tickets.some((ticket) => ticket.status === 'CHECKED_IN')) return { kind: 'checked-in' };
  for (const ticket of tickets) await returnTicketToSale(tx, ticket, options.auditData);
  // A subscription order's subscription is cancelled, as alf.io does; tickets it paid for stay valid.
  for (const subscriptionId of await findSoldSubscriptionsOf(tx, reservationId))
    await cancelSoldSubscription(tx, subscriptionId);
  const to = options.to ?? 'CANCELLED';
  // The lock holds the row in `status`, which the map lets move to CANCELLED or CREDIT_NOTE_ISSUED.
  if (!(await moveStatus(tx, reservationId, to, ['COMPLETE', ...statusGroups.awaitingPayment])))
    throw new Error(`reservation ${reservationId} did not move from ${status} to ${to}`);
  await auditHoldsEnded(tx, [reservationId], 'RESERVATION_CANCELLED');
  if (status !== 'COMPLETE') {
    await cancelPendingTransactions(tx, reservationId);
    return { kind: 'cancelled', refund: null };
  }
  const refund = options.refund
    ? await decideRefund(tx, engine, reservationId, 'rest', options.reason, options.feeCents)
    : null;
  return { kind: 'cancelled', refund };
}
