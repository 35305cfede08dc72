import type { Database, Queryable } from '../../db/database.ts';
import { moveStatus } from '../reservation/status/reservation-status.ts';

/**
 * The payment transactions of a reservation (table `payment_transaction`): at most one is
 * PENDING at a time.
 */

export interface TransactionRow {
  id: number;
  status: string;
  gatewayId: string | null;
}

/** Whose the reservation is and where it was bought; undefined when it does not exist. */
export async function reservationOwner(
  q: Queryable,
  reservationId: string,
): Promise<{ userId: number | null; eventId: number | null } | undefined> {
  const [row] = await q.query<{ userId: number | null; eventId: number | null }>(
    'SELECT user_id AS "userId", event_id AS "eventId" FROM reservation WHERE id = $1',
    [reservationId.toLowerCase()],
  );
  return row;
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
export async function clearPaymentToken(db: Database, reservationId: string): Promise<boolean> {
  const rows = await db.query(
    "UPDATE payment_transaction SET token = NULL, updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING' AND token IS NOT NULL RETURNING id",
    [reservationId],
  );
  return rows.length > 0;
}

/**
 * Gives up a payment under way with an online provider: the transaction is cancelled and the
 * reservation is PENDING again. Offline payments are not "under way": they are left alone.
 */
export async function cancelPendingPayment(db: Database, reservationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (
      !(await moveStatus(tx, reservationId, 'PENDING', [
        'EXTERNAL_PROCESSING_PAYMENT',
        'WAITING_EXTERNAL_CONFIRMATION',
      ]))
    )
      return false;
    await tx.query(
      "UPDATE payment_transaction SET status = 'CANCELLED', updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING'",
      [reservationId],
    );
    return true;
  });
}
