import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { categoriesOf, errorCodes, selection } from '../../support/event-page.ts';
import {
  admissionCount,
  lastSeenAgo,
  queueBuyers,
  queueTimePasses,
  saleOpensIn,
  turnOnQueue,
  type QueueBuyer,
} from '../../support/queue.ts';

let t: TestApp;
beforeEach(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
});
afterEach(() => t.close());

/** Each buyer asks once, in the given order; the indexes of those let in, in `buyers`. */
async function admittedAfterAsking(buyers: QueueBuyer[], order = buyers): Promise<number[]> {
  for (const buyer of order) await buyer.enter();
  const places = await Promise.all(buyers.map((buyer) => buyer.enter()));
  return places.flatMap((place, index) => (place.admitted ? [index] : []));
}

describe('an event without a fair queue', () => {
  it('is the event alf.io describes, and has no queue to enter', async () => {
    const event = (await t.app.inject({ method: 'GET', url: `/api/v2/public/event/${ALPINE_SUMMIT}` })).json();
    expect(event).not.toHaveProperty('queueEnabled');
    const [buyer] = await queueBuyers(t.app, ALPINE_SUMMIT, 1);
    expect((await buyer!.enter()).statusCode).toBe(404);
  });
});

describe('a fair queue at the on-sale peak', () => {
  it('is announced by the info and by the event', async () => {
    await turnOnQueue(t.db, ALPINE_SUMMIT, 6);
    const info = (await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
    expect(info.capabilities).toContain('fair-queue');
    const event = (await t.app.inject({ method: 'GET', url: `/api/v2/public/event/${ALPINE_SUMMIT}` })).json();
    expect(event.queueEnabled).toBe(true);
  });

  it('lets buyers in one at a time at the configured rate, in the order they arrived, each once', async () => {
    // Six a minute: one every ten seconds.
    await turnOnQueue(t.db, ALPINE_SUMMIT, 6);
    const buyers = await queueBuyers(t.app, ALPINE_SUMMIT, 5);
    const first = await Promise.all([buyers[0]!.enter()]);
    expect(first[0]).toMatchObject({ admitted: true, position: null, estimatedWaitSeconds: 0 });
    const places = [];
    for (const buyer of buyers.slice(1)) places.push(await buyer.enter());
    expect(places.map((place) => place.position)).toEqual([1, 2, 3, 4]);
    expect(places.map((place) => place.estimatedWaitSeconds)).toEqual([10, 20, 30, 40]);
    expect(places.map((place) => [place.admitted, place.waiting])).toEqual([
      [false, 1],
      [false, 2],
      [false, 3],
      [false, 4],
    ]);

    // Asking again, even many times and from the back, lets nobody else in before the next slot.
    expect(await admittedAfterAsking(buyers, [...buyers].reverse())).toEqual([0]);
    await queueTimePasses(t.db, ALPINE_SUMMIT, 9);
    expect(await admittedAfterAsking(buyers, [...buyers].reverse())).toEqual([0]);

    for (let step = 1; step < buyers.length; step++) {
      // However long nobody was let in, the next slot lets in one buyer (one second's worth).
      await queueTimePasses(t.db, ALPINE_SUMMIT, step === 2 ? 3600 : 10);
      const admitted = await admittedAfterAsking(buyers, [...buyers].reverse());
      expect(admitted).toEqual(buyers.slice(0, step + 1).map((_, index) => index));
      expect(await admissionCount(t.db, ALPINE_SUMMIT)).toBe(step + 1);
    }
  });

  it('draws the places of everyone there before the start at random, and lets all of them in before any later arrival', async () => {
    await turnOnQueue(t.db, ALPINE_SUMMIT, 6);
    await saleOpensIn(t.db, ALPINE_SUMMIT, 3600);
    const early = await queueBuyers(t.app, ALPINE_SUMMIT, 30);
    for (const buyer of early) {
      const place = await buyer.enter();
      // Before the draw nobody has a number, and nobody is let in.
      expect(place).toMatchObject({ admitted: false, position: null });
      expect(place.drawAt).toBeGreaterThan(Date.now() + 3_500_000);
      expect(place.estimatedWaitSeconds).toBeGreaterThan(3500);
    }
    await saleOpensIn(t.db, ALPINE_SUMMIT, -1);
    const late = await queueBuyers(t.app, ALPINE_SUMMIT, 5);
    for (const buyer of late) await buyer.enter();

    const everyone = [...early, ...late];
    for (let admitted = 1; admitted <= everyone.length; admitted++) {
      // Whoever asks, the head of the queue goes in: here always the last to arrive asks.
      await late[4]!.enter();
      expect(await admissionCount(t.db, ALPINE_SUMMIT)).toBe(admitted);
      await queueTimePasses(t.db, ALPINE_SUMMIT, 10);
    }
    const sessions = await t.db.query<{ sessionId: string }>(
      'SELECT session_id AS "sessionId" FROM queue_entry WHERE admitted_at IS NOT NULL ORDER BY admitted_at',
    );
    const order = sessions.map((row) => everyone.findIndex((buyer) => buyer.sessionId === row.sessionId));
    expect(new Set(order.slice(0, 30))).toEqual(new Set(early.map((_, index) => index)));
    expect(order.slice(30)).toEqual([30, 31, 32, 33, 34]);
    // Arrival order would be 0…29: a draw gives that back once in 30! runs.
    expect(order.slice(0, 30)).not.toEqual(early.map((_, index) => index));
  });

  it('keeps the place of a buyer who stopped asking for the configured minutes, then lets the next one go first', async () => {
    await turnOnQueue(t.db, ALPINE_SUMMIT, 6, 2);
    const [front, away, patient] = await queueBuyers(t.app, ALPINE_SUMMIT, 3);
    expect((await front!.enter()).admitted).toBe(true);
    expect((await away!.enter()).position).toBe(1);
    expect((await patient!.enter()).position).toBe(2);

    await lastSeenAgo(t.db, away!, 110);
    expect((await patient!.enter()).position).toBe(2);

    await lastSeenAgo(t.db, away!, 130);
    expect((await patient!.enter()).position).toBe(1);
    await queueTimePasses(t.db, ALPINE_SUMMIT, 10);
    expect((await patient!.enter()).admitted).toBe(true);
    // Back too late: the end of the queue, not the old place.
    const back = await away!.enter();
    expect(back).toMatchObject({ admitted: false, position: 1, waiting: 1 });
  });

  it('refuses tickets to a session the queue has not let in, and reserves them for one it has', async () => {
    await turnOnQueue(t.db, ALPINE_SUMMIT, 6);
    const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
    const tickets = selection({ [alpine.Standard!]: 1 });
    const [first, second, bot] = await queueBuyers(t.app, ALPINE_SUMMIT, 3);
    expect((await first!.enter()).admitted).toBe(true);
    expect((await second!.enter()).admitted).toBe(false);

    for (const buyer of [bot!, second!]) {
      const refused = await buyer.reserve(tickets);
      expect(refused.statusCode).toBe(422);
      expect(errorCodes(refused)).toEqual(['error.QUEUE_ADMISSION_REQUIRED']);
    }
    const reserved = await first!.reserve(tickets);
    expect(reserved.statusCode).toBe(200);
    expect(reserved.json().success).toBe(true);
  });
});
