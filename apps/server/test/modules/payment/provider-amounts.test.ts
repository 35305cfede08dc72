import { describe, expect, it } from 'vitest';
import {
  mollieValue,
  paypalValue,
  saferpayValue,
  stripeAmount,
} from '../../../src/modules/payment/provider-amounts.ts';
import { ProviderError } from '../../../src/lib/provider-error.ts';

/** Our amount (minor units as the shop shows the currency) as each provider is sent it. */
const sent = (minor: number, currency: string) => ({
  stripe: stripeAmount(minor, currency),
  paypal: paypalValue(minor, currency),
  mollie: mollieValue(minor, currency),
  saferpay: saferpayValue(minor, currency),
});

describe('amounts in the unit each provider counts in', () => {
  it('a two-decimal currency: cents to Stripe and Saferpay, "24.50" to PayPal and Mollie', () => {
    expect(sent(2_450, 'CHF')).toEqual({ stripe: 2_450, paypal: '24.50', mollie: '24.50', saferpay: '2450' });
    expect(sent(5, 'EUR')).toEqual({ stripe: 5, paypal: '0.05', mollie: '0.05', saferpay: '5' });
  });

  it('zero-decimal currencies (JPY, KRW, CLP): whole units everywhere, written without decimals', () => {
    expect(sent(1_000, 'JPY')).toEqual({ stripe: 1_000, paypal: '1000', mollie: '1000', saferpay: '1000' });
    expect(sent(50_000, 'KRW')).toMatchObject({ stripe: 50_000, saferpay: '50000' });
    expect(sent(15_000, 'CLP')).toMatchObject({ stripe: 15_000, saferpay: '15000' });
  });

  it('ISK: whole krónur, which Stripe still counts in hundredths', () => {
    expect(sent(5_000, 'ISK')).toEqual({ stripe: 500_000, paypal: '5000.00', mollie: '5000', saferpay: '5000' });
  });

  it('HUF, shown without fillér: PayPal takes whole forints, Stripe, Mollie and Saferpay fillér', () => {
    expect(sent(12_000, 'HUF')).toEqual({
      stripe: 1_200_000,
      paypal: '12000',
      mollie: '12000.00',
      saferpay: '1200000',
    });
  });

  it('TWD at PayPal, which takes no decimals: whole dollars pass, cents are refused rather than rounded', () => {
    expect(paypalValue(150_000, 'TWD')).toBe('1500');
    expect(() => paypalValue(150_050, 'TWD')).toThrow(ProviderError);
    expect(stripeAmount(150_050, 'TWD')).toBe(150_050);
  });

  it('three-decimal currencies (KWD): thousandths where the provider takes them', () => {
    expect(stripeAmount(12_345, 'KWD')).toBe(12_345);
    expect(mollieValue(12_345, 'KWD')).toBe('12.345');
    expect(saferpayValue(12_345, 'KWD')).toBe('12345');
    expect(paypalValue(12_340, 'KWD')).toBe('12.34');
    expect(() => paypalValue(12_345, 'KWD')).toThrow(ProviderError);
  });
});
