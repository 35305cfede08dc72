import type { FakeStripe } from '@shop/fake-stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { CARDS, deliverWebhook, eventsOf, payInBrowser, startStripe, turnOnStripe } from '../../support/stripe.ts';
import { INVOICE_IN_ZURICH, paymentClient, paymentOutcome, type PaymentClient } from './payment-client.ts';

const api = (id: string) => `/api/v2/public/reservation/${id}`;

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
});

describe('a payment provider that stops answering', () => {
  it('leaves every answer at what is known, never a server error, and a webhook is asked again', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const secret = (await client.send('POST', `${api(id)}/payment/CREDIT_CARD/init`, {})).json().clientSecret as string;
    const intent = secret.split('_secret_')[0]!;
    await payInBrowser(fake, secret, CARDS.approved);
    const [succeeded] = eventsOf(fake, intent, 'payment_intent.succeeded');
    await fake.close();
    const underWay = await paymentOutcome(t.db, id);
    expect(underWay).toMatchObject({ status: 'EXTERNAL_PROCESSING_PAYMENT', payments: ['PENDING'] });

    const poll = await t.app.inject({ method: 'GET', url: `${api(id)}/payment/CREDIT_CARD/status` });
    expect(poll.statusCode).toBe(200);
    expect(poll.json()).toMatchObject({ success: false, failure: false, gatewayIdOrNull: intent });

    const check = await t.app.inject({ method: 'GET', url: `${api(id)}/transaction/force-check` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ successful: false, failed: false, gatewayIdOrNull: intent });

    // Stripe retries any answer but 2xx, so the event is applied once Stripe answers again.
    const webhook = await deliverWebhook(t, succeeded!.body);
    expect(webhook.statusCode).toBe(503);
    expect(await paymentOutcome(t.db, id)).toEqual(underWay);
  });
});
