import type { QueuePlace } from '@shop/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../src/db/database.ts';
import { browserSession } from '../helpers.ts';
import { setSetting } from './event-page.ts';

/** A buyer's browser: its session, asking the event's queue for its place and reserving. */
export interface QueueBuyer {
  sessionId: string;
  /** Through `app` when given (another process on the same database), else the one that made the session. */
  enter(app?: FastifyInstance): Promise<QueuePlace & { statusCode: number }>;
  reserve(body: unknown, app?: FastifyInstance): Promise<LightMyRequestResponse>;
}

/** `count` buyers, each with a session of `app`. */
export async function queueBuyers(app: FastifyInstance, shortName: string, count: number): Promise<QueueBuyer[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const { sessionId, csrf } = await browserSession(app);
      const post = (target: FastifyInstance, url: string, payload: unknown) =>
        target.inject({
          method: 'POST',
          url,
          headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
      return {
        sessionId,
        async enter(target = app) {
          const response = await post(target, `/api/v2/public/event/${shortName}/queue`, {});
          const place = response.statusCode === 200 ? (response.json() as QueuePlace) : null;
          return { statusCode: response.statusCode, ...place } as QueuePlace & { statusCode: number };
        },
        reserve(body, target = app) {
          return post(target, `/api/v2/public/event/${shortName}/reserve-tickets?lang=en`, body);
        },
      };
    }),
  );
}

export async function turnOnQueue(
  db: Queryable,
  shortName: string,
  admissionsPerMinute: number,
  placeKeptMinutes = 5,
): Promise<void> {
  await setSetting(db, 'EVENT', 'QUEUE_ENABLED', 'true', shortName);
  await setSetting(db, 'EVENT', 'QUEUE_ADMISSIONS_PER_MINUTE', String(admissionsPerMinute), shortName);
  await setSetting(db, 'EVENT', 'QUEUE_PLACE_KEPT_MINUTES', String(placeKeptMinutes), shortName);
}

/**
 * The queue's clock moved on by `seconds` for admissions: the schedule and the admissions so far
 * lie that much further in the past. (Buyers who keep asking are seen again at their next call.)
 */
export async function queueTimePasses(db: Queryable, shortName: string, seconds: number): Promise<void> {
  const eventId = `(SELECT id FROM event WHERE short_name = $1)`;
  await db.query(
    `UPDATE queue_gate SET next_slot_at = next_slot_at - $2 * interval '1 second' WHERE event_id = ${eventId}`,
    [shortName, seconds],
  );
  await db.query(
    `UPDATE queue_entry SET admitted_at = admitted_at - $2 * interval '1 second' WHERE event_id = ${eventId}`,
    [shortName, seconds],
  );
}

/** The buyer stopped asking `seconds` ago. */
export async function lastSeenAgo(db: Queryable, buyer: QueueBuyer, seconds: number): Promise<void> {
  await db.query("UPDATE queue_entry SET last_seen_at = now() - $2 * interval '1 second' WHERE session_id = $1", [
    buyer.sessionId,
    seconds,
  ]);
}

/** Moves the opening of the event's categories still on sale then to `seconds` from now (negative: past). */
export async function saleOpensIn(db: Queryable, shortName: string, seconds: number): Promise<void> {
  await db.query(
    `UPDATE ticket_category SET inception = now() + $2 * interval '1 second'
     WHERE event_id = (SELECT id FROM event WHERE short_name = $1) AND expiration > now() + $2 * interval '1 second'`,
    [shortName, seconds],
  );
}

export async function admissionCount(db: Queryable, shortName: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM queue_entry
     WHERE event_id = (SELECT id FROM event WHERE short_name = $1) AND admitted_at IS NOT NULL`,
    [shortName],
  );
  return row?.n ?? 0;
}
