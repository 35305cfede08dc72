import type { Country, PurchaseContextWithReservations, ReservationHeader, User } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { englishBundle, infoFixture, signedInUser } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { addMeta } from '../../support/page.ts';

export const accountBundle: Record<string, string> = {
  ...englishBundle,
  'common.back': 'Back',
  'common.email': 'Email',
  'common.first-name': 'First name',
  'common.last-name': 'Last name',
  'common.refresh': 'Refresh',
  'common.required-fields': 'Required fields',
  'common.vat': 'VAT',
  'error.STEP_2_EMPTY_FIRSTNAME': 'Please enter a first name.',
  'error.emptyField': 'This field is required.',
  'error.STEP_2_INVALID_VAT': 'This VAT number is not valid.',
  'invoice.type': 'Invoice for',
  'invoice.type.business': 'A business',
  'invoice.type.private': 'A private person',
  'invoice.vat': '{{0}} number',
  'my-orders.confirmation-date': 'Confirmed on',
  'my-orders.for-pc.description': 'Orders for {{1}} ({{0}})',
  'my-orders.id': 'Reservation',
  'my-orders.status': 'Status',
  'my-orders.status.complete': 'Completed',
  'my-orders.status.pending': 'Pending',
  'my-orders.total-amount': 'Total',
  'my-profile.additional-info': 'Additional information',
  'my-profile.delete-profile': 'Delete profile',
  'my-profile.delete-profile.confirm': 'I understand that my profile will be deleted permanently.',
  'my-profile.delete-profile.description': 'Your profile and its details will be removed.',
  'my-profile.update.success': 'Your profile has been saved.',
  'purchase-context.event': 'event',
  'purchase-context.subscription': 'subscription',
  'reservation-page-complete.country': 'Country',
  'reservation-page-complete.company': 'Company',
  'reservation-page-complete.ticket-not-assigned': 'Not assigned yet',
  'reservation-page.address-line-1': 'Address',
  'reservation-page.address-line-2': 'Address (line 2)',
  'reservation-page.city': 'City',
  'reservation-page.country.select': 'Choose a country',
  'reservation-page.invoice-details': 'Billing details',
  'reservation-page.skipVatNr': 'I have no {{0}} number',
  'reservation-page.state': 'State',
  'reservation-page.zip-postal-code': 'Postal code',
  'shop.my-orders.empty': 'You have not placed any orders yet.',
  'shop.my-orders.status.cancelled': 'Cancelled',
  'shop.my-profile.save': 'Save profile',
  'ticket.holder': 'Ticket holder',
};

const countries: Country[] = [
  { isoCode: 'CH', name: 'Switzerland' },
  { isoCode: 'IT', name: 'Italy' },
];

export const profileUser: User = {
  ...signedInUser,
  profile: {
    billingDetails: {
      companyName: null,
      addressLine1: 'Bahnhofstrasse 1',
      addressLine2: null,
      zip: '8001',
      city: 'Zürich',
      state: null,
      country: 'CH',
      taxId: null,
      hasTaxId: false,
      invoicingAdditionalInfo: { italianEInvoicing: null, empty: true },
    },
    additionalData: { phone: { label: { en: 'Phone number' }, values: ['+41 44 000 00 00'] } },
  },
};

/** Signed in as `user`, with invoices allowed by the organizer, the account bundle and countries. */
export function serveAccount(user: User = profileUser) {
  addMeta('authentication-enabled', 'true');
  server.use(
    http.get(apiPath('getMe'), () => HttpResponse.json(user)),
    http.get(apiPath('getBundle'), () => HttpResponse.json(accountBundle)),
    http.get(apiPath('getInfo'), () =>
      HttpResponse.json(
        infoFixture({
          invoicingConfiguration: {
            ...infoFixture().invoicingConfiguration,
            invoiceAllowed: true,
          },
        }),
      ),
    ),
    http.get(apiPath('getCountries'), () => HttpResponse.json(countries)),
    http.get(apiPath('getVatCountries'), () => HttpResponse.json(countries)),
  );
}

export const confirmedReservation = 'a1b2c3d4-0000-4000-8000-00000000000a';
export const pendingReservation = 'b2c3d4e5-0000-4000-8000-00000000000b';
export const subscriptionReservation = 'c3d4e5f6-0000-4000-8000-00000000000c';

function header(id: string, overrides: Partial<ReservationHeader> = {}): ReservationHeader {
  return {
    id,
    status: 'COMPLETE',
    formattedExpiresOn: null,
    formattedConfirmedOn: { en: '1 March 2026', de: '1. März 2026' },
    formattedCreatedOn: null,
    invoiceNumber: null,
    finalPrice: 290,
    currencyCode: 'CHF',
    usedVatPercent: 8.1,
    vatStatus: 'INCLUDED',
    items: [{ id: 'internal-1', firstName: 'Ada', lastName: 'Lovelace', type: { en: 'Standard' } }],
    ...overrides,
  };
}

export const orders: PurchaseContextWithReservations[] = [
  {
    title: { en: 'Demo Conference' },
    publicIdentifier: 'demo',
    type: 'event',
    formattedStartDate: { en: '10 April 2026' },
    formattedEndDate: { en: '11 April 2026' },
    sameDay: false,
    reservations: [
      header(confirmedReservation),
      header(pendingReservation, {
        status: 'OFFLINE_PAYMENT',
        formattedConfirmedOn: null,
        finalPrice: 12.5,
        items: [{ id: 'internal-2', firstName: null, lastName: null, type: { en: 'Student' } }],
      }),
    ],
  },
  {
    title: { en: 'Season pass' },
    publicIdentifier: 'f0e1d2c3-0000-4000-8000-0000000000aa',
    type: 'subscription',
    formattedStartDate: null,
    formattedEndDate: null,
    sameDay: false,
    reservations: [
      header(subscriptionReservation, {
        items: [{ id: 'f0e1d2c3', firstName: 'Ada', lastName: 'Lovelace', type: { en: 'Season pass' } }],
      }),
    ],
  },
];
