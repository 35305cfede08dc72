import { z } from 'zod';
import {
  AnalyticsConfiguration,
  AssignmentConfiguration,
  CaptchaConfiguration,
  CurrencyDescriptor,
  DatesWithOffset,
  EmbeddingConfiguration,
  InvoicingConfiguration,
  Language,
  LocalizedText,
  validatedResponse,
} from './common.ts';
import { emptyBody, endpoint } from './endpoint.ts';
import { SubscriptionTimeUnit, SubscriptionUsageType, SubscriptionValidityType } from './enums.ts';
import { EmptyForm, uuidSegment } from './request.ts';

/**
 * alf.io's `SubscriptionDescriptorWithAdditionalInfo`, the subscription's own page. It carries no `id`,
 * `shortName`, `websiteUrl`, `customCss` nor `i18nOverride`: the shop takes the id from its route.
 */
export const SubscriptionDetails = z.object({
  title: LocalizedText,
  /** HTML rendered from markdown (the list sends raw markdown). */
  description: LocalizedText,
  fileBlobId: z.string(),
  formattedPrice: z.string(),
  currency: z.string(),
  /** Null when free of charge. */
  currencyDescriptor: CurrencyDescriptor.nullable(),
  /** Decimal as a string (the list sends a number). */
  vat: z.string(),
  vatIncluded: z.boolean(),
  free: z.boolean(),
  privacyPolicyUrl: z.string().nullable(),
  termsAndConditionsUrl: z.string(),
  bankAccount: z.string(),
  bankAccountOwner: z.array(z.string()),
  organizationEmail: z.string(),
  organizationName: z.string(),
  salePeriod: DatesWithOffset,
  formattedOnSaleFrom: LocalizedText.nullable(),
  formattedOnSaleTo: LocalizedText.nullable(),
  /** IANA zone id. */
  timeZone: z.string(),
  validityType: SubscriptionValidityType,
  usageType: SubscriptionUsageType,
  validityTimeUnit: SubscriptionTimeUnit.nullable(),
  validityUnits: z.int().nullable(),
  formattedValidFrom: LocalizedText.nullable(),
  formattedValidTo: LocalizedText.nullable(),
  /** Null when entries are unlimited (the list sends the raw -1 or 0). */
  maxEntries: z.int().nullable(),
  /** 0 outside the sale window, 2147483647 when the supply is unlimited. */
  numAvailable: z.int(),
  contentLanguages: z.array(Language),
  invoicingConfiguration: InvoicingConfiguration,
  analyticsConfiguration: AnalyticsConfiguration,
  captchaConfiguration: CaptchaConfiguration,
  embeddingConfiguration: EmbeddingConfiguration,
  /** Always all false for subscriptions. */
  assignmentConfiguration: AssignmentConfiguration,
  /** Always null for subscriptions. */
  offlinePaymentConfiguration: z.null(),
  /** Always false for subscriptions. */
  canApplySubscriptions: z.boolean(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetails>;

const SubscriptionParams = z.object({ id: uuidSegment });

export const subscriptionEndpoints = {
  getSubscription: endpoint('getSubscription', {
    params: SubscriptionParams,
    responses: { 200: SubscriptionDetails, 404: emptyBody },
  }),
  /**
   * Reserves one subscription; `value` is the reservation id. The language comes from
   * `Accept-Language`. The 422 body may be empty when no reservation could be created without a
   * specific error. Protected by the human challenge when enabled (403, body unspecified).
   */
  reserveSubscription: endpoint('reserveSubscription', {
    params: SubscriptionParams,
    body: EmptyForm,
    responses: {
      200: validatedResponse(z.string()),
      422: validatedResponse(z.string()).optional(),
      403: emptyBody,
      404: emptyBody,
    },
  }),
};
