import { startFakeStripe, stripeSignature, type FakeStripe } from '@shop/fake-stripe';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../../src/db/database.ts';
import { turnOnPaymentProvider } from '../../src/modules/payment/provider-setup-repository.ts';
import { STRIPE_WEBHOOK_PATH } from '../../src/modules/payment/stripe/stripe-adapter.ts';
import type { TestApp } from '../helpers.ts';

/** The test keys an organizer's settings hold; the fake accepts any test-mode key. */
export const STRIPE_KEYS = {
  secret: 'sk_test_alpine_tech_forum',
  publishable: 'pk_test_alpine_tech_forum',
  webhook: 'whsec_alpine_tech_forum',
};

/** A fake of Stripe that keeps its events: a test delivers them itself, when and as often as it wants. */
export const startStripe = (): Promise<FakeStripe> => startFakeStripe({ webhookSecret: STRIPE_KEYS.webhook });

/**
 * Card payments through Stripe for one event, as an organizer turns them on: the proxy allowed on
 * the event, the organizer's keys, and STRIPE_CC_ENABLED.
 */
export function turnOnStripe(q: Queryable, shortName: string): Promise<void> {
  return turnOnPaymentProvider(q, shortName, 'STRIPE', {
    STRIPE_CC_ENABLED: 'true',
    STRIPE_ENABLE_SCA: 'true',
    STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
    STRIPE_PUBLIC_KEY: STRIPE_KEYS.publishable,
    STRIPE_WEBHOOK_KEY: STRIPE_KEYS.webhook,
  });
}

export const CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
};

/** The browser's confirmation, as Stripe.js sends it: publishable key, client secret and the card. */
export async function payInBrowser(
  fake: FakeStripe,
  clientSecret: string,
  number: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const id = clientSecret.split('_secret_')[0]!;
  const response = await fetch(`${fake.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      key: STRIPE_KEYS.publishable,
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 3),
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][name]': 'Ada Lovelace',
      return_url: 'http://shop.test/back',
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The issuer's answer to a 3-D Secure challenge, on the fake's own test page. */
export async function authenticate(fake: FakeStripe, clientSecret: string, result: 'complete' | 'fail') {
  const id = clientSecret.split('_secret_')[0]!;
  const response = await fetch(`${fake.url}/fake/3ds/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_secret: clientSecret, result }),
  });
  expect(response.status).toBe(200);
}

/** Events the fake created for a PaymentIntent, of one type. */
export const eventsOf = (fake: FakeStripe, paymentIntentId: string, type: string) =>
  fake.sentEvents.filter(
    (sent) => sent.event.type === type && (sent.event.data.object as { id?: string }).id === paymentIntentId,
  );

/** Delivers a webhook body to the server with a signature made with `secret` (the organizer's by default). */
export function deliverWebhook(
  t: Pick<TestApp, 'app'>,
  body: string,
  signature: string = stripeSignature(STRIPE_KEYS.webhook, body),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: body,
  });
}
