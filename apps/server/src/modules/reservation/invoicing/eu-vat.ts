import { isItalianVatNumber } from './italian-tax-ids.ts';

/**
 * EU VAT numbers. The authority on whether a number exists is the EU's VIES service (`vies.ts`);
 * what this file checks is the shape each member state gives its numbers (and the check digit
 * where one is cheap to verify), which is all an organizer gets who turns VIES off. Besides valid
 * and invalid a `VatNumberChecker` may answer that it cannot tell right now, which the booking
 * step reports as `error.vatVIESDown`.
 */

export type VatCheck = 'valid' | 'invalid' | 'unavailable';

export interface VatNumberChecker {
  /** `country` is a VAT country code (EL for Greece); `number` has no country prefix. */
  check(country: string, number: string): Promise<VatCheck>;
}

/** National part of the number per member state, after removing blanks, dots and dashes. */
const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The VAT code of a country: Greece's ISO code GR is EL in VAT matters. */
export function vatCountryCode(country: string): string {
  const code = country.trim().toUpperCase();
  return code === 'GR' ? 'EL' : code;
}

export function isEuVatCountry(country: string | null | undefined): boolean {
  return !!country && vatCountryCode(country) in FORMATS;
}

/** The national part: separators dropped, upper-cased, and the country prefix removed if present. */
export function nationalVatNumber(country: string, number: string): string {
  const compact = number.replace(/[\s.\-/]/g, '').toUpperCase();
  const code = vatCountryCode(country);
  const prefix = code === 'EL' ? /^(EL|GR)/ : new RegExp(`^${code}`);
  return compact.replace(prefix, '');
}

export const formatVatChecker: VatNumberChecker = {
  async check(country, number) {
    const code = vatCountryCode(country);
    const format = FORMATS[code];
    if (!format) return 'invalid';
    const national = nationalVatNumber(code, number);
    if (!format.test(national)) return 'invalid';
    if (code === 'IT' && !isItalianVatNumber(national)) return 'invalid';
    return 'valid';
  },
};

/**
 * A `vat:eu` field holds the whole number with its country prefix (`DE123456789`): the prefix
 * names the member state.
 */
export async function checkPrefixedVatNumber(value: string, checker: VatNumberChecker): Promise<VatCheck> {
  const compact = value.replace(/[\s.\-/]/g, '').toUpperCase();
  const country = compact.slice(0, 2);
  if (!isEuVatCountry(country) || country === 'GR') return 'invalid';
  return checker.check(country, compact.slice(2));
}
