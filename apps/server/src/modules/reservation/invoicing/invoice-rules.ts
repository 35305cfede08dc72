import type { BillingAddress } from './billing-address.ts';
import type { BookingErrors } from '../booking/booking-errors.ts';
import { checkItalianEInvoicing, type ItalianEInvoicingData } from './italian-e-invoicing.ts';

/**
 * The invoice address. alf.io's limits are "more than 256 characters" for
 * address lines and city and "more than 51" for the postal code, with those numbers as the
 * message argument; they are kept so that both servers refuse the same input.
 */
export interface InvoiceDetails extends BillingAddress {
  invoiceRequested: boolean;
  vatNr: string | null;
  skipVatNr: boolean;
  firstName: string | null;
  lastName: string | null;
  italianEInvoicing: ItalianEInvoicingData;
}

const ADDRESS_LIMIT = 256;
const ZIP_LIMIT = 51;

const blank = (value: string | null) => !value?.trim();

export interface InvoiceRuleOptions {
  italianEInvoicingEnabled: boolean;
  /** Free orders get no invoice, and e-invoicing asks nothing of them. */
  requiresPayment: boolean;
}

export function checkInvoice(details: InvoiceDetails, errors: BookingErrors, options: InvoiceRuleOptions): void {
  if (details.invoiceRequested) {
    required(details.line1, 'billingAddressLine1', ADDRESS_LIMIT, errors);
    if ([...(details.line2 ?? '')].length > ADDRESS_LIMIT)
      errors.reject('billingAddressLine2', 'error.tooLong', ADDRESS_LIMIT);
    required(details.zip, 'billingAddressZip', ZIP_LIMIT, errors);
    required(details.city, 'billingAddressCity', ADDRESS_LIMIT, errors);
    if (blank(details.country)) errors.reject('vatCountryCode', 'error.emptyField');
    if (!blank(details.company) && !details.skipVatNr && blank(details.vatNr))
      errors.reject('vatNr', 'error.emptyField');
  }
  if (options.italianEInvoicingEnabled && options.requiresPayment) {
    checkItalianEInvoicing(details.italianEInvoicing, details, errors);
  }
}

function required(value: string | null, fieldName: string, limit: number, errors: BookingErrors): void {
  if (blank(value)) errors.reject(fieldName, 'error.emptyField');
  else if ([...value!].length > limit) errors.reject(fieldName, 'error.tooLong', limit);
}
