import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlinePaymentDeadline } from '../../../src/modules/payment/offline/offline-deadline.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { setSetting } from '../../support/event-page.ts';
import {
  bankTransfer,
  expectConfirmed,
  free,
  onSite,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from './payment-client.ts';
import { ALPINE_DEVOPS_DAY, ALPINE_SUMMIT, OPEN_HACK_DAY, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';

/** The festival issues only invoices (Italian e-invoicing): its buyers give an address. */
const INVOICE_IN_SWITZERLAND = {
  invoiceRequested: true,
  billingAddressLine1: 'Seestrasse 1',
  billingAddressZip: '8002',
  billingAddressCity: 'Zürich',
  vatCountryCode: 'CH',
  italyEInvoicingFiscalCode: 'RSSMRA85T10A562S',
};

let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await paymentClient(t);
});
afterAll(() => t.close());

const statusesOf = async (table: 'ticket' | 'additional_service_item', id: string) =>
  (await t.db.query<{ status: string }>(`SELECT status FROM ${table} WHERE reservation_id = $1 ORDER BY id`, [id])).map(
    (row) => row.status,
  );

const transactionsOf = (id: string) =>
  t.db.query<{ proxy: string; method: string | null; status: string; amount: number; customId: string | null }>(
    `SELECT payment_proxy AS proxy, payment_method AS method, status, amount_cents AS amount, custom_payment_method_id AS "customId"
     FROM payment_transaction WHERE reservation_id = $1`,
    [id],
  );

const outboxOf = (id: string) =>
  t.db.query<{ recipient: string; subject: string; textBody: string }>(
    'SELECT recipient, subject, text_body AS "textBody" FROM email_message WHERE reservation_id = $1 ORDER BY id',
    [id],
  );

