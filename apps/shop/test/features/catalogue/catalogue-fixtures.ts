import type { AlfioInfo, BasicEventInfo, BasicSubscriptionDescriptorInfo, MessageBundle } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { english, englishBundle, infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';

/** The English texts of the catalogue and subscription screens, over the shell's. */
export const catalogueBundle: MessageBundle = {
  ...englishBundle,
  'event-list.no-events': 'No events on sale.',
  'subscription.title': 'Subscriptions',
  'subscription.no-subscriptions': 'No subscriptions on sale.',
  'home.view.all.events': 'View all events',
  'home.view.all.subscriptions': 'View all subscriptions',
  'event-list.link': 'Buy tickets',
  'subscription-list.link': 'Buy subscription',
  'event.online.badge': 'Online',
  'event-days.from': 'From',
  'event-days.to': 'To',
  'event-days.not-same-day': '{{0}} at {{1}}',
  'event-days.single-day.hours': 'from {{0}} to {{1}}',
  'ticket.date-time': 'Date and time',
  'ticket.location': 'Location',
  'show-event.sold-out': 'Sold out',
  'show-event.sold-out.subscribe': 'Join the waiting list',
  'show-event.tickets.left': '{{0}} left',
  'show-event.by': 'Organized by',
  'show-event.continue': 'Continue',
  'show-event.incVat': 'incl. {{0}}% {{1}}',
  'show-event.excVat': 'excl. {{0}}% {{1}}',
  'show-event.sales-end': 'Sales end on {{0}}',
  'show-event.sales-ended': 'Sales ended on {{0}}',
  'show-event.sales-not-started': 'On sale from {{0}}',
  'show-subscription.sold-out.message': 'This subscription is sold out.',
  'common.vat': 'VAT',
  'common.free': 'Free',
  'common.back-to-organizer': 'Back to the organizer',
  'reservation-page.price': 'Price',
  'reservation-page.tc.link.text': 'terms and conditions',
  'reservation-page.privacy.link.text': 'privacy policy',
  'link.new-tab': 'opens in a new tab',
  'reservation.payment-in-progress': 'Processing, please wait',
  'reservation-page-error-status.header.title': 'Sorry, something went wrong with your reservation.',
  'error.STEP_2_PAYMENT_REQUEST_CREATION': 'The server could not handle the request.',
  'error.STEP_1_ACCESS_RESTRICTED': 'This is reserved to holders of a code.',
  'subscription.detail.validity.NOT_SET.description': 'Entries: {{0}} · {{1}}',
  'subscription.detail.validity.STANDARD.description': 'Valid for {{0}} {{1}} from purchase · {{2}}',
  'subscription.detail.validity.CUSTOM.from': 'Valid from',
  'subscription.detail.validity.CUSTOM.to': 'Valid until',
  'subscription.time-unit.MONTHS': 'months',
  'subscription.usage-type.ONCE_PER_EVENT': 'Valid once per event',
  'subscription.usage-type.UNLIMITED': 'Unlimited use',
  'shop.catalogue.sale-period': 'Sales period',
  'shop.catalogue.unlimited-entries': 'unlimited',
  'shop.catalogue.validity': 'Validity',
};

const allLanguages = (text: string) => ({ en: text, de: text, it: text });

/** An in-person, one-day event of the list; `shortName` also names it. */
export function listedEvent(shortName: string, overrides: Partial<BasicEventInfo> = {}): BasicEventInfo {
  return {
    shortName,
    fileBlobId: `${shortName}-image`,
    title: { en: `Event ${shortName}` },
    format: 'IN_PERSON',
    location: 'Harbour Hall, Genoa',
    timeZone: 'Europe/Rome',
    datesWithOffset: {
      startDateTime: 1_796_115_600_000,
      startTimeZoneOffset: 3600,
      endDateTime: 1_796_144_400_000,
      endTimeZoneOffset: 3600,
    },
    sameDay: true,
    formattedBeginDate: allLanguages('Tue 1 Dec 2026'),
    formattedBeginTime: allLanguages('10:00 AM'),
    formattedEndDate: allLanguages('Tue 1 Dec 2026'),
    formattedEndTime: allLanguages('6:00 PM'),
    contentLanguages: [english],
    ...overrides,
  };
}

export function listedSubscription(
  id: string,
  overrides: Partial<BasicSubscriptionDescriptorInfo> = {},
): BasicSubscriptionDescriptorInfo {
  return {
    id,
    fileBlobId: `${id}-image`,
    title: { en: `Pass ${id}` },
    description: { en: 'Raw **markdown**' },
    salePeriod: { startDateTime: 0, startTimeZoneOffset: 0, endDateTime: 0, endTimeZoneOffset: 0 },
    validityType: 'NOT_SET',
    usageType: 'UNLIMITED',
    timeZone: 'Europe/Rome',
    validityTimeUnit: null,
    validityUnits: null,
    maxEntries: -1,
    organizationEmail: null,
    organizationName: null,
    formattedPrice: '25.00',
    currency: 'EUR',
    currencyDescriptor: { code: 'EUR', name: 'Euro', symbol: '€', fractionDigits: 2 },
    vat: 7.7,
    vatIncluded: true,
    formattedOnSaleFrom: null,
    formattedOnSaleTo: null,
    formattedValidFrom: null,
    formattedValidTo: null,
    contentLanguages: [english],
    ...overrides,
  };
}

export const events = (count: number) => Array.from({ length: count }, (_, index) => listedEvent(`event-${index + 1}`));
export const subscriptions = (count: number) =>
  Array.from({ length: count }, (_, index) => listedSubscription(`0000000${index + 1}-0000-4000-8000-000000000000`));

/** Our server's info: it advertises availability on the event list. */
export const availabilityInfo = (overrides: Partial<AlfioInfo> = {}) =>
  infoFixture({ capabilities: ['event-list-availability'], ...overrides });

export interface CatalogueServer {
  events?: BasicEventInfo[];
  subscriptions?: BasicSubscriptionDescriptorInfo[];
  info?: AlfioInfo;
}

/** Answers the lists (and info) as given, the English catalogue texts, and records list requests. */
export function serveCatalogue({
  events: eventList = [],
  subscriptions: subscriptionList = [],
  info = infoFixture(),
}: CatalogueServer) {
  const requested: URL[] = [];
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(catalogueBundle)),
    http.get(apiPath('getInfo'), () => HttpResponse.json(info)),
    http.get(
      apiPath('listEvents'),
      ({ request }) => (requested.push(new URL(request.url)), HttpResponse.json(eventList)),
    ),
    http.get(
      apiPath('listSubscriptions'),
      ({ request }) => (requested.push(new URL(request.url)), HttpResponse.json(subscriptionList)),
    ),
  );
  return { requested };
}
