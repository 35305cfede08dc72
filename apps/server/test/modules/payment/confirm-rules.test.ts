import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { setSetting } from '../../support/event-page.ts';
import { startVerifierStub, type VerifierStub } from '../../support/verifier-stub.ts';
import {
  ACCEPTED,
  bankTransfer,
  errorCodesOf,
  expectConfirmed,
  INVOICE_IN_ZURICH,
  free,
  onSite,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from './payment-client.ts';
import { ALPINE_DEVOPS_DAY, ALPINE_SUMMIT, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: PaymentClient;
let verifier: VerifierStub;
beforeAll(async () => {
  verifier = await startVerifierStub('overview-secret');
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', RECAPTCHA_VERIFY_URL: verifier.url });
  client = await paymentClient(t);
});
afterAll(async () => {
  await t.close();
  await verifier.close();
});

function expectRefused(response: Awaited<ReturnType<PaymentClient['confirm']>>, codes: string[]): void {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({ success: false, value: null });
  expect(errorCodesOf(response)).toEqual(codes);
  expect(
    response.json().validationErrors.every((error: { fieldName: string }) => error.fieldName === 'paymentForm'),
  ).toBe(true);
}

describe('confirm overview: what is refused', () => {
  it('an empty form: no method, terms not accepted; nothing changes', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectRefused(await client.confirm(id, {}), [
      'error.STEP_2_MISSING_PAYMENT_METHOD',
      'error.STEP_2_TERMS_CONDITIONS',
    ]);
    expect((await reservationRow(t.db, id))?.status).toBe('PENDING');
    expect(await t.db.query('SELECT id FROM payment_transaction WHERE reservation_id = $1', [id])).toEqual([]);
  });

  it('privacy must be accepted where the event has a privacy policy, and only there', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectRefused(await client.confirm(id, { ...bankTransfer, privacyPolicyAccepted: false }), [
      'error.STEP_2_TERMS_CONDITIONS',
    ]);
    await t.db.query("UPDATE event SET privacy_url = NULL WHERE short_name = 'alpine-summit'");
    try {
      expectConfirmed(await client.confirm(id, { ...bankTransfer, privacyPolicyAccepted: false }));
    } finally {
      await t.db.query(
        "UPDATE event SET privacy_url = 'https://alpine-tech.example/privacy' WHERE short_name = 'alpine-summit'",
      );
    }
  });

  it('a method the order cannot use: excluded by a category, or not offered, or of another proxy', async () => {
    const id = await client.book(ALPINE_DEVOPS_DAY, { Livestream: 1 });
    expect(Object.keys((await client.info(id)).activePaymentMethods)).not.toContain('ON_SITE');
    expectRefused(await client.confirm(id, onSite), ['error.STEP_2_MISSING_PAYMENT_METHOD']);
    expectRefused(
      await client.confirm(id, { ...ACCEPTED, selectedPaymentMethod: 'CREDIT_CARD', paymentProxy: 'STRIPE' }),
      ['error.STEP_2_MISSING_PAYMENT_METHOD'],
    );
    expectRefused(await client.confirm(id, { ...bankTransfer, paymentProxy: 'ON_SITE' }), [
      'error.STEP_2_MISSING_PAYMENT_METHOD',
    ]);
    // The proxy alone is enough when it offers a single method.
    expectConfirmed(await client.confirm(id, { ...ACCEPTED, paymentProxy: 'OFFLINE' }));
  });

  it('a hold past its validity has expired', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    await t.db.query("UPDATE reservation SET validity = now() - interval '1 minute' WHERE id = $1", [id]);
    expectRefused(await client.confirm(id, bankTransfer), ['error.STEP_2_ORDER_HAS_EXPIRED']);
  });

  it('the booking step must be passed first', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expectRefused(await client.confirm(id, bankTransfer), ['error.STEP_2_MISSING_ATTENDEE_DATA']);
  });

  it('reCAPTCHA for offline payments and free orders, when the organizer turns it on', async () => {
    await setSetting(t.db, 'SYSTEM', 'RECAPTCHA_API_KEY', 'site-key');
    await setSetting(t.db, 'SYSTEM', 'RECAPTCHA_SECRET', 'overview-secret');
    await setSetting(t.db, 'SYSTEM', 'ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS', 'true');
    try {
      const paid = await client.book(ALPINE_SUMMIT, { Standard: 1 });
      expect((await client.info(paid)).activePaymentMethods.BANK_TRANSFER?.parameters).toMatchObject({
        captchaRequestedForOffline: true,
        recaptchaApiKey: 'site-key',
      });
      expectRefused(await client.confirm(paid, bankTransfer), ['error.STEP_2_CAPTCHA_VALIDATION_FAILED']);
      expectRefused(await client.confirm(paid, { ...bankTransfer, captcha: 'wrong' }), [
        'error.STEP_2_CAPTCHA_VALIDATION_FAILED',
      ]);
      expectConfirmed(await client.confirm(paid, { ...bankTransfer, captcha: 'good-token' }));

      const gratis = await client.book(OPEN_HACK_DAY, { 'General admission': 1 });
      expectRefused(await client.confirm(gratis, free), ['error.STEP_2_CAPTCHA_VALIDATION_FAILED']);
      expectConfirmed(await client.confirm(gratis, { ...free, captcha: 'good-token' }));
    } finally {
      for (const key of ['RECAPTCHA_API_KEY', 'RECAPTCHA_SECRET', 'ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS'])
        await setSetting(t.db, 'SYSTEM', key, null);
    }
  });

  it('a reservation of a signed-in buyer is not anyone else’s to confirm', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    await t.db.query(
      "UPDATE reservation SET user_id = (SELECT id FROM app_user WHERE username = 'demo.buyer@example.com') WHERE id = $1",
      [id],
    );
    const response = await client.confirm(id, bankTransfer);
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('Access to this reservation has been denied');
  });
});

