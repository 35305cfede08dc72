import { paymentProxies, type PaymentProxyWithParameters } from '@shop/contract';
import { paymentKindOf } from '@shop/contract/payment-kind';
import { describe, expect, test } from 'vitest';
import { cardBillingCountry, cardBillingDetails } from '../../../src/features/payment/card-billing.ts';
import {
  isVerticalLayout,
  paymentMethodLabel,
  sortedMethodIds,
} from '../../../src/features/payment/payment-methods.ts';
import { confirmsInsteadOfPaying } from '../../../src/features/payment/payment-handler.ts';
import { customMethod, customMethodId, reservationFixture } from '../reservation/overview-fixtures.ts';

const t = (key: string) => `«${key}»`;
const offline: PaymentProxyWithParameters = { paymentProxy: 'OFFLINE', parameters: {} };

describe('the payment method map', () => {
  test('deferred methods confirm, the others pay', () => {
    expect(paymentProxies.filter((proxy) => confirmsInsteadOfPaying(paymentKindOf(proxy)))).toEqual([
      'ON_SITE',
      'OFFLINE',
      'CUSTOM_OFFLINE',
    ]);
  });
});

describe('method labels', () => {
  test('static methods by their bundle key, custom ones by the organizer name in the language, unknown ones as such', () => {
    const customs = [customMethod()];
    expect(paymentMethodLabel('BANK_TRANSFER', customs, t, 'en')).toBe('«reservation-page.offline»');
    expect(paymentMethodLabel(customMethodId, customs, t, 'de')).toBe('TWINT-Überweisung');
    expect(paymentMethodLabel(customMethodId, customs, t, 'fr')).toBe('TWINT transfer');
    expect(paymentMethodLabel('BITCOIN', customs, t, 'en')).toBe('UNKNOWN PAYMENT BITCOIN');
    expect(paymentMethodLabel(customMethodId, [], t, 'en')).toBe(`UNKNOWN PAYMENT ${customMethodId}`);
  });
});

describe('layout', () => {
  test('methods are sorted by id', () => {
    expect(
      sortedMethodIds({ ON_SITE: offline, BANK_TRANSFER: offline, [customMethodId]: offline, CREDIT_CARD: offline }),
    ).toEqual(['BANK_TRANSFER', 'CREDIT_CARD', 'ON_SITE', customMethodId]);
  });

  test('more than three methods are listed vertically', () => {
    expect(isVerticalLayout(3)).toBe(false);
    expect(isVerticalLayout(4)).toBe(true);
  });
});

describe('card billing', () => {
  test('Greece, EL in VAT lists, is GR for card providers; other countries pass unchanged', () => {
    expect(cardBillingCountry('EL')).toBe('GR');
    expect(cardBillingCountry('CH')).toBe('CH');
    expect(cardBillingCountry(null)).toBeNull();
    const base = reservationFixture();
    const details = cardBillingDetails({
      ...base,
      billingDetails: { ...base.billingDetails, country: 'EL', city: 'Athens' },
    });
    expect(details.address).toMatchObject({ country: 'GR', city: 'Athens' });
    expect(details.name).toBe('Ada Lovelace');
  });
});
