import type { VatStatus as WireVatStatus } from '@shop/contract';
import type { BookingErrors } from '../booking/booking-errors.ts';
import { isEuVatCountry, nationalVatNumber, vatCountryCode, type VatNumberChecker } from './eu-vat.ts';
import { isItalianVatNumber } from './italian-tax-ids.ts';
import { vatStatusOf } from '../pricing/item-price.ts';

/**
 * Which VAT the order is charged with, decided when the buyer submits the booking step,
 * before its other checks. Without a business invoice it is the purchase context's own. With
 * one, and the organizer applying the EU VAT rules (ENABLE_EU_VAT_DIRECTIVE with a
 * COUNTRY_OF_BUSINESS), a business elsewhere in the EU with a valid VAT number pays no VAT
 * (reverse charge: `*_EXEMPT`), and so does a business outside the EU unless the organizer
 * charges VAT to foreign businesses (APPLY_VAT_FOREIGN_BUSINESS). An Italian business asking for
 * split payment sees the VAT on its invoice but pays it to the state itself (`*_NOT_CHARGED`).
 */
export interface VatFacts {
  currency: string | null;
  /** numeric as text, e.g. "22.00". */
  vat: string;
  vatIncluded: boolean;
}

export interface VatRules {
  reverseChargeEnabled: boolean;
  organizerCountry: string | null;
  applyVatToForeignBusiness: boolean;
  italianEInvoicingEnabled: boolean;
}

export interface BusinessInvoice {
  /** An invoice for a company that gives its VAT number. */
  business: boolean;
  country: string | null;
  vatNr: string | null;
  splitPayment: boolean;
}

export async function decideVatStatus(
  facts: VatFacts,
  rules: VatRules,
  invoice: BusinessInvoice,
  requiresPayment: boolean,
  checker: VatNumberChecker,
  errors: BookingErrors,
): Promise<WireVatStatus> {
  const base = vatStatusOf(facts.currency, facts.vat, facts.vatIncluded);
  const country = invoice.country ? vatCountryCode(invoice.country) : null;
  if (base === 'NONE' || !invoice.business || !requiresPayment || !country || !invoice.vatNr?.trim()) return base;

  if (rules.italianEInvoicingEnabled && country === 'IT' && invoice.splitPayment) {
    return facts.vatIncluded ? 'INCLUDED_NOT_CHARGED' : 'NOT_INCLUDED_NOT_CHARGED';
  }
  if (!rules.reverseChargeEnabled || !rules.organizerCountry) return base;

  const organizer = vatCountryCode(rules.organizerCountry);
  let exempt: boolean;
  if (isEuVatCountry(country)) {
    const check = await checker.check(country, invoice.vatNr);
    // An Italian organizer's Italian buyer is not reverse-charged anyway; a number VIES does not
    // list but whose check digit is right stays acceptable on that invoice, as alf.io allows.
    const italianAtHome =
      country === 'IT' && organizer === 'IT' && isItalianVatNumber(nationalVatNumber(country, invoice.vatNr));
    if (check === 'invalid' && !italianAtHome) errors.reject('vatNr', 'error.STEP_2_INVALID_VAT');
    if (check === 'unavailable') errors.reject('vatNr', 'error.vatVIESDown');
    exempt = check === 'valid' && country !== organizer;
  } else {
    exempt = country !== organizer && !rules.applyVatToForeignBusiness;
  }
  if (!exempt) return base;
  return facts.vatIncluded ? 'INCLUDED_EXEMPT' : 'NOT_INCLUDED_EXEMPT';
}
