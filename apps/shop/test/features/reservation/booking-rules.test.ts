import type { InvoicingConfiguration } from '@shop/contract';
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { bookingBody } from '../../../src/features/reservation/booking/booking-body.ts';
import {
  bookingConfig,
  canPostponeAssignment,
  invoiceSection,
} from '../../../src/features/reservation/booking/booking-config.ts';
import { bookingDefaults } from '../../../src/features/reservation/booking/booking-defaults.ts';
import { bookingSchema } from '../../../src/features/reservation/booking/booking-schema.ts';
import type { BookingFormValues } from '../../../src/features/reservation/booking/booking-values.ts';
import {
  clearedByReferenceType,
  invoiceLayout,
  withoutBusinessDetails,
} from '../../../src/components/invoice/invoice-rules.ts';
import { messageOfFieldError } from '../../../src/lib/server-errors.ts';
import { fullEvent } from '../event-page/fixtures.ts';
import { bookingReservation, firstTicket, invoicingEvent, ticket } from './booking-fixtures.ts';

const invoicing = (overrides: Partial<InvoicingConfiguration> = {}): InvoicingConfiguration => ({
  ...invoicingEvent().invoicingConfiguration,
  ...overrides,
});
const inputs = {
  addCompanyBillingDetails: false,
  vatCountryCode: '',
  skipVatNr: false,
  italyEInvoicingReferenceType: '' as const,
};

describe('which invoice fields show', () => {
  test('a private invoice asks no company, VAT number or customer reference', () => {
    const layout = invoiceLayout(invoicing({ customerReferenceEnabled: true }), inputs);
    expect(layout).toMatchObject({
      company: false,
      vatNr: false,
      skipVatNr: false,
      customerReference: false,
      splitPayment: false,
    });
  });

  test('a business invoice asks company and VAT number, with the way out while not strictly required', () => {
    const business = { ...inputs, addCompanyBillingDetails: true };
    expect(invoiceLayout(invoicing(), business)).toMatchObject({
      company: true,
      vatNr: true,
      vatNrRequired: true,
      skipVatNr: true,
      customerReference: false,
    });
    expect(invoiceLayout(invoicing(), { ...business, skipVatNr: true }).vatNrRequired).toBe(false);
    expect(
      invoiceLayout(invoicing({ vatNumberStrictlyRequired: true }), { ...business, skipVatNr: true }),
    ).toMatchObject({ skipVatNr: false, vatNrRequired: true });
    expect(invoiceLayout(invoicing({ customerReferenceEnabled: true }), business).customerReference).toBe(true);
  });

  test('Italian e-invoicing waits for a country; Italy asks how the invoice travels', () => {
    expect(invoiceLayout(invoicing(), inputs).fiscalCode).toBe(false);
    expect(
      invoiceLayout(invoicing({ enabledItalyEInvoicing: false }), { ...inputs, vatCountryCode: 'IT' }).fiscalCode,
    ).toBe(false);
    expect(invoiceLayout(invoicing(), { ...inputs, vatCountryCode: 'CH' })).toMatchObject({
      fiscalCode: true,
      fiscalCodeLabel: 'invoice-fields.tax-id',
      referenceType: false,
    });
    const italy = invoiceLayout(invoicing(), {
      ...inputs,
      vatCountryCode: 'IT',
      italyEInvoicingReferenceType: 'ADDRESSEE_CODE',
    });
    expect(italy).toMatchObject({
      fiscalCode: true,
      fiscalCodeLabel: 'invoice-fields.fiscalCode',
      referenceType: true,
      addresseeCode: true,
      pec: false,
      splitPayment: false,
    });
    expect(
      invoiceLayout(invoicing(), {
        ...inputs,
        vatCountryCode: 'IT',
        italyEInvoicingReferenceType: 'PEC',
        addCompanyBillingDetails: true,
      }),
    ).toMatchObject({ addresseeCode: false, pec: true, splitPayment: true });
  });

  test('the reference type empties the other way of delivery; neither empties both', () => {
    expect(clearedByReferenceType('ADDRESSEE_CODE')).toEqual({ italyEInvoicingReferencePEC: '' });
    expect(clearedByReferenceType('PEC')).toEqual({ italyEInvoicingReferenceAddresseeCode: '' });
    expect(clearedByReferenceType('NONE')).toEqual({
      italyEInvoicingReferencePEC: '',
      italyEInvoicingReferenceAddresseeCode: '',
    });
    expect(clearedByReferenceType('')).toEqual({});
  });
});

