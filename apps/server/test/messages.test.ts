import { applicationLanguages } from '@shop/contract';
import { shopMessagesEn } from '@shop/contract/shop-messages/en';
import { describe, expect, it } from 'vitest';
import { en } from '../src/messages/en.ts';
import { bundleFor, bundles, type BundleLanguage } from '../src/messages/index.ts';

/**
 * Keys every bundle must have because a client of the public API reads them: keys the shop shows, keys
 * composed at runtime, codes of validation errors and warnings, and keys the server reads itself.
 */
const contractKeys: readonly string[] = [
  // Keys the shop shows
  'breadcrumb.step1',
  'breadcrumb.step2',
  'breadcrumb.step3',
  'breadcrumb.step4',
  'challenge.modal.text',
  'challenge.modal.title',
  'common.close',
  'common.vat',
  'error.STEP_2_CAPTCHA_VALIDATION_FAILED',
  'error.STEP_2_ORDER_HAS_EXPIRED',
  'error.STEP_2_PAYMENT_REQUEST_CREATION',
  'link.new-tab',
  'my-profile.delete.success',
  'my-profile.sign-up.success',
  'reservation-page-complete.language',
  'reservation-page.privacy.link.text',
  'reservation-page.tc.link.text',
  'reservation-page.time-for-completion',
  'reservation-page.time-for-completion.labels.and',
  'reservation-page.time-for-completion.labels.plural',
  'reservation-page.time-for-completion.labels.singular',
  'show-event.excVat',
  'show-event.incVat',
  'user.menu.login',
  'user.menu.logout',
  'user.menu.my-orders',
  'user.menu.my-profile',
  'user.menu.title',
  'warning.check',
  'warning.proceed',
  'event-days.from',
  'event-days.not-same-day',
  'event-days.single-day.hours',
  'event-days.to',
  'event-list.header.title',
  'event-list.link',
  'event-list.no-events',
  'event-list.title',
  'event.online.badge',
  'home.view.all.events',
  'home.view.all.subscriptions',
  'subscription-list.link',
  'subscription.header.title',
  'subscription.no-subscriptions',
  'subscription.title',
  'ticket.date-time',
  'common.email',
  'common.first-name',
  'common.free',
  'common.last-name',
  'common.refresh',
  'event.location.online',
  'reservation-page-complete.cancel',
  'reservation-page-complete.ticket-nr',
  'reservation-page.cancel',
  'reservation-page.category',
  'reservation-page.move-additional-service',
  'reservation-page.privacy.prefix',
  'reservation-page.privacy.suffix',
  'reservation-page.tc.prefix',
  'reservation-page.tc.suffix',
  'reservation.payment-in-progress',
  'show-event.add-to-calendar',
  'show-event.additional-services',
  'show-event.additional.custom-amount',
  'show-event.additional.percentage.reservation',
  'show-event.additional.percentage.tickets',
  'show-event.all-tickets-reserved',
  'show-event.all-tickets-reserved.info',
  'show-event.by',
  'show-event.category-refresh.complete',
  'show-event.category.quantity',
  'show-event.continue',
  'show-event.donations',
  'show-event.expired-categories',
  'show-event.header.title',
  'show-event.mandatoryOneForTicket',
  'show-event.mandatoryPercentage',
  'show-event.not-available',
  'show-event.pre-sales.header',
  'show-event.pre-sales.message',
  'show-event.promo-code',
  'show-event.promo-code-applied',
  'show-event.promo-code-fixed-amount-discount',
  'show-event.promo-code-insert',
  'show-event.promo-code-percentage-discount',
  'show-event.promo-code-type.partner',
  'show-event.promo-code-type.promotional',
  'show-event.promo-code.apply',
  'show-event.sales-end',
  'show-event.sales-ended',
  'show-event.sales-not-started',
  'show-event.sold-out',
  'show-event.sold-out.header',
  'show-event.sold-out.message',
  'show-event.sold-out.subscribe',
  'show-event.sold-out.subscription-complete',
  'show-event.sold-out.subscription-error',
  'show-event.tickets',
  'show-event.tickets.left',
  'ticket.event-info',
  'ticket.location',
  'to-event-site',
  'common.back-to-organizer',
  'common.date-format',
  'reservation-page-complete.subscription.owner',
  'reservation-page-error-status.header.title',
  'reservation-page.price',
  'show-subscription.header.title',
  'show-subscription.sold-out.message',
  'subscription.detail.validity.CUSTOM.from',
  'subscription.detail.validity.CUSTOM.to',
  'subscription.detail.validity.NOT_SET.description',
  'subscription.detail.validity.STANDARD.description',
  'common.customer-reference',
  'common.required-fields',
  'invoice-fields.addressee-code',
  'invoice-fields.addresseeItalyEInvoice',
  'invoice-fields.fiscalCode',
  'invoice-fields.pec',
  'invoice-fields.split-payment',
  'invoice-fields.tax-id',
  'invoice.fields.neither',
  'invoice.type',
  'invoice.type.business',
  'invoice.type.private',
  'invoice.vat',
  'reservation-page-complete.company',
  'reservation-page-complete.confirm-cancellation.button.no',
  'reservation-page-complete.confirm-cancellation.button.yes',
  'reservation-page-complete.country',
  'reservation-page.address-line-1',
  'reservation-page.address-line-2',
  'reservation-page.attendees',
  'reservation-page.cancel-reservation.confirmation.text',
  'reservation-page.cannot-login.error',
  'reservation-page.city',
  'reservation-page.continue',
  'reservation-page.copy-attendee',
  'reservation-page.country.select',
  'reservation-page.header.title',
  'reservation-page.i-need-an-invoice',
  'reservation-page.invoice-details',
  'reservation-page.login.message',
  'reservation-page.postpone-assignment',
  'reservation-page.skipVatNr',
  'reservation-page.state',
  'reservation-page.subscription-owner',
  'reservation-page.subscription.different-owner',
  'reservation-page.your-details',
  'reservation-page.zip-postal-code',
  'session-expired.header.title',
  'to-home',
  'common.back',
  'common.confirm',
  'common.edit',
  'error.STEP_2_PAYMENT_PROCESSING_ERROR',
  'invoice.vat-not-added',
  'invoice.vat-voided',
  'reservation-page.amount',
  'reservation-page.card.details',
  'reservation-page.cardholder.name',
  'reservation-page.confirm-button',
  'reservation-page.credit-card',
  'reservation-page.credit-card.description',
  'reservation-page.no-invoice-requested',
  'reservation-page.offline',
  'reservation-page.offline.deferred.description',
  'reservation-page.offline.description',
  'reservation-page.on-site',
  'reservation-page.on-site.description',
  'reservation-page.overview.applied-subscription-code',
  'reservation-page.overview.apply-subscription-code',
  'reservation-page.overview.insert-subscription-code',
  'reservation-page.overview.modal.remove-subscription',
  'reservation-page.overview.pay-with-subscription',
  'reservation-page.overview.removed-subscription',
  'reservation-page.pay',
  'reservation-page.payment',
  'reservation-page.payment-method.apple-pay',
  'reservation-page.payment-method.bancontact',
  'reservation-page.payment-method.belfius',
  'reservation-page.payment-method.ideal',
  'reservation-page.payment-method.ing-home-pay',
  'reservation-page.payment-method.kbc',
  'reservation-page.payment-method.przelewy-24',
  'reservation-page.payment.mollie.description',
  'reservation-page.payment.saferpay.description',
  'reservation-page.payment.select-method',
  'reservation-page.paypal',
  'reservation-page.paypal.confirm',
  'reservation-page.paypal.description',
  'reservation-page.request-invoice',
  'reservation-page.subscription',
  'reservation-page.subtotal',
  'reservation-page.title',
  'reservation-page.total',
  'reservation-page.vat',
  'reservation-page.vat-included',
  'reservation.dynamic.discount.description',
  'reservation.payment-processing.delay.message',
  'reservation.payment-processing.force-check',
  'reservation.payment-processing.warning.message',
  'summary.table.remove-applied-subscription-from-order',
  'summary.table.subscription',
  'invoice.payment-instruction',
  'reservation-page-complete.download-your-invoice',
  'reservation-page-complete.order-information',
  'reservation-page-complete.reservation.finalization-in-progress',
  'reservation-page-waiting.header.title',
  'reservation-page-waiting.invoice-will-be-sent',
  'reservation-page-waiting.questions',
  'reservation-page-waiting.required-steps',
  'reservation-page-waiting.required-steps.1',
  'reservation-page-waiting.required-steps.1.with-bank-account-owner',
  'reservation-page-waiting.required-steps.1.with-bank-account-owner.2',
  'reservation-page-waiting.required-steps.2',
  'reservation-page-waiting.required-steps.3',
  'reservation-page-waiting.title',
  'reservation-page.offline.deferred.success.message',
  'reservation-page.offline.deferred.success.title',
  'show-ticket.header.title',
  'alfio.credits',
  'buy-other-tickets',
  'email.confirmation-email-sent',
  'email.ticket-email-sent',
  'reservation-page-complete.assign',
  'reservation-page-complete.buy-tickets',
  'reservation-page-complete.confirm-cancellation.text',
  'reservation-page-complete.download-ticket',
  'reservation-page-complete.download-your-receipt',
  'reservation-page-complete.header.title',
  'reservation-page-complete.info-assign',
  'reservation-page-complete.info-assign-email',
  'reservation-page-complete.info-subscription',
  'reservation-page-complete.info-subscription-email',
  'reservation-page-complete.info-update',
  'reservation-page-complete.release-button.text',
  'reservation-page-complete.resend-reservation-email',
  'reservation-page-complete.send-ticket-by-email-to',
  'reservation-page-complete.show-ticket',
  'reservation-page-complete.subscription',
  'reservation-page-complete.subscription.buy-tickets',
  'reservation-page-complete.subscription.copy-id',
  'reservation-page-complete.subscription.copy-pin',
  'reservation-page-complete.subscription.copy.success',
  'reservation-page-complete.subscription.id-description',
  'reservation-page-complete.subscription.pin-description',
  'reservation-page-complete.subscription.usage',
  'reservation-page-complete.subscription.usage.available',
  'reservation-page-complete.ticket-not-assigned',
  'reservation-page-complete.update',
  'reservation-page-complete.update-ticket-owner',
  'reservation-page-complete.your-tickets',
  'reservation-page-error-status.contact-text',
  'reservation-page-error-status.title',
  'reservation-page-error-status.your-reservation-identifier',
  'reservation-page-not-found.go-back-to-event',
  'reservation-page-not-found.header.title',
  'reservation-page-not-found.reservation-with-id-does-not-exist',
  'common.hello',
  'common.time.at',
  'event.online.not-started',
  'event.online.started',
  'online.check-in.waiting-room.button',
  'online.check-in.waiting-room.event-ended',
  'online.check-in.waiting-room.event-not-started',
  'online.check-in.waiting-room.event-not-started.start',
  'online.check-in.waiting-room.event-started',
  'online.check-in.waiting-room.event-started.contact-organizers',
  'ticket.holder',
  'ticket.order-information',
  'ticket.order-information-values',
  'ticket.payment-required',
  'ticket.reference-number',
  'ticket.ticket',
  'ticket.type',
  'my-orders.confirmation-date',
  'my-orders.description',
  'my-orders.details',
  'my-orders.for-pc.description',
  'my-orders.id',
  'my-orders.status',
  'my-orders.status.complete',
  'my-orders.status.pending',
  'my-orders.total-amount',
  'my-profile.additional-info',
  'my-profile.delete-profile',
  'my-profile.delete-profile.confirm',
  'my-profile.delete-profile.description',
  'my-profile.description',
  'my-profile.update.success',
  'poll.enter-your-pin',
  'poll.page.title',
  'poll.select',
  'poll.thank-you-for-the-vote',
  'poll.title',
  'poll.vote-button',
  // Keys composed at runtime
  'breadcrumb.step3.free',
  'purchase-context.event',
  'purchase-context.subscription',
  'subscription.usage-type.ONCE_PER_EVENT',
  'subscription.usage-type.UNLIMITED',
  'subscription.time-unit.DAYS',
  'subscription.time-unit.MONTHS',
  'subscription.time-unit.YEARS',
  'reservation-page.payment-method.etransfer',
  // Codes returned in validationErrors / warnings, provider codes resolved server-side
  'error.STEP_1_SELECT_AT_LEAST_ONE',
  'error.STEP_1_OVER_MAXIMUM',
  'error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE',
  'error.STEP_1_ACCESS_RESTRICTED',
  'error.STEP_1_NOT_ENOUGH_TICKETS',
  'error.STEP_1_CODE_NOT_FOUND',
  'error.STEP_1_CATEGORIES_NOT_COMPATIBLE',
  'error.STEP2_DISCOUNT_CODE_USAGE_EXCEEDED',
  'error.STEP_2_CAPTCHA_VALIDATION_FAILED',
  'error.STEP_2_ORDER_HAS_EXPIRED',
  'error.STEP_2_MISSING_PAYMENT_METHOD',
  'error.STEP_2_TERMS_CONDITIONS',
  'error.STEP_2_PAYMENT_PROCESSING_ERROR',
  'error.STEP_2_EMPTY_EMAIL',
  'error.STEP_2_EMAIL_IS_TOO_LONG',
  'error.STEP_2_INVALID_EMAIL',
  'error.STEP_2_EMAIL_TYPO',
  'error.STEP_2_EMPTY_FIRSTNAME',
  'error.STEP_2_MAX_LENGTH_FIRSTNAME',
  'error.STEP_2_EMPTY_LASTNAME',
  'error.STEP_2_MAX_LENGTH_LASTNAME',
  'error.STEP_2_EMPTY_FULLNAME',
  'error.STEP_2_MAX_LENGTH_FULLNAME',
  'error.STEP_2_MISSING_ATTENDEE_DATA',
  'error.STEP_2_ADDITIONAL_ITEMS_NOT_ASSIGNED',
  'error.STEP_2_INVALID_VAT',
  'error.vatVIESDown',
  'error.STEP_2_WHITELIST_CHECK_FAILED',
  'error.emptyField',
  'error.tooLong',
  'error.restrictedValue',
  'error.disabledValue',
  'error.lengthMustBe7',
  'error.alphanumeric',
  'error.italyEInvoicingReferenceTypeSelectValue',
  'error.generic',
  'error.tooShort',
  'error.tooOld',
  'error.tooYoung',
  'error.length',
  'warning.fiscal-code-name-mismatch',
  'error.email',
  'error.firstname',
  'error.lastname',
  'error.fullname',
  'lastname.fullname',
  'error.userLanguage',
  'show-subscription.sold-out.message',
  'subscription.uuid.not.found',
  'subscription.pin.not.found',
  'subscription.code.insert.full',
  'subscription.not.acquired',
  'subscription.not.valid',
  'subscription.expired',
  'subscription.max-usage-reached',
  'subscription.max-usage-reached-per-event',
  'pin.invalid',
  'pin.duplicate',
  'not_found',
  'error.TOO_MANY_REQUESTS',
  'error.STEP2_STRIPE_card_declined',
  'error.STEP2_STRIPE_expired_card',
  'error.STEP2_STRIPE_incorrect_cvc',
  'error.STEP2_STRIPE_incorrect_number',
  'error.STEP2_STRIPE_processing_error',
  'error.STEP2_STRIPE_rate_limit',
  'error.STEP2_STRIPE_unexpected',
  'error.STEP_2_PAYPAL_unexpected',
  // Keys read by the server
  'common.event.date-format',
  'common.event.time-format',
  'common.ticket-category.date-format',
  'datetime.pattern',
  'date.extended.pattern',
  'time.extended.pattern',
  'reservation.dynamic.discount.confirmation.percentage.message',
  'reservation.dynamic.discount.confirmation.fix-per-ticket.message',
  'reservation.dynamic.discount.confirmation.fix-per-reservation.message',
  'event.get-your-ticket-for',
  'link.new-tab',
  'show.more',
];

