import { valibotResolver } from '@hookform/resolvers/valibot';
import type { InvoicingConfiguration, User } from '@shop/contract';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { invoiceEntries, nameEntries } from '../../components/invoice/invoice-schema.ts';
import type { InvoiceFormValues } from '../../components/invoice/invoice-values.ts';

/** The profile as typed: the names, the billing details and one text per additional datum. */
export interface ProfileFormValues extends InvoiceFormValues {
  firstName: string;
  lastName: string;
  /** Keyed by the additional field's name, as the server names `additionalInfo`. */
  additionalInfo: Record<string, string>;
}

/** The form filled from the account as the server knows it. */
export function profileDefaults(user: User): ProfileFormValues {
  const billing = user.profile?.billingDetails;
  const italian = billing?.invoicingAdditionalInfo?.italianEInvoicing;
  const text = (value: string | null | undefined) => value ?? '';
  return {
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    addCompanyBillingDetails: Boolean(billing?.companyName),
    billingAddressCompany: text(billing?.companyName),
    billingAddressLine1: text(billing?.addressLine1),
    billingAddressLine2: text(billing?.addressLine2),
    billingAddressZip: text(billing?.zip),
    billingAddressCity: text(billing?.city),
    billingAddressState: text(billing?.state),
    vatCountryCode: text(billing?.country),
    vatNr: text(billing?.taxId),
    skipVatNr: false,
    customerReference: '',
    italyEInvoicingFiscalCode: text(italian?.fiscalCode),
    italyEInvoicingReferenceType: italian?.referenceType ?? '',
    italyEInvoicingReferenceAddresseeCode: text(italian?.addresseeCode),
    italyEInvoicingReferencePEC: text(italian?.pec),
    italyEInvoicingSplitPayment: italian?.splitPayment ?? false,
    additionalInfo: Object.fromEntries(
      Object.entries(user.profile?.additionalData ?? {}).map(([name, datum]) => [name, datum.values[0] ?? '']),
    ),
  };
}

/**
 * A profile may have no billing address at all; once the buyer starts one, it must be one the
 * booking step would accept, so that it can fill that step in.
 */
export function billingStarted(values: InvoiceFormValues): boolean {
  return [
    values.billingAddressCompany,
    values.billingAddressLine1,
    values.billingAddressZip,
    values.billingAddressCity,
    values.vatCountryCode,
    values.vatNr,
  ].some((value) => value.trim() !== '');
}

/** The names always, the billing details under the booking step's rules once started. */
export function profileResolver(invoicing: InvoicingConfiguration | null): Resolver<ProfileFormValues> {
  return (values, context, options) => {
    const entries = {
      ...nameEntries,
      ...(invoicing && billingStarted(values) ? invoiceEntries(invoicing, values) : {}),
    };
    const schema = v.looseObject(entries) as unknown as v.GenericSchema<ProfileFormValues>;
    return valibotResolver(schema, undefined, { raw: true })(values, context, options);
  };
}

/**
 * The update's body. The e-mail is the account's and is not sent; without `invoiceRequested`
 * the server does not require billing fields either. A private profile sends no company data.
 */
export function profileBody(values: ProfileFormValues) {
  const business = values.addCompanyBillingDetails;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    addCompanyBillingDetails: business,
    billingAddressCompany: business ? values.billingAddressCompany : '',
    billingAddressLine1: values.billingAddressLine1,
    billingAddressLine2: values.billingAddressLine2,
    billingAddressZip: values.billingAddressZip,
    billingAddressCity: values.billingAddressCity,
    billingAddressState: values.billingAddressState,
    vatCountryCode: values.vatCountryCode,
    skipVatNr: business && values.skipVatNr,
    vatNr: business ? values.vatNr : '',
    italyEInvoicingFiscalCode: values.italyEInvoicingFiscalCode,
    italyEInvoicingReferenceType: values.italyEInvoicingReferenceType || null,
    italyEInvoicingReferenceAddresseeCode: values.italyEInvoicingReferenceAddresseeCode,
    italyEInvoicingReferencePEC: values.italyEInvoicingReferencePEC,
    italyEInvoicingSplitPayment: business && values.italyEInvoicingSplitPayment,
    additionalInfo: values.additionalInfo,
  };
}
