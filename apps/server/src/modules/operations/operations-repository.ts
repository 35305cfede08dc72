import type { Queryable } from '../../db/database.ts';

/** Reservations per status; expired holds that the sweep has not released yet still count as PENDING. */
export async function countReservationsByStatus(q: Queryable): Promise<{ status: string; count: number }[]> {
  return q.query<{ status: string; count: number }>(
    'SELECT status, count(*)::int AS count FROM reservation GROUP BY status',
  );
}

/** Holds whose time runs out within `seconds`: tickets about to return to sale. */
export async function countHoldsExpiringWithin(q: Queryable, seconds: number): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM reservation
     WHERE status = 'PENDING' AND validity > now() AND validity <= now() + make_interval(secs => $1)`,
    [seconds],
  );
  return row?.count ?? 0;
}

/** The e-mail outbox by state: WAITING is its depth, ERROR what gave up. */
export async function countEmailsByStatus(q: Queryable): Promise<{ status: string; count: number }[]> {
  return q.query<{ status: string; count: number }>(
    "SELECT status, count(*)::int AS count FROM email_message WHERE status <> 'SENT' GROUP BY status",
  );
}

/** E-mails that failed at least once and are waiting to be tried again. */
export async function countEmailsRetrying(q: Queryable): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM email_message WHERE status = 'WAITING' AND attempts > 0",
  );
  return row?.count ?? 0;
}

/** Whether the database answers at all. */
export async function databaseAnswers(q: Queryable): Promise<boolean> {
  try {
    await q.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
