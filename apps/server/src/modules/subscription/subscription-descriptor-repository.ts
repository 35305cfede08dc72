import type { Queryable } from '../../db/database.ts';

/**
 * The organizer's writes of subscription descriptions and of the events they are valid for. Wall
 * times are turned into instants by the database (`::timestamp AT TIME ZONE`), as for events.
 */
export interface DescriptorValues {
  organizationId: number;
  title: Record<string, string>;
  description: Record<string, string>;
  priceCents: number;
  currency: string | null;
  vat: number;
  vatIncluded: boolean;
  maxEntries: number;
  validityType: 'STANDARD' | 'CUSTOM' | 'NOT_SET';
  validityTimeUnit: string | null;
  validityUnits: number | null;
  /** Wall times in `timeZone`, `2026-12-08T08:00:00`. */
  validityFrom: string | null;
  validityTo: string | null;
  usageType: 'ONCE_PER_EVENT' | 'UNLIMITED';
  onSaleFrom: string;
  onSaleTo: string | null;
  maxAvailable: number;
  isPublic: boolean;
  termsUrl: string;
  privacyUrl: string | null;
  timeZone: string;
  contentLanguages: string[];
  paymentProxies: string[];
  /** Whether the organizer may give every holder a ticket of each linked event (alf.io's flag). */
  supportsTicketsGeneration: boolean;
}

const columns = (v: DescriptorValues) => [
  v.organizationId,
  JSON.stringify(v.title),
  JSON.stringify(v.description),
  v.priceCents,
  v.currency,
  v.vat,
  v.vatIncluded,
  v.maxEntries,
  v.validityType,
  v.validityTimeUnit,
  v.validityUnits,
  v.validityFrom,
  v.validityTo,
  v.usageType,
  v.onSaleFrom,
  v.onSaleTo,
  v.maxAvailable,
  v.isPublic,
  v.termsUrl,
  v.privacyUrl,
  v.timeZone,
  v.contentLanguages,
  v.paymentProxies,
  v.supportsTicketsGeneration,
];

/** `fileBlobId`: the image fetched from the request's URL; null keeps none (create) or the current one (update). */
export async function insertDescriptor(
  tx: Queryable,
  values: DescriptorValues,
  fileBlobId: string | null,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO subscription_descriptor (organization_id, title, description, price_cents, currency, vat, vat_included,
       max_entries, validity_type, validity_time_unit, validity_units, validity_from, validity_to, usage_type,
       on_sale_from, on_sale_to, max_available, is_public, terms_url, privacy_url, time_zone, content_languages,
       allowed_payment_proxies, supports_tickets_generation, file_blob_id)
     VALUES ($1, $2::text::jsonb, $3::text::jsonb, $4, $5, $6, $7, $8, $9, $10, $11,
       $12::timestamp AT TIME ZONE $21, $13::timestamp AT TIME ZONE $21, $14,
       $15::timestamp AT TIME ZONE $21, $16::timestamp AT TIME ZONE $21, $17, $18, $19, $20, $21, $22::text[], $23::text[],
       $24, $25)
     RETURNING id`,
    [...columns(values), fileBlobId],
  );
  return row!.id;
}

export async function updateDescriptor(
  tx: Queryable,
  id: string,
  values: DescriptorValues,
  fileBlobId: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE subscription_descriptor SET title = $2::text::jsonb, description = $3::text::jsonb, price_cents = $4,
       currency = $5, vat = $6, vat_included = $7, max_entries = $8, validity_type = $9, validity_time_unit = $10,
       validity_units = $11, validity_from = $12::timestamp AT TIME ZONE $21, validity_to = $13::timestamp AT TIME ZONE $21,
       usage_type = $14, on_sale_from = $15::timestamp AT TIME ZONE $21, on_sale_to = $16::timestamp AT TIME ZONE $21,
       max_available = $17, is_public = $18, terms_url = $19, privacy_url = $20, time_zone = $21,
       content_languages = $22::text[], allowed_payment_proxies = $23::text[], supports_tickets_generation = $24,
       file_blob_id = coalesce($26, file_blob_id)
     WHERE id = $25 AND organization_id = $1`,
    [...columns(values), id, fileBlobId],
  );
}

/** The description as the organizer last wrote it (for the audit log), locked for the change; null when not the organization's. */
export async function lockOrganizationDescriptor(
  tx: Queryable,
  organizationId: number,
  id: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await tx.query<Record<string, unknown>>(
    `SELECT id, title, description, price_cents AS "priceCents", currency, vat::text AS vat, max_entries AS "maxEntries",
       validity_type AS "validityType", usage_type AS "usageType", on_sale_from AS "onSaleFrom", on_sale_to AS "onSaleTo",
       max_available AS "maxAvailable", is_public AS "isPublic", status
     FROM subscription_descriptor WHERE id = $1 AND organization_id = $2 FOR UPDATE`,
    [id, organizationId],
  );
  return row ?? null;
}

