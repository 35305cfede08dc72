import type { AvailabilityUpdate } from '@shop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import {
  AVAILABILITY_COALESCE_MS,
  openAvailabilityHub,
  type AvailabilityHub,
} from '../../src/modules/event-page/availability-hub.ts';
import { testApp, type TestApp } from '../helpers.ts';
import { ALPINE_SUMMIT } from '../support/demo-fixtures.ts';
import { categoriesOf } from '../support/event-page.ts';

describe('the availability hub of one process', () => {
  let app: TestApp | undefined;
  let hub: AvailabilityHub | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await hub?.close();
    await app?.close();
    hub = app = undefined;
  });

  it('recomputes a burst of stock changes of one event once for all its streams, and sends each stream one update', async () => {
    app = await testApp({ AVAILABILITY_STREAMS_MAX: '0' });
    const db = app.db;
    let stockReads = 0;
    const counting: Database = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('ticket_stock')) stockReads++;
        return db.query(sql, params);
      },
    };
    hub = await openAvailabilityHub(counting, 10, (error) => {
      throw error;
    });
    const [event] = await db.query<{ id: number; shortName: string }>(
      'SELECT id, short_name AS "shortName" FROM event WHERE short_name = $1',
      [ALPINE_SUMMIT],
    );
    const received: AvailabilityUpdate[][] = [[], [], []];
    let allReceived!: () => void;
    const everyStreamUpdated = new Promise<void>((resolve) => (allReceived = resolve));
    for (const updates of received) {
      await hub.subscribe(event!, {
        send: (update) => {
          updates.push(update);
          if (received.every((list) => list.length > 0)) allReceived();
        },
        end: () => undefined,
      });
    }

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stockReads = 0;
    const students = (await categoriesOf(db, ALPINE_SUMMIT))['Student']!;
    // Each statement commits on its own and notifies: as many notifications as tickets withdrawn.
    for (let sale = 0; sale < 3; sale++) {
      await db.query(
        `UPDATE ticket SET status = 'INVALIDATED' WHERE id = (SELECT id FROM ticket WHERE category_id = $1 AND status = 'FREE' LIMIT 1)`,
        [students],
      );
    }
    await vi.advanceTimersByTimeAsync(AVAILABILITY_COALESCE_MS);
    await everyStreamUpdated;

    expect(stockReads).toBe(1);
    expect(received.map((updates) => updates.length)).toEqual([1, 1, 1]);
    expect(received[0]![0]!.categories.find((category) => category.id === students)?.soldOutOrLimitReached).toBe(true);
  });
});
