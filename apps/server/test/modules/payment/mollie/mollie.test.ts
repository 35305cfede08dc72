import { DEFAULT_METHODS, startFakeMollie, type Decision, type FakeMollie } from '@shop/fake-mollie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/config.ts';
import { sweepExpiredReservations } from '../../../../src/modules/reservation/hold/expiry-sweep.ts';
import { testApp, type TestApp } from '../../../helpers.ts';
import { FILM_FESTIVAL_INVOICE, RIVIERA_FILM_FESTIVAL } from '../../../support/demo-fixtures.ts';
import { mollieWebhook, turnOnMollie } from '../../../support/mollie.ts';
import { ACCEPTED, paymentClient, paymentOutcome, reservationRow, type PaymentClient } from '../payment-client.ts';

const api = (id: string) => `/api/v2/public/reservation/${id}`;
const mollie = (method = 'IDEAL') => ({ ...ACCEPTED, selectedPaymentMethod: method, paymentProxy: 'MOLLIE' });
// Nothing listens there: the fake's own webhook calls fail, and each test delivers them itself.
const BASE_URL = 'http://127.0.0.1:9';

const PAID = { status: 'COMPLETE', mails: 1, invoices: 1, acquired: 1, payments: ['COMPLETE'] };
const UNDER_WAY = { status: 'EXTERNAL_PROCESSING_PAYMENT', mails: 0, invoices: 0, acquired: 0, payments: ['PENDING'] };

