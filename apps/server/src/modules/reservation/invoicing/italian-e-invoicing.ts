import type { ItalianEInvoicingReferenceType } from '@shop/contract';
import type { BookingErrors } from '../booking/booking-errors.ts';
import { fiscalCodeMatchesName, isItalianFiscalCode, isItalianVatNumber } from './italian-tax-ids.ts';

/**
 * Italian electronic invoicing: a buyer of a paid order who gives a billing
 * country gives a fiscal code; a buyer in Italy also says where the electronic invoice goes, by
 * addressee code (7 letters or digits) or certified e-mail (PEC), and gives a province and a
 * five-digit postal code.
 */
export interface ItalianEInvoicingData {
  /** Upper-cased. */
  fiscalCode: string | null;
  referenceType: ItalianEInvoicingReferenceType | null;
  addresseeCode: string | null;
  pec: string | null;
  splitPayment: boolean;
}

/** Longest fiscal code alf.io takes (foreign tax ids included). */
const MAX_FISCAL_CODE_LENGTH = 28;

/**
 * What is kept of the buyer's answers: nothing when the organizer does not use e-invoicing; only
 * the reference the chosen type needs (an addressee code drops the PEC and the other way round,
 * no type drops both); split payment only for a business.
 */
export function italianEInvoicingToStore(
  sent: ItalianEInvoicingData,
  enabled: boolean,
  business: boolean,
): ItalianEInvoicingData | null {
  if (!enabled) return null;
  const type = sent.referenceType;
  const kept: ItalianEInvoicingData = {
    fiscalCode: sent.fiscalCode?.trim().toUpperCase() || null,
    referenceType: type,
    addresseeCode: type === 'ADDRESSEE_CODE' ? sent.addresseeCode?.trim().toUpperCase() || null : null,
    pec: type === 'PEC' ? sent.pec?.trim() || null : null,
    splitPayment: business && sent.splitPayment,
  };
  const empty = !kept.fiscalCode && !kept.referenceType && !kept.addresseeCode && !kept.pec && !kept.splitPayment;
  return empty ? null : kept;
}

export interface ItalianBilling {
  country: string | null;
  state: string | null;
  zip: string | null;
  vatNr: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Rules for a paid order when the organizer uses e-invoicing (the caller checks both). */
export function checkItalianEInvoicing(
  data: ItalianEInvoicingData,
  billing: ItalianBilling,
  errors: BookingErrors,
): void {
  if (!billing.country) return;
  const fiscalCode = data.fiscalCode?.trim().toUpperCase() ?? '';
  if (fiscalCode === '') errors.reject('italyEInvoicingFiscalCode', 'error.emptyField');
  else if (fiscalCode.length > MAX_FISCAL_CODE_LENGTH)
    errors.reject('italyEInvoicingFiscalCode', 'error.tooLong', MAX_FISCAL_CODE_LENGTH);
  if (billing.country !== 'IT') return;

  if (!data.referenceType)
    errors.reject('italyEInvoicingReferenceType', 'error.italyEInvoicingReferenceTypeSelectValue');
  if (data.referenceType === 'ADDRESSEE_CODE') {
    const code = data.addresseeCode?.trim() ?? '';
    if (code === '') errors.reject('italyEInvoicingReferenceAddresseeCode', 'error.emptyField');
    else if (code.length !== 7) errors.reject('italyEInvoicingReferenceAddresseeCode', 'error.lengthMustBe7');
    else if (!/^[A-Za-z0-9]+$/.test(code)) errors.reject('italyEInvoicingReferenceAddresseeCode', 'error.alphanumeric');
  }
  if (data.referenceType === 'PEC' && !data.pec?.trim())
    errors.reject('italyEInvoicingReferencePEC', 'error.emptyField');

  const state = billing.state?.trim() ?? '';
  if (state.length !== 2) errors.reject('billingAddressState', 'error.length', 2);
  else if (!/^[A-Za-z]{2}$/.test(state)) errors.reject('billingAddressState', 'error.restrictedValue');

  if (billing.vatNr?.trim() && !isItalianVatNumber(billing.vatNr)) errors.reject('vatNr', 'error.STEP_2_INVALID_VAT');

  if (fiscalCode !== '' && !isItalianFiscalCode(fiscalCode))
    errors.reject('italyEInvoicingFiscalCode', 'error.restrictedValue');
  else if (fiscalCode !== '' && !fiscalCodeMatchesName(billing.firstName, billing.lastName, fiscalCode)) {
    errors.warn('warning.fiscal-code-name-mismatch');
  }

  const zip = billing.zip?.trim() ?? '';
  if (zip.length !== 5) errors.reject('billingAddressZip', 'error.length', 5);
  else if (!/^\d{5}$/.test(zip)) errors.reject('billingAddressZip', 'error.restrictedValue');
}
