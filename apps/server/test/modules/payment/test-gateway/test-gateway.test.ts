import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSecret } from '../../../../src/db/server-secret.ts';
import { sweepExpiredReservations } from '../../../../src/modules/reservation/hold/expiry-sweep.ts';
import {
  approvalEventBody,
  signTestGatewayBody,
  TEST_GATEWAY_SIGNATURE_HEADER,
  TEST_GATEWAY_WEBHOOK_PATH,
} from '../../../../src/modules/payment/test-gateway/test-gateway-adapter.ts';
import { testApp, type TestApp } from '../../../helpers.ts';
import { ALPINE_SUMMIT } from '../../../support/demo-fixtures.ts';
import {
  ACCEPTED,
  INVOICE_IN_ZURICH,
  paymentClient,
  reservationRow,
  type PaymentClient,
  paymentOutcome,
} from '../payment-client.ts';

const testCard = { ...ACCEPTED, selectedPaymentMethod: 'CREDIT_CARD', paymentProxy: 'TEST_GATEWAY' };
const api = (id: string) => `/api/v2/public/reservation/${id}`;

/** Confirmed and paid: tickets, one invoice, one e-mail, the payment complete. */
const PAID = { status: 'COMPLETE', mails: 1, invoices: 1, acquired: 1, payments: ['COMPLETE'] };
/** Waiting for the provider, nothing confirmed. */
const UNDER_WAY = {
  status: 'EXTERNAL_PROCESSING_PAYMENT',
  mails: 0,
  invoices: 0,
  acquired: 0,
  payments: ['PENDING'],
};

let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', TEST_GATEWAY_WEBHOOK_DELAY_SECONDS: '1' });
  client = await paymentClient(t);
});
afterAll(() => t.close());

/** Books one Standard ticket with an invoice and confirms the overview with the test card: the payment page's path. */
async function startPayment(): Promise<{ id: string; page: string }> {
  const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
  const response = await client.confirm(id, testCard);
  expect(response.statusCode, response.body).toBe(200);
  const value = response.json().value as { redirect: boolean; redirectUrl: string };
  expect(value.redirect).toBe(true);
  const page = new URL(value.redirectUrl).pathname;
  expect(page).toMatch(/^\/test-gateway\/payment\/[0-9a-f-]{36}$/);
  return { id, page };
}

const paymentIdOf = (page: string) => page.split('/').pop()!;

/** The buyer's click on the payment page; resolves to where the browser is sent. */
async function decide(page: string, decision: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location as string;
}

/** Follows the provider's return to our server; resolves to the shop page it sends the browser to. */
async function comeBack(location: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: new URL(location).pathname });
  expect(response.statusCode, response.body).toBe(303);
  return response.headers.location as string;
}

