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
  OfflinePaymentConfiguration,
  PromotionsConfiguration,
  tooManyRequests,
  validatedResponse,
} from './common.ts';
import { binary, emptyBody, endpoint } from './endpoint.ts';
import {
  AdditionalServiceType,
  DiscountType,
  EventCodeType,
  EventFormat,
  SupplementPolicy,
  TicketAccessType,
} from './enums.ts';
import { flag, optionalDecimal, optionalInteger, optionalText, requiredLang, segment } from './request.ts';

/**
 * alf.io's `EventWithAdditionalInfo`, also preloaded as `preload-event`. Named
 * for what it is here, and not `Event`, which would shadow the DOM type.
 */
export const EventDetails = z.object({
  shortName: z.string(),
  displayName: z.string(),
  /** Display name per event language. */
  title: LocalizedText,
  /** HTML rendered from markdown. */
  description: LocalizedText,
  format: EventFormat,
  fileBlobId: z.string(),
  websiteUrl: z.string(),
  location: z.string().nullable(),
  /** Static 400×400 map image; null for ONLINE events, an empty string when no map provider is configured. */
  mapUrl: z.string().nullable(),
  /** Null when blank. */
  privacyPolicyUrl: z.string().nullable(),
  termsAndConditionsUrl: z.string(),
  organizationName: z.string(),
  organizationEmail: z.string(),
  /** ISO 4217 code; may be empty for free events. */
  currency: z.string(),
  /** Null when the event is free of charge. */
  currencyDescriptor: CurrencyDescriptor.nullable(),
  /** Decimal as a string, e.g. `"7.70"`. */
  vat: z.string(),
  /** Prices include VAT. */
  vatIncluded: z.boolean(),
  free: z.boolean(),
  /** Empty string when not configured. */
  bankAccount: z.string(),
  /** One line per element; `[""]` when not configured. */
  bankAccountOwner: z.array(z.string()),
  /** IANA zone id. */
  timeZone: z.string(),
  datesWithOffset: DatesWithOffset,
  sameDay: z.boolean(),
  /** Event languages only (the list sends all 14). */
  formattedBeginDate: LocalizedText,
  formattedBeginTime: LocalizedText,
  formattedEndDate: LocalizedText,
  formattedEndTime: LocalizedText,
  contentLanguages: z.array(Language),
  invoicingConfiguration: InvoicingConfiguration,
  captchaConfiguration: CaptchaConfiguration,
  assignmentConfiguration: AssignmentConfiguration,
  promotionsConfiguration: PromotionsConfiguration,
  analyticsConfiguration: AnalyticsConfiguration,
  offlinePaymentConfiguration: OfflinePaymentConfiguration,
  embeddingConfiguration: EmbeddingConfiguration,
  /**
   * `lang → key → message`, merged system → organization → event, placeholders already `{{n}}`;
   * the shop merges `i18nOverride[lang]` over the bundle on event routes. `{}` when none.
   */
  i18nOverride: z.record(z.string(), z.record(z.string(), z.string())),
  /** Only with the tickets-left indicator enabled. */
  availableTicketsCount: z.int().nullable(),
  /** The organizer's CSS, injected on event routes only. */
  customCss: z.string().nullable(),
  /** The event is linked to at least one subscription descriptor. */
  canApplySubscriptions: z.boolean(),
  /**
   * Ours, absent from alf.io's answer: buyers pass the event's fair queue (`enterQueue`) before
   * choosing tickets, and `reserveTickets` refuses a session the queue has not let in.
   */
  queueEnabled: z.boolean().optional(),
});
export type EventDetails = z.infer<typeof EventDetails>;

export const TicketCategory = z.object({
  id: z.int(),
  name: z.string(),
  /** HTML. */
  description: LocalizedText,
  ticketAccessType: TicketAccessType,
  /** The category has its own fixed number of tickets. */
  bounded: z.boolean(),
  /** `max(0, min(per-reservation maximum, available))`; 1 with a special-price token. */
  maximumSaleableTickets: z.int(),
  free: z.boolean(),
  /** Price before discount (VAT excluded when the event's VAT is not included); empty without currency. */
  formattedFinalPrice: z.string(),
  /** A DISCOUNT code applies to this category. */
  hasDiscount: z.boolean(),
  /** Empty string when `hasDiscount` is false. */
  formattedDiscountedPrice: z.string(),
  /** Sort order; -1 for access-restricted categories, which therefore come first. */
  ordinal: z.int(),
  expired: z.boolean(),
  saleInFuture: z.boolean(),
  /** Some tickets are held by pending reservations: a refresh may free them. */
  containsPendingTickets: z.boolean(),
  formattedInception: LocalizedText,
  formattedExpiration: LocalizedText,
  saleableAndLimitNotReached: z.boolean(),
  accessRestricted: z.boolean(),
  soldOutOrLimitReached: z.boolean(),
  /** Only with the tickets-left indicator, for bounded, non-restricted categories. */
  availableTickets: z.int().nullable(),
  /** False for categories configured as tax-free. */
  displayTaxInformation: z.boolean(),
});
export type TicketCategory = z.infer<typeof TicketCategory>;