describe('what is sent', () => {
  const config = (event = invoicingEvent(), reservation = bookingReservation()) =>
    bookingConfig('event', reservation, event, false);
  const values = (overrides: Partial<BookingFormValues> = {}): BookingFormValues => ({
    ...bookingDefaults(config(), null, 'en'),
    ...overrides,
  });
  const business = {
    invoiceRequested: true,
    addCompanyBillingDetails: true,
    billingAddressCompany: 'Analytical Engines Ltd',
    vatNr: 'IT01234567890',
    skipVatNr: true,
  };

  test('a private invoice drops the company, the VAT number and the "no VAT number" choice before validation', () => {
    const privateInvoice = withoutBusinessDetails(values({ ...business, addCompanyBillingDetails: false }));
    expect(privateInvoice).toMatchObject({ billingAddressCompany: '', vatNr: '', skipVatNr: false });
    expect(bookingBody(values({ ...business, addCompanyBillingDetails: false }), config())).toMatchObject({
      billingAddressCompany: null,
      vatNr: null,
      skipVatNr: false,
    });
    expect(bookingBody(values(business), config())).toMatchObject({
      billingAddressCompany: 'Analytical Engines Ltd',
      vatNr: 'IT01234567890',
      skipVatNr: true,
    });
  });

  test('only-invoice organizers always get the invoice request for paid orders; free orders never', () => {
    const onlyInvoice = invoicingEvent({ invoicingConfiguration: invoicing({ onlyInvoice: true }) });
    expect(invoiceSection(config(onlyInvoice))).toBe('always');
    expect(bookingBody(values({ invoiceRequested: false }), config(onlyInvoice)).invoiceRequested).toBe(true);
    const free = bookingReservation({ orderSummary: { ...bookingReservation().orderSummary, free: true } });
    expect(invoiceSection(config(onlyInvoice, free))).toBe('none');
    expect(bookingBody(values({ invoiceRequested: true }), config(onlyInvoice, free)).invoiceRequested).toBe(false);
    expect(invoiceSection(config(fullEvent()))).toBe('none');
  });

  test('an unchosen reference type travels as null, texts trimmed', () => {
    const body = bookingBody(values({ firstName: '  Ada ', italyEInvoicingReferenceType: '' }), config());
    expect(body.firstName).toBe('Ada');
    expect(body.italyEInvoicingReferenceType).toBeNull();
  });
});

describe('postponing the assignment', () => {
  const reservation = bookingReservation();
  test('is offered for several tickets without supplements, forced assignment or groups', () => {
    expect(canPostponeAssignment(bookingConfig('event', reservation, fullEvent(), false))).toBe(true);
  });
  test.each([
    [
      'a single ticket',
      bookingReservation({
        ticketsByCategory: [{ name: 'Standard', ticketAccessType: 'INHERIT', tickets: [ticket(firstTicket)] }],
      }),
      fullEvent(),
    ],
    [
      'linked supplements',
      bookingReservation({
        additionalServiceWithData: [
          {
            title: { en: 'Drink' },
            itemId: 1,
            serviceId: 1,
            ticketUUID: firstTicket,
            ticketFieldConfiguration: [],
            type: 'SUPPLEMENT',
          },
        ],
      }),
      fullEvent(),
    ],
    ['categories linked to groups', bookingReservation({ containsCategoriesLinkedToGroups: true }), fullEvent()],
    [
      'forced assignment',
      reservation,
      fullEvent({
        assignmentConfiguration: {
          forceAssignment: true,
          enableAttendeeAutocomplete: true,
          enableTicketTransfer: true,
        },
      }),
    ],
  ])('is not offered with %s', (_, withCase, event) => {
    expect(canPostponeAssignment(bookingConfig('event', withCase, event, false))).toBe(false);
  });
});

