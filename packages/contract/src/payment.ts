import { z } from 'zod';
import { reservationAccessDenied } from './common.ts';
import { emptyBody, endpoint, plainText } from './endpoint.ts';
import { PaymentMethod, PaymentProxy } from './enums.ts';
import { EmptyForm, segment, uuidSegment } from './request.ts';

/**
 * Listed in `AlfioInfo.capabilities` when the server has the built-in test gateway (proxy
 * TEST_GATEWAY, method CREDIT_CARD): a redirect provider whose page approves or declines
 * without moving real money, so tools and people can tell it from a real provider.
 */
export const testPaymentGatewayCapability = 'test-payment-gateway';

/**
 * Whether a buyer may cancel a paid order, as the organizer allows it per event or category
 * (settings PAID_CANCELLATION_DAYS, until how many days before the start, and
 * PAID_CANCELLATION_FEE, kept per ticket, in the event's currency), and what comes back. Amounts
 * are minor units of `currency`.
 */
export const PaidCancellationTerms = z.object({
  allowed: z.boolean(),
  /** The last moment to cancel (ISO 8601); null where the organizer does not allow it. */
  until: z.string().nullable(),
  fee: z.number().int(),
  refund: z.number().int(),
  currency: z.string(),
  /** PROVIDER: back to the card or account that paid; ORGANIZER: the organizer pays it back (a bank transfer). */
  refundBy: z.enum(['PROVIDER', 'ORGANIZER']),
});
export type PaidCancellationTerms = z.infer<typeof PaidCancellationTerms>;

/** A ticket by its public uuid, as the ticket endpoints address it. */
const PaidTicketParams = z.object({ eventName: segment, ticketUuid: uuidSegment });

/** Outcome of a payment as the reservation sees it (confirm overview, payment status polling). */
export const ReservationPaymentResult = z.object({
  success: z.boolean(),
  /** Send the browser to `redirectUrl` (PayPal, Mollie, Saferpay pages). */
  redirect: z.boolean(),
  redirectUrl: z.string().nullable(),
  /** Also true in confirm's non-redirect success answer, where it means nothing. */
  failure: z.boolean(),
  /** The provider's transaction id, sent back as the confirm call's `gatewayToken` (Stripe SCA). */
  gatewayIdOrNull: z.string().nullable(),
});
export type ReservationPaymentResult = z.infer<typeof ReservationPaymentResult>;

/** Answer of a server-initiated payment (Stripe SCA). */
export const TransactionInitializationToken = z.object({
  /** Stripe payment-intent client secret. */
  clientSecret: z.string().nullable(),
  /** The reservation changed state meanwhile: reload it instead of paying. */
  reservationStatusChanged: z.boolean(),
  errorMessage: z.string().nullable(),
  token: z.string().nullable(),
  paymentMethod: PaymentMethod,
  paymentProvider: PaymentProxy,
});
export type TransactionInitializationToken = z.infer<typeof TransactionInitializationToken>;

/**
 * The provider's view of the transaction (force-check). Its names are `successful`/`failed`,
 * not the `success`/`failure` of `ReservationPaymentResult`.
 */
