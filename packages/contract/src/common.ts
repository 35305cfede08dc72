import { z } from 'zod';
import { ItalianEInvoicingReferenceType, PaymentProxy } from './enums.ts';

/** Shared objects of contract §3.0 and the error model of §1.8. */

/** `map<languageCode, string>`. */
export const LocalizedText = z.record(z.string(), z.string());
export type LocalizedText = z.infer<typeof LocalizedText>;

export const Language = z.object({ locale: z.string(), displayLanguage: z.string() });
export type Language = z.infer<typeof Language>;

/** Instants in epoch milliseconds (0 when unknown); offsets in seconds east of UTC. */
export const DatesWithOffset = z.object({
  startDateTime: z.number(),
  startTimeZoneOffset: z.number(),
  endDateTime: z.number(),
  endTimeZoneOffset: z.number(),
});
export type DatesWithOffset = z.infer<typeof DatesWithOffset>;

export const CurrencyDescriptor = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  fractionDigits: z.number(),
});
export type CurrencyDescriptor = z.infer<typeof CurrencyDescriptor>;

export const InvoicingConfiguration = z.object({
  userCanDownloadReceiptOrInvoice: z.boolean(),
  euVatCheckingEnabled: z.boolean(),
  invoiceAllowed: z.boolean(),
  onlyInvoice: z.boolean(),
  customerReferenceEnabled: z.boolean(),
  enabledItalyEInvoicing: z.boolean(),
  vatNumberStrictlyRequired: z.boolean(),
});
export type InvoicingConfiguration = z.infer<typeof InvoicingConfiguration>;

export const CaptchaConfiguration = z.object({
  captchaForTicketSelection: z.boolean(),
  captchaForOfflinePaymentAndFree: z.boolean(),
  recaptchaApiKey: z.string().nullable(),
});
export type CaptchaConfiguration = z.infer<typeof CaptchaConfiguration>;

export const AssignmentConfiguration = z.object({
  forceAssignment: z.boolean(),
  enableAttendeeAutocomplete: z.boolean(),
  enableTicketTransfer: z.boolean(),
});
export type AssignmentConfiguration = z.infer<typeof AssignmentConfiguration>;

export const PromotionsConfiguration = z.object({
  hasAccessPromotions: z.boolean(),
  usePartnerCode: z.boolean(),
});
export type PromotionsConfiguration = z.infer<typeof PromotionsConfiguration>;

export const AnalyticsConfiguration = z.object({
  googleAnalyticsKey: z.string().nullable(),
  googleAnalyticsScrambledInfo: z.boolean(),
  clientId: z.string().nullable(),
});
export type AnalyticsConfiguration = z.infer<typeof AnalyticsConfiguration>;

export const EmbeddingConfiguration = z.object({
  enabled: z.boolean(),
  /** Empty string when not configured. */
  notificationOrigin: z.string(),
});
export type EmbeddingConfiguration = z.infer<typeof EmbeddingConfiguration>;

export const OfflinePaymentConfiguration = z.object({ showOnlyBasicInstructions: z.boolean() });
export type OfflinePaymentConfiguration = z.infer<typeof OfflinePaymentConfiguration>;

export const AdditionalFieldDescription = z.object({
  label: z.string(),
  placeholder: z.string(),
  restrictedValuesDescription: z.record(z.string(), z.string()),
});

export const AdditionalField = z.object({
  name: z.string(),
  /** For checkboxes a JSON-array string such as `["a","b"]`. */
  value: z.string().nullable(),
  type: z.string(),
  required: z.boolean(),
  editable: z.boolean(),
  /** For `input:dateOfBirth`: minimum and maximum age in years. */
  minLength: z.number().nullable(),
  maxLength: z.number().nullable(),
  restrictedValues: z.array(z.string()),
  fields: z.array(z.object({ fieldIndex: z.number(), fieldValue: z.string() })),
  beforeStandardFields: z.boolean(),
  description: z.record(z.string(), AdditionalFieldDescription),
});
export type AdditionalField = z.infer<typeof AdditionalField>;

export const ItalianEInvoicing = z.object({
  fiscalCode: z.string().nullable(),
  referenceType: ItalianEInvoicingReferenceType.nullable(),
  addresseeCode: z.string().nullable(),
  pec: z.string().nullable(),
  splitPayment: z.boolean(),
  reference: z.string().nullable(),
  referenceTypeAsString: z.string(),
  empty: z.boolean(),
});
export type ItalianEInvoicing = z.infer<typeof ItalianEInvoicing>;

export const BillingDetails = z.object({
  companyName: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** ISO code; `EL` for Greece in VAT context. */
  country: z.string().nullable(),
  taxId: z.string().nullable(),
  hasTaxId: z.boolean(),
  invoicingAdditionalInfo: z.object({ italianEInvoicing: ItalianEInvoicing.nullable(), empty: z.boolean() }),
});
export type BillingDetails = z.infer<typeof BillingDetails>;

export const PaymentProxyWithParameters = z.object({
  paymentProxy: PaymentProxy,
  parameters: z.record(z.string(), z.unknown()),
});
export type PaymentProxyWithParameters = z.infer<typeof PaymentProxyWithParameters>;

export const ClientRedirect = z.object({ targetUrl: z.string().nullable(), empty: z.boolean() });
export type ClientRedirect = z.infer<typeof ClientRedirect>;

export const UserProfile = z.object({
  billingDetails: BillingDetails,
  additionalData: z.record(z.string(), z.object({ label: LocalizedText, values: z.array(z.string()) })),
});

export const User = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  /** A buyer (PUBLIC) account rather than an internal one. */
  external: z.boolean(),
  profile: UserProfile.nullable(),
});
export type User = z.infer<typeof User>;

/** Positional message arguments keyed "0", "1", …; values are strings or numbers. */
export const ErrorArguments = z.record(z.string(), z.union([z.string(), z.number()])).nullable();

export const ErrorDescriptor = z.object({
  /** Bracket path into the request body (`tickets[uuid].email`) or the bound object's name for global errors. */
  fieldName: z.string().nullable(),
  code: z.string().nullable(),
  arguments: ErrorArguments,
});
export type ErrorDescriptor = z.infer<typeof ErrorDescriptor>;

export const WarningMessage = z.object({ code: z.string(), params: z.array(z.string()) });
export type WarningMessage = z.infer<typeof WarningMessage>;

export const validatedResponse = <V extends z.ZodType>(value: V) =>
  z.object({
    success: z.boolean(),
    errorCount: z.number(),
    validationErrors: z.array(ErrorDescriptor),
    warnings: z.array(WarningMessage),
    value: value.nullable(),
  });

export interface ValidatedResponse<V> {
  success: boolean;
  errorCount: number;
  validationErrors: ErrorDescriptor[];
  warnings: WarningMessage[];
  value: V | null;
}
