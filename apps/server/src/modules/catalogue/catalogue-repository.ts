import type { Queryable } from '../../db/database.ts';
import { publicCategoryOf, ticketsForSale } from '../event-page/event-repository.ts';
import type { DescriptorRow } from '../subscription/subscription-repository.ts';

export interface CatalogueFilters {
  /** A subscription descriptor's id, or a purchased subscription's id standing for its descriptor. */
  subscriptionOrDescriptorId: string | null;
  organizationId: number | null;
  organizerSlug: string | null;
  /** Events must carry all of them; empty: no tag filter. */
  tags: string[];
}

export interface ListedEventRow {
  id: number;
  organizationId: number;
  shortName: string;
  fileBlobId: string | null;
  displayName: string;
  format: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
  location: string | null;
  timeZone: string;
  startAt: Date;
  endAt: Date;
  contentLanguages: string[];
  /** Tickets a buyer without a code can still get, now or when the sale opens (see `ticketsForSale`). */
  ticketsForSale: number;
}

/**
 * Public events that have not ended, by start then end (`endpoints.listEvents` in the contract), with the tickets a
 * buyer without a code can get, counted as on the event page. The subscription filter takes a
 * descriptor id, as documented, or a purchased subscription's id, which alf.io's success page
 * sends (`subscriptionInfos[0].id`) to list the events the purchase is good for.
 */
export async function findListedEvents(db: Queryable, filters: CatalogueFilters): Promise<ListedEventRow[]> {
  return db.query<ListedEventRow>(
    `SELECT e.id, e.organization_id AS "organizationId", e.short_name AS "shortName", e.file_blob_id AS "fileBlobId",
       e.display_name AS "displayName", e.format, e.location, e.time_zone AS "timeZone", e.start_at AS "startAt",
       e.end_at AS "endAt", e.content_languages AS "contentLanguages",
       (SELECT coalesce(sum(t.tickets), 0)::int FROM (${ticketsForSale('e.id')}) t
        WHERE ${publicCategoryOf('t', 'e.id')}) AS "ticketsForSale"
     FROM event e
     JOIN organization o ON o.id = e.organization_id
     WHERE e.status = 'PUBLIC' AND e.end_at > now()
       AND ($1::uuid IS NULL OR EXISTS (SELECT 1 FROM subscription_event se
                                        WHERE se.event_id = e.id
                                          AND se.subscription_descriptor_id IN (
                                            $1::uuid,
                                            (SELECT s.subscription_descriptor_id FROM subscription s WHERE s.id = $1::uuid))))
       AND ($2::integer IS NULL OR e.organization_id = $2::integer)
       AND ($3::text IS NULL OR o.slug = $3::text)
       AND e.tags @> $4::text[]
     ORDER BY e.start_at, e.end_at, e.id`,
    [filters.subscriptionOrDescriptorId, filters.organizationId, filters.organizerSlug, filters.tags],
  );
}

/** The descriptor columns a list needs; the same shape the subscription module reads. */
export type ListedSubscriptionRow = Pick<
  DescriptorRow,
  | 'id'
  | 'fileBlobId'
  | 'title'
  | 'description'
  | 'priceCents'
  | 'currency'
  | 'vat'
  | 'vatIncluded'
  | 'maxEntries'
  | 'validityType'
  | 'validityTimeUnit'
  | 'validityUnits'
  | 'validityFrom'
  | 'validityTo'
  | 'usageType'
  | 'onSaleFrom'
  | 'onSaleTo'
  | 'timeZone'
  | 'contentLanguages'
>;

/**
 * Active public subscriptions on sale now, by sale start then end (`endpoints.listSubscriptions` in the contract). Only the
 * organizer slug filters this list, as in alf.io.
 */
export async function findListedSubscriptions(
  db: Queryable,
  organizerSlug: string | null,
): Promise<ListedSubscriptionRow[]> {
  return db.query<ListedSubscriptionRow>(
    `SELECT sd.id, sd.file_blob_id AS "fileBlobId", sd.title, sd.description, sd.price_cents AS "priceCents", sd.currency,
       sd.vat::text AS vat, sd.vat_included AS "vatIncluded", sd.max_entries AS "maxEntries",
       sd.validity_type AS "validityType", sd.validity_time_unit AS "validityTimeUnit", sd.validity_units AS "validityUnits",
       sd.validity_from AS "validityFrom", sd.validity_to AS "validityTo", sd.usage_type AS "usageType",
       sd.on_sale_from AS "onSaleFrom", sd.on_sale_to AS "onSaleTo", sd.time_zone AS "timeZone",
       sd.content_languages AS "contentLanguages"
     FROM subscription_descriptor sd
     JOIN organization o ON o.id = sd.organization_id
     WHERE sd.status = 'ACTIVE' AND sd.is_public
       AND (sd.max_entries > 0 OR sd.max_entries = -1)
       AND sd.on_sale_from <= now() AND (sd.on_sale_to IS NULL OR sd.on_sale_to >= now())
       AND ($1::text IS NULL OR o.slug = $1::text)
     ORDER BY sd.on_sale_from, sd.on_sale_to NULLS LAST, sd.id`,
    [organizerSlug],
  );
}
