import { describe, expect, test } from 'vitest';
import { walletOf, walletRequestOptions } from '../../../src/features/payment/card/wallet-payment.ts';

describe('the wallet at the card step', () => {
  test('is Apple Pay or Google Pay when the browser can pay with one, and nothing otherwise', () => {
    expect(walletOf(null)).toBeNull();
    expect(walletOf(undefined)).toBeNull();
    expect(walletOf({ applePay: false, googlePay: false, link: true })).toBeNull();
    expect(walletOf({ applePay: false, googlePay: true, link: false })).toBe('googlePay');
    expect(walletOf({ applePay: true, googlePay: false, link: true })).toBe('applePay');
  });

  test('asks for the order’s total in its currency, with the buyer’s country or a default, Link and saved cards left out', () => {
    expect(walletRequestOptions({ amount: 12050, currency: 'EUR', label: 'Total', country: 'de' })).toEqual({
      country: 'DE',
      currency: 'eur',
      total: { label: 'Total', amount: 12050 },
      disableWallets: ['link', 'browserCard'],
    });
    expect(walletRequestOptions({ amount: 100, currency: 'chf', label: 'Total', country: null }).country).toBe('US');
    expect(walletRequestOptions({ amount: 100, currency: 'chf', label: 'Total', country: 'XYZ' }).country).toBe('US');
  });
});
