import type { PaymentProxy } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import type { TicketRequest } from '../reservation/hold/inventory-claim.ts';

/**
 * The payment transactions of a reservation: at most one PENDING at a time, the online ones with
 * the provider's id and the tickets they pay for, and the provider events already applied.
 */

export interface TransactionRow {
  id: number;
  status: string;
  gatewayId: string | null;
}

/** The latest transaction of the reservation made with the static method `method`. */
export async function findTransaction(
  q: Queryable,
  reservationId: string,
  method: string,
): Promise<TransactionRow | null> {
  const [row] = await q.query<TransactionRow>(
    `SELECT id, status, gateway_id AS "gatewayId" FROM payment_transaction
     WHERE reservation_id = $1 AND payment_method = $2 ORDER BY id DESC LIMIT 1`,
    [reservationId.toLowerCase(), method],
  );
  return row ?? null;
}

/** Forgets a token a provider handed back for the pending transaction (a PayPal approval); false when there is none. */
export async function clearPaymentToken(q: Queryable, reservationId: string): Promise<boolean> {
  const rows = await q.query(
    "UPDATE payment_transaction SET token = NULL, updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING' AND token IS NOT NULL RETURNING id",
    [reservationId],
  );
  return rows.length > 0;
}

export async function cancelPendingTransactions(tx: Queryable, reservationId: string): Promise<void> {
  await tx.query(
    "UPDATE payment_transaction SET status = 'CANCELLED', updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING'",
    [reservationId],
  );
}

export interface NewPaymentTransaction {
  reservationId: string;
  proxy: string;
  method: string | null;
  customPaymentMethodId: string | null;
  status: string;
  amountCents: number;
  currency: string | null;
  description: string;
}

/** A COMPLETE transaction is completed now. */
export async function insertPaymentTransaction(tx: Queryable, payment: NewPaymentTransaction): Promise<void> {
  await tx.query(
    `INSERT INTO payment_transaction (reservation_id, payment_proxy, payment_method, custom_payment_method_id, status, amount_cents,
       currency_code, description, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $5 = 'COMPLETE' THEN now() END)`,
    [
      payment.reservationId,
      payment.proxy,
      payment.method,
      payment.customPaymentMethodId,
      payment.status,
      payment.amountCents,
      payment.currency,
      payment.description,
    ],
  );
}

/** A payment with an online provider, with the tickets it pays for as they were when it started. */
export interface OnlineTransactionRow {
  id: number;
  reservationId: string;
  proxy: PaymentProxy;
  method: string;
  status: string;
  gatewayId: string;
  failureCode: string | null;
  amountCents: number;
  currency: string | null;
  tickets: TicketRequest[];
}

/** The reservation's latest online payment, or the one with this provider id; locked for the transaction. */
export async function findOnlineTransaction(
  tx: Queryable,
  reservationId: string,
  gatewayId: string | null,
): Promise<OnlineTransactionRow | null> {
  const [row] = await tx.query<OnlineTransactionRow>(
    `SELECT id::int AS id, reservation_id AS "reservationId", payment_proxy AS proxy, payment_method AS method, status,
       gateway_id AS "gatewayId", failure_code AS "failureCode", amount_cents::int AS "amountCents",
       currency_code AS currency, coalesce(metadata->'tickets', '[]') AS tickets
     FROM payment_transaction
     WHERE reservation_id = $1 AND gateway_id IS NOT NULL AND ($2::text IS NULL OR gateway_id = $2)
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [reservationId, gatewayId],
  );
  return row ?? null;
}

/** The reservation a provider's payment id belongs to; null when none (the reservation is gone). */
export async function findReservationOfPayment(q: Queryable, proxy: string, gatewayId: string): Promise<string | null> {
  const [row] = await q.query<{ reservationId: string }>(
    'SELECT reservation_id AS "reservationId" FROM payment_transaction WHERE payment_proxy = $1 AND gateway_id = $2 ORDER BY id DESC LIMIT 1',
    [proxy, gatewayId],
  );
  return row?.reservationId ?? null;
}

/** The provider's id of the reservation's latest payment through this proxy; null when it has none. */
export async function findLatestPaymentOf(q: Queryable, reservationId: string, proxy: string): Promise<string | null> {
  const [row] = await q.query<{ gatewayId: string }>(
    `SELECT gateway_id AS "gatewayId" FROM payment_transaction
     WHERE reservation_id = $1 AND payment_proxy = $2 AND gateway_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [reservationId, proxy],
  );
  return row?.gatewayId ?? null;
}

