import { afterEach, describe, expect, it } from 'vitest';
import { insertWaitingEntry, type WaitingEntry } from '../../src/modules/waiting-list/waiting-list-repository.ts';
import { shopPoster } from '../support/event-page.ts';
import { RIVIERA_JAZZ_NIGHT } from '../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../support/two-processes.ts';
import { expectTicketStockKept } from '../support/ticket-stock.ts';

describe('the waiting list under a crowd, on PostgreSQL with two processes', () => {
  const { apps, pools } = twoProcessesOnPostgres();
  afterEach(() => expectTicketStockKept(pools[0]!));

  const waiting = async (email: string) =>
    (
      await pools[0]!.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM waiting_queue w JOIN event e ON e.id = w.event_id
         WHERE e.short_name = $1 AND lower(w.email) = lower($2) AND w.status = 'WAITING'`,
        [RIVIERA_JAZZ_NIGHT, email],
      )
    )[0]!.n;

  it('a second process subscribing while the first has not committed yet waits for it, then adds nobody', async () => {
    const [event] = await pools[0]!.query<{ id: number }>('SELECT id FROM event WHERE short_name = $1', [
      RIVIERA_JAZZ_NIGHT,
    ]);
    const entry: WaitingEntry = {
      eventId: event!.id,
      firstName: 'Kim',
      lastName: 'Novak',
      fullName: 'Kim Novak',
      email: 'kim.novak@example.com',
      language: 'en',
      selectedCategoryId: null,
      type: 'SOLD_OUT',
    };
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    const first = pools[0]!.transaction(async (tx) => {
      await insertWaitingEntry(tx, entry);
      inserted();
      await mayCommit;
    });
    await firstInserted;
    // The first transaction's row is invisible to the second until it commits: only the
    // database's own rule can stop the second insert.
    const second = pools[1]!.transaction((tx) => insertWaitingEntry(tx, { ...entry, email: 'Kim.Novak@Example.com' }));
    commit();
    await Promise.all([first, second]);
    expect(await waiting(entry.email)).toBe(1);
  });

  it('queues an address once however many of its subscriptions arrive at the same moment', async () => {
    const posters = await Promise.all(apps.map((t) => shopPoster(t.app)));
    const form = (n: number) => ({
      firstName: 'Giulia',
      lastName: 'Ferrari',
      // The same address, written differently as people do.
      email: n % 2 === 0 ? 'giulia.ferrari@example.com' : 'Giulia.Ferrari@Example.com',
      userLanguage: 'it',
      termAndConditionsAccepted: true,
      privacyPolicyAccepted: true,
    });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        posters[n % posters.length]!(`/api/v2/public/event/${RIVIERA_JAZZ_NIGHT}/waiting-list/subscribe`, form(n)),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(200));
    expect(responses.every((response) => response.json().value === true)).toBe(true);
    expect(await waiting('giulia.ferrari@example.com')).toBe(1);
  });
});