describe('confirm overview: twice or at once, confirmed once', () => {
  it('a second confirmation answers the same and adds nothing', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    expectConfirmed(await client.confirm(id, bankTransfer));
    const first = await reservationRow(t.db, id);
    expectConfirmed(await client.confirm(id, onSite));
    expect(await reservationRow(t.db, id)).toEqual(first);
    const counts = await t.db.query<{ transactions: number; mails: number; documents: number }>(
      `SELECT (SELECT count(*)::int FROM payment_transaction WHERE reservation_id = $1) AS transactions,
         (SELECT count(*)::int FROM email_message WHERE reservation_id = $1) AS mails,
         (SELECT count(*)::int FROM billing_document WHERE reservation_id = $1) AS documents`,
      [id],
    );
    expect(counts).toEqual([{ transactions: 1, mails: 1, documents: 1 }]);
  });

  it('confirmations sent at the same time settle the order once', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    const responses = await Promise.all([
      client.confirm(id, bankTransfer),
      client.confirm(id, bankTransfer),
      client.confirm(id, onSite),
    ]);
    for (const response of responses) expectConfirmed(response);
    const [row] = await t.db.query<{ transactions: number; mails: number }>(
      `SELECT (SELECT count(*)::int FROM payment_transaction WHERE reservation_id = $1) AS transactions,
         (SELECT count(*)::int FROM email_message WHERE reservation_id = $1) AS mails`,
      [id],
    );
    expect(row).toEqual({ transactions: 1, mails: 1 });
  });
});

describe('confirm overview: malformed requests are the client’s fault, never a 500', () => {
  it('answers 4xx to what it cannot read', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    const raw = (url: string, payload: string) => client.send('POST', url, payload);
    expect((await raw(`/api/v2/public/reservation/${id}?lang=en`, '{not json')).statusCode).toBe(400);
    expect((await raw(`/api/v2/public/reservation/${id}`, JSON.stringify(bankTransfer))).statusCode).toBe(400);
    expect((await raw(`/api/v2/public/reservation/not-a-uuid?lang=en`, JSON.stringify(bankTransfer))).statusCode).toBe(
      404,
    );
    expect(
      (
        await raw(
          `/api/v2/public/reservation/00000000-0000-4000-8000-000000000000?lang=en`,
          JSON.stringify(bankTransfer),
        )
      ).statusCode,
    ).toBe(404);
    const wrongTypes = await raw(
      `/api/v2/public/reservation/${id}?lang=en`,
      JSON.stringify({ termAndConditionsAccepted: 'maybe', selectedPaymentMethod: 42 }),
    );
    expect(wrongTypes.statusCode).toBe(422);
    expect(wrongTypes.json().success).toBe(false);
    expect((await raw(`/api/v2/public/reservation/${id}?lang=en`, '[]')).statusCode).toBe(422);
    expect((await reservationRow(t.db, id))?.status).toBe('PENDING');
  });
});
