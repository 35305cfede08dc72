import type { CurrencyDescriptor } from '@shop/contract';
import { memoize } from './memo.ts';

/**
 * Amounts travel as decimal strings without symbol, with the currency's fraction digits
 * ("10.00", "1500" for JPY), computed from integer minor units so no float rounding creeps in.
 */
export function fractionDigits(currency: string): number {
  return digitsOf(currency);
}

// Building an Intl object costs more than the rest of a request's answer.
const digitsOf = memoize((currency) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
});

export function formatCents(cents: number, currency: string | null | undefined): string {
  const digits = currency ? fractionDigits(currency) : 2;
  const negative = cents < 0;
  const absolute = Math.abs(Math.round(cents));
  // Minor units are hundredths for 2-digit currencies; other currencies store their own minor unit.
  const divisor = 10 ** digits;
  const whole = Math.floor(absolute / divisor);
  const fraction = digits > 0 ? `.${String(absolute % divisor).padStart(digits, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export function currencyDescriptor(currency: string | null | undefined, lang = 'en'): CurrencyDescriptor | null {
  return currency ? { ...descriptorOf(`${currency} ${lang}`) } : null;
}

const descriptorOf = memoize((key): CurrencyDescriptor => {
  const [currency = '', lang = 'en'] = key.split(' ');
  let name = currency;
  let symbol = currency;
  try {
    name = new Intl.DisplayNames([lang, 'en'], { type: 'currency' }).of(currency) ?? currency;
    symbol =
      new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    // an unknown code keeps its letters as name and symbol
  }
  return { code: currency, name, symbol, fractionDigits: fractionDigits(currency) };
});
