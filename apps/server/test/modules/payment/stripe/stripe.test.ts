import type { FakeStripe } from '@shop/fake-stripe';
import { stripeSignature } from '@shop/fake-stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/config.ts';
import { sweepExpiredReservations } from '../../../../src/modules/reservation/hold/expiry-sweep.ts';
import { testApp, type TestApp } from '../../../helpers.ts';
import { ALPINE_DEVOPS_DAY, ALPINE_SUMMIT } from '../../../support/demo-fixtures.ts';
import {
  authenticate,
  CARDS,
  deliverWebhook,
  eventsOf,
  payInBrowser,
  startStripe,
  STRIPE_KEYS,
  turnOnStripe,
} from '../../../support/stripe.ts';
import {
  ACCEPTED,
  INVOICE_IN_ZURICH,
  paymentClient,
  reservationRow,
  type PaymentClient,
  paymentOutcome,
} from '../payment-client.ts';

const api = (id: string) => `/api/v2/public/reservation/${id}`;
const stripeCard = (gatewayToken?: string) => ({
  ...ACCEPTED,
  selectedPaymentMethod: 'CREDIT_CARD',
  paymentProxy: 'STRIPE',
  ...(gatewayToken && { gatewayToken }),
});

const PAID = { status: 'COMPLETE', mails: 1, invoices: 1, acquired: 1, payments: ['COMPLETE'] };
const UNDER_WAY = { status: 'EXTERNAL_PROCESSING_PAYMENT', mails: 0, invoices: 0, acquired: 0, payments: ['PENDING'] };

