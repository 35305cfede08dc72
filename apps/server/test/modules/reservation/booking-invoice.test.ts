import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { setSetting } from '../../support/event-page.ts';
import { bookingClient, completeForm, rejections, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

async function booking(
  shortName = ALPINE_SUMMIT,
  category = 'Standard',
): Promise<{ id: string; form: Record<string, unknown> }> {
  const id = await client.reserve(shortName, { [category]: 1 });
  return { id, form: completeForm(await client.info(id)) };
}

const address = {
  invoiceRequested: true,
  billingAddressLine1: 'Seestrasse 1',
  billingAddressZip: '8002',
  billingAddressCity: 'Zürich',
  vatCountryCode: 'CH',
};

const stored = (id: string) =>
  t.db
    .query<Record<string, unknown>>(
      `SELECT invoice_requested AS "invoiceRequested", add_company_billing_details AS company, billing_address_company AS "companyName",
         vat_nr AS "vatNr", skip_vat_nr AS "skipVatNr", customer_reference AS "customerReference", vat_status AS "vatStatus"
       FROM reservation WHERE id = $1`,
      [id],
    )
    .then((rows) => rows[0]!);

describe('validate-to-overview: the invoice', () => {
  it('an invoice needs address line 1, postal code, city and country', async () => {
    const { id, form } = await booking();
    expect(rejections(await client.validate(id, { ...form, invoiceRequested: true }))).toEqual([
      { fieldName: 'billingAddressLine1', code: 'error.emptyField', arguments: null },
      { fieldName: 'billingAddressZip', code: 'error.emptyField', arguments: null },
      { fieldName: 'billingAddressCity', code: 'error.emptyField', arguments: null },
      { fieldName: 'vatCountryCode', code: 'error.emptyField', arguments: null },
    ]);
    expect((await client.validate(id, { ...form, ...address })).statusCode).toBe(200);
  });

  it('limits: more than 256 characters for address lines and city, more than 51 for the postal code', async () => {
    const { id, form } = await booking();
    const long = {
      billingAddressLine1: 'a'.repeat(257),
      billingAddressLine2: 'b'.repeat(257),
      billingAddressZip: '1'.repeat(52),
      billingAddressCity: 'c'.repeat(257),
    };
    expect(rejections(await client.validate(id, { ...form, ...address, ...long }))).toEqual([
      { fieldName: 'billingAddressLine1', code: 'error.tooLong', arguments: { 0: 256 } },
      { fieldName: 'billingAddressLine2', code: 'error.tooLong', arguments: { 0: 256 } },
      { fieldName: 'billingAddressZip', code: 'error.tooLong', arguments: { 0: 51 } },
      { fieldName: 'billingAddressCity', code: 'error.tooLong', arguments: { 0: 256 } },
    ]);
    const atLimit = { billingAddressLine1: 'a'.repeat(256), billingAddressZip: '1'.repeat(51) };
    expect((await client.validate(id, { ...form, ...address, ...atLimit })).statusCode).toBe(200);
  });

  it('a company gives its VAT number unless it says it has none', async () => {
    const { id, form } = await booking();
    const company = { ...address, addCompanyBillingDetails: true, billingAddressCompany: 'Keller AG' };
    expect(rejections(await client.validate(id, { ...form, ...company }))).toEqual([
      { fieldName: 'vatNr', code: 'error.emptyField', arguments: null },
    ]);
    expect((await client.validate(id, { ...form, ...company, skipVatNr: true })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ company: true, companyName: 'Keller AG', skipVatNr: true, vatNr: null });
    expect((await client.validate(id, { ...form, ...company, vatNr: 'CHE-123.456.789' })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ company: true, vatNr: 'CHE-123.456.789', skipVatNr: false });
  });

  it('a private invoice drops company name, VAT number and the skip flag', async () => {
    const { id, form } = await booking();
    const response = await client.validate(id, {
      ...form,
      ...address,
      addCompanyBillingDetails: false,
      billingAddressCompany: 'Keller AG',
      vatNr: 'CHE-123',
      skipVatNr: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      invoiceRequested: true,
      company: false,
      companyName: null,
      vatNr: null,
      skipVatNr: false,
    });
  });

  it('an organizer issuing only invoices makes every paid order ask for one', async () => {
    await setSetting(t.db, 'EVENT', 'GENERATE_ONLY_INVOICE', 'true', ALPINE_SUMMIT);
    const { id, form } = await booking();
    const errors = rejections(await client.validate(id, { ...form, invoiceRequested: false }));
    expect(errors.map((e) => e.fieldName)).toEqual([
      'billingAddressLine1',
      'billingAddressZip',
      'billingAddressCity',
      'vatCountryCode',
    ]);
    expect((await client.info(id)).invoiceRequested).toBe(true);
    await setSetting(t.db, 'EVENT', 'GENERATE_ONLY_INVOICE', null, ALPINE_SUMMIT);
  });

  it('a free order gets no invoice, whatever the form says', async () => {
    const { id, form } = await booking(OPEN_HACK_DAY, 'General admission');
    const response = await client.validate(id, { ...form, invoiceRequested: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(id)).toMatchObject({ invoiceRequested: false, vatStatus: 'NONE' });
  });

  it('a customer reference is kept for business invoices when the organizer asks for one, up to 255 characters', async () => {
    const { id, form } = await booking();
    const business = {
      ...form,
      ...address,
      addCompanyBillingDetails: true,
      billingAddressCompany: 'Keller AG',
      vatNr: 'CHE-123.456.789',
      customerReference: 'PO-4711',
    };
    expect((await client.validate(id, business)).statusCode).toBe(200);
    expect((await stored(id)).customerReference).toBeNull();

    await setSetting(t.db, 'EVENT', 'ENABLE_CUSTOMER_REFERENCE', 'true', ALPINE_SUMMIT);
    expect((await client.validate(id, business)).statusCode).toBe(200);
    expect((await client.info(id)).customerReference).toBe('PO-4711');
    expect(rejections(await client.validate(id, { ...business, customerReference: 'r'.repeat(256) }))).toEqual([
      { fieldName: 'customerReference', code: 'error.tooLong', arguments: { 0: 255 } },
    ]);
    expect((await client.validate(id, { ...business, addCompanyBillingDetails: false })).statusCode).toBe(200);
    expect((await stored(id)).customerReference).toBeNull();
    await setSetting(t.db, 'EVENT', 'ENABLE_CUSTOMER_REFERENCE', null, ALPINE_SUMMIT);
  });
});
