import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { bookingClient, completeForm, rejections, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';

/**
 * The film festival's organizer is in Italy: invoices only, with Italian electronic invoicing
 * (demo data). Mario Rossi's fiscal code is RSSMRA80A01H501U.
 */
let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

const italianCompany = {
  firstName: 'Mario',
  lastName: 'Rossi',
  invoiceRequested: true,
  addCompanyBillingDetails: true,
  billingAddressCompany: 'Cineforum Srl',
  billingAddressLine1: 'Via Roma 1',
  billingAddressZip: '16124',
  billingAddressCity: 'Genova',
  billingAddressState: 'GE',
  vatCountryCode: 'IT',
  vatNr: '12345678903',
  italyEInvoicingFiscalCode: 'RSSMRA80A01H501U',
  italyEInvoicingReferenceType: 'ADDRESSEE_CODE',
  italyEInvoicingReferenceAddresseeCode: 'ABC1234',
};

async function booking(category = 'Day ticket'): Promise<{ id: string; form: Record<string, unknown> }> {
  const id = await client.reserve(RIVIERA_FILM_FESTIVAL, { [category]: 1 });
  return { id, form: completeForm(await client.info(id)) };
}

const storedItalian = (id: string) =>
  t.db
    .query<Record<string, unknown>>(
      `SELECT italy_e_invoicing_fiscal_code AS "fiscalCode", italy_e_invoicing_reference_type AS "referenceType",
         italy_e_invoicing_addressee_code AS "addresseeCode", italy_e_invoicing_pec AS pec, italy_e_invoicing_split_payment AS "splitPayment",
         vat_status AS "vatStatus"
       FROM reservation WHERE id = $1`,
      [id],
    )
    .then((rows) => rows[0]!);

describe('validate-to-overview: Italian electronic invoicing', () => {
  it('an Italian business with every detail goes through, and the reservation shows them', async () => {
    const { id, form } = await booking();
    const response = await client.validate(id, { ...form, ...italianCompany });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().warnings).toEqual([]);
    const info = await client.info(id);
    expect(info.validatedBookingInformation).toBe(true);
    expect(info.billingDetails).toMatchObject({
      companyName: 'Cineforum Srl',
      state: 'GE',
      country: 'IT',
      taxId: '12345678903',
      hasTaxId: true,
      invoicingAdditionalInfo: {
        empty: false,
        italianEInvoicing: {
          fiscalCode: 'RSSMRA80A01H501U',
          referenceType: 'ADDRESSEE_CODE',
          addresseeCode: 'ABC1234',
          pec: null,
          splitPayment: false,
          reference: 'ABC1234',
          referenceTypeAsString: 'ADDRESSEE_CODE',
          empty: false,
        },
      },
    });
  });

  it('the invoice is not optional: the organizer issues only invoices', async () => {
    const { id, form } = await booking();
    const fields = rejections(await client.validate(id, { ...form, invoiceRequested: false })).map((e) => e.fieldName);
    expect(fields).toEqual(['billingAddressLine1', 'billingAddressZip', 'billingAddressCity', 'vatCountryCode']);
  });

  it('a country given: the fiscal code (at most 28 characters) is required, wherever the buyer lives', async () => {
    const { id, form } = await booking();
    const french = {
      ...italianCompany,
      vatCountryCode: 'FR',
      vatNr: 'FR40303265045',
      billingAddressState: null,
      billingAddressZip: '06300',
    };
    expect(rejections(await client.validate(id, { ...form, ...french, italyEInvoicingFiscalCode: '' }))).toEqual([
      { fieldName: 'italyEInvoicingFiscalCode', code: 'error.emptyField', arguments: null },
    ]);
    expect(
      rejections(await client.validate(id, { ...form, ...french, italyEInvoicingFiscalCode: 'F'.repeat(29) })),
    ).toEqual([{ fieldName: 'italyEInvoicingFiscalCode', code: 'error.tooLong', arguments: { 0: 28 } }]);
    expect(
      (await client.validate(id, { ...form, ...french, italyEInvoicingFiscalCode: 'FR-0123456789' })).statusCode,
    ).toBe(200);
  });

  it('in Italy: a reference type, then its addressee code (7 letters or digits) or PEC', async () => {
    const { id, form } = await booking();
    const code = 'italyEInvoicingReferenceAddresseeCode';
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { italyEInvoicingReferenceType: null },
        'italyEInvoicingReferenceType',
        'error.italyEInvoicingReferenceTypeSelectValue',
      ],
      [{ [code]: '' }, code, 'error.emptyField'],
      [{ [code]: 'ABC123' }, code, 'error.lengthMustBe7'],
      [{ [code]: 'ABC-123' }, code, 'error.alphanumeric'],
      [
        { italyEInvoicingReferenceType: 'PEC', italyEInvoicingReferencePEC: ' ' },
        'italyEInvoicingReferencePEC',
        'error.emptyField',
      ],
    ];
    for (const [change, fieldName, errorCode] of cases) {
      expect(rejections(await client.validate(id, { ...form, ...italianCompany, ...change })), errorCode).toEqual([
        { fieldName, code: errorCode, arguments: null },
      ]);
    }
  });

  it('in Italy: a two-letter province, a five-digit postal code, valid VAT number and fiscal code', async () => {
    const { id, form } = await booking();
    const cases: [Record<string, unknown>, string, string, Record<string, number> | null][] = [
      [{ billingAddressState: null }, 'billingAddressState', 'error.length', { 0: 2 }],
      [{ billingAddressState: 'Genova' }, 'billingAddressState', 'error.length', { 0: 2 }],
      [{ billingAddressState: 'G1' }, 'billingAddressState', 'error.restrictedValue', null],
      [{ billingAddressZip: '1612' }, 'billingAddressZip', 'error.length', { 0: 5 }],
      [{ billingAddressZip: '1612A' }, 'billingAddressZip', 'error.restrictedValue', null],
      [{ vatNr: '12345678901' }, 'vatNr', 'error.STEP_2_INVALID_VAT', null],
      [{ italyEInvoicingFiscalCode: 'RSSMRA80A01H501X' }, 'italyEInvoicingFiscalCode', 'error.restrictedValue', null],
    ];
    for (const [change, fieldName, code, args] of cases) {
      expect(
        rejections(await client.validate(id, { ...form, ...italianCompany, ...change })),
        JSON.stringify(change),
      ).toEqual([{ fieldName, code, arguments: args }]);
    }
  });

  it('a fiscal code of someone else: a warning, then validated once the buyer confirms', async () => {
    const { id, form } = await booking();
    const other = { ...form, ...italianCompany, firstName: 'Giulia', lastName: 'Ferrari' };
    const response = await client.validate(id, other);
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings).toEqual([{ code: 'warning.fiscal-code-name-mismatch', params: [] }]);
    expect((await client.status(id)).json().validatedBookingInformation).toBe(false);
    expect((await client.validate(id, other, 'lang=it&ignoreWarnings=true')).statusCode).toBe(200);
    expect((await client.status(id)).json().validatedBookingInformation).toBe(true);
    // A company's numeric fiscal code names nobody.
    expect((await client.validate(id, { ...other, italyEInvoicingFiscalCode: '12345678903' })).json().warnings).toEqual(
      [],
    );
  });

  it('keeps only the reference the chosen type needs, the fiscal code upper-cased', async () => {
    const { id, form } = await booking();
    const both = {
      italyEInvoicingReferenceAddresseeCode: 'abc1234',
      italyEInvoicingReferencePEC: 'fatture@pec.example.it',
      italyEInvoicingFiscalCode: 'rssmra80a01h501u',
    };
    expect((await client.validate(id, { ...form, ...italianCompany, ...both })).statusCode).toBe(200);
    expect(await storedItalian(id)).toMatchObject({
      fiscalCode: 'RSSMRA80A01H501U',
      referenceType: 'ADDRESSEE_CODE',
      addresseeCode: 'ABC1234',
      pec: null,
    });

    expect(
      (await client.validate(id, { ...form, ...italianCompany, ...both, italyEInvoicingReferenceType: 'PEC' }))
        .statusCode,
    ).toBe(200);
    expect(await storedItalian(id)).toMatchObject({
      referenceType: 'PEC',
      addresseeCode: null,
      pec: 'fatture@pec.example.it',
    });

    expect(
      (
        await client.validate(id, {
          ...form,
          ...italianCompany,
          ...both,
          vatCountryCode: 'FR',
          vatNr: 'FR40303265045',
          italyEInvoicingReferenceType: 'NONE',
        })
      ).statusCode,
    ).toBe(200);
    expect(await storedItalian(id)).toMatchObject({ referenceType: 'NONE', addresseeCode: null, pec: null });
  });

  it('split payment: only for a business; the VAT is shown but not charged', async () => {
    const { id, form } = await booking();
    expect(
      (await client.validate(id, { ...form, ...italianCompany, italyEInvoicingSplitPayment: true })).statusCode,
    ).toBe(200);
    expect(await storedItalian(id)).toMatchObject({ splitPayment: true, vatStatus: 'INCLUDED_NOT_CHARGED' });

    const person = { ...italianCompany, addCompanyBillingDetails: false, italyEInvoicingSplitPayment: true };
    expect((await client.validate(id, { ...form, ...person })).statusCode).toBe(200);
    expect(await storedItalian(id)).toMatchObject({ splitPayment: false, vatStatus: 'INCLUDED' });
  });

  it('an organizer without e-invoicing keeps none of it', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const form = completeForm(await client.info(id));
    const response = await client.validate(id, {
      ...form,
      ...italianCompany,
      billingAddressState: 'Genova',
      billingAddressZip: '1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedItalian(id)).toMatchObject({
      fiscalCode: null,
      referenceType: null,
      addresseeCode: null,
      splitPayment: false,
    });
    expect((await client.info(id)).billingDetails.invoicingAdditionalInfo).toEqual({
      italianEInvoicing: null,
      empty: true,
    });
  });
});
