import type { Queryable } from '../../db/database.ts';
import type { NewCategory, NewEvent, NewField, NewPromoCode, NewService } from './event-creation.ts';
import { deleteWaitingEntriesOf } from '../waiting-list/waiting-list-repository.ts';

/**
 * The organizer's writes of an event and its categories, tickets, codes and fields, and the
 * reads that report on them. Wall-clock times travel as text and are placed in the event's zone
 * by the database (`::timestamp AT TIME ZONE`), the same rule for every process whatever its zone.
 */

export async function isSlugTaken(db: Queryable, slug: string): Promise<boolean> {
  const [row] = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM event WHERE lower(short_name) = lower($1)) AS taken',
    [slug],
  );
  return row?.taken ?? false;
}

export async function insertEvent(
  tx: Queryable,
  organizationId: number,
  event: NewEvent & { shortName: string },
  fileBlobId: string | null,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO event (organization_id, short_name, status, format, display_name, description, website_url, terms_url,
       privacy_url, location, latitude, longitude, time_zone, start_at, end_at, currency, vat, vat_included,
       content_languages, file_blob_id, capacity, allowed_payment_proxies)
     VALUES ($1, $2, 'DRAFT', $3, $4, $5::text::jsonb, $6, $7, $8, $9, $10, $11, $12,
       $13::timestamp AT TIME ZONE $12, $14::timestamp AT TIME ZONE $12, $15, $16, $17, $18::text[], $19, $20, $21::text[])
     RETURNING id`,
    [
      organizationId,
      event.shortName,
      event.format,
      event.displayName,
      JSON.stringify(event.description),
      event.websiteUrl,
      event.termsUrl,
      event.privacyUrl,
      event.location,
      event.latitude,
      event.longitude,
      event.timeZone,
      event.start,
      event.end,
      event.currency,
      event.vat,
      event.vatIncluded,
      event.languages,
      fileBlobId,
      event.capacity,
      event.paymentProxies,
    ],
  );
  const eventId = row!.id;
  const categoryIds = new Map<string, number>();
  for (const category of event.categories) {
    const id = await insertCategory(tx, eventId, event.timeZone, category);
    categoryIds.set(category.name, id);
    if (category.maxTickets !== null) await insertFreeTickets(tx, eventId, id, category.maxTickets);
  }
  const bounded = event.categories.reduce((sum, category) => sum + (category.maxTickets ?? 0), 0);
  await insertFreeTickets(tx, eventId, null, event.capacity - bounded);
  for (const code of event.promoCodes) await upsertPromoCode(tx, organizationId, eventId, event, code);
  for (const field of event.fields) await insertField(tx, eventId, field);
  for (const service of event.services) await insertService(tx, eventId, event.timeZone, service);
  return eventId;
}

export async function insertCategory(
  tx: Queryable,
  eventId: number,
  timeZone: string,
  category: NewCategory,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO ticket_category (event_id, name, description, price_cents, bounded, max_tickets, access_restricted,
       access_code, inception, expiration, ordinal, ticket_access_type, ticket_validity_start, ticket_validity_end)
     VALUES ($1, $2, $3::text::jsonb, $4, $5, $6, $7, $8, $9::timestamp AT TIME ZONE $10, $11::timestamp AT TIME ZONE $10,
       $12, $13, $14::timestamp AT TIME ZONE $10, $15::timestamp AT TIME ZONE $10)
     RETURNING id`,
    [
      eventId,
      category.name,
      JSON.stringify(category.description),
      category.priceCents,
      category.maxTickets !== null,
      category.maxTickets,
      category.accessRestricted,
      category.accessCode,
      category.inception,
      timeZone,
      category.expiration,
      category.ordinal,
      category.ticketAccessType,
      category.validityStart,
      category.validityEnd,
    ],
  );
  return row!.id;
}

