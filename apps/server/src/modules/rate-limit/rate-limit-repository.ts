import type { Queryable } from '../../db/database.ts';

export interface CountedKey {
  key: string;
  /** Length of the window a first request opens. */
  windowSeconds: number;
}

export interface KeyCount {
  key: string;
  /** Requests in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window closes, at least 1. */
  secondsLeft: number;
  /** This request opened the window. */
  opened: boolean;
}

/**
 * Counts one request on each key in one statement: a key without a row or with a closed window
 * starts a new window, any other adds one. The row lock of `ON CONFLICT` makes concurrent
 * requests, on any process, count one after the other. Times come from the database's clock,
 * the one clock all processes share. Keys are counted in sorted order, so two requests counting
 * the same keys never wait for each other crosswise.
 */
export async function countRequest(db: Queryable, keys: readonly CountedKey[]): Promise<KeyCount[]> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.query<KeyCount>(
    `INSERT INTO rate_limit_counter AS counter (key, hits, window_ends_at)
     SELECT key, 1, now() + make_interval(secs => window_seconds)
     FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS counted(key, window_seconds, position)
     ORDER BY position
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN counter.window_ends_at <= now() THEN 1 ELSE counter.hits + 1 END,
       window_ends_at = CASE WHEN counter.window_ends_at <= now() THEN excluded.window_ends_at
                             ELSE counter.window_ends_at END
     RETURNING key, hits,
       greatest(1, ceil(extract(epoch FROM window_ends_at - now())))::int AS "secondsLeft",
       hits = 1 AS opened`,
    [sorted.map((k) => k.key), sorted.map((k) => k.windowSeconds)],
  );
}

/** Takes back one request counted on each key, within the window it was counted in. */
export async function uncountRequest(db: Queryable, keys: readonly CountedKey[]): Promise<void> {
  const sorted = keys.map((k) => k.key).sort();
  await db.query(
    `UPDATE rate_limit_counter SET hits = greatest(hits - 1, 0)
     WHERE key = ANY($1::text[]) AND window_ends_at > now()`,
    [sorted],
  );
}

const SWEEP_BATCH = 500;

/**
 * Deletes a batch of counters whose window has closed. Rows another request is counting right
 * now are skipped, never waited for, so the sweep cannot deadlock with counting.
 */
export async function sweepClosedWindows(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM rate_limit_counter WHERE key IN (
       SELECT key FROM rate_limit_counter WHERE window_ends_at <= now()
       LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED
     ) RETURNING key`,
  );
  return rows.length;
}

/** The requests counted on a key in its open window, and the whole seconds left of it. */
export interface OpenCount {
  hits: number;
  secondsLeft: number;
}

/**
 * The statement reading the open count of the key in `keyParameter` (a `$n` of the statement it is
 * part of): at most one row of `hits` and `secondsLeft`. Another module's read that needs the count
 * anyway takes it in its own round trip with this.
 */
export function openCountSelect(keyParameter: string): string {
  return `SELECT hits, greatest(1, ceil(extract(epoch FROM window_ends_at - now())))::int AS "secondsLeft"
     FROM rate_limit_counter WHERE key = ${keyParameter} AND window_ends_at > now()`;
}

/** The requests counted on `key` in its open window, and the whole seconds left of it; null without one. */
export async function openCount(db: Queryable, key: string): Promise<OpenCount | null> {
  const [row] = await db.query<OpenCount>(openCountSelect('$1'), [key]);
  return row ?? null;
}