describe('the client rules of the invoice form', () => {
  const config = bookingConfig('event', bookingReservation(), invoicingEvent(), false);
  const base = {
    ...bookingDefaults(config, null, 'en'),
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    postponeAssignment: true,
    invoiceRequested: true,
  };
  const problems = (overrides: Partial<BookingFormValues>) => {
    const result = v.safeParse(bookingSchema(config, { ...base, ...overrides }, new Date()), { ...base, ...overrides });
    return Object.fromEntries(
      (result.issues ?? []).map((issue) => [v.getDotPath(issue), messageOfFieldError(issue)?.code]),
    );
  };

  test('address line 1, postal code, city and country are required; the postal code at most 50 characters', () => {
    expect(problems({})).toEqual({
      billingAddressLine1: 'error.emptyField',
      billingAddressZip: 'error.emptyField',
      billingAddressCity: 'error.emptyField',
      vatCountryCode: 'error.emptyField',
    });
    expect(
      problems({
        billingAddressLine1: 'Via Roma 1',
        billingAddressZip: '1'.repeat(51),
        billingAddressCity: 'Milano',
        vatCountryCode: 'CH',
        italyEInvoicingFiscalCode: 'X',
      }),
    ).toEqual({
      billingAddressZip: 'error.tooLong',
    });
  });

  const address = {
    billingAddressLine1: 'Via Roma 1',
    billingAddressZip: '20121',
    billingAddressCity: 'Milano',
    vatCountryCode: 'IT',
    italyEInvoicingFiscalCode: 'RSSMRA80A01F205X',
  };

  test('a business needs its name and a VAT number, unless it has none', () => {
    expect(problems({ ...address, addCompanyBillingDetails: true, italyEInvoicingReferenceType: 'NONE' })).toEqual({
      billingAddressCompany: 'error.emptyField',
      vatNr: 'error.emptyField',
    });
    expect(
      problems({
        ...address,
        addCompanyBillingDetails: true,
        billingAddressCompany: 'ACME',
        skipVatNr: true,
        italyEInvoicingReferenceType: 'NONE',
      }),
    ).toEqual({});
  });

  test('Italy: a reference type is needed; a recipient code of at most 7 characters or a valid PEC', () => {
    expect(problems(address)).toEqual({
      italyEInvoicingReferenceType: 'error.italyEInvoicingReferenceTypeSelectValue',
    });
    expect(problems({ ...address, italyEInvoicingReferenceType: 'ADDRESSEE_CODE' })).toEqual({
      italyEInvoicingReferenceAddresseeCode: 'error.emptyField',
    });
    expect(
      problems({
        ...address,
        italyEInvoicingReferenceType: 'ADDRESSEE_CODE',
        italyEInvoicingReferenceAddresseeCode: 'ABCDEFGH',
      }),
    ).toEqual({
      italyEInvoicingReferenceAddresseeCode: 'error.tooLong',
    });
    expect(
      problems({ ...address, italyEInvoicingReferenceType: 'PEC', italyEInvoicingReferencePEC: 'not-an-address' }),
    ).toEqual({ italyEInvoicingReferencePEC: 'error.email' });
    expect(
      problems({ ...address, italyEInvoicingReferenceType: 'PEC', italyEInvoicingReferencePEC: 'ada@pec.example.it' }),
    ).toEqual({});
  });

  test('without an invoice request, no invoice field is checked', () => {
    expect(problems({ invoiceRequested: false })).toEqual({});
  });
});
