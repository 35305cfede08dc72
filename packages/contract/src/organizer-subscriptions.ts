import { z } from 'zod';
import { emptyBody, endpoint, plainText } from './endpoint.ts';
import { PaymentProxy } from './enums.ts';
import { Decimal, DescriptionRequest, LocalDateTime, OrganizerErrors } from './organizer-events.ts';
import { CreationResponse, ReservationConfiguration, ReservationUser } from './organizer.ts';
import { segment, uuidSegment } from './request.ts';

/**
 * The subscriptions part of alf.io's admin API v1 (`/api/v1/admin/subscription/…`): an
 * organization's subscriptions (season passes, cards of n entries) and the events they are valid
 * for. As alf.io, the request is read leniently and checked by the server, which answers 400 with
 * alf.io's list of error codes (`OrganizerErrors`).
 */

const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

/** alf.io's subscription terms, told apart by `termType`: a period, custom dates or a number of entries. */
export const SubscriptionTerm = z.object({
  /** `standard`: `timeUnit` and `units`. */
  timeUnit: optional(z.enum(['DAYS', 'MONTHS', 'YEARS'])),
  units: optional(z.int()),
  /** `custom`: from and to, in the subscription's time zone. */
  validityFrom: optional(LocalDateTime),
  validityTo: optional(LocalDateTime),
  /** `numEntries`: how many event tickets one subscription grants. */
  numEntries: optional(z.int()),
});

/** alf.io's `SubscriptionDescriptorModificationRequest`. */
export const SubscriptionDescriptorModificationRequest = z.object({
  usageType: optional(z.enum(['ONCE_PER_EVENT', 'UNLIMITED'])),
  termType: optional(z.enum(['standard', 'numEntries', 'custom'])),
  term: optional(SubscriptionTerm),
  title: optional(z.array(DescriptionRequest)),
  description: optional(z.array(DescriptionRequest)),
  /** How many can be sold; missing or -1: no limit. */
  maxAvailable: optional(z.int()),
  onSaleFrom: optional(LocalDateTime),
  onSaleTo: optional(LocalDateTime),
  price: optional(Decimal),
  taxPercentage: optional(Decimal),
  taxPolicy: optional(z.enum(['INCLUDED', 'NOT_INCLUDED', 'NONE', 'INCLUDED_EXEMPT', 'NOT_INCLUDED_EXEMPT'])),
  currencyCode: optional(z.string()),
  isPublic: optional(z.boolean()),
  /** The subscription's image, fetched as an event's (200 kB at most); on update, missing keeps the current one. */
  imageUrl: optional(z.string()),
  termsAndConditionsUrl: optional(z.string()),
  privacyPolicyUrl: optional(z.string()),
  timezone: optional(z.string()),
  supportsTicketsGeneration: optional(z.boolean()),
  paymentMethods: optional(z.array(PaymentProxy)),
});
export type SubscriptionDescriptorModificationRequest = z.input<typeof SubscriptionDescriptorModificationRequest>;

/** alf.io's `LinkedEvent`: an event a subscription is valid for, and the categories it covers (empty: all). */
export const LinkedEvent = z.object({ slug: z.string(), enabledCategories: z.array(z.int()) });
export type LinkedEvent = z.infer<typeof LinkedEvent>;

/** alf.io's `LinkEventsToSubscriptionRequest`. */
export const LinkEventsToSubscriptionRequest = z.object({
  slug: z.string().min(1).max(255),
  categories: optional(z.array(z.int())),
});

/** Ours, not alf.io's: one of the organization's subscriptions in the list. */
export const OrganizerSubscription = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  status: z.enum(['ACTIVE', 'NOT_ACTIVE']),
  isPublic: z.boolean(),
  onSaleFrom: z.string(),
  onSaleTo: z.string().nullable(),
  maxAvailable: z.int(),
  sold: z.int(),
});
export type OrganizerSubscription = z.infer<typeof OrganizerSubscription>;

/** alf.io's `SubscriptionDescriptor` as its admin API shows it. Times are ISO 8601 instants. */
export const SubscriptionDescriptor = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  /** -1: no limit. */
  maxAvailable: z.int(),
  creation: z.string(),
  onSaleFrom: z.string(),
  onSaleTo: z.string().nullable(),
  /** In cents of `currency`. */
  price: z.int(),
  vat: z.number(),
  vatStatus: z.enum(['INCLUDED', 'NOT_INCLUDED']),
  currency: z.string().nullable(),
  public: z.boolean(),
  organizationId: z.int(),
  /** Event tickets one subscription grants; -1: no limit. */
  maxEntries: z.int(),
  validityType: z.enum(['STANDARD', 'CUSTOM', 'NOT_SET']),
  validityTimeUnit: z.enum(['DAYS', 'MONTHS', 'YEARS']).nullable(),
  validityUnits: z.int().nullable(),
  validityFrom: z.string().nullable(),
  validityTo: z.string().nullable(),
  usageType: z.enum(['ONCE_PER_EVENT', 'UNLIMITED']),
  termsAndConditionsUrl: z.string(),
  privacyPolicyUrl: z.string().nullable(),
  fileBlobId: z.string().nullable(),
  paymentProxies: z.array(PaymentProxy),
  timeZone: z.string(),
  supportsTicketsGeneration: z.boolean(),
  /** Ours, not alf.io's: ACTIVE until deactivated. */
  status: z.enum(['ACTIVE', 'NOT_ACTIVE']),
});

/**
 * alf.io's `SubscriptionDescriptorWithStatistics`: the description and its counts. `pendingCount`
 * are held in reservations not yet paid for, `soldCount` sold (ours counts a bank transfer awaited
 * as sold, as the supply does), `availableCount` what is left of a limited supply (0 when
 * unlimited, as alf.io's).
 */