/**
 * What a sale or a release changes in one category, as `getTicketCategories` shows it without a
 * code; the other fields of the category stay as they were.
 */
export const CategoryAvailability = TicketCategory.pick({
  id: true,
  maximumSaleableTickets: true,
  saleableAndLimitNotReached: true,
  soldOutOrLimitReached: true,
  availableTickets: true,
  containsPendingTickets: true,
});
export type CategoryAvailability = z.infer<typeof CategoryAvailability>;

/**
 * One message of `streamAvailability`: the data of an SSE event named `availability`, sent once
 * when the stream opens and again after the stock of the event changes. Categories that need a
 * code are left out.
 */
export const AvailabilityUpdate = z.object({
  categories: z.array(CategoryAvailability),
  waitingList: z.boolean(),
  preSales: z.boolean(),
});
export type AvailabilityUpdate = z.infer<typeof AvailabilityUpdate>;

/** A supplement or donation offered on the event page. */
export const AdditionalService = z.object({
  id: z.int(),
  type: AdditionalServiceType,
  supplementPolicy: SupplementPolicy.nullable(),
  /** Fixed price (choose a quantity) rather than a free amount (enter an amount, like a donation). */
  fixPrice: z.boolean(),
  /** 0 means unavailable. */
  availableQuantity: z.int(),
  maxQtyPerOrder: z.int(),
  /** Fixed price of 0. */
  free: z.boolean(),
  /** For the MANDATORY_PERCENTAGE_* policies: the percentage, not an amount. */
  formattedFinalPrice: z.string(),
  hasDiscount: z.boolean(),
  formattedDiscountedPrice: z.string(),
  vatApplies: z.boolean(),
  vatIncluded: z.boolean(),
  vatPercentage: z.string(),
  /** Always false in practice: expired services are left out. */
  expired: z.boolean(),
  saleInFuture: z.boolean(),
  formattedInception: LocalizedText,
  formattedExpiration: LocalizedText,
  /** Plain text. */
  title: LocalizedText,
  /** HTML. */
  description: LocalizedText,
});
export type AdditionalService = z.infer<typeof AdditionalService>;