let t: TestApp;
let fake: FakeMollie;
let client: PaymentClient;
beforeAll(async () => {
  fake = await startFakeMollie();
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', MOLLIE_API_URL: fake.url, BASE_URL });
  await turnOnMollie(t.db, RIVIERA_FILM_FESTIVAL);
  client = await paymentClient(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.methods.splice(0, fake.methods.length, ...DEFAULT_METHODS);
});

const outcomeOf = (id: string) => paymentOutcome(t.db, id);
const paymentStatus = (id: string, method = 'IDEAL') =>
  t.app.inject({ method: 'GET', url: `${api(id)}/payment/${method}/status` });
const paymentIdOf = (checkoutUrl: string) => /\/checkout\/(tr_\w+)$/.exec(checkoutUrl)![1]!;

/** Day tickets with an invoice, booked and confirmed with a Mollie method: the checkout page the buyer is sent to. */
async function startPayment(tickets = 1, method = 'IDEAL'): Promise<{ id: string; payment: string; checkout: string }> {
  const id = await client.book(RIVIERA_FILM_FESTIVAL, { 'Day ticket': tickets }, FILM_FESTIVAL_INVOICE);
  const confirmed = await client.confirm(id, mollie(method));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const checkout = confirmed.json().value.redirectUrl as string;
  return { id, payment: paymentIdOf(checkout), checkout };
}

/** The buyer's choice on Mollie's test checkout, and Mollie's webhook call delivered to the server. */
async function decideAndNotify(payment: string, decision: Decision) {
  await fake.decide(payment, decision);
  const answer = await mollieWebhook(t, payment);
  expect(answer.statusCode).toBe(200);
}

describe('redirect payments through Mollie', () => {
  it("offers the Mollie methods Mollie lists as available for the order's amount", async () => {
    const one = await client.book(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 }, FILM_FESTIVAL_INVOICE);
    const offered = (await client.info(one)).activePaymentMethods;
    for (const method of ['IDEAL', 'CREDIT_CARD', 'BANCONTACT', 'APPLE_PAY', 'BELFIUS', 'KBC', 'PRZELEWY_24'])
      expect(offered[method], method).toEqual({ paymentProxy: 'MOLLIE', parameters: {} });
    // Withdrawn by Mollie: never listed, so never offered.
    expect(offered.ING_HOME_PAY).toBeUndefined();

    const ideal = fake.methods.findIndex((method) => method.id === 'ideal');
    fake.methods[ideal] = { ...fake.methods[ideal]!, maximumCents: 3_000 };
    const two = await client.book(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 2 }, FILM_FESTIVAL_INVOICE);
    const forTwo = (await client.info(two)).activePaymentMethods;
    expect(forTwo.IDEAL).toBeUndefined();
    expect(forTwo.BANCONTACT).toEqual({ paymentProxy: 'MOLLIE', parameters: {} });
  });

  it("confirming sends the buyer to Mollie's checkout for a payment of the order total", async () => {
    const { id, payment, checkout } = await startPayment();
    const row = await reservationRow(t.db, id);
    expect(row?.status).toBe('EXTERNAL_PROCESSING_PAYMENT');
    expect(checkout).toBe(`${fake.url}/checkout/${payment}`);
    expect(fake.payments.get(payment)).toMatchObject({
      status: 'open',
      method: 'ideal',
      amount: { currency: 'EUR', value: (row!.finalPrice / 100).toFixed(2) },
      redirectUrl: `${BASE_URL}/api/payment/return/${id}`,
      webhookUrl: `${BASE_URL}/api/payment/webhook/mollie`,
      metadata: { reservationId: id },
    });
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
    const page = await (await fetch(checkout)).text();
    expect(page).toContain('>Paid</button>');
  });

  it('a yen order is sent to Mollie in whole yen, as Mollie writes a currency without decimals', async () => {
    const card = fake.methods.findIndex((method) => method.id === 'creditcard');
    fake.methods[card] = { ...fake.methods[card]!, currencies: [...fake.methods[card]!.currencies, 'JPY'] };
    await t.db.query("UPDATE event SET currency = 'JPY' WHERE short_name = $1", [RIVIERA_FILM_FESTIVAL]);
    try {
      const { id, payment } = await startPayment(1, 'CREDIT_CARD');
      const row = await reservationRow(t.db, id);
      expect(fake.payments.get(payment)?.amount).toEqual({ currency: 'JPY', value: String(row!.finalPrice) });
    } finally {
      await t.db.query("UPDATE event SET currency = 'EUR' WHERE short_name = $1", [RIVIERA_FILM_FESTIVAL]);
    }
  });

  it('paid, then the webhook: the order completes once, with one invoice and one e-mail', async () => {
    const { id, payment } = await startPayment();
    await decideAndNotify(payment, 'paid');
    expect(await outcomeOf(id)).toEqual(PAID);
    const back = await t.app.inject({ method: 'GET', url: `/api/payment/return/${id}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/event/${RIVIERA_FILM_FESTIVAL}/reservation/${id}/success`);
    expect((await paymentStatus(id)).json()).toEqual({
      success: true,
      redirect: false,
      redirectUrl: null,
      failure: false,
      gatewayIdOrNull: payment,
    });
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  it('a replayed webhook answers 200 and changes nothing', async () => {
    const { id, payment } = await startPayment();
    await decideAndNotify(payment, 'paid');
    const after = await outcomeOf(id);
    expect(after).toEqual(PAID);
    expect((await mollieWebhook(t, payment)).statusCode).toBe(200);
    expect((await mollieWebhook(t, payment)).statusCode).toBe(200);
    expect(await outcomeOf(id)).toEqual(after);
  });

  it("a forced check of a payment still open sends the buyer back to Mollie's checkout", async () => {
    const { id, payment, checkout } = await startPayment();
    const open = await t.app.inject({ method: 'GET', url: `${api(id)}/transaction/force-check` });
    expect(open.json()).toEqual({
      successful: false,
      failed: false,
      redirect: true,
      initialized: true,
      redirectUrl: checkout,
      gatewayIdOrNull: payment,
    });
    await fake.decide(payment, 'paid');
    const paid = await t.app.inject({ method: 'GET', url: `${api(id)}/transaction/force-check` });
    expect(paid.json()).toMatchObject({ successful: true, redirect: false, redirectUrl: null });
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  it('paid but the webhook lost: the buyer coming back completes the order', async () => {
    const { id, payment } = await startPayment();
    await fake.decide(payment, 'paid');
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
    const back = await t.app.inject({ method: 'GET', url: `/api/payment/return/${id}` });
    expect(back.headers.location).toBe(`/event/${RIVIERA_FILM_FESTIVAL}/reservation/${id}/success`);
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  it('paid but neither webhook nor return: the status poll completes the order', async () => {
    const { id, payment } = await startPayment(1, 'BANCONTACT');
    await fake.decide(payment, 'paid');
    expect((await paymentStatus(id, 'BANCONTACT')).json()).toMatchObject({ success: true, failure: false });
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  for (const decision of ['failed', 'canceled', 'expired'] as const) {
    it(`${decision} at Mollie: the order is payable again, and a new payment completes it`, async () => {
      const { id, payment } = await startPayment();
      await decideAndNotify(payment, decision);
      expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', mails: 0, payments: ['FAILED'] });
      const [transaction] = await t.db.query<{ code: string }>(
        'SELECT failure_code AS code FROM payment_transaction WHERE reservation_id = $1',
        [id],
      );
      expect(transaction!.code).toBe(decision);
      const back = await t.app.inject({ method: 'GET', url: `/api/payment/return/${id}` });
      expect(back.headers.location).toBe(`/event/${RIVIERA_FILM_FESTIVAL}/reservation/${id}/overview`);

      const again = await client.confirm(id, mollie('CREDIT_CARD'));
      expect(again.statusCode, again.body).toBe(200);
      const second = paymentIdOf(again.json().value.redirectUrl as string);
      expect(second).not.toBe(payment);
      expect(fake.payments.get(second)?.method).toBe('creditcard');
      await decideAndNotify(second, 'paid');
      expect(await outcomeOf(id)).toEqual({ ...PAID, payments: ['FAILED', 'COMPLETE'] });
    });
  }

  it('a webhook naming an unknown or forged id changes nothing; a malformed one is refused', async () => {
    const { id, payment } = await startPayment();
    expect((await mollieWebhook(t, 'tr_NotOursAtAll')).statusCode).toBe(200);
    // Our payment, still open at Mollie: the call makes us ask, and Mollie says nothing happened.
    expect((await mollieWebhook(t, payment)).statusCode).toBe(200);
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
    expect((await mollieWebhook(t, 'not-a-payment')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/mollie',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: payment }),
    });
    expect(json.statusCode).toBe(400);
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
  });

  it('a method Mollie refuses at payment time: the confirmation answers an error and the order stays payable', async () => {
    const id = await client.book(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 }, FILM_FESTIVAL_INVOICE);
    expect((await client.info(id)).activePaymentMethods.KBC).toBeDefined();
    // Switched off at Mollie after the list was read (it is kept for a minute).
    fake.methods.splice(
      fake.methods.findIndex((method) => method.id === 'kbc'),
      1,
    );
    const refused = await client.confirm(id, mollie('KBC'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().validationErrors[0].code).toBe('error.STEP_2_PAYMENT_PROCESSING_ERROR');
    expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', payments: [] });
  });

  describe('paid after the hold ended', () => {
    /** The buyer leaves Mollie's page open, gives up the payment, the hold runs out and is released. */
    async function abandonAndExpire() {
      const started = await startPayment();
      expect((await client.send('DELETE', `${api(started.id)}/payment`)).json()).toBe(true);
      await t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [started.id]);
      await sweepExpiredReservations(t.db);
      expect(await outcomeOf(started.id)).toMatchObject({ status: 'CANCELLED', acquired: 0 });
      return started;
    }

    it('with seats left: the order completes', async () => {
      const { id, payment } = await abandonAndExpire();
      await decideAndNotify(payment, 'paid');
      expect(await outcomeOf(id)).toEqual(PAID);
    });

    it('sold out meanwhile: the money goes back at Mollie and the buyer is told why', async () => {
      const { id, payment } = await abandonAndExpire();
      const taken = await t.db.query<{ id: number }>(
        `UPDATE ticket SET status = 'PRE_RESERVED'
         WHERE status = 'FREE' AND event_id = (SELECT id FROM event WHERE short_name = $1) RETURNING id`,
        [RIVIERA_FILM_FESTIVAL],
      );
      try {
        await decideAndNotify(payment, 'paid');
        expect(await outcomeOf(id)).toEqual({
          status: 'CANCELLED',
          mails: 1,
          invoices: 0,
          acquired: 0,
          payments: ['REFUNDED'],
        });
        const refunds = fake.refunds.filter((refund) => refund.paymentId === payment);
        expect(refunds).toHaveLength(1);
        expect(refunds[0]!.amount).toEqual(fake.payments.get(payment)!.amount);
        const [mail] = await t.db.query<{ subject: string; body: string }>(
          'SELECT subject, text_body AS body FROM email_message WHERE reservation_id = $1',
          [id],
        );
        expect(mail!.subject).toMatch(/refunded/);
        expect(mail!.body).toContain('its tickets had been sold');
        expect((await mollieWebhook(t, payment)).statusCode).toBe(200);
        expect(fake.refunds.filter((refund) => refund.paymentId === payment)).toHaveLength(1);
      } finally {
        await t.db.query("UPDATE ticket SET status = 'FREE' WHERE id = ANY($1::bigint[])", [
          taken.map((row) => row.id),
        ]);
      }
    });
  });

  it("talks to Mollie's API unless MOLLIE_API_URL says otherwise, and refuses a URL that is not http(s)", () => {
    expect(loadConfig({}).mollieApiUrl.href).toBe('https://api.mollie.com/');
    expect(loadConfig({ MOLLIE_API_URL: fake.url }).mollieApiUrl.origin).toBe(fake.url);
    expect(() => loadConfig({ MOLLIE_API_URL: 'api.mollie.com' })).toThrow(ConfigError);
  });
});
