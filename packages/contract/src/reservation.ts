import { z } from 'zod';
import {
  AdditionalField,
  AdditionalServiceWithData,
  BillingDetails,
  LocalizedText,
  OrderSummary,
  PaymentProxyWithParameters,
  ReservationMetadata,
  TicketsByTicketCategory,
  reservationAccessDenied,
  tooManyRequests,
  validatedResponse,
} from './common.ts';
import { emptyBody, endpoint, plainText } from './endpoint.ts';
import {
  ItalianEInvoicingReferenceType,
  PaymentProxy,
  PurchaseContextType,
  ReservationCodeType,
  ReservationStatus,
} from './enums.ts';
import { ReservationPaymentResult } from './payment.ts';
import {
  EmptyForm,
  flag,
  optionalEnum,
  optionalInteger,
  optionalText,
  queryFlag,
  requiredLang,
  segment,
  uuidSegment,
} from './request.ts';
import { AdditionalFieldValues, AdditionalServiceLinkForm, UpdateTicketOwnerForm } from './ticket.ts';

/** The subscription bought by a subscription reservation. */
export const SubscriptionInfo = z.object({
  /** Null until the subscription is acquired. */
  id: z.string().nullable(),
  /** 8 characters; null until the subscription is acquired. */
  pin: z.string().nullable(),
  /** Null `total`/`available` mean unlimited. */
  usageDetails: z.object({ total: z.int().nullable(), used: z.int(), available: z.int().nullable() }),
  owner: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  }),
  configuration: z.object({ displayPin: z.boolean() }),
  additionalFields: z.array(AdditionalField),
  fieldConfigurationBeforeStandard: z.array(AdditionalField),
  fieldConfigurationAfterStandard: z.array(AdditionalField),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfo>;

/** Everything the booking, overview, waiting and success pages show, as alf.io's `ReservationInfo`. */
export const ReservationInfo = z.object({
  id: z.string(),
  /** What buyers see: the first characters of `id` upper-cased, or the invoice number. */
  shortId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** Expiry in epoch ms; the payment deadline once in OFFLINE_PAYMENT. */
  validity: z.int(),
  /**
   * Ours, sent by a server that lists `holdExtensionCapability`: how many more times the buyer may
   * extend the hold (`extendHold`). alf.io does not send it.
   */
  holdExtensionsLeft: z.int().nonnegative().optional(),
  formattedExpirationDate: LocalizedText,
  status: ReservationStatus,
  /** The booking step was validated: the overview is reachable. */
  validatedBookingInformation: z.boolean(),
  /** Empty for subscriptions. */
  ticketsByCategory: z.array(TicketsByTicketCategory),
  /** Empty unless the event links additional services to tickets. */
  additionalServiceWithData: z.array(AdditionalServiceWithData),
  orderSummary: OrderSummary,
  invoiceNumber: z.string().nullable(),
  invoiceRequested: z.boolean(),
  /** A billing document exists. */
  invoiceOrReceiptDocumentPresent: z.boolean(),
  /** Payment received. */
  paid: z.boolean(),
  /** A payment token (e.g. a PayPal approval) is stored for a pending transaction. */
  tokenAcquired: z.boolean(),
  /** The stored token's proxy, else the chosen one. */
  paymentProxy: PaymentProxy.nullable(),
  addCompanyBillingDetails: z.boolean().nullable(),
  customerReference: z.string().nullable(),
  skipVatNr: z.boolean().nullable(),
  /** Multi-line text. */
  billingAddress: z.string().nullable(),
  billingDetails: BillingDetails,
  /** Some category needs attendee e-mails from a group, which forces assignment. */
  containsCategoriesLinkedToGroups: z.boolean(),
  /**
   * Keyed by payment method id (enums.ts) or, for custom offline methods, by their UUID.
   * `{}` when the purchase context is free of charge.
   */
  activePaymentMethods: z.record(z.string(), PaymentProxyWithParameters),
  /** Null for events; exactly one element for subscription reservations. */
  subscriptionInfos: z.array(SubscriptionInfo).nullable(),
  metadata: ReservationMetadata,
});
export type ReservationInfo = z.infer<typeof ReservationInfo>;

export const ReservationStatusInfo = z.object({
  status: ReservationStatus,
  validatedBookingInformation: z.boolean(),
});
export type ReservationStatusInfo = z.infer<typeof ReservationStatusInfo>;

const SubscriptionOwnerForm = z.object({
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  additional: AdditionalFieldValues.nullish().transform((value) => value ?? {}),
});

