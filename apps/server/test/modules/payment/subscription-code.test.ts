import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinOf } from '../../../src/lib/subscription-pin.ts';
import { sweepExpiredReservations } from '../../../src/modules/reservation/hold/expiry-sweep.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import {
  descriptorIdOf,
  expectConfirmed,
  free,
  onSite,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from './payment-client.ts';
import { ALPINE_DEVOPS_DAY, ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: PaymentClient;
let pass: { id: string; pin: string };
let cinemaCard: string;

beforeAll(async () => {
  // One session here tries more codes than the limit lets a buyer try.
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', RATE_LIMITS: 'off' });
  client = await paymentClient(t);
  cinemaCard = await descriptorIdOf(t.db, 'Riviera Cinema Card');
  const reservation = await client.bookSubscription(await descriptorIdOf(t.db, 'Alpine Season Pass'), {
    subscriptionOwner: { additional: { company: ['Keller Software'] } },
  });
  expectConfirmed(await client.confirm(reservation, onSite));
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM subscription WHERE reservation_id = $1', [
    reservation,
  ]);
  pass = { id: row!.id, pin: pinOf(row!.id) };
});
afterAll(() => t.close());

function expectApplied(response: LightMyRequestResponse, value: boolean): void {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ success: true, errorCount: 0, validationErrors: [], warnings: [], value });
}

function expectRejected(
  response: LightMyRequestResponse,
  code: string,
  args: Record<string, string> | null = null,
): void {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({
    success: false,
    value: false,
    validationErrors: [{ fieldName: 'reservationCodeForm', code, arguments: args }],
  });
}

const usageOf = async (subscriptionId: string) =>
  (
    await t.db.query<{ used: number }>('SELECT usage_count AS used FROM subscription WHERE id = $1', [subscriptionId])
  )[0]!.used;

/** Runs `body` with the pass changed, then puts it back. */
async function withPass(change: string, body: () => Promise<void>): Promise<void> {
  const [before] = await t.db.query<Record<string, unknown>>(
    'SELECT max_entries, valid_from, valid_to, status FROM subscription WHERE id = $1',
    [pass.id],
  );
  await t.db.query(`UPDATE subscription SET ${change} WHERE id = $1`, [pass.id]);
  try {
    await body();
  } finally {
    await t.db.query(
      'UPDATE subscription SET max_entries = $2, valid_from = $3, valid_to = $4, status = $5 WHERE id = $1',
      [pass.id, before!.max_entries, before!.valid_from, before!.valid_to, before!.status],
    );
  }
}

