import { subscriptionInvoiceCapability } from '@shop/contract/routes';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInvoiceNumber } from '../../../src/modules/billing-document/billing-documents.ts';
import { repriceReservation } from '../../../src/modules/reservation/pricing/order-summary.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import {
  COMPANY_INVOICE_IN_ZURICH,
  bankTransfer,
  descriptorIdOf,
  expectConfirmed,
  free,
  onSite,
  paymentClient,
  type PaymentClient,
} from '../payment/payment-client.ts';

let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await paymentClient(t);
});
afterAll(() => t.close());

async function textOf(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function confirmed(
  shortName: string,
  quantities: Record<string, number>,
  form: Record<string, unknown>,
  payment: Record<string, unknown>,
): Promise<string> {
  const id = await client.book(shortName, quantities, form);
  expectConfirmed(await client.confirm(id, payment));
  return id;
}

describe('invoice numbers', () => {
  it('the pattern of INVOICE_NUMBER_PATTERN, the bare number by default', () => {
    expect(formatInvoiceNumber(7, null)).toBe('7');
    expect(formatInvoiceNumber(7, 'ATF-%05d')).toBe('ATF-00007');
    expect(formatInvoiceNumber(1234, '%d/2025')).toBe('1234/2025');
  });

  it('one after the other per organizer, starting at 1', async () => {
    const first = await confirmed('alpine-summit', { Standard: 1 }, COMPANY_INVOICE_IN_ZURICH, bankTransfer);
    const second = await confirmed('alpine-devops-day', { 'On site': 1 }, COMPANY_INVOICE_IN_ZURICH, onSite);
    const numbers = await t.db.query<{ number: string }>(
      'SELECT invoice_number AS number FROM reservation WHERE id = ANY($1::uuid[]) ORDER BY invoice_number',
      [[first, second]],
    );
    expect(numbers.map((row) => row.number)).toEqual(['1', '2']);
    expect((await client.info(first)).invoiceNumber).toBe('1');
  });
});

describe('invoice PDF', () => {
  it('names issuer and buyer, lists the order with its VAT, in the reservation language', async () => {
    const id = await confirmed('alpine-summit', { Standard: 2 }, COMPANY_INVOICE_IN_ZURICH, bankTransfer);
    const [row] = await t.db.query<{ number: string; confirmed: Date }>(
      'SELECT invoice_number AS number, confirmed_at AS confirmed FROM reservation WHERE id = $1',
      [id],
    );
    const response = await client.document('alpine-summit', id, 'invoice');
    const [document] = await t.db.query<{ id: number }>(
      "SELECT id FROM billing_document WHERE reservation_id = $1 AND type = 'INVOICE'",
      [id],
    );
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="alpine-summit-\\d{4}-\\d{2}-\\d{2}-\\d{6}-${row!.number}-${document!.id}\\.pdf"$`,
      ),
    );
    const text = await textOf(response);
    for (const expected of [
      'Invoice',
      `Invoice number: ${row!.number}`,
      'Alpine Tech Forum',
      'Seestrasse 200',
      'VAT number: CHE-123.456.789 MWST',
      'Keller Software AG',
      'Anna Keller',
      'Bahnhofstrasse 10',
      '8001 Zürich',
      'Switzerland',
      'VAT number: CHE-987.654.321',
      'Standard',
      '580.00',
      'VAT 8.1%',
      'CHF 43.46',
      'Total CHF 580.00',
      'Payment pending',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await client.document('alpine-summit', id, 'receipt')).statusCode).toBe(404);
    // Rendered once, then served as it was.
    const again = await client.document('alpine-summit', id, 'invoice');
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it("writes buyers' names and addresses in Polish, Czech, Greek and Cyrillic letters", async () => {
    const form = {
      ...COMPANY_INVOICE_IN_ZURICH,
      firstName: 'Łukasz',
      lastName: 'Dvořák',
      billingAddressCompany: 'Δημήτρης Παπαδόπουλος Α.Ε.',
      billingAddressLine1: 'ул. Иван Вазов 12',
      billingAddressCity: 'София',
    };
    const id = await confirmed('alpine-summit', { Standard: 1 }, form, bankTransfer);
    const text = await textOf(await client.document('alpine-summit', id, 'invoice'));
    for (const expected of ['Łukasz Dvořák', 'Δημήτρης Παπαδόπουλος Α.Ε.', 'ул. Иван Вазов 12', '8001 София'])
      expect(text).toContain(expected);
  });

  it('in German for a German reservation', async () => {
    const id = await client.book('alpine-summit', { Standard: 1 }, COMPANY_INVOICE_IN_ZURICH);
    await t.db.query("UPDATE reservation SET user_language = 'de' WHERE id = $1", [id]);
    expectConfirmed(await client.confirm(id, bankTransfer, 'de'));
    const text = await textOf(await client.document('alpine-summit', id, 'invoice'));
    expect(text).toContain('Rechnung');
    expect(text).toContain('MWST 8.1%');
    expect(text).toContain('Zahlung ausstehend');
  });

  it('reverse charge: no VAT, and why', async () => {
    const id = await client.book('alpine-summit', { Standard: 1 }, COMPANY_INVOICE_IN_ZURICH);
    await t.db.query("UPDATE reservation SET vat_status = 'INCLUDED_EXEMPT' WHERE id = $1", [id]);
    await t.db.transaction((tx) => repriceReservation(tx, id));
    expectConfirmed(await client.confirm(id, bankTransfer));
    const text = await textOf(await client.document('alpine-summit', id, 'invoice'));
    expect(text).toContain('Total CHF 268.27');
    expect(text).toContain('reverse charge');
    expect(text).not.toContain('VAT 8.1%: CHF');
  });
});

describe('receipt PDF', () => {
  it('without an invoice request: a receipt, no invoice', async () => {
    const id = await confirmed('alpine-summit', { Standard: 1 }, {}, onSite);
    const response = await client.document('alpine-summit', id, 'receipt');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-alpine-summit-${id}.pdf"`);
    const text = await textOf(response);
    expect(text).toContain('Receipt');
    expect(text).toContain('Anna Keller');
    expect(text).toContain('Total CHF 290.00');
    expect(text).toContain('Payment method: Pay on site.');
    expect(text).toContain('VAT 8.1% on CHF 268.27: CHF 21.73');
    expect((await client.document('alpine-summit', id, 'invoice')).statusCode).toBe(404);
  });

  it('a free order gets its receipt when asked for it', async () => {
    const id = await confirmed('open-hack-day', { 'General admission': 1 }, {}, free);
    expect(await textOf(await client.document('open-hack-day', id, 'receipt'))).toContain('Receipt');
  });
});

