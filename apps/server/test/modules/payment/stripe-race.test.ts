import type { FakeStripe } from '@shop/fake-stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { CARDS, deliverWebhook, eventsOf, payInBrowser, startStripe, turnOnStripe } from '../../support/stripe.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { INVOICE_IN_ZURICH, paymentClient, type PaymentClient } from './payment-client.ts';

describe('Stripe payment reported on two processes at once, on PostgreSQL', () => {
  let fake: FakeStripe;
  const env: Record<string, string> = { EXPIRY_SWEEP_SECONDS: '0' };
  beforeAll(async () => {
    fake = await startStripe();
    env.STRIPE_API_URL = fake.url;
  });
  afterAll(() => fake.close());
  const { apps, pools } = twoProcessesOnPostgres(env);
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

    const [counts] = await pools[0]!.query<{
      status: string;
      mails: number;
      invoices: number;
      payments: string[];
      next: number;
    }>(
      `SELECT (SELECT status FROM reservation WHERE id = $1) AS status,
         (SELECT count(*)::int FROM email_message WHERE reservation_id = $1) AS mails,
         (SELECT count(*)::int FROM billing_document WHERE reservation_id = $1 AND type = 'INVOICE') AS invoices,
         (SELECT array_agg(status) FROM payment_transaction WHERE reservation_id = $1) AS payments,
         (SELECT next_value FROM invoice_sequence s JOIN event e ON e.organization_id = s.organization_id WHERE e.short_name = $2) AS next`,
      [id, ALPINE_SUMMIT],
    );
    expect(counts).toEqual({ status: 'COMPLETE', mails: 1, invoices: 1, payments: ['COMPLETE'], next: 2 });
  });
});