/** Changes what a category says and sells at; its number of tickets moves with `resizeTickets`. */
export async function updateCategory(tx: Queryable, timeZone: string, category: NewCategory & { id: number }) {
  await tx.query(
    `UPDATE ticket_category SET name = $2, description = $3::text::jsonb, price_cents = $4, access_restricted = $5,
       access_code = $6, inception = $7::timestamp AT TIME ZONE $8, expiration = $9::timestamp AT TIME ZONE $8,
       ticket_access_type = $10, bounded = $11, max_tickets = $12
     WHERE id = $1`,
    [
      category.id,
      category.name,
      JSON.stringify(category.description),
      category.priceCents,
      category.accessRestricted,
      category.accessCode,
      category.inception,
      timeZone,
      category.expiration,
      category.ticketAccessType,
      category.maxTickets !== null,
      category.maxTickets,
    ],
  );
}

/**
 * New ticket rows of a category or (null) of the event's shared seats: on sale, or kept for the
 * waiting list while people wait for them (`freed_ticket_status`, migration 022).
 */
export async function insertFreeTickets(tx: Queryable, eventId: number, categoryId: number | null, count: number) {
  if (count <= 0) return;
  await tx.query(
    `INSERT INTO ticket (event_id, category_id, status)
     SELECT $1, $2::integer, s.status FROM (SELECT freed_ticket_status($1, $2::integer) AS status) AS s, generate_series(1, $3)`,
    [eventId, categoryId, count],
  );
}

/**
 * Removes up to `count` FREE rows of a category or of the shared seats, taking none a buyer's
 * hold is claiming at this moment; answers how many it removed.
 */
export async function removeFreeTickets(
  tx: Queryable,
  eventId: number,
  categoryId: number | null,
  count: number,
): Promise<number> {
  if (count <= 0) return 0;
  const rows = await tx.query(
    `DELETE FROM ticket WHERE id IN (
       SELECT id FROM ticket WHERE event_id = $1 AND category_id IS NOT DISTINCT FROM $2::integer AND status = 'FREE'
       ORDER BY id DESC LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [eventId, categoryId, count],
  );
  return rows.length;
}

/** Adds a discount code, or changes the event's code of that name (alf.io's update adds none). */
export async function upsertPromoCode(
  tx: Queryable,
  organizationId: number,
  eventId: number,
  event: Pick<NewEvent, 'timeZone' | 'currency'>,
  code: NewPromoCode,
) {
  await tx.query(
    `INSERT INTO promo_code (organization_id, event_id, code, type, discount_type, discount_amount, valid_from, valid_to, currency)
     VALUES ($1, $2, $3, 'DISCOUNT', $4, $5, $6::timestamp AT TIME ZONE $7, $8::timestamp AT TIME ZONE $7, $9)
     ON CONFLICT (event_id, code) WHERE event_id IS NOT NULL DO UPDATE SET discount_type = excluded.discount_type,
       discount_amount = excluded.discount_amount, valid_from = excluded.valid_from, valid_to = excluded.valid_to,
       currency = excluded.currency
     WHERE promo_code.type = 'DISCOUNT'`,
    [
      organizationId,
      eventId,
      code.code,
      code.discountType,
      code.discountAmount,
      code.validFrom,
      event.timeZone,
      code.validTo,
      code.discountType === 'PERCENTAGE' ? null : event.currency,
    ],
  );
}

async function insertField(tx: Queryable, eventId: number, field: NewField) {
  await tx.query(
    `INSERT INTO additional_field (event_id, context, name, type, required, ordinal, min_length, max_length,
       restricted_values, disabled_values, description)
     VALUES ($1, 'ATTENDEE', $2, $3, $4, $5, $6, $7, $8::text[], $9::text[], $10::text::jsonb)
     ON CONFLICT (event_id, name) WHERE event_id IS NOT NULL DO UPDATE SET type = excluded.type,
       required = excluded.required, ordinal = excluded.ordinal, min_length = excluded.min_length,
       max_length = excluded.max_length, restricted_values = excluded.restricted_values,
       disabled_values = excluded.disabled_values, description = excluded.description`,
    [
      eventId,
      field.name,
      field.type,
      field.required,
      field.ordinal,
      field.minLength,
      field.maxLength,
      field.restrictedValues,
      field.disabledValues,
      JSON.stringify(field.description),
    ],
  );
}

export { insertField as upsertField };

const SERVICE_VALUES = `$2, $3, $4, $5, $6, $7, $8, $9, $10::timestamp AT TIME ZONE $11, $12::timestamp AT TIME ZONE $11, $13,
  $14::text::jsonb, $15::text::jsonb`;

function serviceParameters(id: number, timeZone: string, service: NewService) {
  return [
    id,
    service.type,
    service.policy,
    service.fixPrice,
    service.priceCents,
    service.availableQuantity,
    service.maxQtyPerOrder,
    service.vatType,
    service.vat,
    service.inception,
    timeZone,
    service.expiration,
    service.ordinal,
    JSON.stringify(service.title),
    JSON.stringify(service.description),
  ];
}

/** A supplement or donation the shop offers with the event's tickets. */
export async function insertService(tx: Queryable, eventId: number, timeZone: string, service: NewService) {
  await tx.query(
    `INSERT INTO additional_service (event_id, type, supplement_policy, fix_price, price_cents, available_quantity,
       max_qty_per_order, vat_type, vat, inception, expiration, ordinal, title, description)
     VALUES ($1, ${SERVICE_VALUES})`,
    serviceParameters(eventId, timeZone, service),
  );
}

/** Changes a service of the event; answers false when the event has none of that id. */
export async function updateService(
  tx: Queryable,
  eventId: number,
  timeZone: string,
  service: NewService & { id: number },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE additional_service SET (type, supplement_policy, fix_price, price_cents, available_quantity,
       max_qty_per_order, vat_type, vat, inception, expiration, ordinal, title, description) = (${SERVICE_VALUES})
     WHERE id = $1 AND event_id = $16
     RETURNING id`,
    [...serviceParameters(service.id, timeZone, service), eventId],
  );
  return rows.length > 0;
}

