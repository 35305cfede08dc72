import type { Queryable } from '../../db/database.ts';

/** An entry of the waiting list as offers and the organizer read it. */
export interface QueuedEntry {
  id: number;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  language: string;
  selectedCategoryId: number | null;
  type: 'PRE_SALES' | 'SOLD_OUT';
  status: 'WAITING' | 'PENDING' | 'ACQUIRED' | 'EXPIRED' | 'CANCELLED';
  reservationId: string | null;
  createdAt: Date;
}

/** The columns of the entry `w`, its status read by `status`. */
function entryColumns(w: string, status = `${w}.status`): string {
  return `${w}.id::int AS id, coalesce(${w}.full_name, '') AS "fullName", ${w}.first_name AS "firstName",
  ${w}.last_name AS "lastName", ${w}.email, ${w}.user_language AS language, ${w}.selected_category_id AS "selectedCategoryId",
  ${w}.subscription_type AS type, ${status} AS status, ${w}.reservation_id AS "reservationId", ${w}.created_at AS "createdAt"`;
}

/** The lock key space of offers; the second key is the event, so events never wait for each other. */
const OFFER_LOCK_SPACE = 36_001;

/**
 * Makes the offers of one event one at a time across every process sharing the database, until
 * the caller's transaction ends: two processes counting the same free seats and the same first
 * entries would otherwise both offer them.
 */
export async function lockOffersOf(tx: Queryable, eventId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [OFFER_LOCK_SPACE, eventId]);
}

/**
 * The events whose list has people waiting or offers open, or seats kept for a list (which a lost
 * notification would otherwise leave off sale), with the short name to read the event.
 */
export async function findEventsWithQueue(q: Queryable): Promise<{ id: number; shortName: string }[]> {
  return q.query(
    `SELECT e.id, e.short_name AS "shortName" FROM event e
     WHERE e.status <> 'DISABLED' AND (
       EXISTS (SELECT 1 FROM waiting_queue w WHERE w.event_id = e.id AND w.status IN ('WAITING', 'PENDING'))
       OR EXISTS (SELECT 1 FROM ticket t WHERE t.event_id = e.id AND t.status = 'RELEASED'))
     ORDER BY e.id`,
  );
}

export async function hasQueue(q: Queryable, eventId: number): Promise<boolean> {
  const [row] = await q.query<{ queued: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM waiting_queue WHERE event_id = $1 AND status IN ('WAITING', 'PENDING')) AS queued",
    [eventId],
  );
  return row?.queued ?? false;
}

/**
 * What an entry's offer (`w`, with its reservation `r` joined, none when the hold ended deleted)
 * has become: ACQUIRED once the reservation left the hold for a payment or a confirmation, EXPIRED
 * when it ended without one (cancelled, or deleted with its hold), else still PENDING. The
 * reservation module ends holds and settles orders without touching the waiting list, so the list
 * reads its offers' outcome here and stores it when it next makes offers (`settleOpenOffers`).
 */
function offerStatus(w: string, r: string): string {
  return `CASE WHEN ${w}.status <> 'PENDING' THEN ${w}.status
    WHEN ${r}.id IS NULL OR ${r}.status IN ('CANCELLED', 'CREDIT_NOTE_ISSUED') THEN 'EXPIRED'
    WHEN ${r}.status <> 'PENDING' THEN 'ACQUIRED' ELSE 'PENDING' END`;
}

/** Stores the outcome of the event's open offers (see `offerStatus`) before new offers are counted. */
export async function settleOpenOffers(tx: Queryable, eventId: number): Promise<void> {
  await tx.query(
    `UPDATE waiting_queue w SET status = s.outcome
     FROM (SELECT o.id, ${offerStatus('o', 'r')} AS outcome FROM waiting_queue o
           LEFT JOIN reservation r ON r.id = o.reservation_id
           WHERE o.event_id = $1 AND o.status = 'PENDING') AS s
     WHERE w.id = s.id AND s.outcome <> 'PENDING'`,
    [eventId],
  );
}

/** Everyone still waiting, first come first. */
export async function findWaitingEntries(tx: Queryable, eventId: number): Promise<QueuedEntry[]> {
  return tx.query<QueuedEntry>(
    `SELECT ${entryColumns('waiting_queue')} FROM waiting_queue WHERE event_id = $1 AND status = 'WAITING' ORDER BY created_at, id`,
    [eventId],
  );
}

/** Every entry of the event, first come first, for the organizer: an offer with its outcome as it is now. */
export async function findAllEntries(q: Queryable, eventId: number): Promise<QueuedEntry[]> {
  return q.query<QueuedEntry>(
    `SELECT ${entryColumns('w', offerStatus('w', 'r'))}
     FROM waiting_queue w LEFT JOIN reservation r ON r.id = w.reservation_id
     WHERE w.event_id = $1 ORDER BY w.created_at, w.id`,
    [eventId],
  );
}

/** Tickets the address holds for the event in reservations that still count. */
export async function ticketsHeldBy(tx: Queryable, eventId: number, email: string): Promise<number> {
  const [row] = await tx.query<{ held: number }>(
    `SELECT count(*)::int AS held FROM ticket t JOIN reservation r ON r.id = t.reservation_id
     WHERE t.event_id = $1 AND lower(r.email) = lower($2)
       AND t.status IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED', 'CHECKED_IN')
       AND NOT (r.status = 'PENDING' AND r.validity < now())`,
    [eventId, email],
  );
  return row?.held ?? 0;
}

export async function markOffered(tx: Queryable, entryId: number, reservationId: string): Promise<void> {
  await tx.query("UPDATE waiting_queue SET status = 'PENDING', reservation_id = $2 WHERE id = $1", [
    entryId,
    reservationId,
  ]);
}

export async function findShortName(q: Queryable, eventId: number): Promise<string | null> {
  const [row] = await q.query<{ shortName: string }>('SELECT short_name AS "shortName" FROM event WHERE id = $1', [
    eventId,
  ]);
  return row?.shortName ?? null;
}
