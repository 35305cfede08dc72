import { z } from 'zod';

/** Every value alf.io sends for each of its enums, plus the shop-only pseudo status NOT_FOUND. */
export const reservationStatuses = [
  'PENDING',
  'IN_PAYMENT',
  'EXTERNAL_PROCESSING_PAYMENT',
  'WAITING_EXTERNAL_CONFIRMATION',
  'CUSTOM_OFFLINE_PAYMENT',
  'OFFLINE_PAYMENT',
  'DEFERRED_OFFLINE_PAYMENT',
  'FINALIZING',
  'OFFLINE_FINALIZING',
  'COMPLETE',
  'STUCK',
  'CANCELLED',
  'CREDIT_NOTE_ISSUED',
] as const;
export const ReservationStatus = z.enum(reservationStatuses);
export type ReservationStatus = z.infer<typeof ReservationStatus>;

export const paymentMethods = [
  'CREDIT_CARD',
  'PAYPAL',
  'IDEAL',
  'BANK_TRANSFER',
  'ON_SITE',
  'NONE',
  'APPLE_PAY',
  'BANCONTACT',
  'ING_HOME_PAY',
  'BELFIUS',
  'KBC',
  'PRZELEWY_24',
  'ALIPAY',
  'POSTFINANCE',
  'TWINT',
] as const;
export const PaymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const paymentProxies = [
  'STRIPE',
  'ON_SITE',
  'OFFLINE',
  'NONE',
  'ADMIN',
  'PAYPAL',
  'MOLLIE',
  'SAFERPAY',
  'CUSTOM_OFFLINE',
  /** Ours, not alf.io's (capability `test-payment-gateway`): the built-in gateway that takes no real money. */
  'TEST_GATEWAY',
] as const;
export const PaymentProxy = z.enum(paymentProxies);
export type PaymentProxy = z.infer<typeof PaymentProxy>;

export const PurchaseContextType = z.enum(['event', 'subscription']);
export type PurchaseContextType = z.infer<typeof PurchaseContextType>;

export const EventFormat = z.enum(['IN_PERSON', 'ONLINE', 'HYBRID']);
export type EventFormat = z.infer<typeof EventFormat>;

export const TicketAccessType = z.enum(['INHERIT', 'IN_PERSON', 'ONLINE']);
export type TicketAccessType = z.infer<typeof TicketAccessType>;

export const AdditionalServiceType = z.enum(['DONATION', 'SUPPLEMENT']);
export type AdditionalServiceType = z.infer<typeof AdditionalServiceType>;

export const SupplementPolicy = z.enum([
  'MANDATORY_ONE_FOR_TICKET',
  'MANDATORY_PERCENTAGE_RESERVATION',
  'MANDATORY_PERCENTAGE_FOR_TICKET',
  'OPTIONAL_UNLIMITED_AMOUNT',
  'OPTIONAL_MAX_AMOUNT_PER_TICKET',
  'OPTIONAL_MAX_AMOUNT_PER_RESERVATION',
]);
export type SupplementPolicy = z.infer<typeof SupplementPolicy>;

/** Type of a code as answered by validate-code. */
export const EventCodeType = z.enum(['SPECIAL_PRICE', 'DISCOUNT', 'ACCESS']);
export type EventCodeType = z.infer<typeof EventCodeType>;

/** Type of a stored promo code (DYNAMIC codes are applied automatically, never typed in). */
export const PromoCodeType = z.enum(['DISCOUNT', 'ACCESS', 'DYNAMIC']);
export type PromoCodeType = z.infer<typeof PromoCodeType>;

export const DiscountType = z.enum(['FIXED_AMOUNT', 'PERCENTAGE', 'FIXED_AMOUNT_RESERVATION', 'NONE']);
export type DiscountType = z.infer<typeof DiscountType>;

export const additionalFieldTypes = [
  'input:text',
  'input:tel',
  'textarea',
  'vat:eu',
  'country',
  'select',
  'checkbox',
  'radio',
  'input:dateOfBirth',
] as const;
export const AdditionalFieldType = z.enum(additionalFieldTypes);
export type AdditionalFieldType = z.infer<typeof AdditionalFieldType>;

export const SummaryRowType = z.enum([
  'TICKET',
  'SUBSCRIPTION',
  'PROMOTION_CODE',
  'DYNAMIC_DISCOUNT',
  'ADDITIONAL_SERVICE',
  'APPLIED_SUBSCRIPTION',
  'TAX_DETAIL',
]);
export type SummaryRowType = z.infer<typeof SummaryRowType>;

export const VatStatus = z.enum([
  'NONE',
  'INCLUDED',
  'NOT_INCLUDED',
  'INCLUDED_EXEMPT',
  'NOT_INCLUDED_EXEMPT',
  'CUSTOM_INCLUDED_EXEMPT',
  'CUSTOM_NOT_INCLUDED_EXEMPT',
  'INCLUDED_NOT_CHARGED',
  'NOT_INCLUDED_NOT_CHARGED',
]);
export type VatStatus = z.infer<typeof VatStatus>;

export const SubscriptionValidityType = z.enum(['STANDARD', 'CUSTOM', 'NOT_SET']);
export type SubscriptionValidityType = z.infer<typeof SubscriptionValidityType>;

export const SubscriptionUsageType = z.enum(['ONCE_PER_EVENT', 'UNLIMITED']);
export type SubscriptionUsageType = z.infer<typeof SubscriptionUsageType>;

export const SubscriptionTimeUnit = z.enum(['DAYS', 'MONTHS', 'YEARS']);
export type SubscriptionTimeUnit = z.infer<typeof SubscriptionTimeUnit>;

export const ItalianEInvoicingReferenceType = z.enum(['ADDRESSEE_CODE', 'PEC', 'NONE']);
export type ItalianEInvoicingReferenceType = z.infer<typeof ItalianEInvoicingReferenceType>;

export const PollStatus = z.enum(['DRAFT', 'OPEN', 'CLOSED']);
export type PollStatus = z.infer<typeof PollStatus>;

export const EventStatus = z.enum(['DRAFT', 'PUBLIC', 'DISABLED']);
export type EventStatus = z.infer<typeof EventStatus>;

export const ReservationCodeType = z.enum(['SUBSCRIPTION']);
export type ReservationCodeType = z.infer<typeof ReservationCodeType>;

export const AdditionalFieldContext = z.enum(['ATTENDEE', 'ADDITIONAL_SERVICE', 'SUBSCRIPTION']);
export type AdditionalFieldContext = z.infer<typeof AdditionalFieldContext>;

export const toastTypes = ['SUCCESS', 'ERROR', 'INFO'] as const;
export type ToastType = (typeof toastTypes)[number];

/** The 14 application languages, in the order `GET /i18n/languages` lists them. */
export const applicationLanguages = [
  'en',
  'es',
  'it',
  'de',
  'nl',
  'fr',
  'ro',
  'pt',
  'tr',
  'pl',
  'da',
  'bg',
  'sv',
  'cs',
] as const;
export type ApplicationLanguage = (typeof applicationLanguages)[number];
