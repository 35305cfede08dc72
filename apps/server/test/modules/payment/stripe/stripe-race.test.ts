import type { FakeStripe } from '@shop/fake-stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../../support/demo-fixtures.ts';
import { CARDS, deliverWebhook, eventsOf, payInBrowser, startStripe, turnOnStripe } from '../../../support/stripe.ts';
import { twoProcessesOnPostgres } from '../../../support/two-processes.ts';
import { expectTicketStockKept } from '../../../support/ticket-stock.ts';
import {
  INVOICE_IN_ZURICH,
  nextInvoiceNumber,
  paymentClient,
  paymentOutcome,
  type PaymentClient,
} from '../payment-client.ts';

describe('Stripe payment reported on two processes at once, on PostgreSQL', () => {
  let fake: FakeStripe;
  const env: Record<string, string> = { EXPIRY_SWEEP_SECONDS: '0' };
  beforeAll(async () => {
    fake = await startStripe();
    env.STRIPE_API_URL = fake.url;
  });
  afterAll(() => fake.close());
  const { apps, pools } = twoProcessesOnPostgres(env);
  afterEach(() => expectTicketStockKept(pools[0]!));
  let clients: PaymentClient[] = [];

  beforeAll(async () => {
    await turnOnStripe(pools[0]!, ALPINE_SUMMIT);
    clients = await Promise.all(apps.map((app) => paymentClient(app)));
  });

  it('webhooks, status polls and forced checks: one confirmation, one invoice number, one e-mail', async () => {
    const id = await clients[0]!.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const init = await clients[1]!.send('POST', `/api/v2/public/reservation/${id}/payment/CREDIT_CARD/init`, {});
    const secret = init.json().clientSecret as string;
    expect((await payInBrowser(fake, secret, CARDS.approved)).status).toBe(200);
    const [sent] = eventsOf(fake, secret.split('_secret_')[0]!, 'payment_intent.succeeded');

    const forceCheck = `/api/v2/public/reservation/${id}/transaction/force-check`;
    const status = `/api/v2/public/reservation/${id}/payment/CREDIT_CARD/status`;
    const responses = await Promise.all(
      apps.flatMap((app) => [
        deliverWebhook(app, sent!.body),
        app.app.inject({ method: 'GET', url: status }),
        app.app.inject({ method: 'GET', url: forceCheck }),
      ]),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

    expect(await paymentOutcome(pools[0]!, id)).toMatchObject({
      status: 'COMPLETE',
      mails: 1,
      invoices: 1,
      payments: ['COMPLETE'],
    });
    expect(await nextInvoiceNumber(pools[0]!, ALPINE_SUMMIT)).toBe(2);
  });
});
