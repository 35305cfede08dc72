import { afterEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../../src/db/database.ts';
import { offerFreedSeats } from '../../../src/modules/waiting-list/waiting-list-offers.ts';
import { RIVIERA_DESIGN_WEEK, RIVIERA_JAZZ_NIGHT } from '../../support/demo-fixtures.ts';
import { expectTicketStockKept } from '../../support/ticket-stock.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { adminApi, keyForEventOrganizer, SYSTEM_KEY } from '../organizer/organizer-client.ts';

const BASE_URL = 'https://tickets.example';

/**
 * Two processes' offers meet where each has read who is waiting: the first to get there goes on
 * once the other got there too, or once the other waits for the lock of the event's offers (then
 * only one of them can be there).
 */
function meetingPoint(observer: Queryable): () => Promise<void> {
  let arrived = 0;
  return async () => {
    arrived++;
    while (arrived < 2) {
      const [row] = await observer.query<{ blocked: boolean }>(
        "SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted) AS blocked",
      );
      if (row?.blocked) return;
    }
  };
}

/** One process's database, stopping at the meeting point after reading the waiting entries; `withoutLock` drops the offers' lock. */
function instrumented(db: Database, meet: () => Promise<void>, withoutLock: boolean): Database {
  const wrap = (q: Queryable): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      if (withoutLock && sql.includes('pg_advisory_xact_lock')) return [];
      const rows = await q.query<T>(sql, params);
      if (/FROM waiting_queue WHERE event_id = \$1 AND status = 'WAITING'/.test(sql)) await meet();
      return rows;
    },
  });
  return {
    ...db,
    query: (sql, params) => db.query(sql, params),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
  };
}

describe('waiting-list offers on PostgreSQL with two processes', () => {
  const { apps, pools } = twoProcessesOnPostgres({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  afterEach(() => expectTicketStockKept(pools[0]!));

  const offersOf = (shortName: string) =>
    pools[0]!.query<{ email: string; reservations: number; emails: number }>(
      `SELECT w.email,
         (SELECT count(*)::int FROM reservation r WHERE r.event_id = e.id AND r.email = w.email AND r.status = 'PENDING') AS reservations,
         (SELECT count(*)::int FROM email_message m WHERE m.event_id = e.id AND m.recipient = w.email) AS emails
       FROM waiting_queue w JOIN event e ON e.id = w.event_id WHERE e.short_name = $1 ORDER BY w.created_at, w.id`,
      [shortName],
    );

  const bothProcesses = (shortName: string, withoutLock: boolean) => {
    const meet = meetingPoint(pools[0]!);
    return Promise.all(pools.map((db) => offerFreedSeats(instrumented(db, meet, withoutLock), shortName, BASE_URL)));
  };

  it('without the lock, two processes reading the list at once offer the same people twice (what the lock prevents)', async () => {
    await pools[0]!.query(
      `UPDATE ticket_category SET inception = now() - interval '1 second'
       WHERE event_id = (SELECT id FROM event WHERE short_name = $1)`,
      [RIVIERA_DESIGN_WEEK],
    );
    expect(await bothProcesses(RIVIERA_DESIGN_WEEK, true)).toEqual([2, 2]);
    expect((await offersOf(RIVIERA_DESIGN_WEEK)).map((offer) => offer.emails)).toEqual([2, 2]);
  });

  it('with the lock, seats added while two processes run the offers go once each to the first people waiting', async () => {
    const api = adminApi(apps[0]!, await keyForEventOrganizer(apps[0]!, RIVIERA_JAZZ_NIGHT));
    const stats = await api('GET', `/api/v1/admin/event/${RIVIERA_JAZZ_NIGHT}/stats`);
    const capacity = stats.json<{ availableSeats: number }>().availableSeats;
    expect(
      (await api('POST', `/api/v1/admin/event/update/${RIVIERA_JAZZ_NIGHT}`, { tickets: { max: capacity + 2 } }))
        .statusCode,
    ).toBe(200);

    const offered = await bothProcesses(RIVIERA_JAZZ_NIGHT, false);
    expect(offered.sort()).toEqual([0, 2]);
    expect(await offersOf(RIVIERA_JAZZ_NIGHT)).toEqual([
      { email: 'kate.morgan@example.com', reservations: 1, emails: 1 },
      { email: 'julien.roux@example.com', reservations: 1, emails: 1 },
      { email: 'martina.galli@example.com', reservations: 0, emails: 0 },
    ]);
  });
});
