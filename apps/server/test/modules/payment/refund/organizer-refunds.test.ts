import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../helpers.ts';
import { ALPINE_SEASON_PASS, ALPINE_SUMMIT, OPEN_HACK_DAY } from '../../../support/demo-fixtures.ts';
import {
  adminApi,
  auditEntries,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationOfEvent,
  SYSTEM_KEY,
} from '../../organizer/organizer-client.ts';
import {
  ACCEPTED,
  bankTransfer,
  descriptorIdOf,
  expectConfirmed,
  INVOICE_IN_ZURICH,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from '../payment-client.ts';

const testCard = { ...ACCEPTED, selectedPaymentMethod: 'CREDIT_CARD', paymentProxy: 'TEST_GATEWAY' };

let t: TestApp;
let buyer: PaymentClient;
let key: string;
beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
});
afterAll(() => t.close());

/** Two Standard tickets paid through the test gateway: the reservation's id. */
async function paidOrder(): Promise<string> {
  const id = await buyer.book(ALPINE_SUMMIT, { Standard: 2 }, INVOICE_IN_ZURICH);
  const confirmed = await buyer.confirm(id, testCard);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const page = new URL((confirmed.json().value as { redirectUrl: string }).redirectUrl).pathname;
  const decided = await t.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'decision=approve',
  });
  expect(decided.statusCode).toBe(303);
  await t.app.inject({ method: 'GET', url: new URL(decided.headers.location as string).pathname });
  expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
  return id;
}

const base = (id: string) => `/admin/api/reservation/event/${ALPINE_SUMMIT}/${id}`;
const OK = { status: 'OK', data: true, errors: [] };

async function paid(id: string): Promise<{ amountCents: number; gatewayId: string | null }> {
  const [row] = await t.db.query<{ amountCents: number; gatewayId: string | null }>(
    `SELECT amount_cents::int AS "amountCents", gateway_id AS "gatewayId" FROM payment_transaction
     WHERE reservation_id = $1 AND status = 'COMPLETE'`,
    [id],
  );
  return row!;
}

const refundsOf = (id: string) =>
  t.db.query<{ amountCents: number; status: string; reason: string }>(
    `SELECT amount_cents::int AS "amountCents", status, reason FROM payment_refund WHERE reservation_id = $1 ORDER BY id`,
    [id],
  );

async function heldTickets(id: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ticket WHERE reservation_id = $1 AND status IN ('ACQUIRED', 'CHECKED_IN')",
    [id],
  );
  return row!.n;
}