describe('documents that are not there', () => {
  it('404: unknown event or reservation, another event, not confirmed, cancelled, malformed id', async () => {
    const id = await confirmed('alpine-summit', { Standard: 1 }, {}, onSite);
    expect((await client.document('no-such-event', id, 'receipt')).statusCode).toBe(404);
    expect((await client.document('alpine-devops-day', id, 'receipt')).statusCode).toBe(404);
    expect((await client.document('alpine-summit', '00000000-0000-4000-8000-000000000000', 'receipt')).statusCode).toBe(
      404,
    );
    expect((await client.document('alpine-summit', 'not-a-uuid', 'receipt')).statusCode).toBe(404);
    const pending = await client.reserve('alpine-summit', { Standard: 1 });
    expect((await client.document('alpine-summit', pending, 'receipt')).statusCode).toBe(404);
    await t.db.query("UPDATE reservation SET status = 'CANCELLED' WHERE id = $1", [id]);
    expect((await client.document('alpine-summit', id, 'receipt')).statusCode).toBe(404);
  });

  it('400: documents are not handed out where Italian e-invoicing sends them', async () => {
    const id = await confirmed(
      'riviera-film-festival',
      { 'Day ticket': 1 },
      {
        invoiceRequested: true,
        billingAddressLine1: 'Via Roma 1',
        billingAddressZip: '16121',
        billingAddressCity: 'Genova',
        vatCountryCode: 'CH',
        italyEInvoicingFiscalCode: 'RSSMRA85T10A562S',
      },
      onSite,
    );
    const response = await client.document('riviera-film-festival', id, 'invoice');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('');
  });
});

describe('invoice link of any purchase context', () => {
  it("subscriptions' invoices are announced in the info, alf.io having none", async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(info.json<{ capabilities: string[] }>().capabilities).toContain(subscriptionInvoiceCapability);
  });

  it('events: the same invoice; subscriptions: theirs too', async () => {
    const id = await confirmed('alpine-summit', { Standard: 1 }, COMPANY_INVOICE_IN_ZURICH, bankTransfer);
    expect(
      await textOf(await client.send('GET', `/api/v2/public/event/alpine-summit/reservation/${id}/invoice`)),
    ).toContain('Invoice');

    const pass = await descriptorIdOf(t.db, 'Alpine Season Pass');
    const subscription = await client.bookSubscription(pass, {
      ...COMPANY_INVOICE_IN_ZURICH,
      subscriptionOwner: { additional: { company: ['Keller Software'] } },
    });
    expectConfirmed(await client.confirm(subscription, onSite));
    const text = await textOf(
      await client.send('GET', `/api/v2/public/subscription/${pass}/reservation/${subscription}/invoice`),
    );
    expect(text).toContain('Alpine Season Pass');
    expect(text).toContain('Total CHF 390.00');
    expect((await client.send('GET', `/api/v2/public/subscription/${pass}/reservation/${id}/invoice`)).statusCode).toBe(
      404,
    );
  });
});