export const SubscriptionDescriptorWithStatistics = z.object({
  descriptor: SubscriptionDescriptor,
  soldCount: z.int(),
  pendingCount: z.int(),
  linkedEventsCount: z.int(),
  reservationsCount: z.int(),
  unitPrice: z.number(),
  availableCount: z.int(),
});
export type SubscriptionDescriptorWithStatistics = z.infer<typeof SubscriptionDescriptorWithStatistics>;

/** alf.io's `LinkedSubscription`: the subscriptions an event accepts, by id, with the categories each covers (empty: all). */
export const LinkedSubscription = z.object({
  eventSlug: z.string(),
  subscriptions: z.record(z.string(), z.array(z.int())),
});
export type LinkedSubscription = z.infer<typeof LinkedSubscription>;

/** alf.io's `LinkSubscriptionsToEventRequest`. */
export const LinkSubscriptionsToEventRequest = z.object({
  descriptorId: uuidSegment,
  categories: optional(z.array(z.int())),
});

/**
 * alf.io's `SubscriptionReservationCreationRequest`: the buyer, the language and the page's
 * settings; `metadata`, `subscriptionConfiguration` and `owner` are read and ignored here (the
 * buyer names the subscription's owner on the reservation page).
 */
export const SubscriptionReservationCreationRequest = z.object({
  user: optional(ReservationUser),
  language: optional(z.string()),
  configuration: optional(ReservationConfiguration),
  metadata: optional(z.record(z.string(), z.string().nullable())),
  subscriptionConfiguration: optional(z.object({ displayPin: optional(z.boolean()) })),
  owner: optional(z.record(z.string(), z.unknown())),
});
export type SubscriptionReservationCreationRequest = z.input<typeof SubscriptionReservationCreationRequest>;

const subscriptionParams = z.object({ subscriptionId: uuidSegment });

export const organizerSubscriptionEndpoints = {
  /** Creates a subscription of the caller's organization, on sale in its window; answers its id as text. */
  createOrganizerSubscription: endpoint('createOrganizerSubscription', {
    body: SubscriptionDescriptorModificationRequest,
    responses: { 200: plainText(), 400: OrganizerErrors },
  }),
  /** Replaces the subscription's description with the body (alf.io's update); answers its id as text. */
  updateOrganizerSubscription: endpoint('updateOrganizerSubscription', {
    params: subscriptionParams,
    body: SubscriptionDescriptorModificationRequest,
    responses: { 200: plainText(), 400: OrganizerErrors, 404: emptyBody },
  }),
  /** Ours, not alf.io's: the organization's subscriptions, newest first. */
  listOrganizerSubscriptions: endpoint('listOrganizerSubscriptions', {
    responses: { 200: z.array(OrganizerSubscription) },
  }),
  /** The organization's subscription with its statistics; 404 for another organization's. */
  getOrganizerSubscription: endpoint('getOrganizerSubscription', {
    params: subscriptionParams,
    responses: { 200: SubscriptionDescriptorWithStatistics, 404: emptyBody },
  }),
  /**
   * Takes the subscription off sale and unlinks it from its events; subscriptions already sold
   * stay valid. 404 for another organization's (alf.io answers 400 to one it cannot deactivate).
   */
  deactivateOrganizerSubscription: endpoint('deactivateOrganizerSubscription', {
    params: subscriptionParams,
    responses: { 200: emptyBody, 404: emptyBody },
  }),
  /** The events the subscription is valid for. */
  getSubscriptionLinkedEvents: endpoint('getSubscriptionLinkedEvents', {
    params: subscriptionParams,
    responses: { 200: z.array(LinkedEvent), 404: emptyBody },
  }),
  /** Sets the events the subscription is valid for (the list replaces the previous one); 400 for an event not the organization's. */
  linkSubscriptionEvents: endpoint('linkSubscriptionEvents', {
    params: subscriptionParams,
    body: z.array(LinkEventsToSubscriptionRequest),
    responses: { 200: z.array(LinkedEvent), 400: emptyBody, 404: emptyBody },
  }),
  /**
   * Reserves one subscription for a buyer, held as a buyer's own; answers the reservation and its
   * page. A sold-out supply answers 400 naming `show-subscription.sold-out.message`.
   */
  createSubscriptionReservation: endpoint('createSubscriptionReservation', {
    params: subscriptionParams,
    body: SubscriptionReservationCreationRequest,
    responses: { 200: CreationResponse, 400: CreationResponse, 404: emptyBody },
  }),
  /**
   * Cancels a sold subscription with the order that bought it; answers true, or false when it is
   * no longer sold (e.g. deleted before). Money is not refunded by this call and no one is told by
   * e-mail. A limited supply may sell it again. 404 when the subscription is not one of the
   * organization's subscription's, or was never bought.
   */
  deleteSubscription: endpoint('deleteSubscription', {
    params: z.object({ subscriptionId: uuidSegment, subscriptionToDelete: uuidSegment }),
    responses: { 200: z.boolean(), 404: emptyBody },
  }),
  /** The subscriptions the organization's event accepts. */
  getEventLinkedSubscriptions: endpoint('getEventLinkedSubscriptions', {
    params: z.object({ slug: segment }),
    responses: { 200: LinkedSubscription, 404: emptyBody },
  }),
  /** Sets the subscriptions the event accepts (the list replaces the previous one); 400 for a subscription not the organization's. */
  linkEventSubscriptions: endpoint('linkEventSubscriptions', {
    params: z.object({ slug: segment }),
    body: z.array(LinkSubscriptionsToEventRequest),
    responses: { 200: LinkedSubscription, 400: emptyBody, 404: emptyBody },
  }),
};
