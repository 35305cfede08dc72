import { endpoints, type RouteKey } from '@shop/contract';
import { routes } from '@shop/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { categoriesOf, errorCodes, selection } from '../../support/event-page.ts';
import { queueBuyers, queueTimePasses, turnOnQueue, type QueueBuyer } from '../../support/queue.ts';

let t: TestApp;
let alpine: Record<string, number>;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
  // Sixty a minute: the first buyer to ask is let in at once, the next ones wait.
  await turnOnQueue(t.db, ALPINE_SUMMIT, 60);
  await t.db.query("UPDATE ticket_category SET access_code = 'partner-door' WHERE id = $1", [
    alpine['Speaker & Partner'],
  ]);
});
afterAll(() => t.close());

const reservationsOfEvent = async () => {
  const [row] = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM reservation WHERE event_id = (SELECT id FROM event WHERE short_name = $1)',
    [ALPINE_SUMMIT],
  );
  return row!.n;
};

/** An empty queue whose next slot is free: the next buyer to ask is let in. */
async function nobodyWaits(): Promise<void> {
  await t.db.query('DELETE FROM queue_entry');
  await queueTimePasses(t.db, ALPINE_SUMMIT, 60);
}

let tokens = 0;
async function newToken(): Promise<string> {
  const code = `QUEUE-TOKEN-${++tokens}`;
  await t.db.query(
    "INSERT INTO special_price (ticket_category_id, code, price_cents, status) VALUES ($1, $2, 15000, 'FREE')",
    [alpine['Speaker & Partner'], code],
  );
  return code;
}

/** Each road to a new reservation of an event, taken by one buyer's browser. */
const roads: Partial<Record<RouteKey, (buyer: QueueBuyer) => Promise<{ statusCode: number; location?: string }>>> = {
  reserveTickets: async (buyer) => buyer.reserve(selection({ [alpine.Standard!]: 1 })),
  applyCodeLink: async (buyer) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/event/${ALPINE_SUMMIT}/code/${await newToken()}`,
      headers: { cookie: `ALFIO_SESSION=${buyer.sessionId}` },
    });
    return { statusCode: response.statusCode, location: response.headers.location as string | undefined };
  },
};

/** The event's other endpoints, which make no reservation. */
const makesNone: Partial<Record<RouteKey, string>> = {
  getEvent: 'reads the event',
  getTicketCategories: 'reads the categories',
  validateCode: 'checks a code',
  checkDiscount: 'prices a selection without holding it',
  subscribeWaitingList: 'puts an address on the waiting list',
  recoverReservationLinks: 'e-mails links to existing reservations',
  enterQueue: 'is the queue itself',
  streamAvailability: 'reads availability',
  getCalendar: 'reads the event’s dates',
  listPolls: 'reads polls',
  getPoll: 'reads a poll',
  answerPoll: 'records a checked-in attendee’s answer',
};

describe('every road to a reservation of an event passes its fair queue', () => {
  // The buyer's endpoints (the shop's route table): an organizer's key acts outside the queue.
  it('knows every endpoint of an event that does not act on an existing reservation or ticket', () => {
    const ofEvent = Object.values(endpoints)
      .filter(
        (e) => e.key in routes && e.path.includes('{eventName}') && !/\{(reservationId|ticketUuid)\}/.test(e.path),
      )
      .map((e) => e.key);
    for (const key of ofEvent) expect(key in roads || key in makesNone, key).toBe(true);
  });

  it.each(Object.entries(roads))('%s makes nothing for a session the queue has not let in', async (_key, road) => {
    const [admitted, waiting] = await queueBuyers(t.app, ALPINE_SUMMIT, 2);
    await admitted!.enter();
    expect((await waiting!.enter()).admitted).toBe(false);
    const before = await reservationsOfEvent();
    const response = await road!(waiting!);
    expect(response.statusCode).not.toBe(200);
    expect(await reservationsOfEvent()).toBe(before);
  });

  it('a code link reserves nothing while the queue is on, even for an admitted session: it opens the event page with the code', async () => {
    const [buyer] = await queueBuyers(t.app, ALPINE_SUMMIT, 1);
    await nobodyWaits();
    expect((await buyer!.enter()).admitted).toBe(true);
    const before = await reservationsOfEvent();
    const response = await roads.applyCodeLink!(buyer!);
    expect(response.statusCode).toBe(307);
    expect(response.location).toMatch(/^\/event\/alpine-summit\?code=QUEUE-TOKEN-\d+$/);
    expect(await reservationsOfEvent()).toBe(before);
  });

  it('an admission makes one reservation, however many requests use it at once; a refused one keeps it', async () => {
    await nobodyWaits();
    const [buyer] = await queueBuyers(t.app, ALPINE_SUMMIT, 1);
    expect((await buyer!.enter()).admitted).toBe(true);

    // Too many tickets: refused, and the admission is still there for a selection that fits.
    const tooMany = await buyer!.reserve(selection({ [alpine.Standard!]: 99 }));
    expect(tooMany.statusCode).toBe(422);
    expect(errorCodes(tooMany)).not.toContain('error.QUEUE_ADMISSION_REQUIRED');

    const before = await reservationsOfEvent();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => buyer!.reserve(selection({ [alpine.Standard!]: 1 }))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of responses.filter((response) => response.statusCode === 422))
      expect(errorCodes(refused)).toEqual(['error.QUEUE_ADMISSION_REQUIRED']);
    expect(await reservationsOfEvent()).toBe(before + 1);

    // Another reservation means queueing again.
    expect((await buyer!.enter()).admitted).toBe(false);
  });
});
