import { fractionDigits } from '../../lib/money.ts';
import { ProviderError } from '../../lib/provider-error.ts';

/**
 * Our amounts are integers in the currency's minor unit as the shop shows it (`fractionDigits`,
 * from the runtime's currency data: 2 for CHF, 0 for JPY, KRW, CLP, and also 0 for HUF, IDR, COP,
 * which are shown without their cents). Each provider counts in its own unit, which is not always
 * the same: these functions turn our amount into the provider's, and refuse one it cannot
 * express exactly rather than charge a rounded amount.
 */

/** Currencies whose ISO 4217 minor unit is not hundredths. */
const ISO_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** The decimals ISO 4217 gives a currency: what Saferpay's and Mollie's amounts count in. */
export const isoDigits = (currency: string): number => ISO_DIGITS[currency.toUpperCase()] ?? 2;

/** Stripe's "zero-decimal" currencies; ISK is not one of them: Stripe still counts it in hundredths. */
const STRIPE_ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const STRIPE_THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

export function stripeDigits(currency: string): number {
  const code = currency.toUpperCase();
  return STRIPE_ZERO_DECIMAL.has(code) ? 0 : STRIPE_THREE_DECIMAL.has(code) ? 3 : 2;
}

/** PayPal refuses decimals in these currencies; every other it writes with two. */
const PAYPAL_NO_DECIMALS = new Set(['HUF', 'JPY', 'TWD']);

export const paypalDigits = (currency: string): number => (PAYPAL_NO_DECIMALS.has(currency.toUpperCase()) ? 0 : 2);

/** Our amount counted in units of 10^-digits of the currency; an amount finer than that is refused. */
export function inDigits(minor: number, currency: string, digits: number): number {
  const ours = fractionDigits(currency.toUpperCase());
  if (digits >= ours) return minor * 10 ** (digits - ours);
  const divisor = 10 ** (ours - digits);
  if (minor % divisor !== 0)
    throw new ProviderError(`${minor} minor units of ${currency} cannot be written with ${digits} decimals`);
  return minor / divisor;
}

/** Our amount as a decimal string with exactly `digits` decimals ("10.00", "1000"). */
export function decimalString(minor: number, currency: string, digits: number): string {
  const units = inDigits(minor, currency, digits);
  if (digits === 0) return String(units);
  const text = String(units).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Stripe's `amount`: an integer in Stripe's unit for the currency. */
export const stripeAmount = (minor: number, currency: string): number =>
  inDigits(minor, currency, stripeDigits(currency));

/** PayPal's `value`: a decimal string in the currency's major unit. */
export const paypalValue = (minor: number, currency: string): string =>
  decimalString(minor, currency, paypalDigits(currency));

/** Mollie's `value`: a decimal string with the currency's ISO decimals ("10.00", "1000" for JPY). */
export const mollieValue = (minor: number, currency: string): string =>
  decimalString(minor, currency, isoDigits(currency));

/** Saferpay's `Value`: the ISO minor unit, digits only ("1000" for 10.00 CHF and for 1000 JPY). */
export const saferpayValue = (minor: number, currency: string): string =>
  String(inDigits(minor, currency, isoDigits(currency)));
