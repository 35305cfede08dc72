import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../src/index.ts';

const SECRET = 'whsec_fake_test';
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: SECRET });
});
afterAll(() => fake.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const call = (
  path: string,
  init: { method?: string; key?: string; body?: Record<string, string>; idempotencyKey?: string } = {},
) =>
  fetch(`${fake.url}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.key && { authorization: `Bearer ${init.key}` }),
      ...(init.body && { 'content-type': 'application/x-www-form-urlencoded' }),
      ...(init.idempotencyKey && { 'idempotency-key': init.idempotencyKey }),
    },
    ...(init.body && { body: form(init.body) }),
  });

const create = (fields: Record<string, string> = {}, idempotencyKey?: string) =>
  call('/v1/payment_intents', {
    key: 'sk_test_x',
    body: { amount: '2500', currency: 'CHF', 'metadata[order]': 'A-1', 'payment_method_types[0]': 'card', ...fields },
    ...(idempotencyKey && { idempotencyKey }),
  });

const card = (number: string) => ({
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': number,
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 1),
  'payment_method_data[card][cvc]': '123',
});

describe('the fake of Stripe', () => {
  it('creates a PaymentIntent from bracketed form fields, and replays an idempotent request', async () => {
    const first = await create({}, 'key-1');
    const intent = (await first.json()) as Record<string, unknown>;
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 2500,
      currency: 'chf',
      status: 'requires_payment_method',
      metadata: { order: 'A-1' },
      payment_method_types: ['card'],
    });
    const again = await create({}, 'key-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(intent.id);
    const other = await create({ amount: '3000' }, 'key-1');
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
  });

  it("answers Stripe's errors: a bad key, a missing parameter, an unknown object", async () => {
    expect((await call('/v1/payment_intents', { key: 'sk_live_x', body: { amount: '100' } })).status).toBe(401);
    const missing = await call('/v1/payment_intents', { key: 'sk_test_x', body: { amount: '100' } });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'parameter_missing' } });
    const unknown = await call('/v1/payment_intents/pi_nope', { key: 'sk_test_x' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'resource_missing' } });
  });

  it('lets a browser confirm with the publishable key and client secret only, from any origin', async () => {
    const intent = (await (await create()).json()) as { id: string; client_secret: string };
    const preflight = await fetch(`${fake.url}/v1/payment_intents/${intent.id}/confirm`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    const path = `/v1/payment_intents/${intent.id}/confirm`;
    const wrongSecret = await call(path, {
      body: { key: 'pk_test_x', client_secret: `${intent.id}_secret_no`, ...card('4242424242424242') },
    });
    expect(wrongSecret.status).toBe(404);
    expect((await call(`/v1/payment_intents/${intent.id}`, { key: 'pk_test_x' })).status).toBe(404);

    const declined = await call(path, {
      body: { key: 'pk_test_x', client_secret: intent.client_secret, ...card('4000000000000002') },
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        payment_intent: { status: 'requires_payment_method' },
      },
    });
    const paid = await call(path, {
      body: { key: 'pk_test_x', client_secret: intent.client_secret, ...card('4242424242424242') },
    });
    const body = (await paid.json()) as Record<string, unknown>;
    expect(body.status).toBe('succeeded');
    expect(body.metadata).toBeUndefined();
    const seen = await call(`/v1/payment_intents/${intent.id}?key=pk_test_x&client_secret=${intent.client_secret}`);
    expect(await seen.json()).toMatchObject({ status: 'succeeded' });
    expect(fake.sentEvents.map((sent) => sent.event.type).slice(-2)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);
  });

  it("confirms with a wallet's PaymentMethod, made from the publishable key, by the card behind it", async () => {
    const walletCard = (number: string) => ({
      key: 'pk_test_x',
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 1),
      'card[cvc]': '123',
      'card[wallet]': 'google_pay',
    });
    const made = await call('/v1/payment_methods', { body: walletCard('4242424242424242') });
    const method = (await made.json()) as { id: string };
    expect(method).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', wallet: { type: 'google_pay' } },
    });
    expect(JSON.stringify(method)).not.toContain('4242424242424242');
    expect(
      (await call('/v1/payment_methods', { body: { ...walletCard('4242424242424242'), 'card[wallet]': 'x' } })).status,
    ).toBe(400);

    const intent = (await (await create()).json()) as { id: string; client_secret: string };
    const path = `/v1/payment_intents/${intent.id}/confirm`;
    const unknown = await call(path, {
      body: { key: 'pk_test_x', client_secret: intent.client_secret, payment_method: 'pm_nope' },
    });
    expect(unknown.status).toBe(404);
    const paid = await call(path, {
      body: { key: 'pk_test_x', client_secret: intent.client_secret, payment_method: method.id },
    });
    expect(await paid.json()).toMatchObject({ status: 'succeeded', payment_method: method.id });

    const declinedMethod = (await (
      await call('/v1/payment_methods', { body: walletCard('4000000000000002') })
    ).json()) as { id: string };
    const other = (await (await create()).json()) as { id: string; client_secret: string };
    const declined = await call(`/v1/payment_intents/${other.id}/confirm`, {
      body: { key: 'pk_test_x', client_secret: other.client_secret, payment_method: declinedMethod.id },
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({ error: { code: 'card_declined' } });
  });

  it('asks for 3-D Secure on its test page, which completes or fails the payment', async () => {
    for (const [result, status] of [
      ['complete', 'succeeded'],
      ['fail', 'requires_payment_method'],
    ] as const) {
      const intent = (await (await create()).json()) as { id: string; client_secret: string };
      const confirm = await call(`/v1/payment_intents/${intent.id}/confirm`, {
        body: {
          key: 'pk_test_x',
          client_secret: intent.client_secret,
          return_url: 'http://shop.test/back',
          ...card('4000002760003184'),
        },
      });
      const challenged = (await confirm.json()) as {
        status: string;
        next_action: { redirect_to_url: { url: string } };
      };
      expect(challenged.status).toBe('requires_action');
      const page = await fetch(challenged.next_action.redirect_to_url.url);
      expect(await page.text()).toContain('Complete authentication');
      const answered = await call(`/fake/3ds/${intent.id}`, { body: { client_secret: intent.client_secret, result } });
      expect(await answered.json()).toMatchObject({ status });
    }
  });

  it('refunds a succeeded payment once, and cancels an open one', async () => {
    const intent = (await (await create()).json()) as { id: string; client_secret: string };
    await call(`/v1/payment_intents/${intent.id}/confirm`, {
      body: { key: 'pk_test_x', client_secret: intent.client_secret, ...card('4242424242424242') },
    });
    const refund = await call('/v1/refunds', { key: 'sk_test_x', body: { payment_intent: intent.id } });
    expect(await refund.json()).toMatchObject({ object: 'refund', amount: 2500, status: 'succeeded' });
    expect((await call('/v1/refunds', { key: 'sk_test_x', body: { payment_intent: intent.id } })).status).toBe(400);

    const open = (await (await create()).json()) as { id: string };
    const cancelled = await call(`/v1/payment_intents/${open.id}/cancel`, { key: 'sk_test_x', body: {} });
    expect(await cancelled.json()).toMatchObject({ status: 'canceled' });
    expect((await call(`/v1/payment_intents/${open.id}/cancel`, { key: 'sk_test_x', body: {} })).status).toBe(400);
  });

  it('posts events signed with the endpoint secret, and sends one again on request', async () => {
    const received: { body: string; signature: string }[] = [];
    const endpoint = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString(),
          signature: String(request.headers['stripe-signature']),
        });
        response.end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    try {
      fake.setWebhookUrl(`http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/`);
      const intent = (await (await create()).json()) as { id: string };
      await call(`/v1/payment_intents/${intent.id}/cancel`, { key: 'sk_test_x', body: {} });
      await fake.settled();
      expect(received).toHaveLength(1);
      const { body, signature } = received[0]!;
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(signature)!;
      expect(v1).toBe(createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex'));
      const event = JSON.parse(body) as { id: string; type: string; data: { object: { id: string } } };
      expect(event).toMatchObject({ type: 'payment_intent.canceled', data: { object: { id: intent.id } } });
      expect(await fake.resend(event.id)).toBe(200);
      expect(received.map((call) => (JSON.parse(call.body) as { id: string }).id)).toEqual([event.id, event.id]);
    } finally {
      fake.setWebhookUrl(null);
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});