export interface ServiceRow {
  id: number;
  type: 'SUPPLEMENT' | 'DONATION';
  policy: NewService['policy'];
  fixPrice: boolean;
  priceCents: number;
  availableQuantity: number;
  maxQtyPerOrder: number;
  vatType: NewService['vatType'];
  vat: string | null;
  inceptionLocal: string;
  expirationLocal: string;
  ordinal: number;
  title: Record<string, string>;
  description: Record<string, string>;
}

/** The event's additional services in the order the shop lists them, their windows in the event's zone. */
export async function servicesOf(db: Queryable, eventId: number): Promise<ServiceRow[]> {
  return db.query<ServiceRow>(
    `SELECT s.id, s.type, s.supplement_policy AS policy, s.fix_price AS "fixPrice", s.price_cents AS "priceCents",
       s.available_quantity AS "availableQuantity", s.max_qty_per_order AS "maxQtyPerOrder", s.vat_type AS "vatType",
       s.vat::text AS vat, to_char(s.inception AT TIME ZONE e.time_zone, ${LOCAL}) AS "inceptionLocal",
       to_char(s.expiration AT TIME ZONE e.time_zone, ${LOCAL}) AS "expirationLocal", s.ordinal, s.title, s.description
     FROM additional_service s JOIN event e ON e.id = s.event_id
     WHERE s.event_id = $1 ORDER BY s.ordinal, s.id`,
    [eventId],
  );
}

export interface AttendeeFieldRow {
  name: string;
  type: string;
  required: boolean;
  ordinal: number;
  minLength: number | null;
  maxLength: number | null;
  restrictedValues: string[];
  disabledValues: string[];
  description: NewField['description'];
}

/** The questions asked of each attendee, in the order the buyer sees them. */
export async function attendeeFieldsOf(db: Queryable, eventId: number): Promise<AttendeeFieldRow[]> {
  return db.query<AttendeeFieldRow>(
    `SELECT name, type, required, ordinal, min_length AS "minLength", max_length AS "maxLength",
       restricted_values AS "restrictedValues", disabled_values AS "disabledValues", description
     FROM additional_field WHERE event_id = $1 AND context = 'ATTENDEE' ORDER BY ordinal, id`,
    [eventId],
  );
}

