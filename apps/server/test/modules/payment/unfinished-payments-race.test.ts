import { startFakeMollie, type FakeMollie } from '@shop/fake-mollie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FILM_FESTIVAL_INVOICE, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';
import { turnOnMollie } from '../../support/mollie.ts';
import { expectTicketStockKept } from '../../support/ticket-stock.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { ACCEPTED, paymentClient, paymentOutcome, type PaymentClient } from './payment-client.ts';

const ideal = { ...ACCEPTED, selectedPaymentMethod: 'IDEAL', paymentProxy: 'MOLLIE' };

describe('unfinished payments swept on two processes at once, on PostgreSQL', () => {
  let fake: FakeMollie;
  // Nothing listens at BASE_URL: Mollie's webhook calls get lost, so only the sweep learns of a payment.
  const env: Record<string, string> = { EXPIRY_SWEEP_SECONDS: '0', BASE_URL: 'http://127.0.0.1:9' };
  beforeAll(async () => {
    fake = await startFakeMollie();
    env.MOLLIE_API_URL = fake.url;
  });
  afterAll(() => fake.close());
  const { apps, pools } = twoProcessesOnPostgres(env);
  afterEach(() => expectTicketStockKept(pools[0]!));
  let clients: PaymentClient[] = [];

  beforeAll(async () => {
    await turnOnMollie(pools[0]!, RIVIERA_FILM_FESTIVAL);
    clients = await Promise.all(apps.map((app) => paymentClient(app)));
  });

  it('each payment is asked about and closed or honoured once: seats released once, one e-mail per paid order', async () => {
    const db = pools[0]!;
    const started: { id: string; paymentId: string }[] = [];
    for (let i = 0; i < 8; i++) {
      const client = clients[i % 2]!;
      const id = await client.book(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 }, FILM_FESTIVAL_INVOICE);
      const confirmed = await client.confirm(id, ideal);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      started.push({ id, paymentId: /\/checkout\/(tr_\w+)$/.exec(confirmed.json().value.redirectUrl as string)![1]! });
    }
    // Two buyers paid and their webhooks were lost; the others never opened Mollie's page.
    const paid = started.slice(0, 2);
    const open = started.slice(2);
    for (const { paymentId } of paid) await fake.decide(paymentId, 'paid');
    await db.query("UPDATE reservation SET validity = now() - interval '11 minutes' WHERE id = ANY($1::uuid[])", [
      started.map(({ id }) => id),
    ]);
    const callsBefore = fake.apiCalls.length;

    const released = await Promise.all(apps.map((app) => app.sweepUnfinishedPayments()));
    expect(released[0]! + released[1]!).toBe(open.length);

    const calls = fake.apiCalls.slice(callsBefore);
    for (const { paymentId } of started) {
      const asked = calls.filter((call) => call.method === 'GET' && call.path === `/v2/payments/${paymentId}`);
      expect(asked, paymentId).toHaveLength(1);
    }
    for (const { id, paymentId } of open) {
      expect(calls.filter((call) => call.method === 'DELETE' && call.path.endsWith(paymentId))).toHaveLength(1);
      expect(await paymentOutcome(db, id)).toEqual({
        status: 'CANCELLED',
        mails: 0,
        invoices: 0,
        acquired: 0,
        payments: ['CANCELLED'],
      });
    }
    for (const { id } of paid)
      expect(await paymentOutcome(db, id)).toEqual({
        status: 'COMPLETE',
        mails: 1,
        invoices: 1,
        acquired: 1,
        payments: ['COMPLETE'],
      });
    const [audit] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM audit_log WHERE event_type = 'RESERVATION_EXPIRED' AND reservation_id = ANY($1::uuid[])",
      [open.map(({ id }) => id)],
    );
    expect(audit!.count).toBe(open.length);
    expect(await Promise.all(apps.map((app) => app.sweepUnfinishedPayments()))).toEqual([0, 0]);
  });
});
