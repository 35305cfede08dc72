import type { Queryable } from '../../../db/database.ts';

export interface HeldReservation {
  status: string;
  /** Whether `validity` has passed by the database's clock, the one the expiry sweep reads. */
  expired: boolean;
  holdExtensions: number;
  userId: number | null;
}

/** The reservation locked for the calling transaction, waiting for whoever holds it; null when unknown. */
export async function lockHeldReservation(tx: Queryable, reservationId: string): Promise<HeldReservation | null> {
  const [row] = await tx.query<HeldReservation>(
    `SELECT status, validity < now() AS expired, hold_extensions AS "holdExtensions", user_id AS "userId"
     FROM reservation WHERE id = $1 FOR UPDATE`,
    [reservationId],
  );
  return row ?? null;
}

/** How many times the reservation's hold was extended; 0 for an unknown reservation. */
export async function countHoldExtensions(q: Queryable, reservationId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT hold_extensions AS n FROM reservation WHERE id = $1', [
    reservationId,
  ]);
  return row?.n ?? 0;
}

/** Moves the end of the hold `minutes` later and counts the extension; resolves to the new end. */
export async function extendHeldReservation(tx: Queryable, reservationId: string, minutes: number): Promise<Date> {
  const [row] = await tx.query<{ validity: Date }>(
    `UPDATE reservation SET validity = validity + make_interval(mins => $2), hold_extensions = hold_extensions + 1
     WHERE id = $1 RETURNING validity`,
    [reservationId, minutes],
  );
  if (!row) throw new Error('the locked reservation was not there to extend');
  return row.validity;
}