/** The event's own discount codes, their validity in the event's zone. */
export async function discountCodesOf(db: Queryable, eventId: number): Promise<(NewPromoCode & { id: number })[]> {
  return db.query(
    `SELECT p.id, p.code, p.discount_type AS "discountType", p.discount_amount AS "discountAmount",
       to_char(p.valid_from AT TIME ZONE e.time_zone, ${LOCAL}) AS "validFrom",
       to_char(p.valid_to AT TIME ZONE e.time_zone, ${LOCAL}) AS "validTo"
     FROM promo_code p JOIN event e ON e.id = p.event_id
     WHERE p.event_id = $1 AND p.type = 'DISCOUNT' ORDER BY p.id`,
    [eventId],
  );
}

export interface OrganizerEventRow {
  id: number;
  organizationId: number;
  shortName: string;
  displayName: string;
  status: 'DRAFT' | 'PUBLIC' | 'DISABLED';
  format: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
  timeZone: string;
  startAt: Date;
  endAt: Date;
  /** Wall-clock times in the event's zone, `YYYY-MM-DDTHH:mm:ss`. */
  startLocal: string;
  endLocal: string;
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  fileBlobId: string | null;
  currency: string | null;
  vat: string;
  vatIncluded: boolean;
  allowedPaymentProxies: string[];
  description: Record<string, string>;
  contentLanguages: string[];
  capacity: number;
}

const LOCAL = `'YYYY-MM-DD"T"HH24:MI:SS'`;
const EVENT_COLUMNS = `e.id, e.organization_id AS "organizationId", e.short_name AS "shortName", e.display_name AS "displayName",
  e.status, e.format, e.time_zone AS "timeZone", e.start_at AS "startAt", e.end_at AS "endAt",
  to_char(e.start_at AT TIME ZONE e.time_zone, ${LOCAL}) AS "startLocal",
  to_char(e.end_at AT TIME ZONE e.time_zone, ${LOCAL}) AS "endLocal",
  e.website_url AS "websiteUrl", e.terms_url AS "termsUrl", e.privacy_url AS "privacyUrl", e.location, e.latitude,
  e.longitude, e.file_blob_id AS "fileBlobId", e.currency, e.vat::text AS vat, e.vat_included AS "vatIncluded",
  e.allowed_payment_proxies AS "allowedPaymentProxies", e.description, e.content_languages AS "contentLanguages",
  e.capacity`;

/** The organization's event by slug; another organization's reads as none. */
export async function findOrganizerEvent(
  db: Queryable,
  organizationId: number,
  slug: string,
): Promise<OrganizerEventRow | undefined> {
  const [row] = await db.query<OrganizerEventRow>(
    `SELECT ${EVENT_COLUMNS} FROM event e WHERE e.organization_id = $1 AND e.short_name = $2`,
    [organizationId, slug],
  );
  return row;
}

export async function listOrganizerEvents(db: Queryable, organizationId: number): Promise<OrganizerEventRow[]> {
  return db.query<OrganizerEventRow>(
    `SELECT ${EVENT_COLUMNS} FROM event e WHERE e.organization_id = $1 ORDER BY e.start_at, e.id`,
    [organizationId],
  );
}

export interface TicketCounts {
  soldTickets: number;
  checkedInTickets: number;
  pendingTickets: number;
  notSoldTickets: number;
  releasedTickets: number;
  /** Cents of what the sold tickets brought, VAT included. */
  grossCents: number;
}

export interface OrganizerCategoryRow extends TicketCounts {
  id: number;
  eventId: number;
  name: string;
  ordinal: number;
  bounded: boolean;
  maxTickets: number | null;
  priceCents: number;
  accessRestricted: boolean;
  accessCode: string | null;
  inceptionAt: Date;
  expirationAt: Date;
  inceptionLocal: string;
  expirationLocal: string;
  ticketAccessType: 'INHERIT' | 'IN_PERSON' | 'ONLINE';
  description: Record<string, string>;
}

