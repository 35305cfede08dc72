import { globalErrorFieldOf, type ReservationPaymentResult } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import { fieldError } from '../../../http/validated-response.ts';
import type { PricedOrder } from '../../reservation/pricing/order-summary.ts';
import { moveStatus } from '../../reservation/status/reservation-status.ts';
import { reconcileLocked, recordNewPayment, type OnlinePayments } from '../online-payment.ts';
import type { PaymentContext } from '../payment-context.ts';
import { markTransaction } from '../transaction-repository.ts';
import { PayPalError, type PayPalAdapter } from './paypal-adapter.ts';
import { findPendingPayPalPayment } from './paypal-repository.ts';

/**
 * Confirming the overview with PayPal, in the transaction holding the reservation's lock. Without
 * an approval the order is created at PayPal and the buyer sent there; the reservation stays
 * PENDING, payable otherwise, until PayPal sends the buyer back. With the approval (the token) the
 * order is captured and, in the same transaction, the reservation completed, so a second
 * confirmation waiting for the lock finds it done.
 */

export type PayPalConfirmation =
  { kind: 'done'; value: ReservationPaymentResult } | { kind: 'refused'; reason: string | null };

export const paypalRefusal = (reason: string | null) => [
  fieldError(
    globalErrorFieldOf.confirmOverview,
    'error.STEP_2_PAYMENT_PROCESSING_ERROR',
    reason === null ? undefined : { '0': reason },
  ),
];

export async function confirmWithPayPal(
  tx: Queryable,
  engine: OnlinePayments,
  paypal: PayPalAdapter,
  context: PaymentContext,
  priced: PricedOrder,
): Promise<PayPalConfirmation> {
  const id = context.reservationId;
  const amountCents = priced.pricing.totals.final;
  const pending = await findPendingPayPalPayment(tx, id);
  // An approval of another amount (the order changed since) is not captured: PayPal is asked again.
  if (pending?.token && pending.amountCents === amountCents)
    return capture(tx, engine, paypal, id, pending.id, pending.gatewayId);

  let started;
  try {
    started = await recordNewPayment(tx, engine, paypal, context, priced);
  } catch (error) {
    if (error instanceof PayPalError) return { kind: 'refused', reason: null };
    throw error;
  }
  return {
    kind: 'done',
    value: { success: true, redirect: true, redirectUrl: started.redirectUrl, failure: false, gatewayIdOrNull: null },
  };
}

async function capture(
  tx: Queryable,
  engine: OnlinePayments,
  paypal: PayPalAdapter,
  reservationId: string,
  transactionId: number,
  orderId: string,
): Promise<PayPalConfirmation> {
  if (!(await moveStatus(tx, reservationId, 'EXTERNAL_PROCESSING_PAYMENT', ['PENDING'])))
    return { kind: 'refused', reason: null };
  let captured;
  try {
    captured = await paypal.capture(tx, orderId);
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    // Unknown whether PayPal took the money: the approval stays, and confirming again captures
    // the same order at most once.
    await moveStatus(tx, reservationId, 'PENDING', ['EXTERNAL_PROCESSING_PAYMENT']);
    return { kind: 'refused', reason: null };
  }
  if (captured.kind === 'refused') {
    // The approval is spent: paying again starts a new PayPal order.
    await markTransaction(tx, transactionId, 'FAILED', captured.issue);
    await moveStatus(tx, reservationId, 'PENDING', ['EXTERNAL_PROCESSING_PAYMENT']);
    return { kind: 'refused', reason: captured.reason };
  }
  await reconcileLocked(tx, engine, reservationId, 'EXTERNAL_PROCESSING_PAYMENT', orderId);
  return {
    kind: 'done',
    value: { success: true, redirect: false, redirectUrl: null, failure: true, gatewayIdOrNull: null },
  };
}