/** Placeholders the contract lists for a key; every other contract key takes none. */
const contractPlaceholders: Readonly<Record<string, readonly number[]>> = {
  'show-event.excVat': [0, 1],
  'show-event.incVat': [0, 1],
  'event-days.not-same-day': [0, 1],
  'event-days.single-day.hours': [0, 1],
  'show-event.header.title': [0],
  'show-event.promo-code': [0],
  'show-event.promo-code-applied': [0],
  'show-event.promo-code-fixed-amount-discount': [0],
  'show-event.promo-code-insert': [0],
  'show-event.promo-code-percentage-discount': [0],
  'show-event.sales-end': [0],
  'show-event.sales-ended': [0],
  'show-event.sales-not-started': [0],
  'show-event.tickets.left': [0],
  'show-subscription.header.title': [0],
  'subscription.detail.validity.NOT_SET.description': [0, 1],
  'subscription.detail.validity.STANDARD.description': [0, 1, 2],
  'invoice.vat': [0],
  'reservation-page.header.title': [0],
  'reservation-page.skipVatNr': [0],
  'error.STEP_2_PAYMENT_PROCESSING_ERROR': [0],
  'invoice.vat-not-added': [0],
  'invoice.vat-voided': [0],
  'reservation-page.offline.description': [0],
  'reservation-page.vat': [0, 1],
  'reservation-page.vat-included': [0, 1],
  'summary.table.subscription': [0],
  'reservation-page-complete.order-information': [0, 1],
  'reservation-page-waiting.questions': [0, 1],
  'reservation-page-waiting.required-steps.1': [0, 1, 2],
  'reservation-page-waiting.required-steps.1.with-bank-account-owner': [0, 1],
  'reservation-page-waiting.required-steps.1.with-bank-account-owner.2': [0],
  'reservation-page-waiting.required-steps.2': [0, 1],
  'reservation-page-waiting.title': [0],
  'show-ticket.header.title': [0],
  'reservation-page-complete.header.title': [0],
  'reservation-page-complete.info-assign-email': [0],
  'reservation-page-complete.info-subscription-email': [0],
  'reservation-page-complete.subscription.usage': [0],
  'reservation-page-complete.subscription.usage.available': [0],
  'reservation-page-error-status.contact-text': [0, 1, 2],
  'reservation-page-error-status.your-reservation-identifier': [0],
  'reservation-page-not-found.go-back-to-event': [0],
  'reservation-page-not-found.reservation-with-id-does-not-exist': [0],
  'event.online.not-started': [0],
  'ticket.order-information-values': [0, 1],
  'my-orders.for-pc.description': [0, 1],
  'poll.page.title': [0],
  'error.STEP_1_OVER_MAXIMUM': [0],
  'error.STEP_2_EMAIL_TYPO': [0],
  'error.tooShort': [0],
  'error.tooOld': [0],
  'error.tooYoung': [0],
  'error.length': [0],
  'subscription.uuid.not.found': [0],
  'subscription.pin.not.found': [0],
  'error.TOO_MANY_REQUESTS': [0],
  'reservation.dynamic.discount.confirmation.percentage.message': [0],
  'reservation.dynamic.discount.confirmation.fix-per-ticket.message': [0],
  'reservation.dynamic.discount.confirmation.fix-per-reservation.message': [0],
  'event.get-your-ticket-for': [0],
};

