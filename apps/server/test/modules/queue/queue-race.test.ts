import { describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { categoriesOf, errorCodes, selection } from '../../support/event-page.ts';
import { admissionCount, queueBuyers, queueTimePasses, turnOnQueue } from '../../support/queue.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';

describe('a fair queue asked at once through two processes, on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres({ EXPIRY_SWEEP_SECONDS: '0' });

  it('lets in one buyer per slot, the next in line, never one twice, whichever process each call reaches', async () => {
    const db = pools[0]!;
    // One a minute: a slot the test can never reach by itself, only by moving the schedule.
    await turnOnQueue(db, ALPINE_SUMMIT, 1);
    const buyers = await queueBuyers(apps[0]!.app, ALPINE_SUMMIT, 20);
    for (const [index, buyer] of buyers.entries()) await buyer.enter(apps[index % 2]!.app);
    const everyoneAsks = () =>
      Promise.all(buyers.flatMap((buyer) => [0, 1, 0, 1].map((process) => buyer.enter(apps[process]!.app))));

    await everyoneAsks();
    expect(await admissionCount(db, ALPINE_SUMMIT)).toBe(1);

    for (let slot = 2; slot <= 5; slot++) {
      await queueTimePasses(db, ALPINE_SUMMIT, 60);
      const places = await everyoneAsks();
      expect(places.every((place) => place.statusCode === 200)).toBe(true);
      expect(await admissionCount(db, ALPINE_SUMMIT)).toBe(slot);
    }
    const admitted = await db.query<{ sessionId: string }>(
      'SELECT session_id AS "sessionId" FROM queue_entry WHERE admitted_at IS NOT NULL ORDER BY admitted_at',
    );
    expect(admitted.map((row) => buyers.findIndex((buyer) => buyer.sessionId === row.sessionId))).toEqual([
      0, 1, 2, 3, 4,
    ]);
    const [state] = await db.query<{ waiting: number }>(
      'SELECT count(*)::int AS waiting FROM queue_entry WHERE admitted_at IS NULL',
    );
    expect(state?.waiting).toBe(15);
  });

  it('lets one admission make one reservation, however many requests use it at once on both processes', async () => {
    const db = pools[0]!;
    await db.query('DELETE FROM queue_entry');
    await turnOnQueue(db, ALPINE_SUMMIT, 60);
    await queueTimePasses(db, ALPINE_SUMMIT, 3600);
    const [buyer] = await queueBuyers(apps[0]!.app, ALPINE_SUMMIT, 1);
    expect((await buyer!.enter()).admitted).toBe(true);
    const alpine = await categoriesOf(db, ALPINE_SUMMIT);
    const [before] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservation');

    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => buyer!.reserve(selection({ [alpine.Standard!]: 1 }), apps[n % 2]!.app)),
    );

    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200))
      expect(errorCodes(refused)).toEqual(['error.QUEUE_ADMISSION_REQUIRED']);
    const [after] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservation');
    expect(after!.n).toBe(before!.n + 1);
  });
});
