import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EndpointBody, EndpointQuery } from '../src/endpoint.ts';
import { endpoints } from '../src/endpoints.ts';

const reserveTickets = endpoints.reserveTickets;

describe('reserve-tickets body', () => {
  it('normalizes the seed form (quantity, numeric strings) to alf.io form', () => {
    const parsed = reserveTickets.body.parse({
      reservation: [
        { ticketCategoryId: '12', quantity: '2' },
        { ticketCategoryId: 13, amount: 1 },
        { ticketCategoryId: 14 },
      ],
      additionalService: [
        { additionalServiceId: '3', quantity: '1' },
        { additionalServiceId: 4, amount: '25.50' },
      ],
      promoCode: 'EARLY',
      unknownProperty: { ignored: true },
    });
    expect(parsed).toEqual({
      reservation: [
        { ticketCategoryId: 12, amount: 2, metadata: [] },
        { ticketCategoryId: 13, amount: 1, metadata: [] },
        { ticketCategoryId: 14, amount: 0, metadata: [] },
      ],
      additionalService: [
        { additionalServiceId: 3, quantity: 1, amount: null },
        { additionalServiceId: 4, quantity: null, amount: 25.5 },
      ],
      promoCode: 'EARLY',
      captcha: null,
    });
  });

  it('prefers amount when both names are sent', () => {
    const parsed = reserveTickets.body.parse({ reservation: [{ ticketCategoryId: 1, amount: 3, quantity: 9 }] });
    expect(parsed.reservation[0]?.amount).toBe(3);
  });

  it('reads an empty body as an empty selection, which the server answers with its own error', () => {
    expect(reserveTickets.body.parse({})).toEqual({
      reservation: [],
      additionalService: [],
      promoCode: null,
      captcha: null,
    });
    expect(reserveTickets.body.parse({ reservation: null, promoCode: null })).toMatchObject({ reservation: [] });
  });

  it('keeps negative quantities for the server to reject with alf.io codes', () => {
    expect(
      reserveTickets.body.parse({ additionalService: [{ additionalServiceId: 1, quantity: -1 }] }).additionalService[0]
        ?.quantity,
    ).toBe(-1);
  });

  it('rejects what alf.io cannot read either', () => {
    expect(reserveTickets.body.safeParse({ reservation: [{ ticketCategoryId: 'twelve', amount: 1 }] }).success).toBe(
      false,
    );
    expect(reserveTickets.body.safeParse({ reservation: [{ ticketCategoryId: 1, amount: 1.5 }] }).success).toBe(false);
    expect(reserveTickets.body.safeParse({ reservation: 'all' }).success).toBe(false);
  });

  it('requires lang', () => {
    expect(reserveTickets.query.safeParse({}).success).toBe(false);
    expect(reserveTickets.query.safeParse({ lang: '' }).success).toBe(false);
    expect(reserveTickets.query.parse({ lang: 'de' })).toEqual({ lang: 'de' });
  });

  it('lets the shop send either field name and numbers or strings', () => {
    expectTypeOf<{ reservation: [{ ticketCategoryId: 1; quantity: '2' }] }>().toExtend<
      EndpointBody<typeof reserveTickets>
    >();
    expectTypeOf<{ reservation: [{ ticketCategoryId: 1; amount: 2 }] }>().toExtend<
      EndpointBody<typeof reserveTickets>
    >();
  });
});

describe('query parameters', () => {
  it('normalizes repeatable tags to an array', () => {
    const query = endpoints.listEvents.query;
    expect(query.parse({ tags: 'vue' }).tags).toEqual(['vue']);
    expect(query.parse({ tags: ['vue', 'react'] }).tags).toEqual(['vue', 'react']);
    expect(query.parse({}).tags).toEqual([]);
  });

  it('ignores a subscription filter that is not a UUID, as alf.io does', () => {
    const query = endpoints.listEvents.query;
    expect(query.parse({ subscription: 'nope' }).subscription).toBeUndefined();
    expect(query.parse({ subscription: 'A3C1E5F7-0B2D-4F6A-8C9E-1D3F5A7B9C0E' }).subscription).toBe(
      'A3C1E5F7-0B2D-4F6A-8C9E-1D3F5A7B9C0E',
    );
    expect(query.parse({ organizer: '7' }).organizer).toBe(7);
  });

  it('reads boolean query parameters from their string form', () => {
    const query = endpoints.validateToOverview.query;
    expect(query.parse({ lang: 'en', ignoreWarnings: 'true' }).ignoreWarnings).toBe(true);
    expect(query.parse({ lang: 'en', ignoreWarnings: 'false' }).ignoreWarnings).toBe(false);
    expect(query.parse({ lang: 'en', ignoreWarnings: 'ON' }).ignoreWarnings).toBe(true);
    expect(query.parse({ lang: 'en', ignoreWarnings: '' }).ignoreWarnings).toBe(false);
    expect(query.parse({ lang: 'en' }).ignoreWarnings).toBe(false);
    expect(query.safeParse({ lang: 'en', ignoreWarnings: 'maybe' }).success).toBe(false);
    expect(query.safeParse({ ignoreWarnings: 'true' }).success).toBe(false);
    expectTypeOf<{ lang: 'en'; ignoreWarnings: true }>().toExtend<EndpointQuery<typeof endpoints.validateToOverview>>();
  });

  it('requires lang on every call that creates or changes a reservation', () => {
    for (const declared of [
      endpoints.reserveTickets,
      endpoints.validateToOverview,
      endpoints.confirmOverview,
      endpoints.resendReservationEmail,
    ]) {
      expect(declared.query.safeParse({}).success, declared.key).toBe(false);
    }
  });
});

