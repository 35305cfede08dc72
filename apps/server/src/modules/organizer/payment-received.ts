import type { ReservationConfirmationResponse } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { loadPaymentContext } from '../payment/payment-context.ts';
import { paidOutcome } from '../payment/payment-provider.ts';
import { settleReservation } from '../payment/settle-reservation.ts';
import { priceReservation } from '../reservation/pricing/order-summary.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { isIn } from '../reservation/status/reservation-status.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import type { Organizer } from './organizer-roles.ts';
import { findAwaitedPayment, findHolders } from './reservation-admin-repository.ts';

export interface ReceivedPayment {
  /** The payment's reference, e.g. the bank's. */
  id: string | null;
  paidAmount: number | null;
  timestamp: string | null;
  notes: string | null;
  paymentProvider: string | null;
}

export type PaymentReceivedOutcome =
  | { kind: 'confirmed'; answer: ReservationConfirmationResponse }
  /** Not the organizer's reservation, or none at all. */
  | { kind: 'not-found' }
  /** Not waiting for its money: confirmed already, cancelled, still a hold, or paid online. */
  | { kind: 'refused' };

/**
 * The organizer received a reservation's money (a bank transfer): the reservation moves from
 * waiting for it to complete through the same settlement as a buyer's payment, so its tickets are
 * issued, the paid invoice replaces the unpaid one under the same number and the buyer's
 * confirmation e-mail is queued. All of it happens holding the reservation's lock: a second call,
 * at once or later, on any process, waits for the first and then finds nothing to confirm.
 */
export async function confirmPaymentReceived(
  db: Database,
  organizer: Organizer,
  reservationId: string,
  payment: ReceivedPayment,
  baseUrl: string,
): Promise<PaymentReceivedOutcome> {
  return db.transaction(async (tx): Promise<PaymentReceivedOutcome> => {
    const locked = await lockReservation(tx, reservationId, { expiredHold: 'kept' });
    if (!locked) return { kind: 'not-found' };
    const context = await loadPaymentContext(tx, reservationId);
    if (!context || context.organizationId !== organizer.organizationId) return { kind: 'not-found' };
    if (!isIn('awaitingPayment', locked.status)) return { kind: 'refused' };
    const [priced, awaited] = await Promise.all([
      priceReservation(tx, reservationId, context.language),
      findAwaitedPayment(tx, reservationId),
    ]);
    if (!priced || !awaited) return { kind: 'not-found' };
    const settled = await settleReservation(tx, {
      context: { ...context, status: locked.status, now: locked.now },
      priced,
      outcome: paidOutcome,
      proxy: awaited.proxy ?? 'OFFLINE',
      method: awaited.customPaymentMethodId ? null : awaited.method,
      customPaymentMethodId: awaited.customPaymentMethodId,
      baseUrl,
      ...(awaited.pendingTransactionId !== null && { transactionId: awaited.pendingTransactionId }),
    });
    if (!settled) return { kind: 'refused' };
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'RESERVATION_PAYMENT_CONFIRMED',
      organizationId: organizer.organizationId,
      entityType: 'RESERVATION',
      entityId: reservationId,
      eventId: context.eventId,
      reservationId,
      before: { status: locked.status },
      after: { status: 'COMPLETE', payment },
    });
    return { kind: 'confirmed', answer: { holders: await findHolders(tx, reservationId) } };
  });
}