/** Keys the shop renders as HTML, plus the server-side discount messages. */
const htmlKeys: ReadonlySet<string> = new Set([
  'reservation-page.privacy.prefix',
  'reservation-page.tc.prefix',
  'invoice.payment-instruction',
  'reservation-page-waiting.questions',
  'reservation-page-waiting.required-steps',
  'reservation-page-waiting.required-steps.1',
  'reservation-page-waiting.required-steps.1.with-bank-account-owner',
  'reservation-page-waiting.required-steps.1.with-bank-account-owner.2',
  'reservation-page-waiting.required-steps.2',
  'reservation-page-waiting.required-steps.3',
  'reservation-page-waiting.title',
  'reservation-page.offline.deferred.success.title',
  'reservation-page-complete.info-assign',
  'reservation-page-complete.info-assign-email',
  'reservation-page-complete.info-subscription',
  'reservation-page-complete.info-subscription-email',
  'reservation-page-error-status.contact-text',
  'reservation-page-not-found.go-back-to-event',
  'reservation.dynamic.discount.confirmation.percentage.message',
  'reservation.dynamic.discount.confirmation.fix-per-ticket.message',
  'reservation.dynamic.discount.confirmation.fix-per-reservation.message',
]);

const datePatternKeys = [
  'common.date-format',
  'common.event.date-format',
  'common.event.time-format',
  'common.ticket-category.date-format',
  'datetime.pattern',
  'date.extended.pattern',
  'time.extended.pattern',
] as const;