describe('apply a subscription code', () => {
  it('by PIN, in any case: one ticket is paid by the pass, its entry counted', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 2 });
    expectApplied(await client.applyCode(id, pass.pin.toLowerCase()), true);
    const summary = (await client.info(id)).orderSummary;
    expect(summary.summary.at(-1)).toEqual({
      name: 'Alpine Season Pass',
      amount: 1,
      price: '-290.00',
      subTotal: '-290.00',
      type: 'APPLIED_SUBSCRIPTION',
      taxPercentage: null,
    });
    expect(summary.totalPrice).toBe('290.00');
    expect(await usageOf(pass.id)).toBe(1);
    // A second code on the same reservation is ignored.
    expectApplied(await client.applyCode(id, pass.id), false);

    expect((await client.removeCode(id)).json()).toBe(true);
    expect((await client.info(id)).orderSummary.totalPrice).toBe('580.00');
    expect(await usageOf(pass.id)).toBe(0);
    expect((await client.removeCode(id)).json()).toBe(false);
    await client.cancel(id);
  });

  it('by id: a ticket fully paid makes a free order, confirmed without payment', async () => {
    const id = await client.book(ALPINE_DEVOPS_DAY, { 'On site': 1 });
    expectApplied(await client.applyCode(id, pass.id.toUpperCase()), true);
    const info = await client.info(id);
    expect(info.orderSummary).toMatchObject({ free: true, priceInCents: 0 });
    expect(info.activePaymentMethods).toEqual({});
    expectConfirmed(await client.confirm(id, free));
    expect(await reservationRow(t.db, id)).toMatchObject({ status: 'COMPLETE', paymentProxy: 'NONE' });
    expect(await usageOf(pass.id)).toBe(1);
    const [mine] = (await client.info(id)).ticketsByCategory[0]?.tickets ?? [];
    expect(mine?.acquired).toBe(true);
  });

  it('once per event: the pass already paid a ticket of this event', async () => {
    const other = await client.reserve(ALPINE_DEVOPS_DAY, { 'On site': 1 });
    expectRejected(await client.applyCode(other, pass.pin), 'subscription.max-usage-reached-per-event');
    await client.cancel(other);
  });

  it('its entries are used up', async () => {
    await withPass('max_entries = 1', async () => {
      const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
      expectRejected(await client.applyCode(id, pass.pin), 'subscription.max-usage-reached');
      await client.cancel(id);
    });
  });

  it('not valid yet, expired, not acquired', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    await withPass("valid_from = now() + interval '1 day'", async () =>
      expectRejected(await client.applyCode(id, pass.pin), 'subscription.not.valid'),
    );
    await withPass("valid_to = now() - interval '1 day'", async () =>
      expectRejected(await client.applyCode(id, pass.pin), 'subscription.expired'),
    );
    await withPass("status = 'TO_BE_PAID'", async () =>
      expectRejected(await client.applyCode(id, pass.pin), 'subscription.not.acquired'),
    );
    await client.cancel(id);
  });

  it('unknown codes carry the code as argument 0; anything else is not a code', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expectRejected(await client.applyCode(id, '00000000-0000-4000-8000-000000000000'), 'subscription.uuid.not.found', {
      0: '00000000-0000-4000-8000-000000000000',
    });
    expectRejected(await client.applyCode(id, 'AAAAAAAA'), 'subscription.pin.not.found', { 0: 'AAAAAAAA' });
    expectRejected(await client.applyCode(id, 'hello!'), 'error.restrictedValue');
    expectRejected(await client.applyCode(id, ''), 'error.restrictedValue');
    await client.cancel(id);
  });

  it('a PIN two subscriptions share needs the owner’s e-mail', async () => {
    const twin = `${pass.id.slice(0, 10)}${pass.id[10] === 'a' ? 'b' : 'a'}${pass.id.slice(11)}`;
    await t.db.query(
      `INSERT INTO subscription (id, subscription_descriptor_id, reservation_id, status, email, max_entries, usage_count)
       SELECT $2, subscription_descriptor_id, reservation_id, 'ACQUIRED', 'twin@example.com', max_entries, 0 FROM subscription WHERE id = $1`,
      [pass.id, twin],
    );
    try {
      expect(pinOf(twin)).toBe(pass.pin);
      const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
      expectRejected(await client.applyCode(id, pass.pin), 'subscription.code.insert.full');
      expectRejected(await client.applyCode(id, pass.pin, 'someone@example.com'), 'subscription.code.insert.full');
      expectApplied(await client.applyCode(id, pass.pin, 'TWIN@example.com'), true);
      const [ticket] = await t.db.query<{ subscriptionId: string }>(
        'SELECT subscription_id AS "subscriptionId" FROM ticket WHERE reservation_id = $1',
        [id],
      );
      expect(ticket?.subscriptionId).toBe(twin);
      await client.cancel(id);
    } finally {
      await t.db.query('DELETE FROM subscription WHERE id = $1', [twin]);
    }
  });

  it('a subscription of another event does nothing', async () => {
    const [card] = await t.db.query<{ id: string }>(
      "SELECT id FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'ACQUIRED' LIMIT 1",
      [cinemaCard],
    );
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expectApplied(await client.applyCode(id, card!.id), false);
    await client.cancel(id);
  });

  it('requests it cannot take are 4xx', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const path = `/api/v2/public/reservation/${id}/apply-code`;
    expect((await client.send('POST', path, { code: pass.pin, amount: 1, type: 'OTHER' })).statusCode).toBe(400);
    expect((await client.send('POST', path, { code: pass.pin, amount: 1 })).statusCode).toBe(400);
    expect((await client.send('POST', path, '{oops')).statusCode).toBe(400);
    expect((await client.applyCode('00000000-0000-4000-8000-000000000000', pass.pin)).statusCode).toBe(404);
    const subscriptionReservation = await client.reserveSubscription(cinemaCard);
    expect((await client.applyCode(subscriptionReservation, pass.pin)).statusCode).toBe(400);
    expect((await client.removeCode(id, 'PROMO')).json()).toBe(false);
    await client.cancel(id);
  });
});

describe('entries come back when the reservation ends unconfirmed', () => {
  it('cancelled', async () => {
    const before = await usageOf(pass.id);
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expectApplied(await client.applyCode(id, pass.pin), true);
    expect(await usageOf(pass.id)).toBe(before + 1);
    await client.cancel(id);
    expect(await usageOf(pass.id)).toBe(before);
  });

  it('expired', async () => {
    const before = await usageOf(pass.id);
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expectApplied(await client.applyCode(id, pass.pin), true);
    await t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [id]);
    await sweepExpiredReservations(t.db);
    expect(await usageOf(pass.id)).toBe(before);
    // The pass can pay the next buyer's ticket of that event.
    const next = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expectApplied(await client.applyCode(next, pass.pin), true);
    await client.cancel(next);
  });
});
