import { startFakeMollie, type FakeMollie } from '@shop/fake-mollie';
import { startFakeSaferpay, type FakeSaferpay } from '@shop/fake-saferpay';
import type { FakeStripe } from '@shop/fake-stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../src/db/database.ts';
import { sweepExpiredReservations } from '../../../src/modules/reservation/hold/expiry-sweep.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT, FILM_FESTIVAL_INVOICE, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';
import { turnOnMollie } from '../../support/mollie.ts';
import { saferpayNotify, turnOnSaferpay } from '../../support/saferpay.ts';
import { startStripe, turnOnStripe } from '../../support/stripe.ts';
import { expectTicketStockKept } from '../../support/ticket-stock.ts';
import {
  ACCEPTED,
  INVOICE_IN_ZURICH,
  paymentClient,
  paymentOutcome,
  reservationRow,
  type PaymentClient,
} from './payment-client.ts';

const testCard = { ...ACCEPTED, selectedPaymentMethod: 'CREDIT_CARD', paymentProxy: 'TEST_GATEWAY' };
const ideal = { ...ACCEPTED, selectedPaymentMethod: 'IDEAL', paymentProxy: 'MOLLIE' };
// Nothing listens there: Mollie's webhook calls get lost, as when a buyer's payment is never reported.
const BASE_URL = 'http://127.0.0.1:9';

const PAID = { status: 'COMPLETE', mails: 1, invoices: 1, acquired: 1, payments: ['COMPLETE'] };
/** Given up: the seats are back on sale, the row kept for a payment the provider might still take. */
const RELEASED = { status: 'CANCELLED', mails: 0, invoices: 0, acquired: 0, payments: ['CANCELLED'] };

/** Moves the end of the hold `minutes` into the past, as if that much time had gone by since. */
async function holdEndedAgo(q: Queryable, id: string, minutes: number): Promise<void> {
  await q.query('UPDATE reservation SET validity = now() - make_interval(mins => $2) WHERE id = $1', [id, minutes]);
}

async function ticketsHeld(q: Queryable, id: string): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM ticket WHERE reservation_id = $1',
    [id],
  );
  return row!.count;
}

describe('a payment nobody finishes does not hold seats for ever', () => {
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

  /** One Standard ticket confirmed with the test card; the buyer never opens the gateway's page. */
  async function testGatewayPayment(): Promise<{ id: string; page: string; paymentId: string }> {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const confirmed = await client.confirm(id, testCard);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const page = new URL((confirmed.json().value as { redirectUrl: string }).redirectUrl).pathname;
    return { id, page, paymentId: page.split('/').pop()! };
  }

  const gatewayStatus = async (paymentId: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM test_gateway_payment WHERE id = $1', [paymentId]))[0]!
      .status;

  describe('test gateway', () => {
    it('never opened: within the grace it waits; past it, the payment is closed and the tickets go back on sale', async () => {
      const { id, page, paymentId } = await testGatewayPayment();
      expect(await ticketsHeld(t.db, id)).toBe(1);

      await holdEndedAgo(t.db, id, 5);
      await sweepExpiredReservations(t.db);
      expect(await t.sweepUnfinishedPayments()).toBe(0);
      expect((await reservationRow(t.db, id))?.status).toBe('EXTERNAL_PROCESSING_PAYMENT');

      await holdEndedAgo(t.db, id, 11);
      expect(await t.sweepUnfinishedPayments()).toBe(1);
      expect(await paymentOutcome(t.db, id)).toEqual(RELEASED);
      expect(await ticketsHeld(t.db, id)).toBe(0);
      expect(await gatewayStatus(paymentId)).toBe('CANCELLED');
      await expectTicketStockKept(t.db);

      // The page opened afterwards no longer takes the payment; a second sweep finds nothing.
      const late = await t.app.inject({
        method: 'POST',
        url: page,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      });
      expect(late.statusCode).toBe(303);
      expect(await gatewayStatus(paymentId)).toBe('CANCELLED');
      expect(await t.sweepUnfinishedPayments()).toBe(0);
      expect(await paymentOutcome(t.db, id)).toEqual(RELEASED);
    });

    it('approved but never reported: the sweep asks the gateway and completes the order, one e-mail', async () => {
      const { id, paymentId } = await testGatewayPayment();
      // Approved at the gateway, its webhook lost and the buyer gone.
      await t.db.query("UPDATE test_gateway_payment SET status = 'APPROVED', approved_from = now() WHERE id = $1", [
        paymentId,
      ]);
      await holdEndedAgo(t.db, id, 11);
      expect(await t.sweepUnfinishedPayments()).toBe(0);
      expect(await paymentOutcome(t.db, id)).toEqual(PAID);
      expect(await t.sweepUnfinishedPayments()).toBe(0);
      expect(await paymentOutcome(t.db, id)).toEqual(PAID);
    });

    it('declined and never reported: the order goes back to the overview and its expired hold is released', async () => {
      const { id, paymentId } = await testGatewayPayment();
      await t.db.query("UPDATE test_gateway_payment SET status = 'DECLINED' WHERE id = $1", [paymentId]);
      await holdEndedAgo(t.db, id, 11);
      expect(await t.sweepUnfinishedPayments()).toBe(1);
      expect(await paymentOutcome(t.db, id)).toMatchObject({ status: 'CANCELLED', acquired: 0, payments: ['FAILED'] });
      expect(await ticketsHeld(t.db, id)).toBe(0);
    });

    it('waiting for a confirmation that never comes: closed and released the same way', async () => {
      const { id, paymentId } = await testGatewayPayment();
      await t.db.query("UPDATE reservation SET status = 'WAITING_EXTERNAL_CONFIRMATION' WHERE id = $1", [id]);
      await holdEndedAgo(t.db, id, 11);
      expect(await t.sweepUnfinishedPayments()).toBe(1);
      expect(await paymentOutcome(t.db, id)).toEqual(RELEASED);
      expect(await gatewayStatus(paymentId)).toBe('CANCELLED');
    });

    it('approved to be paid later: the gateway will not close it, so the order keeps its seats', async () => {
      const { id, paymentId } = await testGatewayPayment();
      await t.db.query(
        "UPDATE test_gateway_payment SET status = 'APPROVED', approved_from = now() + interval '1 hour' WHERE id = $1",
        [paymentId],
      );
      await holdEndedAgo(t.db, id, 11);
      expect(await t.sweepUnfinishedPayments()).toBe(0);
      expect(await paymentOutcome(t.db, id)).toMatchObject({
        status: 'WAITING_EXTERNAL_CONFIRMATION',
        payments: ['PENDING'],
      });
      expect(await ticketsHeld(t.db, id)).toBe(1);
    });
  });

  describe('Mollie', () => {
    async function molliePayment(): Promise<{ id: string; paymentId: string }> {
      const id = await client.book(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 }, FILM_FESTIVAL_INVOICE);
      const confirmed = await client.confirm(id, ideal);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const checkout = confirmed.json().value.redirectUrl as string;
      return { id, paymentId: /\/checkout\/(tr_\w+)$/.exec(checkout)![1]! };
    }

    it('still open: cancelled at Mollie through its API, and the tickets go back on sale', async () => {
      const { id, paymentId } = await molliePayment();
      await holdEndedAgo(t.db, id, 11);
      expect(await t.sweepUnfinishedPayments()).toBe(1);
      expect(fake.payments.get(paymentId)?.status).toBe('canceled');
      expect(fake.apiCalls.filter((call) => call.method === 'DELETE' && call.path.endsWith(paymentId))).toHaveLength(1);
      expect(await paymentOutcome(t.db, id)).toEqual(RELEASED);
      expect(await ticketsHeld(t.db, id)).toBe(0);
    });

    it('paid at Mollie while its webhook was lost: honoured, one e-mail', async () => {
      const { id, paymentId } = await molliePayment();
      await fake.decide(paymentId, 'paid');
      expect(fake.webhookCalls.at(-1)).toMatchObject({ paymentId, answer: 0 });
      await holdEndedAgo(t.db, id, 11);
      expect(await t.sweepUnfinishedPayments()).toBe(0);
      expect(await paymentOutcome(t.db, id)).toEqual(PAID);
    });
  });
});