async function webhook(body: string, signature: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: TEST_GATEWAY_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', [TEST_GATEWAY_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

async function signed(body: string): Promise<string> {
  const secret = await sharedSecret(t.db, 'test-gateway-webhook');
  return signTestGatewayBody(secret, body, Math.floor(Date.now() / 1000));
}

const outcomeOf = (id: string) => paymentOutcome(t.db, id);

/** Waits for what the gateway's own webhook does in the background, giving up after ten seconds. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

const paymentStatus = (id: string) => t.app.inject({ method: 'GET', url: `${api(id)}/payment/CREDIT_CARD/status` });

describe('test gateway', () => {
  it('is offered where the organizer turned it on, and announced as a capability', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.info(id)).activePaymentMethods.CREDIT_CARD).toEqual({
      paymentProxy: 'TEST_GATEWAY',
      parameters: {},
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(info.json().capabilities).toContain('test-payment-gateway');
  });

  it('serves a translated payment page with a plain form, under the page CSP', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    const response = await client.confirm(id, testCard, 'de');
    const page = new URL((response.json().value as { redirectUrl: string }).redirectUrl).pathname;
    await t.db.query("UPDATE test_gateway_payment SET language = 'de' WHERE id = $1", [paymentIdOf(page)]);
    const html = await t.app.inject({ method: 'GET', url: page });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toContain("object-src 'none'");
    expect(html.body).toContain('<html lang="de">');
    expect(html.body).toContain(`<form method="post" action="${page}">`);
    expect(html.body).not.toContain('<script');
    for (const label of ['Genehmigen', 'Ablehnen', 'Später genehmigen']) expect(html.body).toContain(label);
  });

  it('approve: COMPLETE with tickets, one invoice and one confirmation e-mail', async () => {
    const { id, page } = await startPayment();
    expect((await reservationRow(t.db, id))?.status).toBe('EXTERNAL_PROCESSING_PAYMENT');
    const shop = await comeBack(await decide(page, 'approve'));
    expect(shop).toBe(`/event/${ALPINE_SUMMIT}/reservation/${id}/success`);
    expect(await outcomeOf(id)).toEqual(PAID);
    expect((await paymentStatus(id)).json()).toEqual({
      success: true,
      redirect: false,
      redirectUrl: null,
      failure: false,
      gatewayIdOrNull: paymentIdOf(page),
    });
  });

  it('approve, then close the browser instead of coming back: the webhook completes the order, one e-mail', async () => {
    const { id, page } = await startPayment();
    await decide(page, 'approve');
    await until(async () => (await reservationRow(t.db, id))?.status === 'COMPLETE');
    expect(await outcomeOf(id)).toEqual(PAID);
    const [events] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM payment_webhook_event WHERE payment_proxy = 'TEST_GATEWAY'",
    );
    expect(events!.count).toBeGreaterThanOrEqual(1);
  });

  it('decline: back on the overview, the failure in the payment status, and the order still payable', async () => {
    const { id, page } = await startPayment();
    const shop = await comeBack(await decide(page, 'decline'));
    expect(shop).toBe(`/event/${ALPINE_SUMMIT}/reservation/${id}/overview`);
    expect(await outcomeOf(id)).toEqual({
      status: 'PENDING',
      mails: 0,
      invoices: 0,
      acquired: 0,
      payments: ['FAILED'],
    });
    expect((await paymentStatus(id)).json()).toMatchObject({ success: false, failure: true });

    const again = await client.confirm(id, testCard);
    expect(again.json().value).toMatchObject({ redirect: true });
  });

  it('approve later: processing first, then COMPLETE through the signed webhook', async () => {
    const { id, page } = await startPayment();
    const shop = await comeBack(await decide(page, 'later'));
    expect(shop).toBe(`/event/${ALPINE_SUMMIT}/reservation/${id}/processing-payment`);
    expect((await reservationRow(t.db, id))?.status).toBe('WAITING_EXTERNAL_CONFIRMATION');

    await until(async () => (await reservationRow(t.db, id))?.status === 'COMPLETE');
    expect(await outcomeOf(id)).toEqual(PAID);
    const [events] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM payment_webhook_event WHERE payment_proxy = 'TEST_GATEWAY'",
    );
    expect(events!.count).toBeGreaterThanOrEqual(1);
  });

  it('a forced check of a payment still open sends the buyer back to the gateway page', async () => {
    const { id, page } = await startPayment();
    const open = await t.app.inject({ method: 'GET', url: `${api(id)}/transaction/force-check` });
    expect(open.json()).toMatchObject({ successful: false, failed: false, redirect: true });
    expect(new URL(open.json().redirectUrl as string).pathname).toBe(page);
    await decide(page, 'approve');
    const paid = await t.app.inject({ method: 'GET', url: `${api(id)}/transaction/force-check` });
    expect(paid.json()).toMatchObject({ successful: true, redirect: false, redirectUrl: null });
  });

  it('a forged or tampered webhook is refused and changes nothing', async () => {
    const { id, page } = await startPayment();
    await t.db.query("UPDATE test_gateway_payment SET status = 'APPROVED' WHERE id = $1", [paymentIdOf(page)]);
    const body = approvalEventBody(paymentIdOf(page));
    const forged = signTestGatewayBody('not-the-secret', body, Math.floor(Date.now() / 1000));
    expect((await webhook(body, forged)).statusCode).toBe(400);
    const genuine = await signed(body);
    expect((await webhook(body.replace('payment.approved', 'payment.approved '), genuine)).statusCode).toBe(400);
    expect((await webhook(body, 't=1,v1=00')).statusCode).toBe(400);
    expect((await webhook(body, '')).statusCode).toBe(400);
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
  });

  it('a replayed webhook changes nothing', async () => {
    const { id, page } = await startPayment();
    await t.db.query("UPDATE test_gateway_payment SET status = 'APPROVED' WHERE id = $1", [paymentIdOf(page)]);
    const body = approvalEventBody(paymentIdOf(page));
    const signature = await signed(body);
    expect((await webhook(body, signature)).statusCode).toBe(204);
    const after = await outcomeOf(id);
    expect(after).toEqual(PAID);
    expect((await webhook(body, signature)).statusCode).toBe(409);
    expect(await outcomeOf(id)).toEqual(after);
  });

  it('webhook, return, forced check and status polls at once: one confirmation', async () => {
    const { id, page } = await startPayment();
    const returned = await decide(page, 'approve');
    const body = approvalEventBody(paymentIdOf(page));
    const signature = await signed(body);
    const responses = await Promise.all([
      webhook(body, signature),
      t.app.inject({ method: 'GET', url: new URL(returned).pathname }),
      t.app.inject({ method: 'GET', url: `${api(id)}/transaction/force-check` }),
      paymentStatus(id),
      paymentStatus(id),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([204, 303, 200, 200, 200]);
    expect(await outcomeOf(id)).toEqual(PAID);
    const [row] = await t.db.query<{ numbers: number }>(
      'SELECT count(DISTINCT number)::int AS numbers FROM billing_document WHERE reservation_id = $1',
      [id],
    );
    expect(row!.numbers).toBe(1);
  });

  describe('paid after the hold ended', () => {
    /** The buyer gives up the payment, the hold runs out and is released; the gateway page is still open. */
    async function abandonAndExpire(): Promise<{ id: string; page: string }> {
      const started = await startPayment();
      const cancelled = await client.send('DELETE', `${api(started.id)}/payment`);
      expect(cancelled.json()).toBe(true);
      await t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [started.id]);
      await sweepExpiredReservations(t.db);
      expect(await outcomeOf(started.id)).toMatchObject({ status: 'CANCELLED', acquired: 0 });
      return started;
    }

    it('with seats left: the tickets are claimed again and the order completes', async () => {
      const { id, page } = await abandonAndExpire();
      const shop = await comeBack(await decide(page, 'approve'));
      expect(shop).toBe(`/event/${ALPINE_SUMMIT}/reservation/${id}/success`);
      expect(await outcomeOf(id)).toEqual(PAID);
    });

    it('with none left: the payment is refunded and the order is not paid without tickets', async () => {
      const { id, page } = await abandonAndExpire();
      const taken = await t.db.query<{ id: number }>(
        `UPDATE ticket SET status = 'PRE_RESERVED'
         WHERE status = 'FREE' AND event_id = (SELECT id FROM event WHERE short_name = $1) RETURNING id`,
        [ALPINE_SUMMIT],
      );
      try {
        await comeBack(await decide(page, 'approve'));
        expect(await outcomeOf(id)).toEqual({
          status: 'CANCELLED',
          mails: 1,
          invoices: 0,
          acquired: 0,
          payments: ['REFUNDED'],
        });
        const [gateway] = await t.db.query<{ status: string }>(
          'SELECT status FROM test_gateway_payment WHERE id = $1',
          [paymentIdOf(page)],
        );
        expect(gateway!.status).toBe('REFUNDED');
        const [transaction] = await t.db.query<{ failureCode: string }>(
          'SELECT failure_code AS "failureCode" FROM payment_transaction WHERE reservation_id = $1',
          [id],
        );
        expect(transaction!.failureCode).toBe('HOLD_EXPIRED_SOLD_OUT');
        const [mail] = await t.db.query<{ subject: string; body: string }>(
          'SELECT subject, text_body AS body FROM email_message WHERE reservation_id = $1',
          [id],
        );
        expect(mail!.subject).toMatch(/refunded/);
        expect(mail!.body).toContain('its tickets had been sold');
        expect((await paymentStatus(id)).json()).toMatchObject({ success: false, failure: true });
      } finally {
        await t.db.query("UPDATE ticket SET status = 'FREE' WHERE id = ANY($1::bigint[])", [
          taken.map((row) => row.id),
        ]);
      }
    });
  });

  describe('bad input', () => {
    it('answers 4xx and changes nothing', async () => {
      const { id, page } = await startPayment();
      expect((await t.app.inject({ method: 'GET', url: `${api(id)}/payment/BITCOIN/status` })).statusCode).toBe(400);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await t.app.inject({ method: 'GET', url: `${api(unknown)}/transaction/force-check` })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url: `/test-gateway/payment/${unknown}` })).statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'POST',
        url: page,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=steal',
      });
      expect(bad.statusCode).toBe(400);
      // A second confirmation while the payment is under way is refused.
      expect((await client.confirm(id, testCard)).statusCode).toBe(422);
      expect(await outcomeOf(id)).toEqual(UNDER_WAY);
    });
  });
});
