import type { Queryable } from '../../db/database.ts';

/** Money given back to a buyer (table `payment_refund`, see its migration). */

export type RefundStatus = 'PENDING' | 'REQUESTED' | 'DONE';
export type RefundReason = 'BUYER_CANCELLATION' | 'ORGANIZER_CANCELLATION' | 'ORGANIZER_REFUND';

/** The payment a refund gives back from: the reservation's latest completed one. */
export interface PaidTransaction {
  id: number;
  proxy: string;
  gatewayId: string | null;
  amountCents: number;
  currency: string | null;
  /** What earlier refunds already give back (owed, requested or done). */
  refundedCents: number;
}

export async function findPaidTransaction(q: Queryable, reservationId: string): Promise<PaidTransaction | null> {
  const [row] = await q.query<PaidTransaction>(
    `SELECT t.id::int AS id, t.payment_proxy AS proxy, t.gateway_id AS "gatewayId", t.amount_cents::int AS "amountCents",
       t.currency_code AS currency,
       (SELECT coalesce(sum(r.amount_cents), 0)::int FROM payment_refund r WHERE r.transaction_id = t.id) AS "refundedCents"
     FROM payment_transaction t
     WHERE t.reservation_id = $1 AND t.status = 'COMPLETE'
     ORDER BY t.id DESC LIMIT 1 FOR UPDATE OF t`,
    [reservationId],
  );
  return row ?? null;
}

export interface NewRefund {
  reservationId: string;
  transactionId: number;
  proxy: string;
  amountCents: number;
  currency: string | null;
  status: 'PENDING' | 'REQUESTED';
  reason: RefundReason;
}

export async function insertRefund(tx: Queryable, refund: NewRefund): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payment_refund (reservation_id, transaction_id, payment_proxy, amount_cents, currency_code, status, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::int AS id`,
    [
      refund.reservationId,
      refund.transactionId,
      refund.proxy,
      refund.amountCents,
      refund.currency,
      refund.status,
      refund.reason,
    ],
  );
  return row!.id;
}

/** An owed refund with what the provider needs to give it. */
export interface OwedRefund {
  id: number;
  reservationId: string;
  proxy: string;
  gatewayId: string;
  amountCents: number;
  currency: string;
}

const OWED_COLUMNS = `r.id::int AS id, r.reservation_id AS "reservationId", r.payment_proxy AS proxy,
  t.gateway_id AS "gatewayId", r.amount_cents::int AS "amountCents", coalesce(r.currency_code, t.currency_code, 'EUR') AS currency`;

/**
 * Takes one owed refund for this transaction, due within `lookaheadSeconds` (null: due or not), none of `skip`, and
 * not taken by another process (`SKIP LOCKED`): it stays taken until the transaction ends.
 */
export async function lockOwedRefund(
  tx: Queryable,
  where: { id?: number; lookaheadSeconds: number | null; skip: readonly number[] },
): Promise<OwedRefund | null> {
  const [row] = await tx.query<OwedRefund>(
    `SELECT ${OWED_COLUMNS}
     FROM payment_refund r JOIN payment_transaction t ON t.id = r.transaction_id
     WHERE r.status = 'PENDING' AND t.gateway_id IS NOT NULL
       AND ($1::bigint IS NULL OR r.id = $1)
       AND ($2::float8 IS NULL OR r.next_attempt_at <= now() + make_interval(secs => $2::float8))
       AND NOT (r.id = ANY($3::bigint[]))
     ORDER BY r.next_attempt_at, r.id LIMIT 1
     FOR UPDATE OF r SKIP LOCKED`,
    [where.id ?? null, where.lookaheadSeconds, where.skip],
  );
  return row ?? null;
}

export async function markRefundDone(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `UPDATE payment_refund SET status = 'DONE', attempts = attempts + 1, last_error = NULL, updated_at = now(), completed_at = now()
     WHERE id = $1`,
    [id],
  );
}

/**
 * A refund requested of the organizer (REQUESTED) and paid back by them, of an order of the event:
 * DONE from now on. Resolves to the refund as it was, or null when there is no such refund waiting
 * for the organizer (a provider's, one already given, another event's).
 */
export async function markRequestedRefundPaid(
  tx: Queryable,
  eventId: number,
  id: number,
): Promise<{ reservationId: string; amountCents: number; currency: string | null } | null> {
  const [row] = await tx.query<{ reservationId: string; amountCents: number; currency: string | null }>(
    `UPDATE payment_refund f SET status = 'DONE', updated_at = now(), completed_at = now()
     FROM reservation r
     WHERE f.id = $2 AND f.status = 'REQUESTED' AND r.id = f.reservation_id AND r.event_id = $1
     RETURNING f.reservation_id AS "reservationId", f.amount_cents AS "amountCents", f.currency_code AS currency`,
    [eventId, id],
  );
  return row ?? null;
}

/** The provider did not refund: asked again after a wait that doubles with each attempt, up to a day. */
export async function markRefundRefused(tx: Queryable, id: number, error: string): Promise<void> {
  await tx.query(
    `UPDATE payment_refund SET attempts = attempts + 1, last_error = $2, updated_at = now(),
       next_attempt_at = now() + least(interval '1 minute' * power(2, attempts), interval '1 day')
     WHERE id = $1`,
    [id, error.slice(0, 1000)],
  );
}

export interface RefundRow {
  id: number;
  reservationId: string;
  proxy: string;
  amountCents: number;
  currency: string | null;
  status: RefundStatus;
  reason: RefundReason;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** The refunds of an event's orders, newest first. */
export async function listEventRefunds(q: Queryable, eventId: number): Promise<RefundRow[]> {
  return q.query<RefundRow>(
    `SELECT r.id::int AS id, r.reservation_id AS "reservationId", r.payment_proxy AS proxy, r.amount_cents::int AS "amountCents",
       r.currency_code AS currency, r.status, r.reason, r.attempts, r.last_error AS "lastError",
       r.created_at AS "createdAt", r.completed_at AS "completedAt"
     FROM payment_refund r JOIN reservation res ON res.id = r.reservation_id
     WHERE res.event_id = $1 ORDER BY r.id DESC`,
    [eventId],
  );
}

/** The refunds of one order, oldest first. */
export async function listReservationRefunds(q: Queryable, reservationId: string): Promise<RefundRow[]> {
  return q.query<RefundRow>(
    `SELECT r.id::int AS id, r.reservation_id AS "reservationId", r.payment_proxy AS proxy, r.amount_cents::int AS "amountCents",
       r.currency_code AS currency, r.status, r.reason, r.attempts, r.last_error AS "lastError",
       r.created_at AS "createdAt", r.completed_at AS "completedAt"
     FROM payment_refund r WHERE r.reservation_id = $1 ORDER BY r.id`,
    [reservationId],
  );
}
