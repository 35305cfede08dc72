import { startFakeMollie, type FakeMollie } from '@shop/fake-mollie';
import { startFakePayPal, type FakePayPal } from '@shop/fake-paypal';
import { startFakeSaferpay, type FakeSaferpay } from '@shop/fake-saferpay';
import type { FakeStripe } from '@shop/fake-stripe';
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnOnPaymentProvider } from '../../../../src/modules/payment/provider-setup-repository.ts';
import { testApp, type TestApp } from '../../../helpers.ts';
import { ALPINE_SUMMIT, FILM_FESTIVAL_INVOICE, RIVIERA_FILM_FESTIVAL } from '../../../support/demo-fixtures.ts';
import { mollieWebhook, turnOnMollie } from '../../../support/mollie.ts';
import { saferpayNotify, turnOnSaferpay } from '../../../support/saferpay.ts';
import { CARDS, deliverWebhook, eventsOf, payInBrowser, startStripe, turnOnStripe } from '../../../support/stripe.ts';
import { adminApi, keyForEventOrganizer, SYSTEM_KEY } from '../../organizer/organizer-client.ts';
import {
  ACCEPTED,
  expectConfirmed,
  INVOICE_IN_ZURICH,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from '../payment-client.ts';

const BASE_URL = 'http://127.0.0.1:9';
const OK = { status: 'OK', data: true, errors: [] };

interface Shop {
  t: TestApp;
  buyer: PaymentClient;
  key: string;
}

async function shop(env: Record<string, string>, slug: string): Promise<Shop> {
  const t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0', BASE_URL, ...env });
  return { t, buyer: await paymentClient(t), key: await keyForEventOrganizer(t, slug) };
}

const cancelPath = (slug: string, id: string) => `/admin/api/reservation/event/${slug}/${id}/cancel?refund=true`;
const refundPath = (slug: string, id: string) => `/admin/api/reservation/event/${slug}/${id}/refund`;

async function paidCents(t: TestApp, id: string): Promise<number> {
  const [row] = await t.db.query<{ cents: number }>(
    "SELECT amount_cents::int AS cents FROM payment_transaction WHERE reservation_id = $1 AND status = 'COMPLETE'",
    [id],
  );
  return row!.cents;
}

async function refundsOf(t: TestApp, slug: string, key: string, id: string) {
  const listed = await adminApi(t, key)('GET', `/api/v1/admin/event/${slug}/refunds`);
  expect(listed.statusCode).toBe(200);
  return (
    listed.json() as {
      reservationId: string;
      amount: number;
      status: string;
      attempts: number;
      lastError: string | null;
    }[]
  ).filter((refund) => refund.reservationId === id);
}

/**
 * Stands between the server and a provider's fake like the network does: while `down`, every call
 * is answered 503 by the "gateway", so the provider cannot be reached.
 */
async function network(target: string): Promise<{ url: string; down: boolean; close(): Promise<void> }> {
  const upstream = new URL(target);
  const state = { down: false };
  const server: Server = createServer((incoming, outgoing) => {
    if (state.down) {
      outgoing.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    const proxied = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe('refunds through Stripe', () => {
  let fake: FakeStripe;
  let link: Awaited<ReturnType<typeof network>>;
  let s: Shop;
  beforeAll(async () => {
    fake = await startStripe();
    link = await network(fake.url);
    s = await shop({ STRIPE_API_URL: link.url }, ALPINE_SUMMIT);
    await turnOnStripe(s.t.db, ALPINE_SUMMIT);
  });
  afterAll(async () => {
    await s.t.close();
    await link.close();
    await fake.close();
  });

  async function paid(): Promise<{ id: string; intent: string }> {
    const id = await s.buyer.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const init = await s.buyer.send('POST', `/api/v2/public/reservation/${id}/payment/CREDIT_CARD/init`, {});
    const secret = init.json().clientSecret as string;
    const intent = secret.split('_secret_')[0]!;
    expect((await payInBrowser(fake, secret, CARDS.approved)).status).toBe(200);
    for (const sent of eventsOf(fake, intent, 'payment_intent.succeeded')) await deliverWebhook(s.t, sent.body);
    expect((await reservationRow(s.t.db, id))!.status).toBe('COMPLETE');
    return { id, intent };
  }

  it('gives back part of a payment, then the rest on cancellation', async () => {
    const { id, intent } = await paid();
    const cents = await paidCents(s.t, id);
    const api = adminApi(s.t, s.key);
    expect((await api('POST', refundPath(ALPINE_SUMMIT, id), { amount: '5.00' })).json()).toEqual(OK);
    expect((await api('POST', cancelPath(ALPINE_SUMMIT, id))).json()).toEqual(OK);
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent).map((refund) => refund.amount)).toEqual([
      500,
      cents - 500,
    ]);
    expect((await refundsOf(s.t, ALPINE_SUMMIT, s.key, id)).map((refund) => refund.status)).toEqual(['DONE', 'DONE']);
  });

  it('keeps a refund Stripe cannot be reached for owed and visible, and gives it once Stripe answers', async () => {
    const { id, intent } = await paid();
    const cents = await paidCents(s.t, id);
    link.down = true;
    try {
      const cancelled = await adminApi(s.t, s.key)('POST', cancelPath(ALPINE_SUMMIT, id));
      expect(cancelled.json()).toEqual(OK);
      // Invoiced, so credited as it is cancelled.
      expect((await reservationRow(s.t.db, id))!.status).toBe('CREDIT_NOTE_ISSUED');
      const [owed] = await refundsOf(s.t, ALPINE_SUMMIT, s.key, id);
      expect(owed).toMatchObject({ amount: cents, status: 'PENDING', attempts: 1 });
      expect(owed!.lastError).toMatch(/Stripe/);
      // Still unreachable: asked again, still owed.
      expect(await s.t.sweepOwedRefunds(86_400)).toBe(0);
      expect((await refundsOf(s.t, ALPINE_SUMMIT, s.key, id))[0]).toMatchObject({ status: 'PENDING', attempts: 2 });
    } finally {
      link.down = false;
    }
    // Not due yet: the sweep waits after a refusal.
    expect(await s.t.sweepOwedRefunds()).toBe(0);
    expect(await s.t.sweepOwedRefunds(86_400)).toBe(1);
    expect((await refundsOf(s.t, ALPINE_SUMMIT, s.key, id))[0]).toMatchObject({ status: 'DONE', lastError: null });
    expect(fake.refunds.filter((refund) => refund.payment_intent === intent).map((refund) => refund.amount)).toEqual([
      cents,
    ]);
    expect(await s.t.sweepOwedRefunds(86_400)).toBe(0);
  });

  it('keeps a refund Stripe refuses owed, with Stripe’s reason, never dropped', async () => {
    const { id } = await paid();
    const cents = await paidCents(s.t, id);
    // The organizer gave the money back in Stripe's dashboard meanwhile: Stripe refuses a second refund.
    const direct = await fetch(`${fake.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: 'Bearer sk_test_alpine_tech_forum',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        payment_intent: (
          await s.t.db.query<{ g: string }>(
            "SELECT gateway_id AS g FROM payment_transaction WHERE reservation_id = $1 AND status = 'COMPLETE'",
            [id],
          )
        )[0]!.g,
      }),
    });
    expect(direct.status).toBe(200);
    expect((await adminApi(s.t, s.key)('POST', refundPath(ALPINE_SUMMIT, id), { amount: cents / 100 })).json()).toEqual(
      OK,
    );
    const [owed] = await refundsOf(s.t, ALPINE_SUMMIT, s.key, id);
    expect(owed).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(owed!.lastError).toMatch(/refunded/);
  });
});

describe('refunds through Mollie', () => {
  let fake: FakeMollie;
  let s: Shop;
  beforeAll(async () => {
    fake = await startFakeMollie();
    s = await shop({ MOLLIE_API_URL: fake.url }, RIVIERA_FILM_FESTIVAL);
    await turnOnMollie(s.t.db, RIVIERA_FILM_FESTIVAL);
  });
  afterAll(async () => {
    await s.t.close();
    await fake.close();
  });

  it('cancels a paid order and gives the money back at Mollie', async () => {
    const id = await s.buyer.book(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 }, FILM_FESTIVAL_INVOICE);
    const confirmed = await s.buyer.confirm(id, {
      ...ACCEPTED,
      selectedPaymentMethod: 'IDEAL',
      paymentProxy: 'MOLLIE',
    });
    const payment = /\/checkout\/(tr_\w+)$/.exec(confirmed.json().value.redirectUrl as string)![1]!;
    await fake.decide(payment, 'paid');
    expect((await mollieWebhook(s.t, payment)).statusCode).toBe(200);
    const cents = await paidCents(s.t, id);
    expect((await adminApi(s.t, s.key)('POST', cancelPath(RIVIERA_FILM_FESTIVAL, id))).json()).toEqual(OK);
    const given = fake.refunds.filter((refund) => refund.paymentId === payment);
    expect(given.map((refund) => refund.amount.value)).toEqual([(cents / 100).toFixed(2)]);
    expect((await refundsOf(s.t, RIVIERA_FILM_FESTIVAL, s.key, id))[0]).toMatchObject({ status: 'DONE' });
  });
});

describe('refunds through Saferpay', () => {
  let fake: FakeSaferpay;
  let s: Shop;
  beforeAll(async () => {
    fake = await startFakeSaferpay();
    s = await shop({ SAFERPAY_API_URL: fake.apiUrl }, ALPINE_SUMMIT);
    await turnOnSaferpay(s.t.db, ALPINE_SUMMIT);
  });
  afterAll(async () => {
    await s.t.close();
    await fake.close();
  });

  it('refunds part of a captured payment at Saferpay', async () => {
    const id = await s.buyer.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const confirmed = await s.buyer.confirm(id, {
      ...ACCEPTED,
      selectedPaymentMethod: 'CREDIT_CARD',
      paymentProxy: 'SAFERPAY',
    });
    const token = (confirmed.json().value.redirectUrl as string).split('/').at(-1)!;
    await fake.decide(token, 'pay');
    expect((await saferpayNotify(s.t, id)).statusCode).toBe(200);
    expect((await reservationRow(s.t.db, id))!.status).toBe('COMPLETE');
    expect((await adminApi(s.t, s.key)('POST', refundPath(ALPINE_SUMMIT, id), { amount: '12.50' })).json()).toEqual(OK);
    const given = fake.refunds.filter((refund) => refund.token === token);
    expect(given.map((refund) => [refund.transaction.Amount.Value, refund.transaction.Status])).toEqual([
      ['1250', 'CAPTURED'],
    ]);
    expect((await refundsOf(s.t, ALPINE_SUMMIT, s.key, id))[0]).toMatchObject({ amount: 1250, status: 'DONE' });
  });
});

describe('refunds through PayPal', () => {
  let fake: FakePayPal;
  let s: Shop;
  beforeAll(async () => {
    fake = await startFakePayPal();
    s = await shop({ PAYPAL_API_URL: fake.url }, ALPINE_SUMMIT);
    await turnOnPaymentProvider(s.t.db, ALPINE_SUMMIT, 'PAYPAL', {
      PAYPAL_ENABLED: 'true',
      PAYPAL_CLIENT_ID: 'client-alpine',
      PAYPAL_CLIENT_SECRET: 'secret-alpine',
      PAYPAL_WEBHOOK_ID: 'WH-ALPINE',
    });
  });
  afterAll(async () => {
    await s.t.close();
    await fake.close();
  });

  it('cancels a captured order and refunds its capture at PayPal', async () => {
    const paypal = { ...ACCEPTED, selectedPaymentMethod: 'PAYPAL', paymentProxy: 'PAYPAL' };
    const id = await s.buyer.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const sent = await s.buyer.confirm(id, paypal);
    const order = new URL(sent.json().value.redirectUrl as string).searchParams.get('token')!;
    const decided = await fake.decide(order, 'approve');
    const back = new URL(decided.location!);
    const page = await s.t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    const refresh = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(page.body)![1]!.replaceAll('&#38;', '&');
    await s.t.app.inject({ method: 'GET', url: refresh });
    expectConfirmed(await s.buyer.confirm(id, paypal));
    expect((await reservationRow(s.t.db, id))!.status).toBe('COMPLETE');

    expect((await adminApi(s.t, s.key)('POST', cancelPath(ALPINE_SUMMIT, id))).json()).toEqual(OK);
    expect(fake.orders.get(order)?.capture?.status).toBe('REFUNDED');
    expect((await refundsOf(s.t, ALPINE_SUMMIT, s.key, id))[0]).toMatchObject({ status: 'DONE' });
  });
});