export async function isOrganizationDescriptor(q: Queryable, organizationId: number, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM subscription_descriptor WHERE id = $1 AND organization_id = $2', [
    id,
    organizationId,
  ]);
  return rows.length > 0;
}

export interface OrganizationDescriptor {
  id: string;
  title: Record<string, string>;
  status: 'ACTIVE' | 'NOT_ACTIVE';
  isPublic: boolean;
  onSaleFrom: Date;
  onSaleTo: Date | null;
  maxAvailable: number;
  sold: number;
}

export async function listOrganizationDescriptors(
  q: Queryable,
  organizationId: number,
): Promise<OrganizationDescriptor[]> {
  return q.query<OrganizationDescriptor>(
    `SELECT sd.id, sd.title, sd.status, sd.is_public AS "isPublic", sd.on_sale_from AS "onSaleFrom",
       sd.on_sale_to AS "onSaleTo", sd.max_available AS "maxAvailable",
       (SELECT count(*)::int FROM subscription s WHERE s.subscription_descriptor_id = sd.id
          AND s.status IN ('ACQUIRED', 'TO_BE_PAID')) AS sold
     FROM subscription_descriptor sd WHERE sd.organization_id = $1 ORDER BY sd.created_at DESC, sd.id`,
    [organizationId],
  );
}

export interface EventLink {
  slug: string;
  enabledCategories: number[];
}

export async function findLinkedEvents(q: Queryable, descriptorId: string): Promise<EventLink[]> {
  return q.query<EventLink>(
    `SELECT e.short_name AS slug, se.compatible_category_ids AS "enabledCategories"
     FROM subscription_event se JOIN event e ON e.id = se.event_id
     WHERE se.subscription_descriptor_id = $1 ORDER BY e.short_name`,
    [descriptorId],
  );
}

/** Replaces the events a subscription is valid for; what the organizer books per ticket is kept for events that stay. */
export async function replaceLinkedEvents(
  tx: Queryable,
  descriptorId: string,
  links: readonly { eventId: number; categoryIds: number[] }[],
): Promise<void> {
  await tx.query(
    'DELETE FROM subscription_event WHERE subscription_descriptor_id = $1 AND NOT (event_id = ANY($2::int[]))',
    [descriptorId, links.map((link) => link.eventId)],
  );
  for (const link of links) {
    await tx.query(
      `INSERT INTO subscription_event (subscription_descriptor_id, event_id, compatible_category_ids)
       VALUES ($1, $2, $3::int[])
       ON CONFLICT (subscription_descriptor_id, event_id) DO UPDATE SET compatible_category_ids = EXCLUDED.compatible_category_ids`,
      [descriptorId, link.eventId, link.categoryIds],
    );
  }
}

/** The organization's events among `slugs`, with their categories; an event of another organization is missing. */
export async function findOrganizationEvents(
  q: Queryable,
  organizationId: number,
  slugs: readonly string[],
): Promise<{ id: number; slug: string; categoryIds: number[] }[]> {
  return q.query(
    `SELECT e.id, e.short_name AS slug,
       coalesce((SELECT array_agg(c.id) FROM ticket_category c WHERE c.event_id = e.id), '{}') AS "categoryIds"
     FROM event e WHERE e.organization_id = $1 AND e.short_name = ANY($2::text[])`,
    [organizationId, slugs],
  );
}

/** The subscriptions an event accepts, with the categories each covers (empty: all). */
export async function findEventLinks(
  q: Queryable,
  eventId: number,
): Promise<{ descriptorId: string; categoryIds: number[] }[]> {
  return q.query(
    `SELECT subscription_descriptor_id AS "descriptorId", compatible_category_ids AS "categoryIds"
     FROM subscription_event WHERE event_id = $1 ORDER BY subscription_descriptor_id`,
    [eventId],
  );
}

/** Replaces the subscriptions an event accepts; what the organizer books per ticket is kept for those that stay. */
export async function replaceEventLinks(
  tx: Queryable,
  eventId: number,
  links: readonly { descriptorId: string; categoryIds: number[] }[],
): Promise<void> {
  await tx.query(
    'DELETE FROM subscription_event WHERE event_id = $1 AND NOT (subscription_descriptor_id = ANY($2::uuid[]))',
    [eventId, links.map((link) => link.descriptorId)],
  );
  for (const link of links) {
    await tx.query(
      `INSERT INTO subscription_event (subscription_descriptor_id, event_id, compatible_category_ids)
       VALUES ($1, $2, $3::int[])
       ON CONFLICT (subscription_descriptor_id, event_id) DO UPDATE SET compatible_category_ids = EXCLUDED.compatible_category_ids`,
      [link.descriptorId, eventId, link.categoryIds],
    );
  }
}

