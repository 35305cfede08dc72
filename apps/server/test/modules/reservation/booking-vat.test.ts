import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingErrors } from '../../../src/modules/reservation/booking/booking-errors.ts';
import { formatVatChecker, type VatNumberChecker } from '../../../src/modules/reservation/invoicing/eu-vat.ts';
import { decideVatStatus } from '../../../src/modules/reservation/invoicing/vat-decision.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { setSetting } from '../../support/event-page.ts';
import { bookingClient, completeForm, rejections, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';

/**
 * The film festival's organizer is in Italy and applies the EU VAT rules (demo data); the Alpine
 * Tech Summit's organizer does not.
 */
let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

const business = (country: string, vatNr: string) => ({
  invoiceRequested: true,
  addCompanyBillingDetails: true,
  billingAddressCompany: 'Kino GmbH',
  billingAddressLine1: 'Hauptstrasse 1',
  billingAddressZip: '10115',
  billingAddressCity: 'Berlin',
  vatCountryCode: country,
  vatNr,
  italyEInvoicingFiscalCode: vatNr,
});

async function vatStatusAfter(shortName: string, category: string, billing: Record<string, unknown>): Promise<string> {
  const id = await client.reserve(shortName, { [category]: 1 });
  const response = await client.validate(id, { ...completeForm(await client.info(id)), ...billing });
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await t.db.query<{ vatStatus: string }>(
    'SELECT vat_status AS "vatStatus" FROM reservation WHERE id = $1',
    [id],
  );
  await client.cancel(id);
  return row!.vatStatus;
}

describe('validate-to-overview: the VAT of the order', () => {
  it('a business elsewhere in the EU with a valid VAT number pays no VAT (reverse charge)', async () => {
    expect(await vatStatusAfter(RIVIERA_FILM_FESTIVAL, 'Day ticket', business('DE', 'DE123456789'))).toBe(
      'INCLUDED_EXEMPT',
    );
    expect(await vatStatusAfter(RIVIERA_FILM_FESTIVAL, 'Day ticket', business('EL', 'EL123456789'))).toBe(
      'INCLUDED_EXEMPT',
    );
  });

  it('a business in the organizer’s own country, a private buyer, a business without VAT number: the usual VAT', async () => {
    const italian = {
      ...business('IT', '12345678903'),
      billingAddressState: 'GE',
      billingAddressZip: '16124',
      firstName: 'Mario',
      lastName: 'Rossi',
    };
    expect(
      await vatStatusAfter(RIVIERA_FILM_FESTIVAL, 'Day ticket', {
        ...italian,
        italyEInvoicingFiscalCode: 'RSSMRA80A01H501U',
        italyEInvoicingReferenceType: 'NONE',
      }),
    ).toBe('INCLUDED');
    expect(
      await vatStatusAfter(RIVIERA_FILM_FESTIVAL, 'Day ticket', {
        ...business('DE', 'DE123456789'),
        addCompanyBillingDetails: false,
      }),
    ).toBe('INCLUDED');
    expect(
      await vatStatusAfter(RIVIERA_FILM_FESTIVAL, 'Day ticket', {
        ...business('DE', ''),
        skipVatNr: true,
        italyEInvoicingFiscalCode: 'DE-0815',
      }),
    ).toBe('INCLUDED');
  });

  it('a business outside the EU pays no VAT, unless the organizer charges it to foreign businesses', async () => {
    expect(await vatStatusAfter(RIVIERA_FILM_FESTIVAL, 'Day ticket', business('CH', 'CHE-123.456.789'))).toBe(
      'INCLUDED_EXEMPT',
    );
    await setSetting(t.db, 'EVENT', 'APPLY_VAT_FOREIGN_BUSINESS', 'true', RIVIERA_FILM_FESTIVAL);
    expect(await vatStatusAfter(RIVIERA_FILM_FESTIVAL, 'Day ticket', business('CH', 'CHE-123.456.789'))).toBe(
      'INCLUDED',
    );
    await setSetting(t.db, 'EVENT', 'APPLY_VAT_FOREIGN_BUSINESS', null, RIVIERA_FILM_FESTIVAL);
  });

  it('a VAT number that cannot be one of its country: refused on vatNr', async () => {
    const id = await client.reserve(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 });
    const response = await client.validate(id, {
      ...completeForm(await client.info(id)),
      ...business('DE', 'DE12345'),
    });
    expect(rejections(response)).toEqual([{ fieldName: 'vatNr', code: 'error.STEP_2_INVALID_VAT', arguments: null }]);
  });

  it('an organizer without the EU rules charges its VAT to everyone', async () => {
    expect(await vatStatusAfter(ALPINE_SUMMIT, 'Standard', business('DE', 'DE123456789'))).toBe('INCLUDED');
  });

  it('back to the usual VAT when the buyer changes the invoice again', async () => {
    const id = await client.reserve(RIVIERA_FILM_FESTIVAL, { 'Day ticket': 1 });
    const form = completeForm(await client.info(id));
    const vat = async () =>
      (await t.db.query<{ v: string }>('SELECT vat_status AS v FROM reservation WHERE id = $1', [id]))[0]!.v;
    const charged = (await client.info(id)).orderSummary;
    expect((await client.validate(id, { ...form, ...business('DE', 'DE123456789') })).statusCode).toBe(200);
    expect(await vat()).toBe('INCLUDED_EXEMPT');
    // The order is priced again: without VAT, a price containing VAT loses it.
    const exempt = (await client.info(id)).orderSummary;
    expect(exempt).toMatchObject({ displayVat: false, totalVAT: '0.00' });
    expect(exempt.priceInCents).toBeLessThan(charged.priceInCents);
    expect(
      (await client.validate(id, { ...form, ...business('DE', 'DE123456789'), addCompanyBillingDetails: false }))
        .statusCode,
    ).toBe(200);
    expect(await vat()).toBe('INCLUDED');
    expect((await client.info(id)).orderSummary).toEqual(charged);
  });
});

describe('deciding the VAT status', () => {
  const facts = { currency: 'EUR', vat: '22.00', vatIncluded: false };
  const rules = {
    reverseChargeEnabled: true,
    organizerCountry: 'IT',
    applyVatToForeignBusiness: false,
    italianEInvoicingEnabled: false,
  };
  const invoice = { business: true, country: 'DE', vatNr: 'DE123456789', splitPayment: false };

  it('says so when the VAT number service cannot answer (error.vatVIESDown)', async () => {
    const unreachable: VatNumberChecker = { check: async () => 'unavailable' };
    const errors = new BookingErrors();
    expect(await decideVatStatus(facts, rules, invoice, true, unreachable, errors)).toBe('NOT_INCLUDED');
    expect(errors.list()).toEqual([{ fieldName: 'vatNr', code: 'error.vatVIESDown', arguments: null }]);
  });

  it('exempts prices without VAT as NOT_INCLUDED_EXEMPT, and leaves free orders and VAT-free contexts alone', async () => {
    const errors = new BookingErrors();
    expect(await decideVatStatus(facts, rules, invoice, true, formatVatChecker, errors)).toBe('NOT_INCLUDED_EXEMPT');
    expect(await decideVatStatus(facts, rules, invoice, false, formatVatChecker, errors)).toBe('NOT_INCLUDED');
    expect(await decideVatStatus({ ...facts, vat: '0.00' }, rules, invoice, true, formatVatChecker, errors)).toBe(
      'NONE',
    );
    expect(await decideVatStatus({ ...facts, currency: null }, rules, invoice, true, formatVatChecker, errors)).toBe(
      'NONE',
    );
    expect(errors.count).toBe(0);
  });
});