describe('confirm overview: where each method leads', () => {
  it('bank transfer: OFFLINE_PAYMENT until the payment deadline, tickets waiting for the money', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    const before = await client.info(id);
    expect(before.activePaymentMethods.BANK_TRANSFER).toEqual({
      paymentProxy: 'OFFLINE',
      parameters: { delayForOfflinePayment: 5, captchaRequestedForOffline: false },
    });

    expectConfirmed(await client.confirm(id, bankTransfer));
    const [event] = await t.db.query<{ start: Date }>(
      "SELECT start_at AS start FROM event WHERE short_name = 'alpine-summit'",
    );
    const row = await reservationRow(t.db, id);
    expect(row).toMatchObject({ status: 'OFFLINE_PAYMENT', paymentProxy: 'OFFLINE', paymentMethod: 'BANK_TRANSFER' });
    const [{ confirmed }] = (await t.db.query<{ confirmed: Date }>(
      'SELECT confirmed_at AS confirmed FROM reservation WHERE id = $1',
      [id],
    )) as [{ confirmed: Date }];
    expect(row!.validity.toISOString()).toBe(offlinePaymentDeadline(confirmed, 5, 'Europe/Zurich', true).toISOString());
    expect(event!.start.getTime()).toBeGreaterThan(row!.validity.getTime());

    expect(await statusesOf('ticket', id)).toEqual(['TO_BE_PAID']);
    expect(await transactionsOf(id)).toEqual([
      { proxy: 'OFFLINE', method: 'BANK_TRANSFER', status: 'PENDING', amount: 29_000, customId: null },
    ]);
    const info = await client.info(id);
    expect(info).toMatchObject({ status: 'OFFLINE_PAYMENT', validity: row!.validity.getTime() });
    expect(info.orderSummary.notYetPaid).toBe(true);

    const [mail] = await outboxOf(id);
    expect(mail?.recipient).toBe('anna.keller@example.com');
    expect(mail?.textBody).toContain('CH93 0076 2011 6238 5295 7');
    expect(mail?.textBody).toContain(`Payment reference: ${id.slice(0, 8).toUpperCase()}`);
  });

  it('deferred bank transfer: confirmed at once, paid later', async () => {
    await setSetting(t.db, 'EVENT', 'DEFERRED_BANK_TRANSFER_ENABLED', 'true', ALPINE_DEVOPS_DAY);
    try {
      const id = await client.book(ALPINE_DEVOPS_DAY, { 'On site': 1 });
      expect((await client.info(id)).activePaymentMethods.BANK_TRANSFER?.parameters).toMatchObject({ deferred: true });
      expectConfirmed(await client.confirm(id, bankTransfer));
      expect((await reservationRow(t.db, id))?.status).toBe('DEFERRED_OFFLINE_PAYMENT');
      expect(await statusesOf('ticket', id)).toEqual(['ACQUIRED']);
    } finally {
      await setSetting(t.db, 'EVENT', 'DEFERRED_BANK_TRANSFER_ENABLED', null, ALPINE_DEVOPS_DAY);
    }
  });

  it('on site: COMPLETE now, tickets acquired, the payment is due at the desk', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 2 });
    expectConfirmed(await client.confirm(id, onSite));
    expect(await reservationRow(t.db, id)).toMatchObject({
      status: 'COMPLETE',
      paymentProxy: 'ON_SITE',
      paymentMethod: 'ON_SITE',
    });
    expect(await statusesOf('ticket', id)).toEqual(['ACQUIRED', 'ACQUIRED']);
    expect(await transactionsOf(id)).toEqual([
      { proxy: 'ON_SITE', method: 'ON_SITE', status: 'PENDING', amount: 58_000, customId: null },
    ]);
    expect((await client.info(id)).orderSummary.notYetPaid).toBe(true);
    expect((await outboxOf(id))[0]?.textBody).toContain('at the desk');
  });

  it('custom offline: the method object is accepted, the reservation waits for that payment', async () => {
    const id = await client.book(ALPINE_SUMMIT, { Standard: 1 });
    const listed = await client.send(
      'GET',
      `/api/v2/public/reservation/${id}/applicable-custom-payment-method-details`,
    );
    expect(listed.statusCode).toBe(200);
    const [method] = listed.json() as {
      paymentMethodId: string;
      localizations: Record<string, { paymentInstructions: string }>;
    }[];
    expect(method?.localizations.en?.paymentInstructions).toContain('<strong>+41 79 555 01 23</strong>');
    expect((await client.info(id)).activePaymentMethods[method!.paymentMethodId]).toEqual({
      paymentProxy: 'CUSTOM_OFFLINE',
      parameters: {},
    });

    expectConfirmed(
      await client.confirm(id, { ...onSite, selectedPaymentMethod: method, paymentProxy: 'CUSTOM_OFFLINE' }),
    );
    expect(await reservationRow(t.db, id)).toMatchObject({
      status: 'CUSTOM_OFFLINE_PAYMENT',
      paymentProxy: 'CUSTOM_OFFLINE',
      paymentMethod: null,
    });
    expect(await statusesOf('ticket', id)).toEqual(['TO_BE_PAID']);
    expect(await transactionsOf(id)).toEqual([
      { proxy: 'CUSTOM_OFFLINE', method: null, status: 'PENDING', amount: 29_000, customId: method!.paymentMethodId },
    ]);
    const selected = await client.send(
      'GET',
      `/api/v2/public/reservation/${id}/selected-custom-payment-method-details`,
    );
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toEqual(method);
    expect((await outboxOf(id))[0]?.textBody).toContain('TWINT');
  });

  it('free order: COMPLETE with method NONE, nothing to pay and nothing to bill', async () => {
    const id = await client.book(OPEN_HACK_DAY, { 'General admission': 1 });
    const info = await client.info(id);
    expect(info.activePaymentMethods).toEqual({});
    expect(info.orderSummary).toMatchObject({ free: true, totalPrice: '0.00', priceInCents: 0 });
    expectConfirmed(await client.confirm(id, free));
    expect(await reservationRow(t.db, id)).toMatchObject({
      status: 'COMPLETE',
      paymentProxy: 'NONE',
      paymentMethod: 'NONE',
      invoiceNumber: null,
    });
    expect(await statusesOf('ticket', id)).toEqual(['ACQUIRED']);
    expect(await transactionsOf(id)).toEqual([
      { proxy: 'NONE', method: 'NONE', status: 'COMPLETE', amount: 0, customId: null },
    ]);
    expect(await t.db.query('SELECT id FROM billing_document WHERE reservation_id = $1', [id])).toEqual([]);
    expect((await client.info(id)).metadata).toMatchObject({ readyForConfirmation: true, finalized: true });
  });

  it('additional services move with the tickets', async () => {
    // The programme booklet is mandatory: one item per ticket.
    const id = await client.book(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 }, INVOICE_IN_SWITZERLAND);
    expect(await statusesOf('additional_service_item', id)).toEqual(['PENDING']);
    expectConfirmed(await client.confirm(id, onSite));
    expect(await statusesOf('additional_service_item', id)).toEqual(['ACQUIRED']);
  });
});
