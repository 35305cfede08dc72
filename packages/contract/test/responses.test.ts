import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EndpointResponse } from '../src/endpoint.ts';
import { endpoints } from '../src/endpoints.ts';
import { EventDetails } from '../src/event-page.ts';
import { OfflineParameters, StripeParameters } from '../src/payment.ts';
import { ReservationInfo } from '../src/reservation.ts';
import { eventJson, reservationJson } from './fixtures.ts';

const without = <T extends object>(value: T, key: keyof T) => {
  const copy: Partial<T> = { ...value };
  delete copy[key];
  return copy;
};

describe('event', () => {
  it('reads an event as alf.io sends it', () => {
    expect(endpoints.getEvent.responses[200].parse(eventJson)).toEqual(eventJson);
  });

  it('fails when a required field is missing', () => {
    expect(EventDetails.safeParse(without(eventJson, 'shortName')).success).toBe(false);
    expect(EventDetails.safeParse(without(eventJson, 'i18nOverride')).success).toBe(false);
  });

  it('fails when a nullable field is omitted rather than null', () => {
    const result = EventDetails.safeParse(without(eventJson, 'location'));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['location']);
  });

  it('fails on a wrong enum value or a non-integer count', () => {
    expect(EventDetails.safeParse({ ...eventJson, format: 'VIRTUAL' }).success).toBe(false);
    expect(EventDetails.safeParse({ ...eventJson, availableTicketsCount: 2.5 }).success).toBe(false);
  });

  it('keeps alf.io property names in the types', () => {
    expectTypeOf<EndpointResponse<typeof endpoints.getEvent>>().toHaveProperty('datesWithOffset');
    expectTypeOf<EndpointResponse<typeof endpoints.getEvent>['location']>().toEqualTypeOf<string | null>();
    expectTypeOf<EndpointResponse<typeof endpoints.getMe, 204>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointResponse<typeof endpoints.getReservation, 401>>().toEqualTypeOf<string>();
  });
});

describe('reservation', () => {
  it('reads a pending reservation as alf.io sends it', () => {
    expect(endpoints.getReservation.responses[200].parse(reservationJson)).toEqual(reservationJson);
  });

  it('fails when a ticket lacks one of its fields', () => {
    const [category] = reservationJson.ticketsByCategory;
    const [ticket] = category!.tickets;
    const broken = {
      ...reservationJson,
      ticketsByCategory: [{ ...category, tickets: [without(ticket!, 'onlineEventStarted')] }],
    };
    const result = ReservationInfo.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['ticketsByCategory', 0, 'tickets', 0, 'onlineEventStarted']);
  });

  it('reads a field description without a placeholder', () => {
    const [category] = reservationJson.ticketsByCategory;
    const [ticket] = category!.tickets;
    const [field] = ticket!.ticketFieldConfigurationAfterStandard;
    const description = { en: { label: 'Company', placeholder: null, restrictedValuesDescription: {} } };
    const fields = [{ ...field, description }];
    const withoutPlaceholder = {
      ...reservationJson,
      ticketsByCategory: [{ ...category, tickets: [{ ...ticket, ticketFieldConfigurationAfterStandard: fields }] }],
    };
    expect(ReservationInfo.safeParse(withoutPlaceholder).success).toBe(true);
  });

  it('types the known payment parameters', () => {
    const methods = reservationJson.activePaymentMethods;
    expect(StripeParameters.safeParse(methods.CREDIT_CARD.parameters).success).toBe(true);
    expect(OfflineParameters.safeParse(methods.BANK_TRANSFER.parameters).success).toBe(true);
    expect(OfflineParameters.safeParse({ captchaRequestedForOffline: false }).success).toBe(false);
  });

  it('reads the non-redirect confirm answer, failure flag included', () => {
    const body = {
      success: true,
      errorCount: 0,
      validationErrors: [],
      warnings: [],
      value: { success: true, redirect: false, redirectUrl: null, failure: true, gatewayIdOrNull: null },
    };
    expect(endpoints.confirmOverview.responses[200].parse(body)).toEqual(body);
  });

  it('tells the force-check answer apart from the payment status', () => {
    const forceCheck = {
      successful: true,
      failed: false,
      redirect: false,
      initialized: true,
      redirectUrl: null,
      gatewayIdOrNull: 'pi_3',
    };
    expect(endpoints.forceCheckTransaction.responses[200].safeParse(forceCheck).success).toBe(true);
    expect(endpoints.getPaymentStatus.responses[200].safeParse(forceCheck).success).toBe(false);
  });
});

describe('catalogue', () => {
  const subscription = {
    id: 'a3c1e5f7-0b2d-4f6a-8c9e-1d3f5a7b9c0e',
    fileBlobId: 'b1',
    title: { en: 'Season pass' },
    description: { en: '**All** meetups of the season' },
    salePeriod: { startDateTime: 0, startTimeZoneOffset: 0, endDateTime: 0, endTimeZoneOffset: 0 },
    validityType: 'NOT_SET',
    usageType: 'ONCE_PER_EVENT',
    timeZone: 'Europe/Zurich',
    validityTimeUnit: null,
    validityUnits: null,
    maxEntries: -1,
    organizationEmail: null,
    organizationName: null,
    formattedPrice: '90.00',
    currency: 'CHF',
    currencyDescriptor: { code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', fractionDigits: 2 },
    vat: 7.7,
    vatIncluded: true,
    formattedOnSaleFrom: null,
    formattedOnSaleTo: null,
    formattedValidFrom: null,
    formattedValidTo: null,
    contentLanguages: [{ locale: 'en', displayLanguage: 'English' }],
  };

  it('reads the subscription list with its quirks (numeric vat, null organization)', () => {
    expect(endpoints.listSubscriptions.responses[200].parse([subscription])).toEqual([subscription]);
    expect(endpoints.listSubscriptions.responses[200].safeParse([{ ...subscription, vat: '7.70' }]).success).toBe(
      false,
    );
  });
});