// Every registered bundle is checked, so a language added to the index needs no change here.
const translations = (Object.keys(bundles) as BundleLanguage[])
  .filter((lang): lang is Exclude<BundleLanguage, 'en'> => lang !== 'en')
  .map((lang) => [lang, lang]) as [string, Exclude<BundleLanguage, 'en'>][];
const englishKeys = Object.keys(en);
const english: Record<string, string> = en;

function placeholders(message: string): string[] {
  return (message.match(/\{\{\d+\}\}/g) ?? []).sort();
}

function tagNames(message: string): string[] {
  const names = [...message.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) => (match[1] ?? '').toLowerCase());
  return [...new Set(names)].sort();
}

/** What a translation must keep from its English original for the shop to render it the same way. */
function shape(message: string) {
  return {
    placeholders: placeholders(message),
    timeMarkers: message.split('##time##').length - 1,
    tags: tagNames(message),
  };
}

function mismatches(
  messages: Record<string, string>,
  keys: readonly string[],
  differs: (key: string, message: string) => boolean,
): string[] {
  return keys.filter((key) => differs(key, messages[key] ?? ''));
}

describe('the English bundle', () => {
  it('has every key the contract names', () => {
    expect(contractKeys.filter((key) => !(key in en))).toEqual([]);
  });

  it('gives every contract key the placeholders the contract lists', () => {
    const wrong = contractKeys.filter((key) => {
      const expected = [...new Set(contractPlaceholders[key] ?? [])].map((n) => `{{${n}}}`).sort();
      return JSON.stringify([...new Set(placeholders(english[key] ?? ''))].sort()) !== JSON.stringify(expected);
    });
    expect(wrong).toEqual([]);
  });

  it('has no empty message', () => {
    expect(mismatches(english, englishKeys, (_key, message) => message.trim() === '')).toEqual([]);
  });

  it("is sorted by key, the shop's own texts apart", () => {
    const ownKeys = Object.keys(shopMessagesEn);
    const serverKeys = englishKeys.filter((key) => !Object.hasOwn(shopMessagesEn, key));
    expect(serverKeys).toEqual([...serverKeys].sort());
    expect(ownKeys).toEqual([...ownKeys].sort());
  });
});

