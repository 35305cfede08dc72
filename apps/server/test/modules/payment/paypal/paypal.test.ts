import { startFakePayPal, type Decision, type FakePayPal } from '@shop/fake-paypal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/config.ts';
import type { Queryable } from '../../../../src/db/database.ts';
import { sweepExpiredReservations } from '../../../../src/modules/reservation/hold/expiry-sweep.ts';
import { testApp, type TestApp } from '../../../helpers.ts';
import { ALPINE_SUMMIT } from '../../../support/demo-fixtures.ts';
import {
  ACCEPTED,
  bankTransfer,
  errorCodesOf,
  expectConfirmed,
  INVOICE_IN_ZURICH,
  paymentClient,
  paymentOutcome,
  reservationRow,
  type PaymentClient,
} from '../payment-client.ts';
import { turnOnPaymentProvider } from '../../../../src/modules/payment/provider-setup-repository.ts';

const api = (id: string) => `/api/v2/public/reservation/${id}`;
const paypal = { ...ACCEPTED, selectedPaymentMethod: 'PAYPAL', paymentProxy: 'PAYPAL' };

const PAID = { status: 'COMPLETE', mails: 1, invoices: 1, acquired: 1, payments: ['COMPLETE'] };

/** PayPal for one event, as an organizer turns it on: the proxy allowed, the REST app's credentials, PAYPAL_ENABLED. */
function turnOnPayPal(q: Queryable, shortName: string): Promise<void> {
  return turnOnPaymentProvider(q, shortName, 'PAYPAL', {
    PAYPAL_ENABLED: 'true',
    PAYPAL_CLIENT_ID: 'client-alpine',
    PAYPAL_CLIENT_SECRET: 'secret-alpine',
    PAYPAL_WEBHOOK_ID: 'WH-ALPINE',
  });
}