export const PaymentResult = z.object({
  successful: z.boolean(),
  failed: z.boolean(),
  redirect: z.boolean(),
  initialized: z.boolean(),
  redirectUrl: z.string().nullable(),
  gatewayIdOrNull: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

/** An organizer-defined offline payment method (proxy CUSTOM_OFFLINE). */
export const CustomPaymentMethod = z.object({
  /** UUID; also the method's key in `activePaymentMethods`. */
  paymentMethodId: z.string(),
  localizations: z.record(
    z.string(),
    z.object({
      paymentName: z.string(),
      /** HTML rendered from markdown. */
      paymentDescription: z.string(),
      /** HTML rendered from markdown. */
      paymentInstructions: z.string(),
    }),
  ),
  deleted: z.boolean(),
});
export type CustomPaymentMethod = z.infer<typeof CustomPaymentMethod>;

/**
 * Known `parameters` of `activePaymentMethods` entries, by proxy; keys marked optional are sent
 * only in the stated case. PAYPAL, MOLLIE, SAFERPAY and CUSTOM_OFFLINE send `{}`.
 */
export const StripeParameters = z.object({
  /** Stripe Elements with a server-initiated payment intent; otherwise the legacy Checkout widget. */
  enableSCA: z.boolean(),
  /** Publishable key. */
  stripe_p_key: z.string(),
  platformMode: z.boolean().optional(),
  /** Only in platform (Connect) mode. */
  stripeConnectedAccount: z.string().optional(),
});
export type StripeParameters = z.infer<typeof StripeParameters>;

export const OnSiteParameters = z.object({
  captchaRequestedForOffline: z.boolean(),
  /** Only when the captcha is requested. */
  recaptchaApiKey: z.string().optional(),
});
export type OnSiteParameters = z.infer<typeof OnSiteParameters>;

/** Bank transfer (proxy OFFLINE). */
export const OfflineParameters = OnSiteParameters.extend({
  /** Days to pay, at least 1; argument 0 of `reservation-page.offline.description`. */
  delayForOfflinePayment: z.int(),
  /** Deferred bank transfer: confirmed now, paid later. */
  deferred: z.boolean().optional(),
});
export type OfflineParameters = z.infer<typeof OfflineParameters>;

const ReservationParams = z.object({ reservationId: uuidSegment });

/**
 * Not an enum: an unknown method must reach the handler, which answers 400 as alf.io does,
 * where a failed path schema would give 404.
 */
const MethodParams = ReservationParams.extend({ method: z.string().min(1).max(50) });

export const paymentEndpoints = {
  /**
   * Starts a server-initiated transaction (the shop sends `CREDIT_CARD`); the reservation moves
   * to EXTERNAL_PROCESSING_PAYMENT. Query parameters, if any, are forwarded to the provider
   * as they are, hence no query schema.
   */
  initPayment: endpoint('initPayment', {
    params: MethodParams,
    body: EmptyForm,
    responses: { 200: TransactionInitializationToken, 400: emptyBody, 401: reservationAccessDenied, 404: emptyBody },
  }),
  /** Polled every second during Stripe SCA; 404 while there is no transaction. */
  getPaymentStatus: endpoint('getPaymentStatus', {
    params: MethodParams,
    responses: { 200: ReservationPaymentResult, 400: emptyBody, 404: emptyBody },
  }),
  forceCheckTransaction: endpoint('forceCheckTransaction', {
    params: ReservationParams,
    responses: { 200: PaymentResult, 404: emptyBody },
  }),
  /** Deprecated alias of `forceCheckTransaction`. */
  forceCheckTransactionLegacy: endpoint('forceCheckTransactionLegacy', {
    params: ReservationParams.extend({ eventName: segment }),
    responses: { 200: PaymentResult, 404: emptyBody },
  }),
  /** Drops a stored token of a pending transaction (e.g. a PayPal approval). */
  clearPaymentToken: endpoint('clearPaymentToken', {
    params: ReservationParams,
    responses: { 200: z.boolean() },
  }),
  /** Cancels a pending transaction and puts the reservation back to PENDING. */
  cancelPayment: endpoint('cancelPayment', {
    params: ReservationParams,
    responses: { 200: z.boolean() },
  }),
  /** Ours, not alf.io's: whether the buyer may cancel this paid order now, and what comes back. 404 for no such order. */
  getPaidCancellation: endpoint('getPaidCancellation', {
    params: ReservationParams,
    responses: { 200: PaidCancellationTerms, 404: emptyBody },
  }),
  /**
   * Ours, not alf.io's: the buyer cancels the paid order where the organizer allows it; its tickets
   * go back on sale and `refund` goes back as `refundBy` says. 409 with the terms as they are when
   * it is not allowed (anymore), or a ticket was checked in meanwhile.
   */
  cancelPaidReservation: endpoint('cancelPaidReservation', {
    params: ReservationParams,
    body: EmptyForm,
    responses: { 200: PaidCancellationTerms, 409: PaidCancellationTerms, 404: emptyBody },
  }),
  /**
   * Ours, not alf.io's: the same terms for one ticket of a paid order, from the ticket's page: its
   * category's deadline and fee, and what was paid for it (the whole rest of the order's payment when
   * it is the order's last ticket). 404 for a ticket the page would not show.
   */
  getPaidTicketCancellation: endpoint('getPaidTicketCancellation', {
    params: PaidTicketParams,
    responses: { 200: PaidCancellationTerms, 404: emptyBody },
  }),
  /**
   * Ours, not alf.io's: cancels the one ticket; it goes back on sale, the order's other tickets stay
   * valid (the order is cancelled with its last ticket), and `refund` goes back as `refundBy` says to
   * whoever paid the order. 409 as `cancelPaidReservation`.
   */
  cancelPaidTicket: endpoint('cancelPaidTicket', {
    params: PaidTicketParams,
    body: EmptyForm,
    responses: { 200: PaidCancellationTerms, 409: PaidCancellationTerms, 404: emptyBody },
  }),
  /**
   * Custom methods enabled for the reservation's event. alf.io fails with 500 for subscription
   * reservations; the shop ignores failures of this call.
   */
  getApplicableCustomPaymentMethods: endpoint('getApplicableCustomPaymentMethods', {
    params: ReservationParams,
    responses: { 200: z.array(CustomPaymentMethod), 400: plainText(), 401: reservationAccessDenied },
  }),
  /** The method recorded on the transaction, for the waiting-custom-payment page. */
  getSelectedCustomPaymentMethod: endpoint('getSelectedCustomPaymentMethod', {
    params: ReservationParams,
    responses: { 200: CustomPaymentMethod, 400: plainText(), 401: reservationAccessDenied },
  }),
};
