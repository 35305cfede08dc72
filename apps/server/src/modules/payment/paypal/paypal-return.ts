import type { Database } from '../../../db/database.ts';
import { lockReservation } from '../../reservation/status/reservation-repository.ts';
import type { PayPalAdapter } from './paypal-adapter.ts';
import { cancelTransaction, findPendingPayPalPayment, storePayPalToken } from './paypal-repository.ts';

/** What PayPal's return address carries: the order's id as `token`, and the payer on approval. */
export interface PayPalReturn {
  operation: 'confirm' | 'cancel';
  reservationId: string;
  token: string;
  payerId: string | null;
}

/**
 * Keeps the approval (confirm) or drops the PayPal order (cancel), under the reservation's lock.
 * Only the order this reservation sent the buyer to counts, and an approval only once PayPal
 * itself says the order is approved: a forged or stale address changes nothing.
 */
export async function acceptPayPalReturn(
  db: Database,
  paypal: PayPalAdapter,
  back: PayPalReturn,
): Promise<'not-found' | 'unknown-order' | 'done'> {
  return db.transaction(async (tx) => {
    const locked = await lockReservation(tx, back.reservationId, { expiredHold: 'kept' });
    if (!locked) return 'not-found';
    const pending = await findPendingPayPalPayment(tx, back.reservationId);
    if (!pending || pending.gatewayId !== back.token) return 'unknown-order';
    if (back.operation === 'cancel') {
      await cancelTransaction(tx, pending.id);
      return 'done';
    }
    if (locked.status !== 'PENDING') return 'unknown-order';
    const order = await paypal.order(tx, pending.gatewayId);
    if (order?.status !== 'APPROVED' || (back.payerId !== null && order.payerId !== back.payerId))
      return 'unknown-order';
    await storePayPalToken(tx, pending.id, order.id, order.payerId);
    return 'done';
  });
}
