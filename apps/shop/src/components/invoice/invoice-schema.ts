import type { InvoicingConfiguration } from '@shop/contract';
import * as v from 'valibot';
import { errorMessage } from '../../lib/server-errors.ts';
import { invoiceLayout } from './invoice-rules.ts';
import { maxAddresseeCode, maxFiscalCode, maxText, maxZip, type InvoiceFormValues } from './invoice-values.ts';

export type Rule = v.GenericSchema;

export const anyValue: Rule = v.any();

/** Text, trimmed; `empty` is the code when it must not be blank, `max` its length limit. */
export const textRule = (empty: string | null, max: number | null, tooLong = 'error.tooLong'): Rule =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => !empty || value !== '', errorMessage(empty ?? 'error.emptyField')),
    v.check((value) => !max || value.length <= max, errorMessage(tooLong)),
  );

/**
 * Only the shape of an address is checked here: one that merely looks mistyped (no dot in the
 * domain, a misspelt provider) is the server's to warn about, and the buyer's to confirm.
 */
const emailShape = /^[^\s@]+@[^\s@]+$/;
export const emailRule = (empty: string, invalid: string): Rule =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(errorMessage(empty)),
    v.maxLength(maxText, errorMessage('error.STEP_2_EMAIL_IS_TOO_LONG')),
    v.regex(emailShape, errorMessage(invalid)),
  );

/** First and last name, required, with the codes the server answers for them. */
export const nameEntries: v.ObjectEntries = {
  firstName: textRule('error.STEP_2_EMPTY_FIRSTNAME', maxText, 'error.STEP_2_MAX_LENGTH_FIRSTNAME'),
  lastName: textRule('error.STEP_2_EMPTY_LASTNAME', maxText, 'error.STEP_2_MAX_LENGTH_LASTNAME'),
};

/** The rules of a filled-in invoice form as it is now: which parts apply depends on the values. */
export function invoiceEntries(invoicing: InvoicingConfiguration, values: InvoiceFormValues): v.ObjectEntries {
  const layout = invoiceLayout(invoicing, values);
  return {
    billingAddressCompany: layout.company ? textRule('error.emptyField', maxText) : anyValue,
    billingAddressLine1: textRule('error.emptyField', maxText),
    billingAddressLine2: textRule(null, maxText),
    billingAddressZip: textRule('error.emptyField', maxZip),
    billingAddressCity: textRule('error.emptyField', maxText),
    vatCountryCode: textRule('error.emptyField', null),
    vatNr: layout.vatNrRequired ? textRule('error.emptyField', maxText) : anyValue,
    customerReference: layout.customerReference ? textRule(null, maxText) : anyValue,
    italyEInvoicingFiscalCode: layout.fiscalCode ? textRule('error.emptyField', maxFiscalCode) : anyValue,
    italyEInvoicingReferenceType: layout.referenceType
      ? v.picklist(['ADDRESSEE_CODE', 'PEC', 'NONE'], errorMessage('error.italyEInvoicingReferenceTypeSelectValue'))
      : anyValue,
    italyEInvoicingReferenceAddresseeCode: layout.addresseeCode
      ? textRule('error.emptyField', maxAddresseeCode)
      : anyValue,
    italyEInvoicingReferencePEC: layout.pec ? emailRule('error.emptyField', 'error.email') : anyValue,
  };
}
