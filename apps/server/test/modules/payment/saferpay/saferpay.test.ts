import { startFakeSaferpay, type Decision, type FakeSaferpay } from '@shop/fake-saferpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../src/config.ts';
import { sweepExpiredReservations } from '../../../../src/modules/reservation/hold/expiry-sweep.ts';
import { testApp, type TestApp } from '../../../helpers.ts';
import { ALPINE_SUMMIT } from '../../../support/demo-fixtures.ts';
import { SAFERPAY_ACCOUNT, saferpayNotify, turnOnSaferpay } from '../../../support/saferpay.ts';
import {
  ACCEPTED,
  INVOICE_IN_ZURICH,
  paymentClient,
  paymentOutcome,
  reservationRow,
  type PaymentClient,
} from '../payment-client.ts';

const api = (id: string) => `/api/v2/public/reservation/${id}`;
const saferpay = { ...ACCEPTED, selectedPaymentMethod: 'CREDIT_CARD', paymentProxy: 'SAFERPAY' };
// Nothing listens there: the fake's own notification calls fail, and each test delivers them itself.
const BASE_URL = 'http://127.0.0.1:9';

const PAID = { status: 'COMPLETE', mails: 1, invoices: 1, acquired: 1, payments: ['COMPLETE'] };
const UNDER_WAY = { status: 'EXTERNAL_PROCESSING_PAYMENT', mails: 0, invoices: 0, acquired: 0, payments: ['PENDING'] };

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

const outcomeOf = (id: string) => paymentOutcome(t.db, id);
const tokenOf = (pageUrl: string) => pageUrl.split('/').at(-1)!;
const captured = (token: string) => fake.payments.get(token)?.transaction?.Status === 'CAPTURED';

/** One Standard ticket with an invoice, confirmed with Saferpay: the payment page the buyer is sent to. */
async function startPayment(): Promise<{ id: string; token: string; page: string }> {
  const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
  const confirmed = await client.confirm(id, saferpay);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const page = confirmed.json().value.redirectUrl as string;
  return { id, token: tokenOf(page), page };
}

/** The buyer's choice on Saferpay's page, and Saferpay's notification delivered to the server. */
async function decideAndNotify(id: string, token: string, decision: Decision) {
  await fake.decide(token, decision);
  const answer = await saferpayNotify(t, id);
  expect(answer.statusCode).toBe(200);
}

const back = (id: string) => t.app.inject({ method: 'GET', url: `/api/payment/return/${id}` });