const COUNTS = `count(*) FILTER (WHERE t.status IN ('ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID'))::int AS "soldTickets",
  count(*) FILTER (WHERE t.status = 'CHECKED_IN')::int AS "checkedInTickets",
  count(*) FILTER (WHERE t.status = 'PENDING')::int AS "pendingTickets",
  count(*) FILTER (WHERE t.status IN ('FREE', 'PRE_RESERVED'))::int AS "notSoldTickets",
  count(*) FILTER (WHERE t.status = 'RELEASED')::int AS "releasedTickets",
  coalesce(sum(t.final_price_cents) FILTER (WHERE t.status IN ('ACQUIRED', 'CHECKED_IN')), 0)::int AS "grossCents"`;

export async function categoriesOf(db: Queryable, eventIds: number[]): Promise<OrganizerCategoryRow[]> {
  return db.query<OrganizerCategoryRow>(
    `SELECT c.id, c.event_id AS "eventId", c.name, c.ordinal, c.bounded, c.max_tickets AS "maxTickets",
       c.price_cents AS "priceCents", c.access_restricted AS "accessRestricted", c.access_code AS "accessCode", c.inception AS "inceptionAt",
       c.expiration AS "expirationAt",
       to_char(c.inception AT TIME ZONE e.time_zone, ${LOCAL}) AS "inceptionLocal",
       to_char(c.expiration AT TIME ZONE e.time_zone, ${LOCAL}) AS "expirationLocal",
       c.ticket_access_type AS "ticketAccessType", c.description, ${COUNTS}
     FROM ticket_category c
     JOIN event e ON e.id = c.event_id
     LEFT JOIN ticket t ON t.category_id = c.id
     WHERE c.event_id = ANY($1::integer[]) AND c.active
     GROUP BY c.id, e.time_zone
     ORDER BY c.event_id, c.ordinal, c.id`,
    [eventIds],
  );
}

export async function ticketCountsOf(
  db: Queryable,
  eventIds: number[],
): Promise<(TicketCounts & { eventId: number })[]> {
  return db.query(
    `SELECT e.id AS "eventId", ${COUNTS}
     FROM event e LEFT JOIN ticket t ON t.event_id = e.id
     WHERE e.id = ANY($1::integer[])
     GROUP BY e.id`,
    [eventIds],
  );
}

export interface AttendeeRow {
  ticketId: number;
  categoryId: number;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  userLanguage: string | null;
  status: string;
  publicUuid: string;
  confirmedAt: Date | null;
  additional: Record<string, string[]> | null;
}

/**
 * A ticket's (`t`) answers to the event's additional fields, as a JSON object of field name to
 * values in their order; null without answers. Read by the attendees export and its pages.
 */
export const TICKET_ANSWERS = `(SELECT jsonb_object_agg(name, values) FROM (
          SELECT f.name, jsonb_agg(v.value ORDER BY v.field_index) AS values
          FROM additional_field_value v JOIN additional_field f ON f.id = v.field_id
          WHERE v.ticket_id = t.id AND v.value IS NOT NULL AND v.value <> ''
          GROUP BY f.name) AS answers)`;

/** Tickets of completed orders that name their holder, with the holder's answers to the fields. */
export async function attendeesOf(db: Queryable, eventId: number): Promise<AttendeeRow[]> {
  return db.query<AttendeeRow>(
    `SELECT t.id AS "ticketId", t.category_id AS "categoryId", t.first_name AS "firstName", t.last_name AS "lastName",
       t.full_name AS "fullName", t.email, t.user_language AS "userLanguage", t.status, t.public_uuid::text AS "publicUuid",
       r.confirmed_at AS "confirmedAt",
       ${TICKET_ANSWERS} AS additional
     FROM ticket t
     JOIN reservation r ON r.id = t.reservation_id
     WHERE t.event_id = $1 AND t.status IN ('ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID') AND t.email IS NOT NULL
     ORDER BY t.category_id, t.id`,
    [eventId],
  );
}

/** Whether any order, even a hold in progress, names the event: then it is not deleted. */
export async function hasOrders(tx: Queryable, eventId: number): Promise<boolean> {
  const [row] = await tx.query<{ any: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM reservation WHERE event_id = $1) AS any',
    [eventId],
  );
  return row?.any ?? false;
}

