import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../helpers.ts';
import { ALPINE_SUMMIT } from '../../../support/demo-fixtures.ts';
import {
  adminApi,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationOfEvent,
  SYSTEM_KEY,
} from '../../organizer/organizer-client.ts';
import {
  ACCEPTED,
  bankTransfer,
  expectConfirmed,
  INVOICE_IN_ZURICH,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from '../payment-client.ts';

const testCard = { ...ACCEPTED, selectedPaymentMethod: 'CREDIT_CARD', paymentProxy: 'TEST_GATEWAY' };
const cancellation = (id: string) => `/api/v2/public/reservation/${id}/paid-cancellation`;

let t: TestApp;
let buyer: PaymentClient;
let key: string;
let organizationId: number;
beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});
afterAll(() => t.close());

/** The organizer's terms for the summit, through the admin API as an organizer's program sets them. */
async function allow(settings: Record<string, string>): Promise<void> {
  const saved = await adminApi(t, key)(
    'PUT',
    `/api/v1/admin/configuration/organization/${organizationId}/event/${ALPINE_SUMMIT}`,
    settings,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

async function paidOrder(): Promise<string> {
  const id = await buyer.book(ALPINE_SUMMIT, { Standard: 2 }, INVOICE_IN_ZURICH);
  const confirmed = await buyer.confirm(id, testCard);
  const page = new URL((confirmed.json().value as { redirectUrl: string }).redirectUrl).pathname;
  const decided = await t.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  await t.app.inject({ method: 'GET', url: new URL(decided.headers.location as string).pathname });
  expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
  return id;
}

async function paidCents(id: string): Promise<number> {
  const [row] = await t.db.query<{ cents: number }>(
    "SELECT amount_cents::int AS cents FROM payment_transaction WHERE reservation_id = $1 AND status = 'COMPLETE'",
    [id],
  );
  return row!.cents;
}

async function startOfSummit(): Promise<Date> {
  const [row] = await t.db.query<{ startAt: Date }>('SELECT start_at AS "startAt" FROM event WHERE short_name = $1', [
    ALPINE_SUMMIT,
  ]);
  return row!.startAt;
}

describe("a buyer's cancellation of a paid order", () => {
  it('is announced as a capability of our server', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(info.json().capabilities).toContain('paid-cancellation');
  });

  it('is not offered where the organizer does not allow it', async () => {
    await allow({ PAID_CANCELLATION_DAYS: '' });
    const id = await paidOrder();
    const terms = await buyer.send('GET', cancellation(id));
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toMatchObject({ allowed: false, until: null, refund: 0 });
    const refused = await buyer.send('POST', cancellation(id), {});
    expect(refused.statusCode).toBe(409);
    expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
  });

  it('states the amount returned, less the fee per ticket, and gives it back through the provider', async () => {
    await allow({ PAID_CANCELLATION_DAYS: '2', PAID_CANCELLATION_FEE: '5.50' });
    const id = await paidOrder();
    const cents = await paidCents(id);
    const until = new Date((await startOfSummit()).getTime() - 2 * 86_400_000).toISOString();
    const expected = { allowed: true, until, fee: 1100, refund: cents - 1100, refundBy: 'PROVIDER' };
    expect((await buyer.send('GET', cancellation(id))).json()).toMatchObject(expected);

    const cancelled = await buyer.send('POST', cancellation(id), {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject(expected);
    expect((await reservationRow(t.db, id))!.status).toBe('CANCELLED');
    const refunds = await t.db.query<{ amountCents: number; status: string; reason: string }>(
      'SELECT amount_cents::int AS "amountCents", status, reason FROM payment_refund WHERE reservation_id = $1',
      [id],
    );
    expect(refunds).toEqual([{ amountCents: cents - 1100, status: 'DONE', reason: 'BUYER_CANCELLATION' }]);
    const [held] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticket WHERE reservation_id = $1 AND status = 'ACQUIRED'",
      [id],
    );
    expect(held!.n).toBe(0);
    const [mail] = await t.db.query<{ subject: string; body: string }>(
      "SELECT subject, text_body AS body FROM email_message WHERE reservation_id = $1 AND subject LIKE '%cancelled%'",
      [id],
    );
    expect(mail!.body).toContain(`CHF ${((cents - 1100) / 100).toFixed(2)} goes back to the card`);
    expect(mail!.body).toContain('A cancellation fee of CHF 11.00 was kept.');
    expect((await buyer.send('POST', cancellation(id), {})).statusCode).toBe(409);
  });

  it('ends at the deadline: later than the days before the start, it is refused', async () => {
    await allow({ PAID_CANCELLATION_DAYS: '2', PAID_CANCELLATION_FEE: '' });
    const id = await paidOrder();
    const start = await startOfSummit();
    const days = Math.floor((start.getTime() - Date.now()) / 86_400_000);
    await allow({ PAID_CANCELLATION_DAYS: String(days + 1) });
    const terms = (await buyer.send('GET', cancellation(id))).json();
    expect(terms.allowed).toBe(false);
    expect(new Date(terms.until).getTime()).toBeLessThan(Date.now());
    expect((await buyer.send('POST', cancellation(id), {})).statusCode).toBe(409);
    expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
  });

  it('is decided per category: a category that does not allow it keeps the order', async () => {
    await allow({ PAID_CANCELLATION_DAYS: '2', PAID_CANCELLATION_FEE: '' });
    const id = await paidOrder();
    await t.db.query(
      `INSERT INTO configuration (scope, ticket_category_id, key, value)
       SELECT DISTINCT 'CATEGORY', category_id, 'PAID_CANCELLATION_DAYS', '' FROM ticket WHERE reservation_id = $1`,
      [id],
    );
    try {
      expect((await buyer.send('GET', cancellation(id))).json()).toMatchObject({ allowed: false, until: null });
    } finally {
      await t.db.query("DELETE FROM configuration WHERE scope = 'CATEGORY' AND key = 'PAID_CANCELLATION_DAYS'");
    }
  });

  it('states that the organizer pays back an order paid by bank transfer', async () => {
    await allow({ PAID_CANCELLATION_DAYS: '2', PAID_CANCELLATION_FEE: '' });
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    expect((await buyer.send('GET', cancellation(id))).json()).toMatchObject({ allowed: false });
    const received = await adminApi(t, key)('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED);
    expect(received.statusCode, received.body).toBe(200);
    const cancelled = await buyer.send('POST', cancellation(id), {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ allowed: true, refundBy: 'ORGANIZER' });
    const [request] = await t.db.query<{ status: string }>(
      'SELECT status FROM payment_refund WHERE reservation_id = $1',
      [id],
    );
    expect(request!.status).toBe('REQUESTED');
    const [mail] = await t.db.query<{ body: string }>(
      "SELECT text_body AS body FROM email_message WHERE reservation_id = $1 AND subject LIKE '%cancelled%'",
      [id],
    );
    expect(mail!.body).toMatch(/will pay CHF [\d.]+ back to you by bank transfer/);
  });
});

describe("a buyer's cancellation of one paid ticket, from the ticket's page", () => {
  const ticketCancellation = (uuid: string) => `/api/v2/public/event/${ALPINE_SUMMIT}/ticket/${uuid}/paid-cancellation`;
  const ticketsOf = (id: string) =>
    t.db.query<{ uuid: string; cents: number; status: string }>(
      `SELECT public_uuid AS uuid, final_price_cents::int AS cents, status FROM ticket WHERE reservation_id = $1
       ORDER BY id`,
      [id],
    );
  const refundsOf = (id: string) =>
    t.db.query<{ amountCents: number }>(
      'SELECT amount_cents::int AS "amountCents" FROM payment_refund WHERE reservation_id = $1 ORDER BY id',
      [id],
    );

  it("gives back what was paid for the ticket less its fee, keeps the order's other ticket, and the last ticket ends the order", async () => {
    await allow({ PAID_CANCELLATION_DAYS: '2', PAID_CANCELLATION_FEE: '5.50' });
    const id = await paidOrder();
    const cents = await paidCents(id);
    const [first, second] = await ticketsOf(id);
    const expected = { allowed: true, fee: 550, refund: first!.cents - 550, refundBy: 'PROVIDER' };
    expect((await buyer.send('GET', ticketCancellation(first!.uuid))).json()).toMatchObject(expected);

    const cancelled = await buyer.send('POST', ticketCancellation(first!.uuid), {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject(expected);
    expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
    expect((await ticketsOf(id)).map((ticket) => ticket.uuid)).toEqual([second!.uuid]);
    expect(await refundsOf(id)).toEqual([{ amountCents: first!.cents - 550 }]);
    const [mail] = await t.db.query<{ subject: string; body: string }>(
      "SELECT subject, text_body AS body FROM email_message WHERE reservation_id = $1 AND subject LIKE 'A ticket of%'",
      [id],
    );
    expect(mail!.body).toContain('the other tickets of the reservation stay valid');
    // The cancelled ticket's page is gone.
    expect((await buyer.send('GET', ticketCancellation(first!.uuid))).statusCode).toBe(404);

    const rest = cents - (first!.cents - 550) - 550;
    const last = await buyer.send('POST', ticketCancellation(second!.uuid), {});
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ allowed: true, fee: 550, refund: rest });
    expect((await reservationRow(t.db, id))!.status).toBe('CANCELLED');
    expect(await refundsOf(id)).toEqual([{ amountCents: first!.cents - 550 }, { amountCents: rest }]);
  });

  it('is refused for a ticket checked in meanwhile', async () => {
    await allow({ PAID_CANCELLATION_DAYS: '2', PAID_CANCELLATION_FEE: '' });
    const id = await paidOrder();
    const [first] = await ticketsOf(id);
    await t.db.query("UPDATE ticket SET status = 'CHECKED_IN' WHERE public_uuid = $1", [first!.uuid]);
    const refused = await buyer.send('POST', ticketCancellation(first!.uuid), {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ allowed: false });
    expect(await refundsOf(id)).toEqual([]);
  });
});
