import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredReservations } from '../../src/modules/reservation/hold/expiry-sweep.ts';
import { findReservation } from '../../src/modules/reservation/status/reservation-repository.ts';
import { browserSession, type TestApp } from '../helpers.ts';
import { twoProcessesOnPostgres } from '../support/two-processes.ts';
import { expectTicketStockKept } from '../support/ticket-stock.ts';

/**
 * The inventory guarantee on a real PostgreSQL, where requests truly contend: two server
 * processes (two apps with their own connection pools) sell the same last tickets.
 */
// The sweep is run by hand below; the timer would only make the counts racy. One session sends
// the whole crowd, codes included, so the limit on trying codes would refuse most of it first.
const { apps, pools } = twoProcessesOnPostgres({ EXPIRY_SWEEP_SECONDS: '0', RATE_LIMITS: 'off' });
afterEach(() => expectTicketStockKept(pools[0]!));
let session: { sessionId: string; csrf: string };

const EVENT = 'alpine-devops-day';
const STOCK = 10;
const BUYERS = 100;

beforeAll(async () => {
  session = await browserSession(apps[0]!.app);
});

async function categoryId(name: string): Promise<{ id: number; eventId: number }> {
  const [row] = await pools[0]!.query<{ id: number; eventId: number }>(
    `SELECT c.id, c.event_id AS "eventId" FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1 AND c.name = $2`,
    [EVENT, name],
  );
  if (!row) throw new Error(`no category ${name}`);
  return row;
}

function reserveOne(
  app: TestApp,
  ticketCategoryId: number,
  extra: Record<string, unknown> = {},
  event = EVENT,
): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method: 'POST',
    url: `/api/v2/public/event/${event}/reserve-tickets?lang=en`,
    headers: { 'x-auth-token': session.sessionId, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
    payload: { reservation: [{ ticketCategoryId, amount: 1 }], additionalService: [], ...extra },
  });
}

/** 100 buyers at once, alternating between the two processes. */
async function rush(ticketCategoryId: number): Promise<{ won: string[]; lost: LightMyRequestResponse[] }> {
  const responses = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => reserveOne(apps[i % 2]!, ticketCategoryId)),
  );
  const won = responses.filter((r) => r.statusCode === 200).map((r) => r.json().value as string);
  const lost = responses.filter((r) => r.statusCode !== 200);
  return { won, lost };
}

async function expectSoldOnce(
  category: { id: number; eventId: number },
  won: string[],
  lost: LightMyRequestResponse[],
): Promise<void> {
  expect(won).toHaveLength(STOCK);
  expect(lost).toHaveLength(BUYERS - STOCK);
  for (const response of lost) {
    expect(response.statusCode).toBe(422);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json().validationErrors).toEqual([
      { fieldName: 'reservationForm', code: 'error.STEP_1_NOT_ENOUGH_TICKETS', arguments: null },
    ]);
  }
  const held = await pools[1]!.query<{ id: number; reservationId: string }>(
    `SELECT id, reservation_id AS "reservationId" FROM ticket WHERE category_id = $1 AND status = 'PENDING'`,
    [category.id],
  );
  // Every winner holds exactly one ticket, and no ticket belongs to two reservations.
  expect(held).toHaveLength(STOCK);
  expect(new Set(held.map((t) => t.reservationId))).toEqual(new Set(won));
  expect(new Set(held.map((t) => t.id)).size).toBe(STOCK);
  // The losers left nothing behind.
  const [reservations] = await pools[1]!.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM reservation WHERE event_id = $1 AND status = 'PENDING'",
    [category.eventId],
  );
  expect(reservations!.n).toBe(STOCK);
}

