import type { Queryable } from '../../db/database.ts';

export interface QueueMember {
  /** Whether the row was created by this call (a first arrival or, never, a returning one). */
  inserted: boolean;
  place: number;
  admitted: boolean;
  /** The database clock at the call, the one every queue rule compares against. */
  now: Date;
}

/** The first moment a ticket category of the event still on sale goes on sale; null when none is. */
export async function findSaleStart(db: Queryable, eventId: number): Promise<Date | null> {
  const [row] = await db.query<{ start: Date | null }>(
    'SELECT min(inception) AS start FROM ticket_category WHERE event_id = $1 AND active AND expiration > now()',
    [eventId],
  );
  return row?.start ?? null;
}

/**
 * Puts the session in the event's queue or, when it is there already, notes that it is still
 * waiting. A newcomer before `saleStart` gets a random place below 1, a later one the next
 * arrival number. A session whose place lapsed (not seen for `keptSeconds`) after the sale opened
 * goes to the end; before the opening its draw stays, so leaving and returning cannot re-draw it.
 */
export async function joinQueue(
  db: Queryable,
  eventId: number,
  sessionId: string,
  saleStart: Date | null,
  keptSeconds: number,
): Promise<QueueMember> {
  const [row] = await db.query<QueueMember>(
    `WITH clock AS (SELECT clock_timestamp() AS now)
     INSERT INTO queue_entry AS q (event_id, session_id, place, last_seen_at)
     SELECT $1, $2,
            CASE WHEN $3::timestamptz IS NOT NULL AND clock.now < $3 THEN random() ELSE nextval('queue_arrival') + 1 END,
            clock.now
     FROM clock
     ON CONFLICT (event_id, session_id) DO UPDATE SET
       last_seen_at = EXCLUDED.last_seen_at,
       place = CASE WHEN q.admitted_at IS NULL AND EXCLUDED.place >= 1
                     AND q.last_seen_at < EXCLUDED.last_seen_at - $4 * interval '1 second'
                    THEN EXCLUDED.place ELSE q.place END
     RETURNING (xmax = 0) AS inserted, place, admitted_at IS NOT NULL AS admitted, last_seen_at AS now`,
    [eventId, sessionId, saleStart, keptSeconds],
  );
  if (!row) throw new Error('the queue entry was neither inserted nor updated');
  return row;
}

/** Makes sure the event has the row its admissions are decided under. */
export async function ensureGate(db: Queryable, eventId: number): Promise<void> {
  await db.query('INSERT INTO queue_gate (event_id) VALUES ($1) ON CONFLICT DO NOTHING', [eventId]);
}

/**
 * The event's admission schedule, locked for the calling transaction, with the database clock read
 * once the lock is held (so admissions carry times in the order they were decided); null while
 * another transaction holds it (that one is admitting the head of the queue right now).
 */
export async function lockGate(tx: Queryable, eventId: number): Promise<{ nextSlotAt: Date; now: Date } | null> {
  const [gate] = await tx.query<{ nextSlotAt: Date }>(
    'SELECT next_slot_at AS "nextSlotAt" FROM queue_gate WHERE event_id = $1 FOR UPDATE SKIP LOCKED',
    [eventId],
  );
  if (!gate) return null;
  const [clock] = await tx.query<{ now: Date }>('SELECT clock_timestamp() AS now');
  if (!clock) throw new Error('the database did not tell the time');
  return { nextSlotAt: gate.nextSlotAt, now: clock.now };
}

/**
 * Admits up to `count` waiting sessions seen within `keptSeconds` of `now`, first places first,
 * and moves the schedule to `nextSlotAt`; resolves to how many were admitted.
 */
export async function admitHead(
  tx: Queryable,
  eventId: number,
  count: number,
  keptSeconds: number,
  now: Date,
): Promise<number> {
  if (count <= 0) return 0;
  const rows = await tx.query<{ id: string }>(
    `UPDATE queue_entry SET admitted_at = $4 WHERE id IN (
       SELECT id FROM queue_entry
       WHERE event_id = $1 AND admitted_at IS NULL AND last_seen_at >= $4::timestamptz - $3 * interval '1 second'
       ORDER BY place, id LIMIT $2)
     RETURNING id`,
    [eventId, count, keptSeconds, now],
  );
  return rows.length;
}

export async function moveSchedule(tx: Queryable, eventId: number, nextSlotAt: Date): Promise<void> {
  await tx.query('UPDATE queue_gate SET next_slot_at = $2 WHERE event_id = $1', [eventId, nextSlotAt]);
}

/**
 * Where the session stands: how many sessions still waiting (and not lapsed) are ahead of it, and
 * how many wait in all.
 */
export async function findStanding(
  db: Queryable,
  eventId: number,
  sessionId: string,
  keptSeconds: number,
): Promise<{ admitted: boolean; ahead: number; waiting: number } | null> {
  const [row] = await db.query<{ admitted: boolean; ahead: number; waiting: number }>(
    `SELECT me.admitted_at IS NOT NULL AS admitted,
       (SELECT count(*)::int FROM queue_entry o
        WHERE o.event_id = me.event_id AND o.admitted_at IS NULL AND (o.place, o.id) < (me.place, me.id)
          AND o.last_seen_at >= clock_timestamp() - $3 * interval '1 second') AS ahead,
       (SELECT count(*)::int FROM queue_entry o
        WHERE o.event_id = me.event_id AND o.admitted_at IS NULL
          AND o.last_seen_at >= clock_timestamp() - $3 * interval '1 second') AS waiting
     FROM queue_entry me WHERE me.event_id = $1 AND me.session_id = $2`,
    [eventId, sessionId, keptSeconds],
  );
  return row ?? null;
}

export interface UsedAdmission {
  place: number;
  lastSeenAt: Date;
  admittedAt: Date;
}

/**
 * Uses up the session's admission to the event: its queue entry goes, so a next reservation means
 * queueing again. Of requests using one admission at the same moment, in any process, the row lock
 * lets one delete it and the others find nothing; null when the session holds no admission.
 */
export async function useAdmission(db: Queryable, eventId: number, sessionId: string): Promise<UsedAdmission | null> {
  const [row] = await db.query<UsedAdmission>(
    `DELETE FROM queue_entry WHERE event_id = $1 AND session_id = $2 AND admitted_at IS NOT NULL
     RETURNING place, last_seen_at AS "lastSeenAt", admitted_at AS "admittedAt"`,
    [eventId, sessionId],
  );
  return row ?? null;
}

/** Gives an admission back to the session, unchanged, when the reservation it was used for failed. */
export async function restoreAdmission(
  db: Queryable,
  eventId: number,
  sessionId: string,
  used: UsedAdmission,
): Promise<void> {
  await db.query(
    `INSERT INTO queue_entry AS q (event_id, session_id, place, last_seen_at, admitted_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id, session_id) DO UPDATE SET place = least(q.place, EXCLUDED.place),
       admitted_at = EXCLUDED.admitted_at, last_seen_at = greatest(q.last_seen_at, EXCLUDED.last_seen_at)`,
    [eventId, sessionId, used.place, used.lastSeenAt, used.admittedAt],
  );
}