describe.each(translations)('the %s bundle', (name, lang) => {
  const messages: Record<string, string> = bundles[lang];

  it(`has every English key with a non-empty ${name} message`, () => {
    expect(mismatches(messages, englishKeys, (_key, message) => message.trim() === '')).toEqual([]);
  });

  it(`has no ${name} key that English lacks`, () => {
    expect(Object.keys(messages).filter((key) => !(key in en))).toEqual([]);
  });

  it(`gives every ${name} message the placeholders, time marker and HTML tags of its English original`, () => {
    const differs = (key: string, message: string) =>
      JSON.stringify(shape(message)) !== JSON.stringify(shape(english[key] ?? ''));
    expect(mismatches(messages, englishKeys, differs)).toEqual([]);
  });
});

describe.each([['English', 'en'], ...translations] as [string, BundleLanguage][])('%s messages', (name, lang) => {
  const messages: Record<string, string> = bundles[lang];

  it(`keep markup out of every ${name} message the shop renders as text`, () => {
    const differs = (key: string, message: string) => !htmlKeys.has(key) && /<[a-zA-Z/]/.test(message);
    expect(mismatches(messages, englishKeys, differs)).toEqual([]);
  });

  it(`write every ${name} date pattern with the supported tokens only`, () => {
    const tokens = new Set([
      'EEEE',
      'EEE',
      'd',
      'dd',
      'M',
      'MM',
      'MMM',
      'MMMM',
      'yy',
      'yyyy',
      'H',
      'HH',
      'h',
      'hh',
      'mm',
      'a',
    ]);
    const differs = (_key: string, pattern: string) => {
      const unquoted = pattern.replace(/'[^']*'/g, '');
      return unquoted.includes("'") || (unquoted.match(/[A-Za-z]+/g) ?? []).some((token) => !tokens.has(token));
    };
    expect(mismatches(messages, datePatternKeys, differs)).toEqual([]);
  });

  it(`list the eight ${name} countdown units, each with its leading space`, () => {
    for (const key of [
      'reservation-page.time-for-completion.labels.singular',
      'reservation-page.time-for-completion.labels.plural',
    ]) {
      const units = (messages[key] ?? '').split('|');
      expect(units).toHaveLength(8);
      expect(units.filter((unit) => !/^ \S/.test(unit))).toEqual([]);
    }
  });
});

describe('bundleFor', () => {
  it('serves each language its own messages', () => {
    expect(bundleFor('de')['common.close']).toBe(bundles.de['common.close']);
    expect(bundleFor('FR')['common.close']).toBe(bundles.fr['common.close']);
    expect(bundleFor('it-CH')['common.close']).toBe(bundles.it['common.close']);
  });

  it('falls back to English for languages without a bundle', () => {
    const withoutBundle = [...applicationLanguages.filter((lang) => !Object.hasOwn(bundles, lang)), 'xx', ''];
    for (const lang of withoutBundle) {
      expect(bundleFor(lang)).toEqual(english);
    }
  });

  it('serves every English key in every language', () => {
    for (const lang of Object.keys(bundles)) {
      expect(Object.keys(bundleFor(lang)).sort()).toEqual([...englishKeys].sort());
    }
  });
});