describe("the organizer's cancellation and refund", () => {
  it('cancels a paid order with a refund: seats back on sale, the money given back, audited', async () => {
    const id = await paidOrder();
    const { amountCents, gatewayId } = await paid(id);
    const api = adminApi(t, key);

    const cancelled = await api('POST', `${base(id)}/cancel?refund=true`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual(OK);
    // The order has an invoice: it is credited, as alf.io's back office does by default.
    expect((await reservationRow(t.db, id))!.status).toBe('CREDIT_NOTE_ISSUED');
    expect(await heldTickets(id)).toBe(0);
    expect(await refundsOf(id)).toEqual([{ amountCents, status: 'DONE', reason: 'ORGANIZER_CANCELLATION' }]);
    const [gateway] = await t.db.query<{ status: string }>('SELECT status FROM test_gateway_payment WHERE id = $1', [
      gatewayId,
    ]);
    expect(gateway!.status).toBe('REFUNDED');

    const audit = await auditEntries(t.db, await organizationOfEvent(t.db, ALPINE_SUMMIT));
    expect(audit.map((entry) => entry.action)).toContain('RESERVATION_CANCEL');

    const again = await api('POST', `${base(id)}/cancel?refund=true`);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('NOT_CANCELLABLE');
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('cancels without a refund when asked so', async () => {
    const id = await paidOrder();
    expect((await adminApi(t, key)('POST', `${base(id)}/cancel?refund=false`)).json()).toEqual(OK);
    expect((await reservationRow(t.db, id))!.status).toBe('CANCELLED');
    expect(await refundsOf(id)).toEqual([]);
  });

  it('refunds part of an order, then the rest, never more than was paid', async () => {
    const id = await paidOrder();
    const { amountCents } = await paid(id);
    const api = adminApi(t, key);

    const part = await api('POST', `${base(id)}/refund`, { amount: '10.00' });
    expect(part.statusCode, part.body).toBe(200);
    expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
    const tooMuch = await api('POST', `${base(id)}/refund`, { amount: (amountCents / 100).toFixed(2) });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0].code).toBe('AMOUNT_TOO_HIGH');
    const subCent = await api('POST', `${base(id)}/refund`, { amount: '0.005' });
    expect(subCent.json().errors[0].code).toBe('AMOUNT_TOO_HIGH');
    expect(
      (await api('POST', `${base(id)}/refund`, { amount: ((amountCents - 1000) / 100).toFixed(2) })).json(),
    ).toEqual(OK);
    expect(await refundsOf(id)).toEqual([
      { amountCents: 1000, status: 'DONE', reason: 'ORGANIZER_REFUND' },
      { amountCents: amountCents - 1000, status: 'DONE', reason: 'ORGANIZER_REFUND' },
    ]);

    const listed = await api('GET', `/api/v1/admin/event/${ALPINE_SUMMIT}/refunds`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().filter((refund: { reservationId: string }) => refund.reservationId === id)).toHaveLength(2);
  });

  it('records a refund request for the organizer when the money came by bank transfer', async () => {
    const waiting = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(waiting, bankTransfer));
    const api = adminApi(t, key);
    // Still waiting for the transfer: cancelled with nothing to give back.
    expect((await api('POST', `${base(waiting)}/cancel?refund=true`)).json()).toEqual(OK);
    expect(await refundsOf(waiting)).toEqual([]);

    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    const received = await api('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED);
    expect(received.statusCode, received.body).toBe(200);
    expect((await api('POST', `${base(id)}/cancel?refund=true`)).json()).toEqual(OK);
    const [request] = await refundsOf(id);
    expect(request).toMatchObject({ status: 'REQUESTED', reason: 'ORGANIZER_CANCELLATION' });
    const listed = await api('GET', `/api/v1/admin/event/${ALPINE_SUMMIT}/refunds`);
    expect(listed.json().find((refund: { reservationId: string }) => refund.reservationId === id)).toMatchObject({
      paymentProxy: 'OFFLINE',
      status: 'REQUESTED',
    });
  });

  it('records a requested refund as paid once the organizer paid it back, for its administrators only, once', async () => {
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    const api = adminApi(t, key);
    expect((await api('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED)).statusCode).toBe(200);
    expect((await api('POST', `${base(id)}/cancel?refund=true`)).json()).toEqual(OK);
    const [refund] = await t.db.query<{ id: number }>(
      'SELECT id::int AS id FROM payment_refund WHERE reservation_id = $1',
      [id],
    );
    const refundId = refund!.id;
    const paidBack = `/api/v1/admin/event/${ALPINE_SUMMIT}/refunds/${refundId}/paid`;

    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('POST', paidBack)).statusCode).toBe(403);
    const other = await keyForEventOrganizer(t, OPEN_HACK_DAY);
    expect(
      (await adminApi(t, other)('POST', `/api/v1/admin/event/${OPEN_HACK_DAY}/refunds/${refundId}/paid`)).statusCode,
    ).toBe(400);
    expect((await adminApi(t, other)('POST', paidBack)).statusCode).toBe(404);
    expect((await refundsOf(id))[0]).toMatchObject({ status: 'REQUESTED' });

    const marked = await api('POST', paidBack);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual(OK);
    expect((await refundsOf(id))[0]).toMatchObject({ status: 'DONE' });
    const [audit] = await t.db.query<{ after: { status: string } }>(
      "SELECT after_data AS after FROM audit_log WHERE event_type = 'REFUND_PAID' AND entity_id = $1",
      [String(refundId)],
    );
    expect(audit!.after).toMatchObject({ status: 'DONE' });

    const again = await api('POST', paidBack);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].code).toBe('NOT_REQUESTED');
  });

  it('cancels a subscription order: the subscription is cancelled and what was paid is requested back', async () => {
    const seasonPass = await descriptorIdOf(t.db, ALPINE_SEASON_PASS);
    const id = await buyer.bookSubscription(seasonPass, {
      subscriptionOwner: { additional: { company: ['Keller Software'] } },
    });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    const api = adminApi(t, key);
    expect((await api('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED)).statusCode).toBe(200);

    const cancelled = await api('POST', `/admin/api/reservation/subscription/${seasonPass}/${id}/cancel?refund=true`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual(OK);
    expect((await reservationRow(t.db, id))!.status).toBe('CANCELLED');
    const [subscription] = await t.db.query<{ status: string }>(
      'SELECT status FROM subscription WHERE reservation_id = $1',
      [id],
    );
    expect(subscription!.status).toBe('CANCELLED');
    expect(await refundsOf(id)).toMatchObject([{ status: 'REQUESTED', reason: 'ORGANIZER_CANCELLATION' }]);
  });

  it('keeps an order one of whose tickets was checked in', async () => {
    const id = await paidOrder();
    await t.db.query(
      "UPDATE ticket SET status = 'CHECKED_IN' WHERE id = (SELECT min(id) FROM ticket WHERE reservation_id = $1)",
      [id],
    );
    const refused = await adminApi(t, key)('POST', `${base(id)}/cancel?refund=true`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].code).toBe('CHECKED_IN');
    expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
    expect(await refundsOf(id)).toEqual([]);
  });

  it('answers only the organization’s administrators, and 400 to a missing flag', async () => {
    const id = await paidOrder();
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('POST', `${base(id)}/cancel?refund=true`)).statusCode).toBe(403);
    expect((await adminApi(t, operator)('POST', `${base(id)}/refund`, { amount: 1 })).statusCode).toBe(403);
    expect((await adminApi(t, null)('POST', `${base(id)}/cancel?refund=true`)).statusCode).toBe(401);
    expect((await adminApi(t, key)('POST', `${base(id)}/cancel`)).statusCode).toBe(400);
    expect(
      (await adminApi(t, key)('POST', `/admin/api/reservation/event/another-event/${id}/cancel?refund=true`))
        .statusCode,
    ).toBe(404);
    expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
  });
});