describe('the last tickets are sold once', () => {
  it('of a bounded category: 100 buyers on two processes, 10 tickets, 10 reservations', async () => {
    const category = await categoryId('On site');
    await pools[0]!.query(
      `DELETE FROM ticket WHERE id IN (SELECT id FROM ticket WHERE category_id = $1 AND status = 'FREE' ORDER BY id OFFSET $2)`,
      [category.id, STOCK],
    );
    const { won, lost } = await rush(category.id);
    await expectSoldOnce(category, won, lost);
    const [free] = await pools[0]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticket WHERE category_id = $1 AND status = 'FREE'",
      [category.id],
    );
    expect(free!.n).toBe(0);
    await pools[0]!.query("UPDATE reservation SET status = 'CANCELLED' WHERE id = ANY($1::uuid[])", [won]);
  });

  it('of the shared pool of unbounded categories: the rows are bound to the category that claims them', async () => {
    const category = await categoryId('Livestream');
    await pools[0]!.query(
      `DELETE FROM ticket WHERE id IN (SELECT id FROM ticket WHERE event_id = $1 AND category_id IS NULL AND status = 'FREE' ORDER BY id OFFSET $2)`,
      [category.eventId, STOCK],
    );
    const { won, lost } = await rush(category.id);
    await expectSoldOnce(category, won, lost);
    const [pool] = await pools[0]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticket WHERE event_id = $1 AND category_id IS NULL AND status = 'FREE'",
      [category.eventId],
    );
    expect(pool!.n).toBe(0);
  });

  it('an expired hold returns its tickets: gone for readers at once, FREE after the sweep, and sold again', async () => {
    const category = await categoryId('Livestream');
    const held = await pools[0]!.query<{ reservationId: string }>(
      `SELECT DISTINCT reservation_id AS "reservationId" FROM ticket WHERE category_id = $1 AND status = 'PENDING' ORDER BY 1 LIMIT 3`,
      [category.id],
    );
    const lapsed = held.map((row) => row.reservationId);
    await pools[0]!.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = ANY($1::uuid[])", [
      lapsed,
    ]);

    // Before any sweep ran, the holds already read as gone.
    expect(await findReservation(pools[1]!, lapsed[0]!)).toBeNull();

    // Both processes sweep at the same moment; each hold is released exactly once.
    const swept = await Promise.all(pools.map((db) => sweepExpiredReservations(db)));
    expect(swept[0]! + swept[1]!).toBe(3);

    const [pool] = await pools[0]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticket WHERE event_id = $1 AND category_id IS NULL AND status = 'FREE' AND reservation_id IS NULL AND final_price_cents = 0",
      [category.eventId],
    );
    expect(pool!.n).toBe(3);
    const [left] = await pools[0]!.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservation WHERE id = ANY($1::uuid[])',
      [lapsed],
    );
    expect(left!.n).toBe(0);
    const [audited] = await pools[0]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE event_type = 'RESERVATION_EXPIRED' AND reservation_id = ANY($1::uuid[])",
      [lapsed],
    );
    expect(audited!.n).toBe(3);

    const again = await Promise.all([
      reserveOne(apps[0]!, category.id),
      reserveOne(apps[1]!, category.id),
      reserveOne(apps[0]!, category.id),
      reserveOne(apps[1]!, category.id),
    ]);
    expect(again.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422]);

    // Those holds lapse too, and buyers come to either process before any sweep: the first claim
    // that finds too few tickets releases the expired holds itself, and each ticket is sold once.
    const second = again.filter((r) => r.statusCode === 200).map((r) => r.json().value as string);
    await pools[0]!.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = ANY($1::uuid[])", [
      second,
    ]);
    const third = [];
    for (const app of [apps[1]!, apps[0]!, apps[1]!, apps[0]!]) third.push(await reserveOne(app, category.id));
    expect(third.map((r) => r.statusCode)).toEqual([200, 200, 200, 422]);
    const [released] = await pools[0]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE event_type = 'RESERVATION_EXPIRED' AND reservation_id = ANY($1::uuid[])",
      [second],
    );
    expect(released!.n).toBe(3);
    const [heldAgain] = await pools[0]!.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ticket WHERE category_id = $1 AND reservation_id = ANY($2::uuid[])',
      [category.id, third.filter((r) => r.statusCode === 200).map((r) => r.json().value as string)],
    );
    expect(heldAgain!.n).toBe(3);
  });

  it('nor is a limited code used beyond its limit: the code is counted under a lock', async () => {
    const [standard] = await pools[0]!.query<{ id: number }>(
      "SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = 'alpine-summit' AND c.name = 'Standard'",
    );
    await pools[0]!.query("UPDATE promo_code SET max_usage = $1 WHERE code = 'TEAM50'", [STOCK]);
    const responses = await Promise.all(
      Array.from({ length: BUYERS }, (_, i) =>
        reserveOne(apps[i % 2]!, standard!.id, { promoCode: 'TEAM50' }, 'alpine-summit'),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(STOCK);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(422);
      // Refused in the locked count, or already when the code was looked up.
      expect(['error.STEP2_DISCOUNT_CODE_USAGE_EXCEEDED', 'error.STEP_1_CODE_NOT_FOUND']).toContain(
        response.json().validationErrors[0].code,
      );
    }
    const [used] = await pools[1]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticket t JOIN reservation r ON r.id = t.reservation_id JOIN promo_code p ON p.id = r.promo_code_id WHERE p.code = 'TEAM50'",
    );
    expect(used!.n).toBe(STOCK);
  });
});