describe('booking and overview bodies', () => {
  it('reads the booking form with nested attendee data and string booleans', () => {
    const parsed = endpoints.validateToOverview.body.parse({
      firstName: 'Ada',
      lastName: 'Keller',
      email: 'ada.keller@example.ch',
      invoiceRequested: 'true',
      italyEInvoicingReferenceType: '',
      tickets: {
        '0f6c2a1e-3b4d-4e5f-8a9b-0c1d2e3f4a5b': {
          firstName: 'Ada',
          lastName: 'Keller',
          email: 'ada.keller@example.ch',
          additional: { company: ['Acme'], diet: ['vegan', null] },
        },
      },
      additionalServices: {
        '0f6c2a1e-3b4d-4e5f-8a9b-0c1d2e3f4a5b': [
          {
            additionalServiceItemId: '8',
            ticketUUID: '0f6c2a1e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
            additionalServiceTitle: { en: 'T-shirt' },
          },
        ],
      },
    });
    expect(parsed.invoiceRequested).toBe(true);
    expect(parsed.addCompanyBillingDetails).toBe(false);
    expect(parsed.italyEInvoicingReferenceType).toBeNull();
    expect(parsed.vatNr).toBeNull();
    expect(parsed.subscriptionOwner).toBeNull();
    expect(parsed.tickets['0f6c2a1e-3b4d-4e5f-8a9b-0c1d2e3f4a5b']).toMatchObject({
      userLanguage: null,
      additional: { company: ['Acme'], diet: ['vegan', null] },
      additionalServices: {},
    });
    expect(parsed.additionalServices['0f6c2a1e-3b4d-4e5f-8a9b-0c1d2e3f4a5b']).toEqual([
      { additionalServiceItemId: 8, ticketUUID: '0f6c2a1e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', additional: null },
    ]);
  });

  it('reads an empty booking form, so the server can answer with field errors', () => {
    expect(endpoints.validateToOverview.body.safeParse({}).success).toBe(true);
  });

  it('reads selectedPaymentMethod as an id or as a custom method object', () => {
    const body = endpoints.confirmOverview.body;
    expect(body.parse({ selectedPaymentMethod: 'BANK_TRANSFER', paymentProxy: 'OFFLINE' })).toMatchObject({
      selectedPaymentMethod: 'BANK_TRANSFER',
      paymentProxy: 'OFFLINE',
      termAndConditionsAccepted: false,
    });
    expect(
      body.parse({
        termAndConditionsAccepted: true,
        selectedPaymentMethod: {
          paymentMethodId: 'a3c1e5f7-0b2d-4f6a-8c9e-1d3f5a7b9c0e',
          localizations: { en: { paymentName: 'Twint', paymentDescription: '', paymentInstructions: '' } },
          deleted: false,
        },
        paymentProxy: 'CUSTOM_OFFLINE',
      }),
    ).toMatchObject({ selectedPaymentMethod: 'a3c1e5f7-0b2d-4f6a-8c9e-1d3f5a7b9c0e', termAndConditionsAccepted: true });
    expect(body.safeParse({ paymentProxy: 'BITCOIN' }).success).toBe(false);
  });

  it('reads the profile update as the booking form plus additionalInfo', () => {
    expect(endpoints.updateMe.body.parse({ firstName: 'Ada', additionalInfo: { company: 'Acme' } })).toMatchObject({
      firstName: 'Ada',
      additionalInfo: { company: 'Acme' },
      invoiceRequested: false,
    });
  });

  it('reads the subscription code form with a numeric string amount', () => {
    expect(
      endpoints.applySubscriptionCode.body.parse({
        code: 'ACDEFGHJ',
        email: 'a@b.ch',
        amount: '1',
        type: 'SUBSCRIPTION',
      }),
    ).toEqual({ code: 'ACDEFGHJ', email: 'a@b.ch', amount: 1, type: 'SUBSCRIPTION' });
  });
});
