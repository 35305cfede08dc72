import type { ItalianEInvoicingReferenceType } from '@shop/contract';

/**
 * The billing part of a form, shared by the booking step and the profile. The names are the
 * request body's, so a server error's `fieldName` names the same control.
 */
export interface InvoiceFormValues {
  /** False: a private invoice; true: a business one. */
  addCompanyBillingDetails: boolean;
  billingAddressCompany: string;
  billingAddressLine1: string;
  billingAddressLine2: string;
  billingAddressZip: string;
  billingAddressCity: string;
  billingAddressState: string;
  vatCountryCode: string;
  vatNr: string;
  skipVatNr: boolean;
  customerReference: string;
  italyEInvoicingFiscalCode: string;
  italyEInvoicingReferenceType: ItalianEInvoicingReferenceType | '';
  italyEInvoicingReferenceAddresseeCode: string;
  italyEInvoicingReferencePEC: string;
  italyEInvoicingSplitPayment: boolean;
}

/** Names, e-mail and address lines 255 characters, the postal code 50. */
export const maxText = 255;
export const maxZip = 50;
export const maxAddresseeCode = 7;
/** The server's limit for a fiscal code. */
export const maxFiscalCode = 28;
