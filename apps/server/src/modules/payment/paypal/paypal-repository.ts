import type { PaymentProxy } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';

/** The PayPal order a reservation waits on, and the approval PayPal handed back for it. */
export interface PendingPayPalPayment {
  id: number;
  gatewayId: string;
  /** The approved order's id once PayPal sent the buyer back; null before. */
  token: string | null;
  amountCents: number;
}

/** The reservation's PENDING PayPal payment, locked for the transaction. */
export async function findPendingPayPalPayment(
  tx: Queryable,
  reservationId: string,
): Promise<PendingPayPalPayment | null> {
  const [row] = await tx.query<PendingPayPalPayment>(
    `SELECT id::int AS id, gateway_id AS "gatewayId", token, amount_cents::int AS "amountCents" FROM payment_transaction
     WHERE reservation_id = $1 AND payment_proxy = 'PAYPAL' AND status = 'PENDING' AND gateway_id IS NOT NULL
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [reservationId],
  );
  return row ?? null;
}

/** Keeps PayPal's approval on the payment: the reservation now reports `tokenAcquired`. */
export async function storePayPalToken(
  tx: Queryable,
  id: number,
  token: string,
  payerId: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE payment_transaction SET token = $2, metadata = metadata || $3::text::jsonb, updated_at = now() WHERE id = $1`,
    [id, token, JSON.stringify({ payerId })],
  );
}

export async function cancelTransaction(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    "UPDATE payment_transaction SET status = 'CANCELLED', token = NULL, updated_at = now() WHERE id = $1 AND status = 'PENDING'",
    [id],
  );
}

/** The proxy whose token the reservation holds (a PayPal approval), or null. */
export async function findTokenProxy(q: Queryable, reservationId: string): Promise<PaymentProxy | null> {
  const [row] = await q.query<{ proxy: PaymentProxy }>(
    `SELECT payment_proxy AS proxy FROM payment_transaction
     WHERE reservation_id = $1 AND status = 'PENDING' AND token IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [reservationId],
  );
  return row?.proxy ?? null;
}