/** Those of `ids` that are the organization's subscriptions. */
export async function findOrganizationDescriptorIds(
  q: Queryable,
  organizationId: number,
  ids: readonly string[],
): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM subscription_descriptor WHERE organization_id = $1 AND id = ANY($2::uuid[])',
    [organizationId, ids],
  );
  return rows.map((row) => row.id);
}

/** A description with alf.io's counts: held, sold, the reservations and the events it is valid for. */
export interface DescriptorWithStatistics {
  id: string;
  organizationId: number;
  title: Record<string, string>;
  description: Record<string, string>;
  maxAvailable: number;
  createdAt: Date;
  onSaleFrom: Date;
  onSaleTo: Date | null;
  priceCents: number;
  vat: string;
  vatIncluded: boolean;
  currency: string | null;
  isPublic: boolean;
  status: 'ACTIVE' | 'NOT_ACTIVE';
  maxEntries: number;
  validityType: string;
  validityTimeUnit: string | null;
  validityUnits: number | null;
  validityFrom: Date | null;
  validityTo: Date | null;
  usageType: string;
  termsUrl: string;
  privacyUrl: string | null;
  fileBlobId: string | null;
  paymentProxies: string[];
  timeZone: string;
  supportsTicketsGeneration: boolean;
  pendingCount: number;
  soldCount: number;
  reservationsCount: number;
  linkedEventsCount: number;
}

export async function findDescriptorWithStatistics(
  q: Queryable,
  organizationId: number,
  id: string,
): Promise<DescriptorWithStatistics | null> {
  const [row] = await q.query<DescriptorWithStatistics>(
    `SELECT sd.id, sd.organization_id AS "organizationId", sd.title, sd.description,
       sd.max_available AS "maxAvailable", sd.created_at AS "createdAt", sd.on_sale_from AS "onSaleFrom",
       sd.on_sale_to AS "onSaleTo", sd.price_cents AS "priceCents", sd.vat::text AS vat,
       sd.vat_included AS "vatIncluded", sd.currency, sd.is_public AS "isPublic", sd.status,
       sd.max_entries AS "maxEntries", sd.validity_type AS "validityType",
       sd.validity_time_unit AS "validityTimeUnit", sd.validity_units AS "validityUnits",
       sd.validity_from AS "validityFrom", sd.validity_to AS "validityTo", sd.usage_type AS "usageType",
       sd.terms_url AS "termsUrl", sd.privacy_url AS "privacyUrl", sd.file_blob_id AS "fileBlobId",
       sd.allowed_payment_proxies AS "paymentProxies", sd.time_zone AS "timeZone",
       sd.supports_tickets_generation AS "supportsTicketsGeneration",
       (SELECT count(*)::int FROM subscription s WHERE s.subscription_descriptor_id = sd.id
          AND s.status = 'PENDING') AS "pendingCount",
       (SELECT count(*)::int FROM subscription s WHERE s.subscription_descriptor_id = sd.id
          AND s.status IN ('TO_BE_PAID', 'ACQUIRED')) AS "soldCount",
       (SELECT count(DISTINCT s.reservation_id)::int FROM subscription s WHERE s.subscription_descriptor_id = sd.id
          AND s.reservation_id IS NOT NULL) AS "reservationsCount",
       (SELECT count(*)::int FROM subscription_event se WHERE se.subscription_descriptor_id = sd.id)
          AS "linkedEventsCount"
     FROM subscription_descriptor sd WHERE sd.id = $1 AND sd.organization_id = $2`,
    [id, organizationId],
  );
  return row ?? null;
}

/** Takes the description off sale and out of every event it was valid for; subscriptions sold stay valid. */
export async function deactivateDescriptor(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM subscription_event WHERE subscription_descriptor_id = $1', [id]);
  await tx.query("UPDATE subscription_descriptor SET status = 'NOT_ACTIVE' WHERE id = $1", [id]);
}

/** One subscription of the description, with the order that bought it; null when it is not the description's. */
export async function findDescriptorSubscription(
  q: Queryable,
  descriptorId: string,
  subscriptionId: string,
): Promise<{ reservationId: string | null; status: string } | null> {
  const [row] = await q.query<{ reservationId: string | null; status: string }>(
    `SELECT reservation_id AS "reservationId", status FROM subscription
     WHERE id = $1 AND subscription_descriptor_id = $2`,
    [subscriptionId, descriptorId],
  );
  return row ?? null;
}

/** The subscriptions an order sold (a subscription order sells one) that are sold still. */
export async function findSoldSubscriptionsOf(q: Queryable, reservationId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    "SELECT id FROM subscription WHERE reservation_id = $1 AND status IN ('ACQUIRED', 'TO_BE_PAID') ORDER BY id",
    [reservationId],
  );
  return rows.map((row) => row.id);
}
