import type { BasicEventInfo } from '@shop/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredReservations } from '../../src/modules/reservation/hold/expiry-sweep.ts';
import { testApp, type TestApp } from '../helpers.ts';
import { ALPINE_SUMMIT, OPEN_HACK_DAY } from '../support/demo-fixtures.ts';
import { setSetting } from '../support/event-page.ts';
import { expectTicketStockKept, ticketStockDrift } from '../support/ticket-stock.ts';
import { ACCEPTED, expectConfirmed, free } from './payment/payment-client.ts';
import { ticketClient, type TicketClient } from './ticket/ticket-client.ts';

/**
 * The counts of FREE tickets the pages read are kept by the database on every change of a
 * ticket: each step of a buyer's way through a sale moves the figure the catalogue shows by
 * exactly what it took or gave back, and a recount of the rows finds no difference.
 */
let t: TestApp;
let client: TicketClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await ticketClient(t);
  for (const event of [OPEN_HACK_DAY, ALPINE_SUMMIT])
    await setSetting(t.db, 'EVENT', 'DISPLAY_TICKETS_LEFT_INDICATOR', 'true', event);
});
afterEach(() => expectTicketStockKept(t.db));
afterAll(() => t.close());

/** What the catalogue says is left of the event. */
async function ticketsLeft(shortName: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/public/events' });
  const event = (response.json() as BasicEventInfo[]).find((candidate) => candidate.shortName === shortName);
  const left = event?.availability?.ticketsLeft;
  if (typeof left !== 'number') throw new Error(`no count of tickets left for ${shortName}`);
  return left;
}

const expire = (id: string) =>
  t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [id]);

describe('the counts of tickets for sale', () => {
  it('follow a claim and its cancellation', async () => {
    const before = await ticketsLeft(OPEN_HACK_DAY);
    const id = await client.reserve(OPEN_HACK_DAY, { 'General admission': 2 });
    expect(await ticketsLeft(OPEN_HACK_DAY)).toBe(before - 2);
    await expectTicketStockKept(t.db);
    expect((await client.cancel(id)).statusCode).toBe(200);
    expect(await ticketsLeft(OPEN_HACK_DAY)).toBe(before);
  });

  it('count an expired hold as for sale before the sweep, and its released rows after it', async () => {
    const before = await ticketsLeft(OPEN_HACK_DAY);
    const id = await client.reserve(OPEN_HACK_DAY, { 'General admission': 3 });
    await expire(id);
    expect(await ticketsLeft(OPEN_HACK_DAY)).toBe(before);
    expect(await sweepExpiredReservations(t.db)).toBe(1);
    await expectTicketStockKept(t.db);
    expect(await ticketsLeft(OPEN_HACK_DAY)).toBe(before);
  });

  it('follow a confirmed order and a ticket its buyer releases', async () => {
    const before = await ticketsLeft(OPEN_HACK_DAY);
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 2 }, {}, free);
    expect(await ticketsLeft(OPEN_HACK_DAY)).toBe(before - 2);
    await expectTicketStockKept(t.db);
    expect((await client.release(OPEN_HACK_DAY, tickets[0]!.uuid)).statusCode).toBe(200);
    expect(await ticketsLeft(OPEN_HACK_DAY)).toBe(before - 1);
  });

  it('follow a payment that arrives after its hold ended and takes the seat again', async () => {
    const before = await ticketsLeft(ALPINE_SUMMIT);
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    const started = await client.confirm(id, {
      ...ACCEPTED,
      selectedPaymentMethod: 'CREDIT_CARD',
      paymentProxy: 'TEST_GATEWAY',
    });
    expect(started.statusCode, started.body).toBe(200);
    const page = new URL((started.json().value as { redirectUrl: string }).redirectUrl).pathname;
    expect((await client.send('DELETE', `/api/v2/public/reservation/${id}/payment`)).json()).toBe(true);
    await expire(id);
    await sweepExpiredReservations(t.db);
    expect(await ticketsLeft(ALPINE_SUMMIT)).toBe(before);
    await expectTicketStockKept(t.db);

    const approved = await t.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approved.statusCode, approved.body).toBe(303);
    const back = await t.app.inject({ method: 'GET', url: new URL(String(approved.headers.location)).pathname });
    expect(back.statusCode, back.body).toBe(303);
    expect((await client.info(id)).status).toBe('COMPLETE');
    expect(await ticketsLeft(ALPINE_SUMMIT)).toBe(before - 1);
  });

  it('follow an order paid by bank transfer', async () => {
    const before = await ticketsLeft(ALPINE_SUMMIT);
    const id = await client.book(ALPINE_SUMMIT, { Standard: 2 });
    expectConfirmed(
      await client.confirm(id, { ...ACCEPTED, selectedPaymentMethod: 'BANK_TRANSFER', paymentProxy: 'OFFLINE' }),
    );
    expect(await ticketsLeft(ALPINE_SUMMIT)).toBe(before - 2);
  });

  it('follow stock an organizer adds or takes away, in one statement or row by row', async () => {
    const before = await ticketsLeft(OPEN_HACK_DAY);
    const [event] = await t.db.query<{ id: number }>('SELECT id FROM event WHERE short_name = $1', [OPEN_HACK_DAY]);
    await t.db.query(
      "INSERT INTO ticket (event_id, category_id, status) SELECT $1, NULL, 'FREE' FROM generate_series(1, 50)",
      [event!.id],
    );
    expect(await ticketsLeft(OPEN_HACK_DAY)).toBe(before + 50);
    await t.db.query(
      `DELETE FROM ticket WHERE id IN (SELECT id FROM ticket WHERE event_id = $1 AND category_id IS NULL
                                         AND status = 'FREE' ORDER BY id DESC LIMIT 20)`,
      [event!.id],
    );
    await t.db.query(
      `UPDATE ticket SET status = 'INVALIDATED' WHERE id IN (SELECT id FROM ticket WHERE event_id = $1 AND category_id IS NULL
                                                              AND status = 'FREE' ORDER BY id DESC LIMIT 30)`,
      [event!.id],
    );
    expect(await ticketsLeft(OPEN_HACK_DAY)).toBe(before);
  });

  it('are found out by the recount when they drift', async () => {
    const nudge = (by: number) =>
      t.db.query(
        `UPDATE ticket_stock SET free = free + $1
         WHERE (event_id, slot) = (SELECT event_id, slot FROM ticket_stock ORDER BY event_id, slot LIMIT 1)
           AND category_id IS NOT DISTINCT FROM (SELECT category_id FROM ticket_stock ORDER BY event_id, slot LIMIT 1)`,
        [by],
      );
    await nudge(1);
    try {
      expect(await ticketStockDrift(t.db)).toHaveLength(1);
    } finally {
      await nudge(-1);
    }
  });
});