let t: TestApp;
let fake: FakePayPal;
let client: PaymentClient;
beforeAll(async () => {
  fake = await startFakePayPal();
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', PAYPAL_API_URL: fake.url });
  await turnOnPayPal(t.db, ALPINE_SUMMIT);
  client = await paymentClient(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const outcomeOf = (id: string) => paymentOutcome(t.db, id);
const orderIdOf = (approvalUrl: string) => new URL(approvalUrl).searchParams.get('token')!;

/** One Standard ticket with an invoice, confirmed with PayPal: the approval page the buyer is sent to. */
async function sendToPayPal(): Promise<{ id: string; order: string }> {
  const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
  const response = await client.confirm(id, paypal);
  expect(response.statusCode, response.body).toBe(200);
  const value = response.json().value as { redirect: boolean; redirectUrl: string };
  expect(value.redirect).toBe(true);
  expect(value.redirectUrl.startsWith(`${fake.url}/checkoutnow?token=`)).toBe(true);
  return { id, order: orderIdOf(value.redirectUrl) };
}

/** The browser's way back: PayPal's redirect, the meta-refresh page, the callback; the address it ends on. */
async function comeBack(order: string, decision: Decision) {
  const decided = await fake.decide(order, decision);
  expect(decided.status).toBe(303);
  const back = new URL(decided.location!);
  const page = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  expect(page.statusCode, page.body).toBe(200);
  const refresh = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&#38;', '&');
  expect(refresh).toBeDefined();
  return t.app.inject({ method: 'GET', url: refresh! });
}

async function approved(): Promise<{ id: string; order: string }> {
  const sent = await sendToPayPal();
  const callback = await comeBack(sent.order, 'approve');
  expect(callback.statusCode, callback.body).toBe(303);
  expect(callback.headers.location).toBe(`/event/${ALPINE_SUMMIT}/reservation/${sent.id}/overview`);
  return sent;
}

describe('PayPal', () => {
  it('is offered, and confirming sends the buyer to approve an order of the total, the reservation still payable', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    const info = await client.info(id);
    expect(info.activePaymentMethods.PAYPAL).toEqual({ paymentProxy: 'PAYPAL', parameters: {} });
    expect(info.tokenAcquired).toBe(false);
    const { id: sent, order } = await sendToPayPal();
    const placed = fake.orders.get(order)!;
    expect(placed.customId).toBe(sent);
    expect(placed.returnUrl).toContain(`/payment/paypal/redirect/confirm?reservationId=${sent}`);
    expect(await outcomeOf(sent)).toEqual({
      status: 'PENDING',
      mails: 0,
      invoices: 0,
      acquired: 0,
      payments: ['PENDING'],
    });
    expect((await client.info(sent)).tokenAcquired).toBe(false);
  });

  it('a yen order is sent to PayPal in whole yen, as PayPal takes no decimals in yen', async () => {
    await t.db.query("UPDATE event SET currency = 'JPY' WHERE short_name = $1", [ALPINE_SUMMIT]);
    try {
      const { id, order } = await sendToPayPal();
      const row = await reservationRow(t.db, id);
      expect(fake.orders.get(order)?.amount).toEqual({ currency_code: 'JPY', value: String(row!.finalPrice) });
    } finally {
      await t.db.query("UPDATE event SET currency = 'CHF' WHERE short_name = $1", [ALPINE_SUMMIT]);
    }
  });

  it('approved: the overview holds the token with only PayPal; confirming captures once and completes the order', async () => {
    const { id, order } = await approved();
    const info = await client.info(id);
    expect(info.tokenAcquired).toBe(true);
    expect(info.paymentProxy).toBe('PAYPAL');
    expect(Object.keys(info.activePaymentMethods)).toEqual(['PAYPAL']);
    expect(info.status).toBe('PENDING');

    expectConfirmed(await client.confirm(id, paypal));
    expect(fake.orders.get(order)?.status).toBe('COMPLETED');
    expect(await outcomeOf(id)).toEqual(PAID);
    expectConfirmed(await client.confirm(id, paypal));
    expect(await outcomeOf(id)).toEqual(PAID);
    expect((await client.info(id)).tokenAcquired).toBe(false);
  });

  it('two confirmations at once capture once and both succeed', async () => {
    const { id } = await approved();
    const answers = await Promise.all([client.confirm(id, paypal), client.confirm(id, paypal)]);
    answers.forEach(expectConfirmed);
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  it('cancelled at PayPal: no token, the order is payable again with a new PayPal order', async () => {
    const { id, order } = await sendToPayPal();
    const callback = await comeBack(order, 'cancel');
    expect(callback.statusCode).toBe(303);
    expect(callback.headers.location).toBe(`/event/${ALPINE_SUMMIT}/reservation/${id}/overview`);
    const info = await client.info(id);
    expect(info.tokenAcquired).toBe(false);
    expect(Object.keys(info.activePaymentMethods).length).toBeGreaterThan(1);
    expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', payments: ['CANCELLED'] });
    const again = await client.confirm(id, paypal);
    expect(orderIdOf(again.json().value.redirectUrl as string)).not.toBe(order);
  });

  it('the token cleared: the other methods are back, and another method confirms the order', async () => {
    const { id } = await approved();
    expect((await client.send('DELETE', `${api(id)}/payment/token`)).json()).toBe(true);
    const info = await client.info(id);
    expect(info.tokenAcquired).toBe(false);
    expect(info.activePaymentMethods.BANK_TRANSFER).toBeDefined();
    expectConfirmed(await client.confirm(id, bankTransfer));
    expect(await outcomeOf(id)).toMatchObject({ status: 'OFFLINE_PAYMENT', payments: ['CANCELLED', 'PENDING'] });
  });

  it('with a token, another method is not accepted until the token is cleared', async () => {
    const { id } = await approved();
    const response = await client.confirm(id, bankTransfer);
    expect(response.statusCode).toBe(422);
    expect(errorCodesOf(response)).toEqual(['error.STEP_2_MISSING_PAYMENT_METHOD']);
  });

  it('a capture PayPal declines: 422 with its reason, the order payable again with a new PayPal order', async () => {
    const { id, order } = await sendToPayPal();
    expect((await comeBack(order, 'approve-declining')).statusCode).toBe(303);
    expect((await client.info(id)).tokenAcquired).toBe(true);
    const refused = await client.confirm(id, paypal);
    expect(refused.statusCode).toBe(422);
    const [error] = refused.json().validationErrors as { code: string; arguments: Record<string, string> }[];
    expect(error?.code).toBe('error.STEP_2_PAYMENT_PROCESSING_ERROR');
    expect(error?.arguments['0']).toMatch(/declined/);
    expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', acquired: 0, payments: ['FAILED'] });
    expect((await client.info(id)).tokenAcquired).toBe(false);
    const again = await client.confirm(id, paypal);
    expect(again.json().value.redirect).toBe(true);
  });

  it('the confirm callback before PayPal approved the order keeps no token', async () => {
    const { id, order } = await sendToPayPal();
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/payment/paypal/confirm?reservationId=${id}&token=${order}&PayerID=ABC`,
    });
    expect(forged.statusCode).toBe(400);
    expect((await client.info(id)).tokenAcquired).toBe(false);
  });

  it('callbacks naming another order, an unknown reservation or nonsense change nothing', async () => {
    const { id, order } = await sendToPayPal();
    const other = await sendToPayPal();
    await fake.decide(other.order, 'approve');
    const call = (path: string) => t.app.inject({ method: 'GET', url: path });
    expect((await call(`/api/payment/paypal/confirm?reservationId=${id}&token=${other.order}`)).statusCode).toBe(400);
    expect((await call(`/api/payment/paypal/cancel?reservationId=${id}&token=${other.order}`)).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(`/api/payment/paypal/confirm?reservationId=${unknown}&token=${order}`)).statusCode).toBe(404);
    expect((await call(`/api/payment/paypal/confirm?reservationId=nope&token=${order}`)).statusCode).toBe(400);
    expect((await call(`/api/payment/paypal/confirm?reservationId=${id}&token=<script>`)).statusCode).toBe(400);
    expect((await call(`/api/payment/paypal/steal?reservationId=${id}&token=${order}`)).statusCode).toBe(404);
    expect((await call(`/payment/paypal/redirect/confirm?reservationId=${id}`)).statusCode).toBe(400);
    expect((await call(`/payment/paypal/redirect/steal?reservationId=${id}&token=${order}`)).statusCode).toBe(404);
    expect((await client.info(id)).tokenAcquired).toBe(false);
    expect((await client.info(other.id)).tokenAcquired).toBe(false);
    expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', payments: ['PENDING'] });
  });

  it("PayPal's webhook is applied only when PayPal verifies it", async () => {
    const { id, order } = await approved();
    const before = fake.webhooks.length;
    expectConfirmed(await client.confirm(id, paypal));
    const sent = fake.webhooks.slice(before).find((hook) => hook.event.event_type === 'PAYMENT.CAPTURE.COMPLETED')!;
    const deliver = (body: string, transmissionId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook/paypal',
        headers: { 'content-type': 'application/json', 'paypal-transmission-id': transmissionId },
        payload: body,
      });
    expect((await deliver(sent.body, 'forged')).statusCode).toBe(400);
    expect((await deliver(sent.body, sent.transmissionId)).statusCode).toBe(200);
    expect((await deliver(sent.body, sent.transmissionId)).statusCode).toBe(200);
    expect(fake.orders.get(order)?.capture?.status).toBe('COMPLETED');
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  /** Delivers PayPal's webhook for the order's capture, as PayPal sends it. */
  async function deliverCapture(order: string) {
    const sent = fake.webhooks.find(
      (hook) =>
        hook.event.event_type === 'PAYMENT.CAPTURE.COMPLETED' &&
        JSON.stringify(hook.event.resource).includes(`"order_id":"${order}"`),
    )!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/paypal',
      headers: { 'content-type': 'application/json', 'paypal-transmission-id': sent.transmissionId },
      payload: sent.body,
    });
    expect(response.statusCode).toBe(200);
  }

  /** Captured at PayPal while our answer was lost; the hold then ran out and was released. */
  async function capturedThenExpired() {
    const sent = await approved();
    const basic = Buffer.from('client-alpine:secret-alpine').toString('base64');
    const auth = (await (
      await fetch(`${fake.url}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string };
    const captured = await fetch(`${fake.url}/v2/checkout/orders/${sent.order}/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(captured.status).toBe(201);
    await t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [sent.id]);
    await sweepExpiredReservations(t.db);
    expect(await outcomeOf(sent.id)).toMatchObject({ status: 'CANCELLED', acquired: 0 });
    return sent;
  }

  it('captured but applied only after the hold ended, with seats left: the webhook completes the order', async () => {
    const { id, order } = await capturedThenExpired();
    await deliverCapture(order);
    expect(await outcomeOf(id)).toMatchObject({ status: 'COMPLETE', mails: 1, invoices: 1, acquired: 1 });
  });

  it('captured but applied only after the hold ended and sold out: the capture is refunded', async () => {
    const { id, order } = await capturedThenExpired();
    const taken = await t.db.query<{ id: number }>(
      `UPDATE ticket SET status = 'PRE_RESERVED'
       WHERE status = 'FREE' AND event_id = (SELECT id FROM event WHERE short_name = $1) RETURNING id`,
      [ALPINE_SUMMIT],
    );
    try {
      await deliverCapture(order);
      expect(await outcomeOf(id)).toMatchObject({ status: 'CANCELLED', mails: 1, invoices: 0, acquired: 0 });
      expect(fake.orders.get(order)?.capture?.status).toBe('REFUNDED');
    } finally {
      await t.db.query("UPDATE ticket SET status = 'FREE' WHERE id = ANY($1::bigint[])", [taken.map((row) => row.id)]);
    }
  });

  it("talks to PayPal's sandbox or live API by the organizer's setting unless PAYPAL_API_URL says otherwise", () => {
    expect(loadConfig({}).paypalApiUrl).toBeNull();
    expect(loadConfig({ PAYPAL_API_URL: fake.url }).paypalApiUrl?.origin).toBe(fake.url);
    expect(() => loadConfig({ PAYPAL_API_URL: 'api-m.paypal.com' })).toThrow(ConfigError);
  });
});
