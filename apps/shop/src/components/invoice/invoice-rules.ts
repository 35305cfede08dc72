import type { InvoicingConfiguration, ItalianEInvoicingReferenceType } from '@shop/contract';
import type { InvoiceFormValues } from './invoice-values.ts';

type InvoiceInputs = Pick<
  InvoiceFormValues,
  'addCompanyBillingDetails' | 'vatCountryCode' | 'skipVatNr' | 'italyEInvoicingReferenceType'
>;

/** Which parts of the invoice form show, and which of them are required. */
export interface InvoiceLayout {
  business: boolean;
  company: boolean;
  customerReference: boolean;
  vatNr: boolean;
  vatNrRequired: boolean;
  /** Offered only when the organizer does not strictly need a VAT number. */
  skipVatNr: boolean;
  /** Italian e-invoicing: enabled and a country chosen. */
  fiscalCode: boolean;
  /** Italy itself: "fiscal code", elsewhere the same field asks for a tax id. */
  fiscalCodeLabel: 'invoice-fields.fiscalCode' | 'invoice-fields.tax-id';
  referenceType: boolean;
  addresseeCode: boolean;
  pec: boolean;
  splitPayment: boolean;
}

export function invoiceLayout(invoicing: InvoicingConfiguration, values: InvoiceInputs): InvoiceLayout {
  const business = values.addCompanyBillingDetails;
  const eInvoicing = invoicing.enabledItalyEInvoicing && values.vatCountryCode !== '';
  const italy = eInvoicing && values.vatCountryCode === 'IT';
  return {
    business,
    company: business,
    customerReference: business && invoicing.customerReferenceEnabled,
    vatNr: business,
    vatNrRequired: business && (invoicing.vatNumberStrictlyRequired || !values.skipVatNr),
    skipVatNr: business && !invoicing.vatNumberStrictlyRequired,
    fiscalCode: eInvoicing,
    fiscalCodeLabel: italy ? 'invoice-fields.fiscalCode' : 'invoice-fields.tax-id',
    referenceType: italy,
    addresseeCode: italy && values.italyEInvoicingReferenceType === 'ADDRESSEE_CODE',
    pec: italy && values.italyEInvoicingReferenceType === 'PEC',
    splitPayment: italy && business,
  };
}

/**
 * Italian e-invoicing: choosing how the invoice travels empties the
 * other way's value; "neither" empties both.
 */
export function clearedByReferenceType(type: ItalianEInvoicingReferenceType | ''): Partial<InvoiceFormValues> {
  switch (type) {
    case 'ADDRESSEE_CODE':
      return { italyEInvoicingReferencePEC: '' };
    case 'PEC':
      return { italyEInvoicingReferenceAddresseeCode: '' };
    case 'NONE':
      return { italyEInvoicingReferencePEC: '', italyEInvoicingReferenceAddresseeCode: '' };
    case '':
      return {};
  }
}

/**
 * Before validation a private invoice drops what only a business has: the company
 * name, the VAT number and the "no VAT number" choice.
 */
export function withoutBusinessDetails<V extends InvoiceFormValues & { invoiceRequested: boolean }>(values: V): V {
  if (!values.invoiceRequested || values.addCompanyBillingDetails) return values;
  return { ...values, billingAddressCompany: '', vatNr: '', skipVatNr: false };
}
