import { z } from 'zod';
import { CurrencyDescriptor, DatesWithOffset, Language, LocalizedText } from './common.ts';
import { endpoint } from './endpoint.ts';
import { EventFormat, SubscriptionTimeUnit, SubscriptionUsageType, SubscriptionValidityType } from './enums.ts';
import { isUuid, optionalInteger, repeatable } from './request.ts';

/** An event of the public list (`listEvents`). */
export const BasicEventInfo = z.object({
  /** Public identifier of the event: its URL segment. */
  shortName: z.string(),
  /** Image, served at `/file/{fileBlobId}`. */
  fileBlobId: z.string(),
  /** The display name under each of the event's languages (the same text in all). */
  title: LocalizedText,
  format: EventFormat,
  location: z.string().nullable(),
  /** IANA zone id. */
  timeZone: z.string(),
  datesWithOffset: DatesWithOffset,
  sameDay: z.boolean(),
  /** Formatted for all 14 application languages, not only the event's. */
  formattedBeginDate: LocalizedText,
  formattedBeginTime: LocalizedText,
  formattedEndDate: LocalizedText,
  formattedEndTime: LocalizedText,
  contentLanguages: z.array(Language),
  /**
   * Ours, not alf.io's (capability `event-list-availability`): what the home cards need for their
   * tickets-left and sold-out badges. Absent when the server is alf.io.
   */
  availability: z
    .object({
      /** No ticket is left for a buyer without a code, now or when the sale opens. */
      isSoldOut: z.boolean(),
      /** Tickets left; null unless the organizer shows the count (`DISPLAY_TICKETS_LEFT_INDICATOR`). */
      ticketsLeft: z.int().nullable(),
    })
    .optional(),
});
export type BasicEventInfo = z.infer<typeof BasicEventInfo>;

/** A subscription of the public list (`listSubscriptions`); differs from the detail in several fields. */
export const BasicSubscriptionDescriptorInfo = z.object({
  /** Subscription descriptor UUID: its URL segment. */
  id: z.string(),
  fileBlobId: z.string(),
  title: LocalizedText,
  /** Raw markdown, unlike the detail which delivers HTML. */
  description: LocalizedText,
  /** On-sale window; 0 for an open end. */
  salePeriod: DatesWithOffset,
  validityType: SubscriptionValidityType,
  usageType: SubscriptionUsageType,
  timeZone: z.string(),
  validityTimeUnit: SubscriptionTimeUnit.nullable(),
  validityUnits: z.int().nullable(),
  /** Raw configured value: -1 or 0 mean unlimited here, whereas the detail sends null. */
  maxEntries: z.int().nullable(),
  /** Always null in the list. */
  organizationEmail: z.null(),
  /** Always null in the list. */
  organizationName: z.null(),
  formattedPrice: z.string(),
  currency: z.string(),
  /** Always present in the list, even for free subscriptions. */
  currencyDescriptor: CurrencyDescriptor,
  /** A JSON number here (`7.7`), a string in the detail. */
  vat: z.number(),
  vatIncluded: z.boolean(),
  /** Null when the date is not set. */
  formattedOnSaleFrom: LocalizedText.nullable(),
  formattedOnSaleTo: LocalizedText.nullable(),
  formattedValidFrom: LocalizedText.nullable(),
  formattedValidTo: LocalizedText.nullable(),
  contentLanguages: z.array(Language),
});
export type BasicSubscriptionDescriptorInfo = z.infer<typeof BasicSubscriptionDescriptorInfo>;

/** Filters of both lists; the subscription list honours only `organizerSlug`. */
export const CatalogueQuery = z.object({
  /** Only events linked to this subscription descriptor; a value that is not a UUID is ignored. */
  subscription: z
    .string()
    .optional()
    .transform((value) => (value !== undefined && isUuid(value) ? value : undefined)),
  /** Organization id. */
  organizer: optionalInteger,
  organizerSlug: z.string().max(255).optional(),
  /** Events carrying all of these tags. */
  tags: repeatable,
});

export const catalogueEndpoints = {
  /** Sent with `Access-Control-Allow-Origin: *` so third-party sites can read the catalogue. */
  listEvents: endpoint('listEvents', {
    query: CatalogueQuery,
    responses: { 200: z.array(BasicEventInfo) },
  }),
  listSubscriptions: endpoint('listSubscriptions', {
    query: CatalogueQuery,
    responses: { 200: z.array(BasicSubscriptionDescriptorInfo) },
  }),
};