export const ItemsByCategory = z.object({
  /** Sorted by `ordinal`; hidden categories appear only with a code that unlocks them. */
  ticketCategories: z.array(TicketCategory),
  /** Empty unless expired categories are displayed (the default). */
  expiredCategories: z.array(TicketCategory),
  additionalServices: z.array(AdditionalService),
  /** Show the waiting-list (or pre-registration) form. */
  waitingList: z.boolean(),
  /** Before the first category's sale start. */
  preSales: z.boolean(),
  /** Non-expired, unbounded categories. */
  ticketCategoriesForWaitingList: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type ItemsByCategory = z.infer<typeof ItemsByCategory>;

/** A validated code; on 422 only `code` is set. */
export const EventCode = z.object({
  code: z.string(),
  type: EventCodeType.nullable(),
  /** NONE for special-price tokens. */
  discountType: DiscountType.nullable(),
  /** For PERCENTAGE the integer percentage (`"10"`), otherwise an amount in the event currency (`"5.00"`); null for tokens. */
  discountAmount: z.string().nullable(),
});
export type EventCode = z.infer<typeof EventCode>;

/** An automatic discount for the selected quantities. */
export const DynamicDiscount = z.object({
  /** The integer percentage for PERCENTAGE, otherwise the amount in major units. */
  discount: z.string(),
  discountType: DiscountType.exclude(['NONE']),
  /** HTML, per event language. */
  formattedMessage: LocalizedText,
});
export type DynamicDiscount = z.infer<typeof DynamicDiscount>;

/** One category of the ticket selection; normalized to `amount`, the name the server's code reads. */
const TicketSelection = z
  .object({
    ticketCategoryId: optionalInteger,
    /** alf.io's deprecated name for `quantity`, still read by both servers; it wins when both are sent. */
    amount: optionalInteger,
    /** alf.io's name, the one the shop sends. */
    quantity: optionalInteger,
    metadata: z.array(z.record(z.string(), z.string().nullable())).nullish(),
  })
  .transform(({ ticketCategoryId, amount, quantity, metadata }) => ({
    ticketCategoryId,
    /** Entries with 0 are ignored by the server. */
    amount: amount ?? quantity ?? 0,
    metadata: metadata ?? [],
  }));

/** Fixed-price items send `quantity`, free-amount items (donations) send `amount`. */
const AdditionalServiceSelection = z.object({
  additionalServiceId: optionalInteger,
  /** Null for free-amount items, which count as one. */
  quantity: optionalInteger,
  /** Major units, decimal. */
  amount: optionalDecimal,
});

/** Body of reserve-tickets and check-discount (which reads only `reservation`). */
export const ReservationForm = z.object({
  reservation: z
    .array(TicketSelection)
    .nullish()
    .transform((value) => value ?? []),
  additionalService: z
    .array(AdditionalServiceSelection)
    .nullish()
    .transform((value) => value ?? []),
  /** Promo code or special-price token. */
  promoCode: optionalText,
  /** reCAPTCHA response when `captchaForTicketSelection` is on. */
  captcha: optionalText,
});

export const WaitingQueueSubscriptionForm = z.object({
  firstName: optionalText,
  lastName: optionalText,
  /** Only events that use a single name field. */
  fullName: optionalText,
  email: optionalText,
  /** Language tag, e.g. `en`. */
  userLanguage: optionalText,
  termAndConditionsAccepted: flag,
  privacyPolicyAccepted: flag,
  selectedCategory: optionalInteger,
});

const EventParams = z.object({ eventName: segment });

export const eventPageEndpoints = {
  /** 404 (also with the CORS header) for unknown and DISABLED events; DRAFT ones are served. */
  getEvent: endpoint('getEvent', {
    params: EventParams,
    responses: { 200: EventDetails, 404: emptyBody },
  }),
  getTicketCategories: endpoint('getTicketCategories', {
    params: EventParams,
    query: z.object({ code: z.string().max(255).optional() }),
    responses: { 200: ItemsByCategory, 404: emptyBody },
  }),
  /**
   * An unknown event is a 422 with `fieldName` `eventName` and a null code, not a 404. Our server
   * limits how many codes a session and an address may try: over it, a 429 with
   * `error.TOO_MANY_REQUESTS` on `promoCode`.
   */
  validateCode: endpoint('validateCode', {
    params: EventParams,
    query: z.object({ code: z.string().max(255) }),
    responses: {
      200: validatedResponse(EventCode),
      422: validatedResponse(EventCode),
      429: validatedResponse(EventCode),
    },
  }),
  /** 204 when no automatic discount applies (also for an unknown event). */
  checkDiscount: endpoint('checkDiscount', {
    params: EventParams,
    body: ReservationForm,
    responses: { 200: DynamicDiscount, 204: emptyBody },
  }),
  /**
   * `value` is the new reservation id. Protected by the human challenge when enabled (403 with
   * `Alfio-Verification-Missing`; the body is unspecified). The 422 carries the CORS header.
   * A request with a promo code counts against the same limit as validate-code (429). On our
   * server, for an event whose `queueEnabled` is true, a session the fair queue has not let in
   * gets a 422 with `error.QUEUE_ADMISSION_REQUIRED`.
   */
  reserveTickets: endpoint('reserveTickets', {
    params: EventParams,
    query: z.object({ lang: requiredLang }),
    body: ReservationForm,
    responses: {
      200: validatedResponse(z.string()),
      422: validatedResponse(z.string()),
      429: validatedResponse(z.string()),
      403: emptyBody,
      404: emptyBody,
    },
  }),
  /** `value` false: the server refused the subscription without a validation error. */
  subscribeWaitingList: endpoint('subscribeWaitingList', {
    params: EventParams,
    body: WaitingQueueSubscriptionForm,
    responses: { 200: validatedResponse(z.boolean()), 422: validatedResponse(z.boolean()), 404: emptyBody },
  }),
  /**
   * Ours, offered when the info lists `liveAvailabilityCapability`: a `text/event-stream` of
   * `AvailabilityUpdate` messages for as long as the client keeps it open, with a comment line as
   * heartbeat. A 503 when the process holds as many streams as it is allowed, with the global error
   * `error.TOO_MANY_STREAMS`: the client goes on without live updates.
   */
  streamAvailability: endpoint('streamAvailability', {
    params: EventParams,
    responses: { 200: binary('text/event-stream'), 404: emptyBody, 503: validatedResponse(z.null()) },
  }),
  /** Opened by the browser: iCalendar, or with `type=google` a 302 to Google Calendar. */
  getCalendar: endpoint('getCalendar', {
    params: z.object({ eventName: segment, locale: z.string().min(1).max(35) }),
    query: z.object({
      /** `google` selects the redirect; anything else the iCalendar file. */
      type: z.string().max(50).optional(),
      /** Internal ticket uuid (from e-mail links), for category-specific dates. */
      ticketId: z.string().max(255).optional(),
    }),
    responses: { 200: binary('text/calendar'), 302: emptyBody, 404: emptyBody },
  }),
  /**
   * Entry point behind `/e/{event}/c/{code}`, never called by the shop. A 307: to the event page
   * with `?code=`, to a new reservation's booking step, or to the event page with `?errors=`. The
   * code counts against the same limit as validate-code on our server: over it, a 429.
   */
  applyCodeLink: endpoint('applyCodeLink', {
    params: z.object({ eventName: segment, code: segment }),
    responses: { 307: emptyBody, 429: tooManyRequests },
  }),
};
