import { z } from 'zod';
import { plainText } from './endpoint.ts';
import {
  AdditionalServiceType,
  ItalianEInvoicingReferenceType,
  PaymentProxy,
  SummaryRowType,
  TicketAccessType,
} from './enums.ts';

/**
 * Objects several endpoints share, and the error model: a 422 answers `ValidatedResponse` with
 * field errors, other failures a bare status or a short text. Numbers are integers unless a
 * field says otherwise; nullable fields are always present (alf.io never omits a property).
 */

/** `map<languageCode, string>`. */
export const LocalizedText = z.record(z.string(), z.string());
export type LocalizedText = z.infer<typeof LocalizedText>;

export const Language = z.object({ locale: z.string(), displayLanguage: z.string() });
export type Language = z.infer<typeof Language>;

/** Instants in epoch milliseconds (0 when unknown); offsets in seconds east of UTC. */
export const DatesWithOffset = z.object({
  startDateTime: z.int(),
  startTimeZoneOffset: z.int(),
  endDateTime: z.int(),
  endTimeZoneOffset: z.int(),
});
export type DatesWithOffset = z.infer<typeof DatesWithOffset>;

export const CurrencyDescriptor = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  fractionDigits: z.int(),
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
  /**
   * Matomo, a provider our server adds: alf.io does not send these, so they may be missing. Both set
   * or both null; the address is the Matomo instance's base (https, or http on localhost), no trailing slash.
   */
  matomoUrl: z.string().nullable().optional(),
  matomoSiteId: z.string().nullable().optional(),
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
  /** alf.io sends null when the organizer set no placeholder for the language; ours sends ''. */
  placeholder: z.string().nullable(),
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
  minLength: z.int().nullable(),
  maxLength: z.int().nullable(),
  /** Disabled values are left out unless currently selected. */
  restrictedValues: z.array(z.string()),
  /** One slot per checkbox option (index 0..n-1); a single slot (index 0) for other types. */
  fields: z.array(z.object({ fieldIndex: z.int(), fieldValue: z.string() })),
  /** Configured before the standard name and e-mail fields. */
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

/** A ticket inside a reservation. */
export const BookingInfoTicket = z.object({
  /** Public ticket uuid: the segment of every ticket URL and the key of the booking form's `tickets`. */
  uuid: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  fullName: z.string().nullable(),
  userLanguage: z.string().nullable(),
  /** Has an e-mail and a name. */
  assigned: z.boolean(),
  /** The organizer locked the assignment: name and e-mail cannot change. */
  locked: z.boolean(),
  /**
   * Ours, in `ticket/{uuid}/full`: the reservation's `lockEmailEdit` applies to this ticket, so the
   * server keeps its e-mail. alf.io omits it, and its server takes a new e-mail there.
   */
  emailLocked: z.boolean().optional(),
  /** The reservation is confirmed. */
  acquired: z.boolean(),
  cancellationEnabled: z.boolean(),
  sendMailEnabled: z.boolean(),
  downloadEnabled: z.boolean(),
  ticketFieldConfigurationBeforeStandard: z.array(AdditionalField),
  ticketFieldConfigurationAfterStandard: z.array(AdditionalField),
  /** `{}` except in `ticket/{uuid}/full` for online events. */
  formattedOnlineCheckInDate: LocalizedText,
  /** Always false except in `ticket/{uuid}/full` for online events. */
  onlineEventStarted: z.boolean(),
});
export type BookingInfoTicket = z.infer<typeof BookingInfoTicket>;

export const TicketsByTicketCategory = z.object({
  /** Category name. */
  name: z.string(),
  ticketAccessType: TicketAccessType,
  tickets: z.array(BookingInfoTicket),
});
export type TicketsByTicketCategory = z.infer<typeof TicketsByTicketCategory>;

/** A purchased supplement or donation linked to a ticket (events with linked additional services only). */
export const AdditionalServiceWithData = z.object({
  title: LocalizedText,
  /** The purchased item. */
  itemId: z.int(),
  /** The additional service it is an item of. */
  serviceId: z.int(),
  /** Public ticket uuid. */
  ticketUUID: z.string().nullable(),
  ticketFieldConfiguration: z.array(AdditionalField),
  type: AdditionalServiceType,
});
export type AdditionalServiceWithData = z.infer<typeof AdditionalServiceWithData>;

export const SummaryRow = z.object({
  name: z.string().nullable(),
  /** Quantity. */
  amount: z.int(),
  /** Unit price, formatted. */
  price: z.string(),
  subTotal: z.string(),
  type: SummaryRowType,
  taxPercentage: z.string().nullable(),
});
export type SummaryRow = z.infer<typeof SummaryRow>;

/** Amounts are formatted decimal strings without currency symbol, except `priceInCents`. */
export const OrderSummary = z.object({
  /** Discount rows with amount 0 are left out. */
  summary: z.array(SummaryRow),
  /** VAT included. */
  totalPrice: z.string(),
  free: z.boolean(),
  /** False when VAT is exempt (reverse charge and the like). */
  displayVat: z.boolean(),
  /** Total in minor units. */
  priceInCents: z.int(),
  /** `"{amount} x {name}"` of the non-discount, non-tax rows, comma-separated. */
  descriptionForPayment: z.string(),
  totalVAT: z.string(),
  /** E.g. `"7.70"`. */
  vatPercentage: z.string(),
  /** Waiting for an offline, deferred or on-site payment. */
  notYetPaid: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const ReservationMetadata = z.object({
  hideContactData: z.boolean(),
  readyForConfirmation: z.boolean(),
  finalized: z.boolean(),
  hideConfirmationButtons: z.boolean(),
  lockEmailEdit: z.boolean(),
});
export type ReservationMetadata = z.infer<typeof ReservationMetadata>;

export const PaymentProxyWithParameters = z.object({
  paymentProxy: PaymentProxy,
  /** Provider options; their keys per proxy are typed in `payment.ts`. */
  parameters: z.record(z.string(), z.unknown()),
});
export type PaymentProxyWithParameters = z.infer<typeof PaymentProxyWithParameters>;

export const ClientRedirect = z.object({
  targetUrl: z.string().nullable(),
  /** `targetUrl` is blank. */
  empty: z.boolean(),
});
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
    errorCount: z.int(),
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

/** 401 of the reservation access rule: the reservation belongs to another signed-in buyer. */
export const reservationAccessDenied = plainText('Access to this reservation has been denied');

/** 429 of an endpoint answering no `ValidatedResponse`; `Retry-After` gives the seconds to wait. */
export const tooManyRequests = plainText('too many requests');