/** Booking-step body. Whatever is sent is stored before validation, even when validation fails. */
export const ContactAndTicketsForm = z.object({
  /** Contact person, trimmed by the server. */
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  /** Legacy; the shop does not send it. */
  fullName: optionalText,
  /** Legacy free text; the shop does not send it. */
  billingAddress: optionalText,
  /** Attendee data keyed by public ticket uuid. */
  tickets: z
    .record(z.string(), UpdateTicketOwnerForm)
    .nullish()
    .transform((value) => value ?? {}),
  /** Forced to true for paid orders when `onlyInvoice`, to false for free ones. */
  invoiceRequested: flag,
  /** A business invoice. */
  addCompanyBillingDetails: flag,
  billingAddressCompany: optionalText,
  billingAddressLine1: optionalText,
  billingAddressLine2: optionalText,
  billingAddressZip: optionalText,
  billingAddressCity: optionalText,
  billingAddressState: optionalText,
  /** ISO code, `EL` for Greece. */
  vatCountryCode: optionalText,
  vatNr: optionalText,
  /** A business without VAT number. */
  skipVatNr: flag,
  customerReference: optionalText,
  italyEInvoicingFiscalCode: optionalText,
  italyEInvoicingReferenceType: optionalEnum(ItalianEInvoicingReferenceType),
  italyEInvoicingReferenceAddresseeCode: optionalText,
  italyEInvoicingReferencePEC: optionalText,
  italyEInvoicingSplitPayment: flag,
  /** Assign attendees later; ignored when assignment is forced or groups are involved. */
  postponeAssignment: flag,
  /** Subscriptions: the owner is not the contact person. */
  differentSubscriptionOwner: flag,
  subscriptionOwner: SubscriptionOwnerForm.nullish().transform((value) => value ?? null),
  /** Linked additional-service items keyed by public ticket uuid. */
  additionalServices: z
    .record(z.string(), z.array(AdditionalServiceLinkForm))
    .nullish()
    .transform((value) => value ?? {}),
  /** Accepted and unused. */
  expressCheckoutRequested: flag,
});

/**
 * Overview body. For a custom offline method the shop sends the whole method object as
 * `selectedPaymentMethod` where other methods send their id: both parse to the id.
 */
export const PaymentForm = z.object({
  termAndConditionsAccepted: flag,
  /** Required only when the purchase context has a privacy policy URL. */
  privacyPolicyAccepted: flag,
  selectedPaymentMethod: z
    .union([z.string(), z.looseObject({ paymentMethodId: z.string() })])
    .nullish()
    .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.paymentMethodId)),
  /** The selected method's proxy, from `activePaymentMethods`. */
  paymentProxy: optionalEnum(PaymentProxy),
  /** Legacy Stripe Checkout token, or the Stripe SCA transaction id (`gatewayIdOrNull`). */
  gatewayToken: optionalText,
  /** reCAPTCHA response for offline, on-site and free orders when enabled. */
  captcha: optionalText,
  /** Accepted and unused. */
  hmac: optionalText,
});

/** Applies a subscription to an event reservation; the shop sends `amount: 1` and the reservation e-mail. */
export const ReservationCodeForm = z.object({
  /** The subscription UUID or its PIN (case-insensitive). */
  code: optionalText,
  /** Tells PINs apart when one is ambiguous. */
  email: optionalText,
  amount: optionalInteger,
  type: optionalEnum(ReservationCodeType),
});

/** The hold after it was extended. */
export const HoldExtension = z.object({
  /** The new end of the hold, epoch ms (the reservation's `validity` from now on). */
  validity: z.int(),
  /** How many more times the buyer may ask; 0 after the last one allowed. */
  extensionsLeft: z.int().nonnegative(),
});
export type HoldExtension = z.infer<typeof HoldExtension>;

const ReservationParams = z.object({ reservationId: uuidSegment });

/**
 * What became of the newest e-mail about an order (ours): NONE when none was written, ON_ITS_WAY
 * while it waits to be sent or to be tried again, SENT once the receiving server took it, and
 * UNDELIVERABLE when that server refused the address or the message for good, reported it
 * undeliverable after taking it (a bounce), or sending gave up.
 */
export const EmailDeliveryStatus = z.enum(['NONE', 'ON_ITS_WAY', 'SENT', 'UNDELIVERABLE']);
export type EmailDeliveryStatus = z.infer<typeof EmailDeliveryStatus>;
export const EmailDelivery = z.object({ status: EmailDeliveryStatus, email: z.string().nullable() });
export type EmailDelivery = z.infer<typeof EmailDelivery>;

export const EmailAddressForm = z.object({ email: z.string().trim().max(255).pipe(z.email()) });
export type EmailAddressForm = z.infer<typeof EmailAddressForm>;
const LangQuery = z.object({ lang: requiredLang });

/**
 * Who may read a reservation: one created while signed in is readable only by
 * that buyer (or the organizer); anyone else gets 401 where an endpoint documents it, else 404.
 * Anonymous reservations are open to whoever knows the id.
 */
