import type {
  AdditionalField,
  BookingInfoTicket,
  Country,
  EventDetails,
  ReservationInfo,
  ReservationStatusInfo,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { englishBundle } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { fullEvent, items } from '../event-page/fixtures.ts';

export const bookingReservationId = '0d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const firstTicket = '11111111-aaaa-4bbb-8ccc-000000000001';
export const secondTicket = '22222222-aaaa-4bbb-8ccc-000000000002';
export const bookingPathOf = (step: string, search = '') =>
  `/event/demo/reservation/${bookingReservationId}/${step}${search}`;

export function field(name: string, type: string, overrides: Partial<AdditionalField> = {}): AdditionalField {
  return {
    name,
    value: null,
    type,
    required: false,
    editable: true,
    minLength: null,
    maxLength: null,
    restrictedValues: [],
    fields: [{ fieldIndex: 0, fieldValue: '' }],
    beforeStandardFields: false,
    description: { en: { label: name, placeholder: '', restrictedValuesDescription: {} } },
    ...overrides,
  };
}

/** One field of each of the nine `AdditionalFieldType`s; the badge comes before the names. */
export function allFieldTypes(): { before: AdditionalField[]; after: AdditionalField[] } {
  const labelled = (label: string, restrictedValuesDescription: Record<string, string> = {}) => ({
    en: { label, placeholder: '', restrictedValuesDescription },
  });
  return {
    before: [
      field('badge', 'input:text', {
        required: true,
        maxLength: 30,
        beforeStandardFields: true,
        description: labelled('Name on badge'),
      }),
    ],
    after: [
      field('phone', 'input:tel', { description: labelled('Mobile number') }),
      field('employerVat', 'vat:eu', { description: labelled('Employer VAT') }),
      field('notes', 'textarea', { description: labelled('Notes') }),
      field('birthDate', 'input:dateOfBirth', {
        required: true,
        minLength: 16,
        maxLength: 99,
        description: labelled('Date of birth'),
      }),
      field('residence', 'country', { required: true, description: labelled('Country of residence') }),
      field('tshirt', 'select', {
        required: true,
        restrictedValues: ['s', 'm', 'l'],
        description: labelled('T-shirt size', { s: 'Small', m: 'Medium', l: 'Large' }),
      }),
      field('lunch', 'radio', {
        required: true,
        restrictedValues: ['veg', 'any'],
        description: labelled('Lunch', { veg: 'Vegetarian', any: 'No preference' }),
      }),
      field('workshops', 'checkbox', {
        restrictedValues: ['green', 'security', 'a11y'],
        fields: [],
        description: labelled('Workshops', {
          green: 'Green software',
          security: 'Secure supply chains',
          a11y: 'Accessible interfaces',
        }),
      }),
    ],
  };
}

export function ticket(uuid: string, overrides: Partial<BookingInfoTicket> = {}): BookingInfoTicket {
  const { before, after } = allFieldTypes();
  return {
    uuid,
    firstName: null,
    lastName: null,
    email: null,
    fullName: null,
    userLanguage: 'en',
    assigned: false,
    locked: false,
    acquired: false,
    cancellationEnabled: false,
    sendMailEnabled: true,
    downloadEnabled: true,
    ticketFieldConfigurationBeforeStandard: before,
    ticketFieldConfigurationAfterStandard: after,
    formattedOnlineCheckInDate: {},
    onlineEventStarted: false,
    ...overrides,
  };
}

/** A pending reservation of two Standard tickets for `demo`, nothing entered yet, 20 minutes left. */
export function bookingReservation(overrides: Partial<ReservationInfo> = {}): ReservationInfo {
  return {
    id: bookingReservationId,
    shortId: '0D1C2B3A',
    firstName: null,
    lastName: null,
    email: null,
    validity: Date.now() + 20 * 60_000,
    formattedExpirationDate: { en: '1 Jul 2026, 9:20 AM' },
    status: 'PENDING',
    validatedBookingInformation: false,
    ticketsByCategory: [
      { name: 'Standard', ticketAccessType: 'INHERIT', tickets: [ticket(firstTicket), ticket(secondTicket)] },
    ],
    additionalServiceWithData: [],
    orderSummary: {
      summary: [
        { name: 'Standard', amount: 2, price: '290.00', subTotal: '580.00', type: 'TICKET', taxPercentage: '8.10' },
      ],
      totalPrice: '580.00',
      free: false,
      displayVat: true,
      priceInCents: 58000,
      descriptionForPayment: '2 x Standard',
      totalVAT: '43.49',
      vatPercentage: '8.10',
      notYetPaid: false,
    },
    invoiceNumber: null,
    invoiceRequested: false,
    invoiceOrReceiptDocumentPresent: false,
    paid: false,
    tokenAcquired: false,
    paymentProxy: null,
    addCompanyBillingDetails: null,
    customerReference: null,
    skipVatNr: null,
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
    activePaymentMethods: {},
    subscriptionInfos: null,
    metadata: {
      hideContactData: false,
      readyForConfirmation: false,
      finalized: false,
      hideConfirmationButtons: false,
      lockEmailEdit: false,
    },
    ...overrides,
  };
}

export const countries: Country[] = [
  { isoCode: 'CH', name: 'Switzerland' },
  { isoCode: 'IT', name: 'Italy' },
];

/** An event whose organizer issues invoices, with Italian e-invoicing available. */
export function invoicingEvent(overrides: Partial<EventDetails> = {}): EventDetails {
  const event = fullEvent();
  return fullEvent({
    invoicingConfiguration: { ...event.invoicingConfiguration, invoiceAllowed: true, enabledItalyEInvoicing: true },
    ...overrides,
  });
}

export const bookingBundle: Record<string, string> = {
  ...englishBundle,
  'breadcrumb.step1': 'Selection',
  'breadcrumb.step2': 'Details',
  'breadcrumb.step3': 'Payment',
  'breadcrumb.step3.free': 'Review',
  'breadcrumb.step4': 'Confirmation',
  'common.email': 'Email',
  'common.first-name': 'First name',
  'common.last-name': 'Last name',
  'common.vat': 'VAT',
  'common.refresh': 'Refresh',
  'common.required-fields': 'Required fields',
  'common.customer-reference': 'Your reference',
  'error.STEP_2_ORDER_HAS_EXPIRED': 'The time to complete your reservation has run out.',
  'error.STEP_2_PAYMENT_REQUEST_CREATION': 'Your request could not be processed.',
  'error.STEP_2_EMAIL_TYPO': 'Did you mean {{0}}?',
  'error.STEP_2_EMPTY_FIRSTNAME': 'Please enter a first name.',
  'error.STEP_2_MISSING_ATTENDEE_DATA': 'Please fill in the details of every attendee.',
  'error.emptyField': 'This field is required.',
  'error.restrictedValue': 'Please choose one of the options offered.',
  'error.tooShort': 'Please enter at least {{0}} characters.',
  'invoice-fields.addressee-code': 'Recipient code (SDI)',
  'invoice-fields.addresseeItalyEInvoice': 'Electronic invoice delivery',
  'invoice-fields.fiscalCode': 'Fiscal code',
  'invoice-fields.pec': 'PEC address',
  'invoice-fields.split-payment': 'Split payment applies',
  'invoice-fields.tax-id': 'Tax ID',
  'invoice.fields.neither': 'Neither',
  'invoice.type': 'Invoice for',
  'invoice.type.business': 'A company',
  'invoice.type.private': 'A private individual',
  'invoice.vat': '{{0}} number',
  'reservation-page-complete.company': 'Company name',
  'reservation-page-complete.confirm-cancellation.button.no': 'No',
  'reservation-page-complete.confirm-cancellation.button.yes': 'Yes',
  'reservation-page-complete.country': 'Country',
  'reservation-page-complete.language': 'Preferred language',
  'reservation-page.address-line-1': 'Address',
  'reservation-page.address-line-2': 'Address line 2',
  'reservation-page.attendees': 'Attendees',
  'reservation-page.cancel': 'Cancel',
  'reservation-page.cancel-reservation.confirmation.text': 'Do you really want to cancel this reservation?',
  'reservation-page.cannot-login.error': 'Signing in is not possible right now.',
  'reservation-page.city': 'City',
  'reservation-page.continue': 'Continue',
  'reservation-page.copy-attendee': 'Use my contact details for this ticket',
  'reservation-page.country.select': 'Select a country',
  'reservation-page.header.title': 'Your reservation – {{0}}',
  'reservation-page.i-need-an-invoice': 'I need an invoice',
  'reservation-page.invoice-details': 'Billing details',
  'reservation-page.login.message': 'Sign in to fill in your details automatically.',
  'reservation-page.move-additional-service': 'Move to another ticket',
  'reservation-page.postpone-assignment': 'I will enter the attendees’ details later',
  'reservation-page.privacy.link.text': 'privacy policy',
  'reservation-page.skipVatNr': 'I don’t have a {{0}} number',
  'reservation-page.state': 'State / Province',
  'reservation-page.subscription-owner': 'Subscription holder',
  'reservation-page.subscription.different-owner': 'This subscription is for someone else',
  'reservation-page.tc.link.text': 'terms and conditions',
  'reservation-page.time-for-completion': 'Please complete your reservation within ##time##.',
  'reservation-page.your-details': 'Your details',
  'reservation-page.zip-postal-code': 'Postal code',
  'session-expired.header.title': 'Your reservation has expired',
  'shop.booking.choose-option': 'Please choose',
  'shop.booking.choose-ticket': 'Choose a ticket',
  'shop.booking.move': 'Move',
  'shop.booking.moved': '{{0}} has been moved to ticket #{{1}}.',
  'shop.booking.required': 'required',
  'shop.booking.ticket': 'Ticket #{{0}} ({{1}})',
  'shop.booking.ticket-number': 'Ticket #{{0}}',
  'shop.booking.ticket-with-name': 'Ticket #{{0}} ({{1}}): {{2}}',
  'shop.event-page.waiting-list.choose-language': 'Choose a language',
  'shop.event-page.warning.title': 'Please check',
  'shop.reservation.cancel.title': 'Cancel the reservation?',
  'shop.reservation.countdown.danger': 'Less than a minute left.',
  'shop.reservation.countdown.warning': 'Less than 5 minutes left.',
  'shop.reservation.hold.extend': 'I need more time',
  'shop.reservation.hold.extended': 'More time added. Your tickets are held a little longer.',
  'shop.reservation.hold.no-more-time': 'No more time can be added.',
  'shop.reservation.hold.offer': 'Your reservation is about to expire. You can ask for more time.',
  'shop.reservation.expired.restart': 'Start again',
  'shop.reservation.stepper.done': 'completed',
  'shop.reservation.stepper.in-progress': 'in progress',
  'shop.reservation.stepper.label': 'Steps of your order',
  'show-event.header.title': '{{0}}: tickets',
  'user.menu.login': 'Sign in',
  'warning.check': 'Let me check',
  'warning.proceed': 'Continue anyway',
  'link.new-tab': 'opens in a new tab',
};

interface ServeBooking {
  reservation?: ReservationInfo;
  event?: EventDetails;
  status?: ReservationStatusInfo | null;
}

/** The server of a booking test: bundle, event, country lists, the reservation and its status. */
export function serveBooking({ reservation = bookingReservation(), event = fullEvent(), status }: ServeBooking = {}) {
  const statusInfo =
    status === undefined
      ? { status: reservation.status, validatedBookingInformation: reservation.validatedBookingInformation }
      : status;
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(bookingBundle)),
    http.get(apiPath('getEvent'), () => HttpResponse.json(event)),
    // Where cancel and expiry lead.
    http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
    http.get(apiPath('getCountries'), () => HttpResponse.json(countries)),
    http.get(apiPath('getVatCountries'), () => HttpResponse.json(countries)),
    http.get(apiPath('getReservation'), () => HttpResponse.json(reservation)),
    http.get(apiPath('getReservationStatus'), () =>
      statusInfo ? HttpResponse.json(statusInfo) : new HttpResponse(null, { status: 404 }),
    ),
  );
}

export const validated = (warnings: { code: string; params: string[] }[] = []) =>
  HttpResponse.json({ success: true, errorCount: 0, validationErrors: [], warnings, value: true });

export const refused = (
  validationErrors: { fieldName: string; code: string; arguments?: Record<string, string> | null }[],
) =>
  HttpResponse.json(
    {
      success: false,
      errorCount: validationErrors.length,
      validationErrors: validationErrors.map((error) => ({ arguments: null, ...error })),
      warnings: [],
      value: false,
    },
    { status: 422 },
  );