describe("card payments on Saferpay's payment page", () => {
  it('offers cards through Saferpay, and confirming sends the buyer to its page for the order total', async () => {
    const { id, token, page } = await startPayment();
    expect((await client.info(id)).activePaymentMethods.CREDIT_CARD).toEqual({
      paymentProxy: 'SAFERPAY',
      parameters: {},
    });
    const row = await reservationRow(t.db, id);
    expect(row?.status).toBe('EXTERNAL_PROCESSING_PAYMENT');
    expect(page).toBe(fake.payments.get(token)!.redirectUrl);
    expect(fake.payments.get(token)).toMatchObject({
      state: 'open',
      customerId: SAFERPAY_ACCOUNT.customerId,
      terminalId: SAFERPAY_ACCOUNT.terminalId,
      // Minor units: the order total in Rappen.
      amount: { Value: String(row!.finalPrice), CurrencyCode: 'CHF' },
      orderId: id,
      languageCode: 'en',
      returnUrl: `${BASE_URL}/api/payment/return/${id}`,
      successNotifyUrl: `${BASE_URL}/api/payment/webhook/saferpay/${id}`,
      failNotifyUrl: `${BASE_URL}/api/payment/webhook/saferpay/${id}`,
    });
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
  });

  it("a forint order is sent in fillér, Saferpay's minor unit, though the shop shows whole forints", async () => {
    await t.db.query("UPDATE event SET currency = 'HUF' WHERE short_name = $1", [ALPINE_SUMMIT]);
    try {
      const { id, token } = await startPayment();
      const row = await reservationRow(t.db, id);
      expect(fake.payments.get(token)?.amount).toEqual({ Value: String(row!.finalPrice * 100), CurrencyCode: 'HUF' });
    } finally {
      await t.db.query("UPDATE event SET currency = 'CHF' WHERE short_name = $1", [ALPINE_SUMMIT]);
    }
  });

  it('paid, then the notification: the payment is captured and the order completes once', async () => {
    const { id, token } = await startPayment();
    await decideAndNotify(id, token, 'pay');
    expect(captured(token)).toBe(true);
    expect(await outcomeOf(id)).toEqual(PAID);
    const returned = await back(id);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/event/${ALPINE_SUMMIT}/reservation/${id}/success`);
    expect((await t.app.inject({ method: 'GET', url: `${api(id)}/payment/CREDIT_CARD/status` })).json()).toMatchObject({
      success: true,
      failure: false,
      gatewayIdOrNull: token,
    });
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  it("a forced check of a payment still open sends the buyer back to Saferpay's page, and none once paid", async () => {
    const { id, token, page } = await startPayment();
    const forceCheck = () => t.app.inject({ method: 'GET', url: `${api(id)}/transaction/force-check` });
    expect((await forceCheck()).json()).toEqual({
      successful: false,
      failed: false,
      redirect: true,
      initialized: true,
      redirectUrl: page,
      gatewayIdOrNull: token,
    });
    await fake.decide(token, 'pay');
    expect((await forceCheck()).json()).toMatchObject({ successful: true, redirect: false, redirectUrl: null });
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  it('paid but the notification lost: the buyer coming back completes the order', async () => {
    const { id, token } = await startPayment();
    await fake.decide(token, 'pay');
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
    expect((await back(id)).headers.location).toBe(`/event/${ALPINE_SUMMIT}/reservation/${id}/success`);
    expect(captured(token)).toBe(true);
    expect(await outcomeOf(id)).toEqual(PAID);
  });

  it('a replayed notification answers 200 and changes nothing', async () => {
    const { id, token } = await startPayment();
    await decideAndNotify(id, token, 'pay');
    expect(await outcomeOf(id)).toEqual(PAID);
    expect((await saferpayNotify(t, id)).statusCode).toBe(200);
    expect((await saferpayNotify(t, id)).statusCode).toBe(200);
    expect(await outcomeOf(id)).toEqual(PAID);
    expect(fake.refunds.filter((refund) => refund.token === token)).toEqual([]);
  });

  for (const [decision, code] of [
    ['cancel', 'TRANSACTION_ABORTED'],
    ['fail', 'TRANSACTION_DECLINED'],
  ] as const) {
    it(`${decision} at Saferpay: back on the overview, payable again, and a new payment completes it`, async () => {
      const { id, token } = await startPayment();
      await fake.decide(token, decision);
      // The buyer is back before the notification: the return asserts the payment itself.
      expect((await back(id)).headers.location).toBe(`/event/${ALPINE_SUMMIT}/reservation/${id}/overview`);
      expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', mails: 0, payments: ['FAILED'] });
      const [transaction] = await t.db.query<{ code: string }>(
        'SELECT failure_code AS code FROM payment_transaction WHERE reservation_id = $1',
        [id],
      );
      expect(transaction!.code).toBe(code);
      expect((await saferpayNotify(t, id)).statusCode).toBe(200);
      expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', payments: ['FAILED'] });

      const again = await client.confirm(id, saferpay);
      expect(again.statusCode, again.body).toBe(200);
      const second = tokenOf(again.json().value.redirectUrl as string);
      expect(second).not.toBe(token);
      await decideAndNotify(id, second, 'pay');
      expect(await outcomeOf(id)).toEqual({ ...PAID, payments: ['FAILED', 'COMPLETE'] });
    });
  }

  it('a notification for a reservation without a Saferpay payment, or whose payment is open, changes nothing', async () => {
    const { id, token } = await startPayment();
    const other = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    expect((await saferpayNotify(t, other)).statusCode).toBe(200);
    expect((await saferpayNotify(t, '7c3b8d52-0a4e-4c55-9a55-2f8e8c1d0b11')).statusCode).toBe(200);
    // Our payment, still open at Saferpay: the call makes us ask, and Saferpay says nothing happened.
    expect((await saferpayNotify(t, id)).statusCode).toBe(200);
    expect(await outcomeOf(id)).toEqual(UNDER_WAY);
    expect(await outcomeOf(other)).toMatchObject({ status: 'PENDING', payments: [] });
    expect(fake.payments.get(token)?.state).toBe('open');
    expect((await saferpayNotify(t, 'not-a-reservation')).statusCode).toBe(400);
  });

  it("Saferpay refusing the organizer's credentials: the confirmation answers an error and the order stays payable", async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    await t.db.query(
      "UPDATE configuration SET value = 'API_999999_1' WHERE key = 'SAFERPAY_API_USERNAME' AND scope = 'ORGANIZATION'",
    );
    try {
      const refused = await client.confirm(id, saferpay);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().validationErrors[0].code).toBe('error.STEP_2_PAYMENT_PROCESSING_ERROR');
      expect(await outcomeOf(id)).toMatchObject({ status: 'PENDING', payments: [] });
    } finally {
      await t.db.query('UPDATE configuration SET value = $1 WHERE key = $2', [
        SAFERPAY_ACCOUNT.username,
        'SAFERPAY_API_USERNAME',
      ]);
    }
  });

  describe('paid after the hold ended', () => {
    /** The buyer leaves Saferpay's page open, gives up the payment, the hold runs out and is released. */
    async function abandonAndExpire() {
      const started = await startPayment();
      expect((await client.send('DELETE', `${api(started.id)}/payment`)).json()).toBe(true);
      await t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [started.id]);
      await sweepExpiredReservations(t.db);
      expect(await outcomeOf(started.id)).toMatchObject({ status: 'CANCELLED', acquired: 0 });
      return started;
    }

    it('with seats left: the late notification completes the order', async () => {
      const { id, token } = await abandonAndExpire();
      await decideAndNotify(id, token, 'pay');
      expect(await outcomeOf(id)).toEqual(PAID);
    });

    it('sold out meanwhile: the money goes back at Saferpay, once, and the buyer is told why', async () => {
      const { id, token } = await abandonAndExpire();
      const taken = await t.db.query<{ id: number }>(
        `UPDATE ticket SET status = 'PRE_RESERVED'
         WHERE status = 'FREE' AND event_id = (SELECT id FROM event WHERE short_name = $1) RETURNING id`,
        [ALPINE_SUMMIT],
      );
      try {
        await decideAndNotify(id, token, 'pay');
        expect(await outcomeOf(id)).toEqual({
          status: 'CANCELLED',
          mails: 1,
          invoices: 0,
          acquired: 0,
          payments: ['REFUNDED'],
        });
        const refunds = fake.refunds.filter((refund) => refund.token === token);
        expect(refunds).toHaveLength(1);
        expect(refunds[0]!.transaction).toMatchObject({
          Type: 'REFUND',
          Status: 'CAPTURED',
          Amount: fake.payments.get(token)!.amount,
        });
        const [mail] = await t.db.query<{ subject: string }>(
          'SELECT subject FROM email_message WHERE reservation_id = $1',
          [id],
        );
        expect(mail!.subject).toMatch(/refunded/);
        expect((await saferpayNotify(t, id)).statusCode).toBe(200);
        expect(fake.refunds.filter((refund) => refund.token === token)).toHaveLength(1);
      } finally {
        await t.db.query("UPDATE ticket SET status = 'FREE' WHERE id = ANY($1::bigint[])", [
          taken.map((row) => row.id),
        ]);
      }
    });
  });

  it("talks to Saferpay's test or live system unless SAFERPAY_API_URL says otherwise, and refuses a URL that is not http(s)", () => {
    expect(loadConfig({}).saferpayApiUrl).toBeNull();
    expect(loadConfig({ SAFERPAY_API_URL: fake.apiUrl }).saferpayApiUrl?.href).toBe(fake.apiUrl);
    expect(() => loadConfig({ SAFERPAY_API_URL: 'test.saferpay.com/api' })).toThrow(ConfigError);
  });
});
