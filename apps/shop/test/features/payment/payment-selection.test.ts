import type { CaptchaConfiguration } from '@shop/contract';
import { describe, expect, test } from 'vitest';
import {
  captchaSiteKey,
  offeredMethods,
  selectedMethodValue,
} from '../../../src/features/payment/payment-selection.ts';
import { customMethod, customMethodId, freeSummary, reservationFixture } from '../reservation/overview-fixtures.ts';

const noCaptcha: CaptchaConfiguration = {
  captchaForTicketSelection: false,
  captchaForOfflinePaymentAndFree: false,
  recaptchaApiKey: null,
};
const four = {
  PAYPAL: { paymentProxy: 'PAYPAL' as const, parameters: {} },
  BANK_TRANSFER: { paymentProxy: 'OFFLINE' as const, parameters: { delayForOfflinePayment: 3 } },
  ON_SITE: {
    paymentProxy: 'ON_SITE' as const,
    parameters: { captchaRequestedForOffline: true, recaptchaApiKey: 'site-key' },
  },
  [customMethodId]: { paymentProxy: 'CUSTOM_OFFLINE' as const, parameters: {} },
};

describe('which methods are offered', () => {
  test('a free order pays with NONE and lists nothing', () => {
    expect(offeredMethods(reservationFixture({ orderSummary: freeSummary, activePaymentMethods: {} }))).toEqual({
      ids: [],
      preselected: 'NONE',
    });
  });

  test('a single method is chosen already', () => {
    expect(offeredMethods(reservationFixture())).toEqual({ ids: ['BANK_TRANSFER'], preselected: 'BANK_TRANSFER' });
  });

  test('several methods: all, sorted, none chosen', () => {
    expect(offeredMethods(reservationFixture({ activePaymentMethods: four }))).toEqual({
      ids: ['BANK_TRANSFER', 'ON_SITE', 'PAYPAL', customMethodId],
      preselected: null,
    });
  });

  test('a stored token leaves only the method of its proxy, chosen', () => {
    const reservation = reservationFixture({ activePaymentMethods: four, tokenAcquired: true, paymentProxy: 'PAYPAL' });
    expect(offeredMethods(reservation)).toEqual({ ids: ['PAYPAL'], preselected: 'PAYPAL' });
  });
});

describe('the captcha of a payment', () => {
  test('offline and on-site methods ask for it when their parameters say so', () => {
    const reservation = reservationFixture({ activePaymentMethods: four });
    expect(captchaSiteKey(reservation, noCaptcha, 'ON_SITE')).toBe('site-key');
    expect(captchaSiteKey(reservation, noCaptcha, 'BANK_TRANSFER')).toBeNull();
    expect(captchaSiteKey(reservation, noCaptcha, 'PAYPAL')).toBeNull();
    expect(captchaSiteKey(reservation, noCaptcha, null)).toBeNull();
  });

  test('free orders ask for it when the offline-and-free captcha is on and a key exists', () => {
    const free = reservationFixture({ orderSummary: freeSummary, activePaymentMethods: {} });
    expect(
      captchaSiteKey(
        free,
        { ...noCaptcha, captchaForOfflinePaymentAndFree: true, recaptchaApiKey: 'free-key' },
        'NONE',
      ),
    ).toBe('free-key');
    expect(captchaSiteKey(free, { ...noCaptcha, captchaForOfflinePaymentAndFree: true }, 'NONE')).toBeNull();
    expect(captchaSiteKey(free, { ...noCaptcha, recaptchaApiKey: 'free-key' }, 'NONE')).toBeNull();
  });

  test('a free order in front of alf.io, which publishes no key without the ticket-selection captcha, takes an offline method’s', () => {
    const free = reservationFixture({ orderSummary: freeSummary, activePaymentMethods: four });
    expect(captchaSiteKey(free, { ...noCaptcha, captchaForOfflinePaymentAndFree: true }, 'NONE')).toBe('site-key');
    expect(captchaSiteKey(free, noCaptcha, 'NONE')).toBeNull();
  });
});

describe('the method in the body', () => {
  test('custom offline methods travel as their whole object, never as a bare id; the others as their id', () => {
    const method = customMethod();
    expect(selectedMethodValue(customMethodId, 'CUSTOM_OFFLINE', [method])).toBe(method);
    expect(selectedMethodValue(customMethodId, 'CUSTOM_OFFLINE', [])).toBeNull();
    expect(selectedMethodValue('BANK_TRANSFER', 'OFFLINE', [method])).toBe('BANK_TRANSFER');
  });
});