let t: TestApp;
let fake: FakeStripe;
let client: PaymentClient;
beforeAll(async () => {
  fake = await startStripe();
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', STRIPE_API_URL: fake.url });
  await turnOnStripe(t.db, ALPINE_SUMMIT);
  client = await paymentClient(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const init = (id: string, method = 'CREDIT_CARD') => client.send('POST', `${api(id)}/payment/${method}/init`, {});
const paymentStatus = (id: string) => t.app.inject({ method: 'GET', url: `${api(id)}/payment/CREDIT_CARD/status` });
const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

/** One Standard ticket with an invoice, booked and initialised: the client secret the shop hands to Stripe.js. */
async function startPayment(): Promise<{ id: string; secret: string; intent: string }> {
  const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
  const response = await init(id);
  expect(response.statusCode, response.body).toBe(200);
  const secret = response.json().clientSecret as string;
  return { id, secret, intent: intentIdOf(secret) };
}

/** Delivers every event of a type the fake created for the PaymentIntent, signed as Stripe signs. */
async function deliver(intent: string, type: string) {
  const events = eventsOf(fake, intent, type);
  expect(events.length).toBeGreaterThan(0);
  return Promise.all(events.map((sent) => deliverWebhook(t, sent.body)));
}

const outcomeOf = (id: string) => paymentOutcome(t.db, id);

describe('card payments through Stripe', () => {
  it('is offered with the publishable key and Strong Customer Authentication', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.info(id)).activePaymentMethods.CREDIT_CARD).toEqual({
      paymentProxy: 'STRIPE',
      parameters: { enableSCA: true, stripe_p_key: STRIPE_KEYS.publishable },
    });
  });

  it('a króna order is sent in hundredths, as Stripe still counts ISK, and a yen order in whole yen', async () => {
    for (const [currency, factor] of [
      ['ISK', 100],
      ['JPY', 1],
    ] as const) {
      await t.db.query('UPDATE event SET currency = $2 WHERE short_name = $1', [ALPINE_SUMMIT, currency]);
      try {
        const { id, intent } = await startPayment();
        const row = await reservationRow(t.db, id);
        expect(fake.paymentIntents.get(intent)).toMatchObject({
          amount: row!.finalPrice * factor,
          currency: currency.toLowerCase(),
        });
      } finally {
        await t.db.query("UPDATE event SET currency = 'CHF' WHERE short_name = $1", [ALPINE_SUMMIT]);
      }
    }
  });

  it('init creates a PaymentIntent of the order total and a second init answers the same one', async () => {
    const { id, secret, intent } = await startPayment();
    const row = await reservationRow(t.db, id);
    expect(row?.status).toBe('EXTERNAL_PROCESSING_PAYMENT');
    const [event] = await t.db.query<{ currency: string }>('SELECT currency FROM event WHERE short_name = $1', [
      ALPINE_SUMMIT,
    ]);
    const created = fake.paymentIntents.get(intent)!;
    expect(row!.finalPrice).toBeGreaterThan(0);
    expect(created).toMatchObject({
      amount: row!.finalPrice,
      currency: event!.currency.toLowerCase(),
      metadata: { reservationId: id },
      status: 'requires_payment_method',
    });
    const again = await init(id);
    expect(again.json()).toEqual({
      clientSecret: secret,
      reservationStatusChanged: false,
      errorMessage: null,
      token: null,
      paymentMethod: 'CREDIT_CARD',
      paymentProvider: 'STRIPE',
    });
    expect([...fake.paymentIntents.values()].filter((pi) => pi.metadata.reservationId === id)).toHaveLength(1);
  });

  it('paid by card: the webhook completes the order once, and the confirmation with its token succeeds', async () => {
    const { id, secret, intent } = await startPayment();
    const early = await client.confirm(id, stripeCard(intent));
    expect(early.statusCode).toBe(422);
    expect(early.json().validationErrors[0].code).toBe('error.STEP_2_PAYMENT_PROCESSING_ERROR');
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);

    expect((await payInBrowser(fake, secret, CARDS.approved)).status).toBe(200);
    const [delivered] = await deliver(intent, 'payment_intent.succeeded');
    expect(delivered!.statusCode).toBe(200);
    expect(await outcomeOf(id)).toEqual(PAID);
    expect((await paymentStatus(id)).json()).toEqual({
      success: true,
      redirect: false,
      redirectUrl: null,
      failure: false,
      gatewayIdOrNull: intent,
    });
    const confirmed = await client.confirm(id, stripeCard(intent));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toEqual({
      success: true,
      redirect: false,
      redirectUrl: null,
      failure: true,
      gatewayIdOrNull: null,
    });
    expect((await client.confirm(id, stripeCard('pi_somebody_else'))).statusCode).toBe(422);
    expect(await outcomeOf(id)).toEqual(PAID);
    expect((await init(id)).json()).toMatchObject({ reservationStatusChanged: true, clientSecret: null });
  });

  it('a declined card: the poll reports the failure, the order is payable again with a new payment', async () => {
    const { id, secret, intent } = await startPayment();
    const declined = await payInBrowser(fake, secret, CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect((await paymentStatus(id)).json()).toMatchObject({ success: false, failure: true, gatewayIdOrNull: intent });
    expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', mails: 0, payments: ['FAILED'] });
    const [transaction] = await t.db.query<{ code: string }>(
      'SELECT failure_code AS code FROM payment_transaction WHERE reservation_id = $1',
      [id],
    );
    expect(transaction!.code).toBe('generic_decline');

    const retry = await init(id);
    const fresh = retry.json().clientSecret as string;
    expect(intentIdOf(fresh)).not.toBe(intent);
    expect((await payInBrowser(fake, fresh, CARDS.approved)).status).toBe(200);
    expect((await paymentStatus(id)).json()).toMatchObject({ success: true });
    // The declined payment is closed at Stripe by the new attempt; why it failed stays on record.
    expect(await outcomeOf(id)).toEqual({ ...PAID, payments: ['CANCELLED', 'COMPLETE'] });
    expect(fake.paymentIntents.get(intent)?.status).toBe('canceled');
    const [first] = await t.db.query<{ code: string }>(
      'SELECT failure_code AS code FROM payment_transaction WHERE reservation_id = $1 ORDER BY id LIMIT 1',
      [id],
    );
    expect(first!.code).toBe('generic_decline');
  });

  it('a new attempt closes the declined payment at Stripe, so a page left open cannot pay it too', async () => {
    const first = await startPayment();
    await payInBrowser(fake, first.secret, CARDS.declined);
    expect((await paymentStatus(first.id)).json()).toMatchObject({ failure: true });
    const second = intentIdOf((await init(first.id)).json().clientSecret as string);
    expect(fake.paymentIntents.get(first.intent)?.status).toBe('canceled');
    expect((await payInBrowser(fake, first.secret, CARDS.approved)).status).toBe(400);

    const secondSecret = fake.paymentIntents.get(second)!.client_secret;
    expect((await payInBrowser(fake, secondSecret, CARDS.approved)).status).toBe(200);
    await deliver(second, 'payment_intent.succeeded');
    expect(await outcomeOf(first.id)).toMatchObject({
      status: 'COMPLETE',
      acquired: 1,
      payments: ['CANCELLED', 'COMPLETE'],
    });
    expect(fake.refunds).toEqual([]);
  });

  it('a declined payment that went through just before a new attempt: one order, the other payment given back', async () => {
    const first = await startPayment();
    await payInBrowser(fake, first.secret, CARDS.declined);
    expect((await paymentStatus(first.id)).json()).toMatchObject({ failure: true });
    // The buyer's first card goes through on the first payment after all (another tab, a retry),
    // before its webhook arrives: Stripe will not close it, and the new attempt starts anyway.
    expect((await payInBrowser(fake, first.secret, CARDS.approved)).status).toBe(200);
    const second = intentIdOf((await init(first.id)).json().clientSecret as string);
    await deliver(first.intent, 'payment_intent.succeeded');
    expect(await outcomeOf(first.id)).toMatchObject({
      status: 'COMPLETE',
      invoices: 1,
      acquired: 1,
      payments: ['COMPLETE', 'CANCELLED'],
    });

    const secondSecret = fake.paymentIntents.get(second)!.client_secret;
    expect((await payInBrowser(fake, secondSecret, CARDS.approved)).status).toBe(200);
    await deliver(second, 'payment_intent.succeeded');
    expect(await outcomeOf(first.id)).toMatchObject({ status: 'COMPLETE', payments: ['COMPLETE', 'REFUNDED'] });
    expect(fake.refunds.map((refund) => refund.payment_intent)).toContain(second);
    expect(fake.refunds.map((refund) => refund.payment_intent)).not.toContain(first.intent);
  });

  it('insufficient funds are reported with their reason', async () => {
    const { id, secret } = await startPayment();
    expect((await payInBrowser(fake, secret, CARDS.insufficientFunds)).body.error).toMatchObject({
      decline_code: 'insufficient_funds',
    });
    await paymentStatus(id);
    const [transaction] = await t.db.query<{ code: string }>(
      'SELECT failure_code AS code FROM payment_transaction WHERE reservation_id = $1',
      [id],
    );
    expect(transaction!.code).toBe('insufficient_funds');
  });

  it('3-D Secure: waiting while the bank asks, complete pays, fail leaves the order payable', async () => {
    const passed = await startPayment();
    const challenged = await payInBrowser(fake, passed.secret, CARDS.threeDSecure);
    expect(challenged.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
    expect((await paymentStatus(passed.id)).json()).toMatchObject({ success: false, failure: false });
    await authenticate(fake, passed.secret, 'complete');
    await deliver(passed.intent, 'payment_intent.succeeded');
    expect(await outcomeOf(passed.id)).toEqual(PAID);

    const failed = await startPayment();
    await payInBrowser(fake, failed.secret, CARDS.threeDSecure);
    await authenticate(fake, failed.secret, 'fail');
    await deliver(failed.intent, 'payment_intent.payment_failed');
    expect(await outcomeOf(failed.id)).toMatchObject({ status: 'PENDING', payments: ['FAILED'] });
  });

  it('a replayed webhook answers 200 and changes nothing', async () => {
    const { id, secret, intent } = await startPayment();
    await payInBrowser(fake, secret, CARDS.approved);
    const [sent] = eventsOf(fake, intent, 'payment_intent.succeeded');
    expect((await deliverWebhook(t, sent!.body)).statusCode).toBe(200);
    const after = await outcomeOf(id);
    expect(after).toEqual(PAID);
    expect((await deliverWebhook(t, sent!.body)).statusCode).toBe(200);
    expect(await outcomeOf(id)).toEqual(after);
  });

  it('a failure announced after the success does not undo the order', async () => {
    const { id, secret, intent } = await startPayment();
    await payInBrowser(fake, secret, CARDS.declined);
    await payInBrowser(fake, secret, CARDS.approved);
    await deliver(intent, 'payment_intent.succeeded');
    expect(await outcomeOf(id)).toEqual(PAID);
    const [late] = await deliver(intent, 'payment_intent.payment_failed');
    expect(late!.statusCode).toBe(200);
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  it('a forged, tampered or unsigned webhook is refused and changes nothing', async () => {
    const { id, secret, intent } = await startPayment();
    await payInBrowser(fake, secret, CARDS.approved);
    const [sent] = eventsOf(fake, intent, 'payment_intent.succeeded');
    const body = sent!.body;
    expect((await deliverWebhook(t, body, stripeSignature('whsec_not_the_secret', body))).statusCode).toBe(400);
    const genuine = stripeSignature(STRIPE_KEYS.webhook, body);
    expect((await deliverWebhook(t, body.replace('"livemode": false', '"livemode": true'), genuine)).statusCode).toBe(
      400,
    );
    expect((await deliverWebhook(t, body, 't=1,v1=00')).statusCode).toBe(400);
    expect((await deliverWebhook(t, body, '')).statusCode).toBe(400);
    const old = stripeSignature(STRIPE_KEYS.webhook, body, Math.floor(Date.now() / 1000) - 3600);
    expect((await deliverWebhook(t, body, old)).statusCode).toBe(400);
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
  });

  it('an event of a type the server does not handle, or naming none of its reservations, is acknowledged and changes nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_unhandled',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer', metadata: {} } },
    });
    expect((await deliverWebhook(t, body)).statusCode).toBe(200);
    expect((await deliverWebhook(t, body, '')).statusCode).toBe(200);
    const { id } = await startPayment();
    const ours = JSON.stringify({
      id: 'evt_unhandled_ours',
      object: 'event',
      type: 'payment_intent.created',
      data: { object: { id: 'pi_x', object: 'payment_intent', metadata: { reservationId: id } } },
    });
    expect((await deliverWebhook(t, ours)).statusCode).toBe(200);
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
  });

  it('a lost webhook: the status poll finds the payment and completes the order', async () => {
    const { id, secret } = await startPayment();
    await payInBrowser(fake, secret, CARDS.approved);
    expect((await paymentStatus(id)).json()).toMatchObject({ success: true, failure: false });
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  describe('paid after the hold ended', () => {
    /** The buyer leaves the payment, the hold runs out and is released; the PaymentIntent can still be paid. */
    async function abandonAndExpire() {
      const started = await startPayment();
      expect((await client.send('DELETE', `${api(started.id)}/payment`)).json()).toBe(true);
      await t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [started.id]);
      await sweepExpiredReservations(t.db);
      expect(await outcomeOf(started.id)).toMatchObject({ status: 'CANCELLED', acquired: 0 });
      return started;
    }

    it('an init after expiry starts no payment', async () => {
      const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
      await t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [id]);
      const before = fake.paymentIntents.size;
      expect((await init(id)).json()).toMatchObject({ reservationStatusChanged: true, clientSecret: null });
      expect(fake.paymentIntents.size).toBe(before);
      expect((await reservationRow(t.db, id))?.status).toBe('PENDING');
    });

    it('with seats left: the order completes', async () => {
      const { id, secret, intent } = await abandonAndExpire();
      await payInBrowser(fake, secret, CARDS.approved);
      await deliver(intent, 'payment_intent.succeeded');
      expect(await outcomeOf(id)).toEqual(PAID);
    });

    it('sold out meanwhile: the money goes back and the buyer is told why', async () => {
      const { id, secret, intent } = await abandonAndExpire();
      const taken = await t.db.query<{ id: number }>(
        `UPDATE ticket SET status = 'PRE_RESERVED'
         WHERE status = 'FREE' AND event_id = (SELECT id FROM event WHERE short_name = $1) RETURNING id`,
        [ALPINE_SUMMIT],
      );
      try {
        await payInBrowser(fake, secret, CARDS.approved);
        await deliver(intent, 'payment_intent.succeeded');
        expect(await outcomeOf(id)).toEqual({
          status: 'CANCELLED',
          mails: 1,
          invoices: 0,
          acquired: 0,
          payments: ['REFUNDED'],
        });
        expect(fake.refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
        const [mail] = await t.db.query<{ subject: string; body: string }>(
          'SELECT subject, text_body AS body FROM email_message WHERE reservation_id = $1',
          [id],
        );
        expect(mail!.subject).toMatch(/refunded/);
        expect(mail!.body).toContain('its tickets had been sold');
      } finally {
        await t.db.query("UPDATE ticket SET status = 'FREE' WHERE id = ANY($1::bigint[])", [
          taken.map((row) => row.id),
        ]);
      }
    });
  });

  it("talks to Stripe's API unless STRIPE_API_URL says otherwise, and refuses a URL that is not http(s)", () => {
    expect(loadConfig({}).stripeApiUrl.href).toBe('https://api.stripe.com/');
    expect(loadConfig({ STRIPE_API_URL: fake.url }).stripeApiUrl.origin).toBe(fake.url);
    expect(() => loadConfig({ STRIPE_API_URL: 'api.stripe.com' })).toThrow(ConfigError);
  });

  describe('init with bad input', () => {
    it('answers 400 for an unknown method or reservation, 404 where Stripe is not offered', async () => {
      const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
      expect((await init(id, 'BITCOIN')).statusCode).toBe(400);
      expect((await init('00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
      expect((await init(id, 'BANK_TRANSFER')).statusCode).toBe(404);
      const elsewhere = await client.book(ALPINE_DEVOPS_DAY, { 'On site': 1 });
      expect((await init(elsewhere)).statusCode).toBe(404);
      expect((await reservationRow(t.db, id))?.status).toBe('PENDING');
      expect((await reservationRow(t.db, elsewhere))?.status).toBe('PENDING');
    });

    it('answers 401 for a reservation of another signed-in buyer, and starts nothing', async () => {
      const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
      await t.db.query('UPDATE reservation SET user_id = (SELECT id FROM app_user LIMIT 1) WHERE id = $1', [id]);
      expect((await init(id)).statusCode).toBe(401);
      expect((await reservationRow(t.db, id))?.status).toBe('PENDING');
    });
  });
});
