import type { AlfioInfo, EventDetails, Language, MessageBundle, SubscriptionDetails, User } from '@shop/contract';

export const english: Language = { locale: 'en', displayLanguage: 'English' };
export const german: Language = { locale: 'de', displayLanguage: 'Deutsch' };
export const italian: Language = { locale: 'it', displayLanguage: 'italiano' };

export function infoFixture(overrides: Partial<AlfioInfo> = {}): AlfioInfo {
  return {
    demoModeEnabled: false,
    devModeEnabled: false,
    prodModeEnabled: false,
    analyticsConfiguration: { googleAnalyticsKey: null, googleAnalyticsScrambledInfo: false, clientId: null },
    globalPrivacyPolicyUrl: null,
    globalTermsUrl: null,
    invoicingConfiguration: {
      userCanDownloadReceiptOrInvoice: true,
      euVatCheckingEnabled: false,
      invoiceAllowed: false,
      onlyInvoice: false,
      customerReferenceEnabled: false,
      enabledItalyEInvoicing: false,
      vatNumberStrictlyRequired: false,
    },
    announcementBannerContentHTML: null,
    walletConfiguration: { gWalletEnabled: false, passEnabled: false },
    challengeConfiguration: { enabled: true, providerId: 'turnstile', apiKey: 'site-key' },
    ...overrides,
  };
}

/** The fields the shell reads; the rest of the event does not matter to it. */
export function eventFixture(overrides: Partial<EventDetails> = {}): EventDetails {
  return {
    shortName: 'demo',
    displayName: 'Demo Conference',
    title: { en: 'Demo Conference', de: 'Demo-Konferenz' },
    contentLanguages: [english, german],
    i18nOverride: {},
    customCss: null,
    ...overrides,
  } as EventDetails;
}

export const subscriptionId = '5f0a3b4c-1d2e-4f60-8a9b-0c1d2e3f4a5b';

/** A subscription on sale: twelve months from purchase, once per event, 10 left. */
export function subscriptionFixture(overrides: Partial<SubscriptionDetails> = {}): SubscriptionDetails {
  return {
    title: { en: 'Season pass', it: 'Abbonamento' },
    description: {
      en: '<p>Every concert of the <strong>season</strong>.</p>',
      it: '<p>Tutti i concerti della <strong>stagione</strong>.</p>',
    },
    fileBlobId: 'season-pass-image',
    formattedPrice: '120.00',
    currency: 'EUR',
    currencyDescriptor: { code: 'EUR', name: 'Euro', symbol: '€', fractionDigits: 2 },
    vat: '10.00',
    vatIncluded: true,
    free: false,
    privacyPolicyUrl: null,
    termsAndConditionsUrl: 'https://organizer.example/terms',
    bankAccount: '',
    bankAccountOwner: [],
    organizationEmail: 'hello@organizer.example',
    organizationName: 'Harbour Concerts',
    salePeriod: { startDateTime: 0, startTimeZoneOffset: 3600, endDateTime: 0, endTimeZoneOffset: 3600 },
    formattedOnSaleFrom: null,
    formattedOnSaleTo: null,
    timeZone: 'Europe/Rome',
    validityType: 'STANDARD',
    usageType: 'ONCE_PER_EVENT',
    validityTimeUnit: 'MONTHS',
    validityUnits: 12,
    formattedValidFrom: null,
    formattedValidTo: null,
    maxEntries: null,
    numAvailable: 10,
    contentLanguages: [english, italian],
    invoicingConfiguration: infoFixture().invoicingConfiguration,
    analyticsConfiguration: { googleAnalyticsKey: null, googleAnalyticsScrambledInfo: false, clientId: null },
    captchaConfiguration: {
      captchaForTicketSelection: false,
      captchaForOfflinePaymentAndFree: false,
      recaptchaApiKey: null,
    },
    embeddingConfiguration: { enabled: false, notificationOrigin: '' },
    assignmentConfiguration: { forceAssignment: false, enableAttendeeAutocomplete: false, enableTicketTransfer: false },
    offlinePaymentConfiguration: null,
    canApplySubscriptions: false,
    ...overrides,
  };
}

export const signedInUser: User = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailAddress: 'ada@example.org',
  external: true,
  profile: null,
};

export const englishBundle: MessageBundle = {
  'shop.loading': 'Loading…',
  'shop.skip-to-content': 'Skip to content',
  'shop.nav.label': 'Site',
  'shop.home.link': 'Home',
  'shop.language.select': 'Language',
  'shop.toasts.label': 'Notifications',
  'shop.banner.dismiss': 'Dismiss',
  'shop.banner.dev-mode': 'This shop runs in development mode.',
  'shop.banner.insecure-production': 'This shop is not served over a secure connection.',
  'shop.demo-mode': 'This is a demo shop.',
  'shop.coming-soon.title': 'Coming soon',
  'shop.coming-soon.text': 'This page is being built.',
  'shop.page-not-found.title': 'Page not found',
  'shop.page-not-found.text': 'There is nothing at this address.',
  'shop.challenge.loading': 'Loading the check…',
  'shop.error.generic': 'Something went wrong.',
  'shop.error.too-many-requests': 'Too many attempts. Please try again in {{0}} seconds.',
  'shop.error.too-many-requests-later': 'Too many attempts. Please try again later.',
  'error.TOO_MANY_REQUESTS': 'Too many attempts. Please try again in {{0}} seconds.',
  'user.menu.login': 'Log in',
  'user.menu.title': 'My account',
  'user.menu.my-profile': 'My profile',
  'user.menu.my-orders': 'My orders',
  'user.menu.logout': 'Log out',
  'challenge.modal.title': 'Are you human?',
  'challenge.modal.text': 'Please complete the check below.',
  'common.close': 'Close',
  'my-profile.sign-up.success': 'Welcome, your account is ready.',
  'my-profile.delete.success': 'Your profile has been deleted.',
  'event-list.title': 'Events',
  'event-list.header.title': 'All events',
  'event-list.no-events': 'No events on sale.',
  'subscription.header.title': 'All subscriptions',
  'show-event.header.title': '{{0}}: tickets',
  'show-subscription.header.title': '{{0}}: subscription',
  'poll.title': 'Polls',
  'reservation-page.header.title': 'Reservation for {{0}}',
  'reservation-page-waiting.header.title': 'Waiting for your payment',
  'reservation-page-complete.header.title': 'Confirmed: {{0}}',
  'reservation-page-not-found.header.title': 'Reservation not found',
  'reservation-page-error-status.header.title': 'Reservation error',
  'show-ticket.header.title': 'Ticket for {{0}}',
  'my-orders.description': 'Your orders',
  'my-profile.description': 'Your profile',
};

export const germanBundle: MessageBundle = {
  ...englishBundle,
  'shop.language.select': 'Sprache',
  'shop.coming-soon.title': 'Demnächst',
  'event-list.title': 'Veranstaltungen',
  'show-event.header.title': '{{0}}: Tickets',
};

export const italianBundle: MessageBundle = {
  ...englishBundle,
  'show-subscription.header.title': '{{0}}: abbonamento',
};