describe('a card payment started in the shop and never paid', () => {
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

  it('is cancelled at Stripe through its API past the hold and the grace, and the tickets go back on sale', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const init = await client.send('POST', `/api/v2/public/reservation/${id}/payment/CREDIT_CARD/init`, {});
    expect(init.statusCode, init.body).toBe(200);
    const intent = (init.json().clientSecret as string).split('_secret_')[0]!;
    expect((await reservationRow(t.db, id))?.status).toBe('EXTERNAL_PROCESSING_PAYMENT');

    await holdEndedAgo(t.db, id, 11);
    expect(await t.sweepUnfinishedPayments()).toBe(1);
    expect(fake.paymentIntents.get(intent)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(await paymentOutcome(t.db, id)).toEqual(RELEASED);
    expect(await ticketsHeld(t.db, id)).toBe(0);
  });
});

describe("a payment on Saferpay's page, which Saferpay cannot withdraw", () => {
  let t: TestApp;
  let fake: FakeSaferpay;
  let client: PaymentClient;
  beforeAll(async () => {
    fake = await startFakeSaferpay();
    t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', SAFERPAY_API_URL: fake.apiUrl, BASE_URL });
    await turnOnSaferpay(t.db, ALPINE_SUMMIT);
    client = await paymentClient(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('not started: the tickets go back on sale, and a payment made on the page later still gets them if free', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const confirmed = await client.confirm(id, {
      ...ACCEPTED,
      selectedPaymentMethod: 'CREDIT_CARD',
      paymentProxy: 'SAFERPAY',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const token = (confirmed.json().value.redirectUrl as string).split('/').at(-1)!;

    await holdEndedAgo(t.db, id, 11);
    expect(await t.sweepUnfinishedPayments()).toBe(1);
    expect(await paymentOutcome(t.db, id)).toEqual(RELEASED);
    expect(await ticketsHeld(t.db, id)).toBe(0);

    await fake.decide(token, 'pay');
    expect((await saferpayNotify(t, id)).statusCode).toBe(200);
    expect(await paymentOutcome(t.db, id)).toEqual(PAID);
  });
});

describe('the sweep runs on its own in every server process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ EXPIRY_SWEEP_SECONDS: '1', UNFINISHED_PAYMENT_GRACE_MINUTES: '0' });
  });
  afterAll(() => t.close());

  it('at the pace of the expiry sweep, with the configured grace', async () => {
    const client = await paymentClient(t);
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    expect((await client.confirm(id, testCard)).statusCode).toBe(200);
    await holdEndedAgo(t.db, id, 0);
    const deadline = Date.now() + 10_000;
    while ((await reservationRow(t.db, id))?.status !== 'CANCELLED' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await paymentOutcome(t.db, id)).toEqual(RELEASED);
  });
});