export const reservationEndpoints = {
  /** Works for every status; 404 when the reservation or its purchase context does not exist. */
  getReservation: endpoint('getReservation', {
    params: ReservationParams,
    responses: { 200: ReservationInfo, 401: reservationAccessDenied, 404: emptyBody },
  }),
  /** A cancelled pending reservation is deleted, hence 404 afterwards. */
  getReservationStatus: endpoint('getReservationStatus', {
    params: ReservationParams,
    responses: { 200: ReservationStatusInfo, 404: emptyBody },
  }),
  /** Cancels only a PENDING reservation; always `true`, also when nothing was done. */
  cancelReservation: endpoint('cancelReservation', {
    params: ReservationParams,
    responses: { 200: z.boolean() },
  }),
  /**
   * 200 `value` true when there are no errors, also when warnings are present and not ignored:
   * then the reservation is not validated yet and the client re-sends with `ignoreWarnings=true`.
   * 404 when the reservation does not exist or is not PENDING.
   */
  validateToOverview: endpoint('validateToOverview', {
    params: ReservationParams,
    query: z.object({ lang: requiredLang, ignoreWarnings: queryFlag(false) }),
    body: ContactAndTicketsForm,
    responses: {
      200: validatedResponse(z.boolean()),
      422: validatedResponse(z.boolean()),
      401: reservationAccessDenied,
      404: emptyBody,
    },
  }),
  /** Clears the "validated" flag of a PENDING reservation; always `true`. */
  backToBooking: endpoint('backToBooking', {
    params: ReservationParams,
    body: EmptyForm,
    responses: { 200: z.boolean() },
  }),
  /**
   * Confirms and pays. A 200 can still carry `success` false (the shop maps it like a 422);
   * `value.redirect` sends the browser to `value.redirectUrl`, otherwise the shop goes to the
   * status guard.
   */
  confirmOverview: endpoint('confirmOverview', {
    params: ReservationParams,
    query: LangQuery,
    body: PaymentForm,
    responses: {
      200: validatedResponse(ReservationPaymentResult),
      422: validatedResponse(ReservationPaymentResult),
      401: reservationAccessDenied,
      404: emptyBody,
    },
  }),
  /**
   * 200 `false` when the reservation does not exist; 404 when the purchase context does not. Our
   * server limits re-sending per reservation and per address: over it, a 429 whose `Retry-After`
   * gives the seconds to wait.
   */
  resendReservationEmail: endpoint('resendReservationEmail', {
    params: z.object({
      purchaseContextType: PurchaseContextType,
      publicIdentifier: segment,
      reservationId: uuidSegment,
    }),
    query: LangQuery,
    body: EmptyForm,
    responses: { 200: z.boolean(), 401: reservationAccessDenied, 404: emptyBody, 429: tooManyRequests },
  }),
  /**
   * Ours, not alf.io's (announced as `emailDeliveryCapability`): what became of the newest e-mail
   * about the order. 401 for a visitor who may not see the reservation, 404 for an unknown one.
   */
  getEmailDelivery: endpoint('getEmailDelivery', {
    params: ReservationParams,
    responses: { 200: EmailDelivery, 401: reservationAccessDenied, 404: emptyBody },
  }),
  /**
   * Ours: the buyer corrects the order's e-mail address after the receiving server refused it,
   * and the e-mail is sent again there. 200 `value` false when the last e-mail was not refused
   * (nothing is changed); an unreadable address 422 on `email`. Counted with
   * `resendReservationEmail`: over its limit, a 429 whose `Retry-After` gives the seconds to wait.
   */
  correctEmailAddress: endpoint('correctEmailAddress', {
    params: ReservationParams,
    query: LangQuery,
    body: EmailAddressForm,
    responses: {
      200: validatedResponse(z.boolean()),
      401: reservationAccessDenied,
      404: emptyBody,
      422: validatedResponse(z.boolean()),
      429: tooManyRequests,
    },
  }),
  /**
   * 200 for every answer about the code: errors come with `success` false. `value` false without
   * errors when a subscription is already applied or the subscription is not linked to the
   * event. A type other than SUBSCRIPTION, a subscription reservation or an unreadable body is
   * 400 (alf.io fails with 500 there); an unknown reservation 404. Codes tried here count against
   * the same limit as validate-code: over it, a 429 with `error.TOO_MANY_REQUESTS`.
   */
  applySubscriptionCode: endpoint('applySubscriptionCode', {
    params: ReservationParams,
    body: ReservationCodeForm,
    responses: {
      200: validatedResponse(z.boolean()),
      400: plainText(),
      404: emptyBody,
      429: validatedResponse(z.boolean()),
    },
  }),
  /** `false` for types other than SUBSCRIPTION. */
  removeSubscriptionCode: endpoint('removeSubscriptionCode', {
    params: ReservationParams,
    query: z.object({ type: z.string().min(1).max(50) }),
    responses: { 200: z.boolean() },
  }),
  /**
   * Ours, offered when the info lists `holdExtensionCapability`: a PENDING hold that has not run
   * out yet lasts longer by the server's configured minutes, a configured number of times. 422
   * with `error.STEP_2_ORDER_HAS_EXPIRED` when the hold has run out or the reservation is no
   * longer PENDING, with `error.HOLD_EXTENSION_LIMIT` once no more time may be added.
   */
  extendHold: endpoint('extendHold', {
    params: ReservationParams,
    body: EmptyForm,
    responses: {
      200: validatedResponse(HoldExtension),
      422: validatedResponse(HoldExtension),
      401: reservationAccessDenied,
      404: emptyBody,
    },
  }),
};