/** The provider's page of one of our payments, as it was when the payment started; null when none was kept. */
export async function findPaymentPage(q: Queryable, proxy: string, gatewayId: string): Promise<string | null> {
  const [row] = await q.query<{ pageUrl: string | null }>(
    `SELECT metadata->>'pageUrl' AS "pageUrl" FROM payment_transaction
     WHERE payment_proxy = $1 AND gateway_id = $2 ORDER BY id DESC LIMIT 1`,
    [proxy, gatewayId],
  );
  return row?.pageUrl ?? null;
}

export interface NewOnlineTransaction {
  reservationId: string;
  proxy: string;
  method: string;
  gatewayId: string;
  amountCents: number;
  currency: string | null;
  tickets: TicketRequest[];
  /** The provider's page where the buyer pays, kept for a buyer who comes back before paying. */
  pageUrl: string | null;
}

export async function insertOnlineTransaction(tx: Queryable, payment: NewOnlineTransaction): Promise<void> {
  await tx.query(
    `INSERT INTO payment_transaction (reservation_id, payment_proxy, payment_method, status, gateway_id, amount_cents, currency_code, metadata)
     VALUES ($1, $2, $3, 'PENDING', $4, $5, $6, $7::text::jsonb)`,
    [
      payment.reservationId,
      payment.proxy,
      payment.method,
      payment.gatewayId,
      payment.amountCents,
      payment.currency,
      JSON.stringify({ tickets: payment.tickets, ...(payment.pageUrl && { pageUrl: payment.pageUrl }) }),
    ],
  );
}

/** The reservation's payments at a provider that a buyer could still pay: open, or refused once. */
export async function findPayableEarlierPayments(
  tx: Queryable,
  reservationId: string,
): Promise<{ id: number; proxy: string; gatewayId: string }[]> {
  return tx.query(
    `SELECT id::int AS id, payment_proxy AS proxy, gateway_id AS "gatewayId" FROM payment_transaction
     WHERE reservation_id = $1 AND status IN ('PENDING', 'FAILED') AND gateway_id IS NOT NULL
     ORDER BY id`,
    [reservationId],
  );
}

/** A payment given up: closed at its provider, its failure code (if it had one) kept. */
export async function markTransactionCancelled(tx: Queryable, id: number): Promise<void> {
  await tx.query("UPDATE payment_transaction SET status = 'CANCELLED', updated_at = now() WHERE id = $1", [id]);
}

export async function markTransaction(
  tx: Queryable,
  id: number,
  status: 'COMPLETE' | 'FAILED' | 'REFUNDED',
  failureCode: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE payment_transaction SET status = $2, failure_code = $3, updated_at = now(),
       completed_at = CASE WHEN $2 = 'COMPLETE' THEN now() ELSE completed_at END
     WHERE id = $1`,
    [id, status, failureCode],
  );
}

/** False when the provider's event was recorded before: a replay. */
export async function recordWebhookEvent(tx: Queryable, proxy: string, eventId: string): Promise<boolean> {
  const rows = await tx.query(
    'INSERT INTO payment_webhook_event (payment_proxy, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
    [proxy, eventId],
  );
  return rows.length > 0;
}

/** How many payments the reservation has had, to tell one attempt from the next. */
export async function countTransactions(q: Queryable, reservationId: string): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM payment_transaction WHERE reservation_id = $1',
    [reservationId],
  );
  return row?.count ?? 0;
}

/** Whether the reservation was paid through the payment with this provider id. */
export async function isCompletedPayment(q: Queryable, reservationId: string, gatewayId: string): Promise<boolean> {
  const rows = await q.query(
    "SELECT 1 FROM payment_transaction WHERE reservation_id = $1 AND gateway_id = $2 AND status = 'COMPLETE'",
    [reservationId, gatewayId],
  );
  return rows.length > 0;
}
