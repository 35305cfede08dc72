import type {
  CustomPaymentMethod,
  EventDetails,
  ReservationInfo,
  ReservationStatus,
  SubscriptionInfo,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../support/msw-server.ts';
import { fullEvent } from '../event-page/fixtures.ts';
import { reservationBundle } from './overview-bundle.ts';

export const reservationId = '3f2b8c1d-9e4a-4b7c-8d2e-1a2b3c4d5e6f';
export const customMethodId = 'a1b2c3d4-0000-4000-8000-00000000c0de';
export const eventPath = (step: string) => `/event/demo/reservation/${reservationId}/${step}`;

/** A pending, validated order of two tickets for `demo`, paid by bank transfer. */
export function reservationFixture(overrides: Partial<ReservationInfo> = {}): ReservationInfo {
  return {
    id: reservationId,
    shortId: '3F2B8C1D',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    validity: Date.now() + 20 * 60_000,
    formattedExpirationDate: { en: '3 Jul 2026, 5:00 PM' },
    status: 'PENDING',
    validatedBookingInformation: true,
    ticketsByCategory: [],
    additionalServiceWithData: [],
    orderSummary: {
      summary: [
        { name: 'Standard', amount: 2, price: '100.00', subTotal: '200.00', type: 'TICKET', taxPercentage: '8.10' },
      ],
      totalPrice: '200.00',
      free: false,
      displayVat: true,
      priceInCents: 20000,
      descriptionForPayment: '2 x Standard',
      totalVAT: '14.99',
      vatPercentage: '8.10',
      notYetPaid: false,
    },
    invoiceNumber: null,
    invoiceRequested: false,
    invoiceOrReceiptDocumentPresent: false,
    paid: false,
    tokenAcquired: false,
    paymentProxy: null,
    addCompanyBillingDetails: false,
    customerReference: null,
    skipVatNr: false,
    billingAddress: null,
    billingDetails: {
      companyName: null,
      addressLine1: null,
      addressLine2: null,
      zip: null,
      city: null,
      state: null,
      country: null,
      taxId: null,
      hasTaxId: false,
      invoicingAdditionalInfo: { italianEInvoicing: null, empty: true },
    },
    containsCategoriesLinkedToGroups: false,
    activePaymentMethods: {
      BANK_TRANSFER: {
        paymentProxy: 'OFFLINE',
        parameters: { delayForOfflinePayment: 5, captchaRequestedForOffline: false },
      },
    },
    subscriptionInfos: null,
    metadata: {
      hideContactData: false,
      readyForConfirmation: true,
      finalized: true,
      hideConfirmationButtons: false,
      lockEmailEdit: false,
    },
    ...overrides,
  };
}

export const freeSummary: ReservationInfo['orderSummary'] = {
  summary: [{ name: 'Community', amount: 1, price: '0.00', subTotal: '0.00', type: 'TICKET', taxPercentage: null }],
  totalPrice: '0.00',
  free: true,
  displayVat: false,
  priceInCents: 0,
  descriptionForPayment: '',
  totalVAT: '0.00',
  vatPercentage: '0.00',
  notYetPaid: false,
};

export function customMethod(overrides: Partial<CustomPaymentMethod> = {}): CustomPaymentMethod {
  return {
    paymentMethodId: customMethodId,
    localizations: {
      en: {
        paymentName: 'TWINT transfer',
        paymentDescription: '<p>Pay with your phone.</p>',
        paymentInstructions: '<p>Send it to <strong>079 000 00 00</strong>.</p>',
      },
      de: {
        paymentName: 'TWINT-Überweisung',
        paymentDescription: '<p>Mit dem Telefon.</p>',
        paymentInstructions: '<p>An 079.</p>',
      },
    },
    deleted: false,
    ...overrides,
  };
}

export function subscriptionInfo(overrides: Partial<SubscriptionInfo> = {}): SubscriptionInfo {
  return {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    pin: 'ACDE3467',
    usageDetails: { total: 10, used: 2, available: 8 },
    owner: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' },
    configuration: { displayPin: true },
    additionalFields: [],
    fieldConfigurationBeforeStandard: [],
    fieldConfigurationAfterStandard: [],
    ...overrides,
  };
}

interface Served {
  reservation: ReservationInfo;
  event?: EventDetails;
  status?: ReservationStatus;
  customMethods?: CustomPaymentMethod[];
}

/**
 * The server of the reservation pages: the event, the reservation (its status from the same
 * object unless given), the custom methods. Returns the object to change between calls.
 */
export function serveReservation({ reservation, event = fullEvent(), status, customMethods = [] }: Served) {
  const state = { reservation, event };
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(reservationBundle)),
    http.get(apiPath('getEvent'), () => HttpResponse.json(state.event)),
    http.get(apiPath('getReservation'), () => HttpResponse.json(state.reservation)),
    http.get(apiPath('getReservationStatus'), () =>
      HttpResponse.json({
        status: status ?? state.reservation.status,
        validatedBookingInformation: state.reservation.validatedBookingInformation,
      }),
    ),
    http.get(apiPath('getApplicableCustomPaymentMethods'), () => HttpResponse.json(customMethods)),
  );
  return state;
}

export { reservationBundle };

export const validated = <T>(value: T) => ({ success: true, errorCount: 0, validationErrors: [], warnings: [], value });