/** Locks the event's row, so a deletion and a first sale do not cross. */
export async function lockEvent(tx: Queryable, eventId: number): Promise<void> {
  await tx.query('SELECT id FROM event WHERE id = $1 FOR UPDATE', [eventId]);
}

/** Deletes an event without orders, with everything that belongs to it. */
export async function deleteEventWithoutOrders(tx: Queryable, eventId: number): Promise<void> {
  await deleteWaitingEntriesOf(tx, eventId);
  // E-mails already queued (to the waiting list) stay in the outbox, no longer tied to the event.
  await tx.query('UPDATE email_message SET event_id = NULL WHERE event_id = $1', [eventId]);
  await tx.query('DELETE FROM ticket WHERE event_id = $1', [eventId]);
  await tx.query('DELETE FROM additional_service WHERE event_id = $1', [eventId]);
  await tx.query('DELETE FROM ticket_category WHERE event_id = $1', [eventId]);
  await tx.query('DELETE FROM event WHERE id = $1', [eventId]);
}

export async function updateEventHeader(
  tx: Queryable,
  eventId: number,
  event: Omit<NewEvent, 'categories' | 'promoCodes' | 'fields' | 'services' | 'shortName'> & {
    fileBlobId: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE event SET display_name = $2, description = $3::text::jsonb, content_languages = $4::text[], website_url = $5,
       terms_url = $6, privacy_url = $7, location = $8, latitude = $9, longitude = $10, time_zone = $11,
       start_at = $12::timestamp AT TIME ZONE $11, end_at = $13::timestamp AT TIME ZONE $11, currency = $14, vat = $15,
       vat_included = $16, capacity = $17, allowed_payment_proxies = $18::text[], file_blob_id = $19, format = $20
     WHERE id = $1`,
    [
      eventId,
      event.displayName,
      JSON.stringify(event.description),
      event.languages,
      event.websiteUrl,
      event.termsUrl,
      event.privacyUrl,
      event.location,
      event.latitude,
      event.longitude,
      event.timeZone,
      event.start,
      event.end,
      event.currency,
      event.vat,
      event.vatIncluded,
      event.capacity,
      event.paymentProxies,
      event.fileBlobId,
      event.format,
    ],
  );
}

/** Our own extension: the event goes on sale (PUBLIC) or back to a draft. */
export async function setEventStatus(db: Queryable, eventId: number, status: 'DRAFT' | 'PUBLIC'): Promise<void> {
  await db.query('UPDATE event SET status = $2 WHERE id = $1', [eventId, status]);
}

export interface CheckInLogRow {
  ticketId: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  userLanguage: string | null;
  scans: { scanTimestamp: string; username: string | null; action: string }[];
}

/**
 * The event's checked-in tickets with every scan of each, oldest first: the audit entries the door
 * (CHECK_IN, MANUAL_CHECK_IN, REVERT_CHECK_IN) and the online check-in wrote for the ticket.
 */
export async function checkInLogOf(db: Queryable, eventId: number): Promise<CheckInLogRow[]> {
  return db.query<CheckInLogRow>(
    `SELECT t.uuid::text AS "ticketId", t.first_name AS "firstName", t.last_name AS "lastName",
       t.full_name AS "fullName", t.email, t.user_language AS "userLanguage",
       jsonb_agg(jsonb_build_object('scanTimestamp', a.created_at, 'username', a.actor, 'action', a.event_type)
         ORDER BY a.id) AS scans
     FROM ticket t
     JOIN audit_log a ON a.event_id = t.event_id AND a.entity_type = 'TICKET' AND a.entity_id = t.uuid::text
       AND a.event_type IN ('CHECK_IN', 'MANUAL_CHECK_IN', 'REVERT_CHECK_IN')
     WHERE t.event_id = $1 AND t.status = 'CHECKED_IN'
     GROUP BY t.id
     ORDER BY min(a.id)`,
    [eventId],
  );
}
