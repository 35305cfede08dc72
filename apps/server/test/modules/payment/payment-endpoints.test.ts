import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import {
  bankTransfer,
  descriptorIdOf,
  expectConfirmed,
  onSite,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from './payment-client.ts';
import { ALPINE_DEVOPS_DAY, ALPINE_SUMMIT, RIVIERA_CINEMA_CARD } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await paymentClient(t);
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const path = (id: string) => `/api/v2/public/reservation/${id}`;

describe('online payment calls on a server without online providers', () => {
  it('init: an unknown method or reservation is 400, a method no provider starts is 404', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.send('POST', `${path(id)}/payment/DOGECOIN/init`, {})).statusCode).toBe(400);
    expect((await client.send('POST', `${path(UNKNOWN)}/payment/CREDIT_CARD/init`, {})).statusCode).toBe(400);
    expect((await client.send('POST', `${path(id)}/payment/CREDIT_CARD/init`, {})).statusCode).toBe(404);
    expect((await reservationRow(t.db, id))?.status).toBe('PENDING');
  });

  it('status: 404 until there is a transaction; a bank transfer is not paid yet', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.send('GET', `${path(id)}/payment/DOGECOIN/status`)).statusCode).toBe(400);
    expect((await client.send('GET', `${path(id)}/payment/BANK_TRANSFER/status`)).statusCode).toBe(404);
    expectConfirmed(await client.confirm(id, bankTransfer));
    const status = await client.send('GET', `${path(id)}/payment/BANK_TRANSFER/status`);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      success: false,
      redirect: false,
      redirectUrl: null,
      failure: false,
      gatewayIdOrNull: null,
    });
    await t.db.query("UPDATE payment_transaction SET status = 'COMPLETE' WHERE reservation_id = $1", [id]);
    expect((await client.send('GET', `${path(id)}/payment/BANK_TRANSFER/status`)).json()).toMatchObject({
      success: true,
      failure: false,
    });
  });

  it('force-check: no provider has anything to say', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.send('GET', `${path(id)}/transaction/force-check`)).statusCode).toBe(404);
    expect(
      (await client.send('GET', `/api/v2/public/event/alpine-summit/reservation/${id}/transaction/force-check`))
        .statusCode,
    ).toBe(404);
  });

  it('clear token: true only when a pending transaction held one', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.send('DELETE', `${path(id)}/payment/token`)).json()).toBe(false);
    expectConfirmed(await client.confirm(id, bankTransfer));
    await t.db.query("UPDATE payment_transaction SET token = 'approval' WHERE reservation_id = $1", [id]);
    expect((await client.send('DELETE', `${path(id)}/payment/token`)).json()).toBe(true);
    expect(await t.db.query('SELECT token FROM payment_transaction WHERE reservation_id = $1', [id])).toEqual([
      { token: null },
    ]);
  });

  it('cancel payment: only a payment under way with a provider goes back to PENDING', async () => {
    const offline = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await client.confirm(offline, bankTransfer));
    expect((await client.send('DELETE', `${path(offline)}/payment`)).json()).toBe(false);
    expect((await reservationRow(t.db, offline))?.status).toBe('OFFLINE_PAYMENT');

    const online = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    await t.db.query("UPDATE reservation SET status = 'EXTERNAL_PROCESSING_PAYMENT' WHERE id = $1", [online]);
    await t.db.query(
      "INSERT INTO payment_transaction (reservation_id, payment_proxy, payment_method, status, amount_cents) VALUES ($1, 'STRIPE', 'CREDIT_CARD', 'PENDING', 29000)",
      [online],
    );
    expect((await client.send('DELETE', `${path(online)}/payment`)).json()).toBe(true);
    expect((await reservationRow(t.db, online))?.status).toBe('PENDING');
    expect(await t.db.query('SELECT status FROM payment_transaction WHERE reservation_id = $1', [online])).toEqual([
      { status: 'CANCELLED' },
    ]);
    expect((await client.send('DELETE', `${path(UNKNOWN)}/payment`)).json()).toBe(false);
  });
});

describe('custom payment method details', () => {
  it('applicable: the event’s methods; empty for a subscription; 400 for no reservation; 401 for someone else’s', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const methods = await client.send('GET', `${path(id)}/applicable-custom-payment-method-details`);
    expect(
      methods
        .json()
        .map((method: { localizations: { de: { paymentName: string } } }) => method.localizations.de.paymentName),
    ).toEqual(['TWINT']);
    const subscription = await client.reserveSubscription(await descriptorIdOf(t.db, RIVIERA_CINEMA_CARD));
    expect((await client.send('GET', `${path(subscription)}/applicable-custom-payment-method-details`)).json()).toEqual(
      [],
    );
    expect((await client.send('GET', `${path(UNKNOWN)}/applicable-custom-payment-method-details`)).statusCode).toBe(
      400,
    );
    await t.db.query('UPDATE reservation SET user_id = (SELECT id FROM app_user LIMIT 1) WHERE id = $1', [id]);
    const denied = await client.send('GET', `${path(id)}/applicable-custom-payment-method-details`);
    expect(denied.statusCode).toBe(401);
    expect(denied.body).toBe('Access to this reservation has been denied');
  });

  it('selected: 400 until one is chosen, and when it no longer exists', async () => {
    const id = await client.book(ALPINE_DEVOPS_DAY, { 'On site': 1 });
    expect((await client.send('GET', `${path(id)}/selected-custom-payment-method-details`)).statusCode).toBe(400);
    expectConfirmed(await client.confirm(id, onSite));
    expect((await client.send('GET', `${path(id)}/selected-custom-payment-method-details`)).statusCode).toBe(400);

    const custom = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    const [method] = (await client.send('GET', `${path(custom)}/applicable-custom-payment-method-details`)).json() as {
      paymentMethodId: string;
    }[];
    expectConfirmed(
      await client.confirm(custom, {
        ...onSite,
        selectedPaymentMethod: method!.paymentMethodId,
        paymentProxy: 'CUSTOM_OFFLINE',
      }),
    );
    expect((await client.send('GET', `${path(custom)}/selected-custom-payment-method-details`)).json()).toMatchObject({
      paymentMethodId: method!.paymentMethodId,
      deleted: false,
    });
    await t.db.query('UPDATE custom_payment_method SET deleted = true WHERE id = $1', [method!.paymentMethodId]);
    try {
      expect((await client.send('GET', `${path(custom)}/selected-custom-payment-method-details`)).statusCode).toBe(400);
    } finally {
      await t.db.query('UPDATE custom_payment_method SET deleted = false WHERE id = $1', [method!.paymentMethodId]);
    }
  });
});
