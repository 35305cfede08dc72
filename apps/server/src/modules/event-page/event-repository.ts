import type { Queryable } from '../../db/database.ts';
import { scopedSettingRowsJson } from '../settings/settings-repository.ts';
import { ticketsOfExpiredHolds } from '../reservation/hold/hold-repository.ts';
import { liveReservation } from '../reservation/status/reservation-repository.ts';

export interface EventRow {
  id: number;
  organizationId: number;
  organizationName: string;
  organizationEmail: string;
  shortName: string;
  status: 'DRAFT' | 'PUBLIC';
  format: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
  displayName: string;
  /** Markdown per content language. */
  description: Record<string, string>;
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  startAt: Date;
  endAt: Date;
  /** Null: free of charge. */
  currency: string | null;
  /** numeric(5,2) as text, e.g. "8.10". */
  vat: string;
  vatIncluded: boolean;
  contentLanguages: string[];
  fileBlobId: string | null;
  allowedPaymentProxies: string[];
  useFirstAndLastName: boolean;
  /**
   * The database clock when the event was read. Every rule of one request compares against it,
   * so all server processes agree with each other and with the expiry sweep.
   */
  now: Date;
}

const EVENT_COLUMNS = `e.id, e.organization_id AS "organizationId", o.name AS "organizationName", o.email AS "organizationEmail",
  e.short_name AS "shortName", e.status, e.format, e.display_name AS "displayName", e.description,
  e.website_url AS "websiteUrl", e.terms_url AS "termsUrl", e.privacy_url AS "privacyUrl", e.location,
  e.latitude, e.longitude, e.time_zone AS "timeZone", e.start_at AS "startAt", e.end_at AS "endAt", e.currency,
  e.vat::text AS vat, e.vat_included AS "vatIncluded", e.content_languages AS "contentLanguages",
  e.file_blob_id AS "fileBlobId", e.allowed_payment_proxies AS "allowedPaymentProxies",
  e.use_first_and_last_name AS "useFirstAndLastName", now() AS now`;

/** An event the public may see: DRAFT (a preview by link) or PUBLIC, never DISABLED. */
export async function findVisibleEvent(db: Queryable, shortName: string): Promise<EventRow | undefined> {
  const [row] = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS}
     FROM event e
     JOIN organization o ON o.id = e.organization_id
     WHERE e.short_name = $1 AND e.status <> 'DISABLED'`,
    [shortName],
  );
  return row;
}

export interface CategoryRow {
  id: number;
  name: string;
  /** Markdown per content language. */
  description: Record<string, string>;
  priceCents: number;
  bounded: boolean;
  maxTickets: number | null;
  accessRestricted: boolean;
  accessCode: string | null;
  inception: Date;
  expiration: Date;
  ordinal: number;
  ticketAccessType: 'INHERIT' | 'IN_PERSON' | 'ONLINE';
  /** Null: the MAX_AMOUNT_OF_TICKETS_BY_RESERVATION setting applies. */
  maxPerReservation: number | null;
  taxFree: boolean;
  ticketValidityStart: Date | null;
  ticketValidityEnd: Date | null;
}

const CATEGORY_COLUMNS = `id, name, description, price_cents AS "priceCents", bounded, max_tickets AS "maxTickets",
  access_restricted AS "accessRestricted", access_code AS "accessCode", inception, expiration, ordinal,
  ticket_access_type AS "ticketAccessType", max_per_reservation AS "maxPerReservation", tax_free AS "taxFree",
  ticket_validity_start AS "ticketValidityStart", ticket_validity_end AS "ticketValidityEnd"`;

/** Active categories of the event, in display order. */
export async function findCategories(db: Queryable, eventId: number): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM ticket_category WHERE event_id = $1 AND active ORDER BY ordinal, id`,
    [eventId],
  );
}

export interface TicketCounts {
  /** Tickets for sale per bounded category. */
  freeByCategory: Map<number, number>;
  /** Tickets for sale in the shared pool, which the unbounded categories draw from. */
  freeInPool: number;
  /** Categories with PENDING rows of reservations that still count (a hold past its validity does not). */
  withPendingTickets: Set<number>;
}

/**
 * What each active category could still hand out: its FREE rows, read from the counts the
 * database keeps (`ticket_stock`), and the rows of holds past their validity, which the next
 * claim would release unless people wait for them (then they are kept for the waiting list, as
 * `freed_ticket_status` of migration 022 decides, and so are left out here too). Neither grows
 * with the stock, so a page view costs the same with ten tickets left or a million.
 */
export async function countTickets(db: Queryable, eventId: number): Promise<TicketCounts> {
  const rows = await db.query<{ categoryId: number; free: number | null; pending: boolean; freeInPool: number }>(
    `WITH expired AS MATERIALIZED (${ticketsOfExpiredHolds('$1')}),
       stock AS MATERIALIZED (SELECT s.category_id, sum(s.free)::int AS free FROM ticket_stock s WHERE s.event_id = $1
                              GROUP BY s.category_id)
     SELECT c.id AS "categoryId",
       CASE WHEN c.bounded THEN coalesce((SELECT s.free FROM stock s WHERE s.category_id = c.id), 0)
         + CASE WHEN freed_ticket_status($1, c.id) = 'FREE'
             THEN (SELECT count(*)::int FROM expired x WHERE x.category_id = c.id) ELSE 0 END END AS free,
       EXISTS (SELECT 1 FROM ticket t JOIN reservation r ON r.id = t.reservation_id
               WHERE t.category_id = c.id AND t.status = 'PENDING' AND ${liveReservation('r')}) AS pending,
       coalesce((SELECT s.free FROM stock s WHERE s.category_id IS NULL), 0)
         + CASE WHEN freed_ticket_status($1, NULL) = 'FREE'
             THEN (SELECT count(*)::int FROM expired x WHERE x.category_id IS NULL) ELSE 0 END AS "freeInPool"
     FROM ticket_category c
     WHERE c.event_id = $1 AND c.active`,
    [eventId],
  );
  const counts: TicketCounts = {
    freeByCategory: new Map(),
    freeInPool: rows[0]?.freeInPool ?? 0,
    withPendingTickets: new Set(),
  };
  for (const row of rows) {
    if (row.free !== null) counts.freeByCategory.set(row.categoryId, row.free);
    if (row.pending) counts.withPendingTickets.add(row.categoryId);
  }
  return counts;
}

export type SupplementPolicy =
  | 'MANDATORY_ONE_FOR_TICKET'
  | 'MANDATORY_PERCENTAGE_RESERVATION'
  | 'MANDATORY_PERCENTAGE_FOR_TICKET'
  | 'OPTIONAL_UNLIMITED_AMOUNT'
  | 'OPTIONAL_MAX_AMOUNT_PER_TICKET'
  | 'OPTIONAL_MAX_AMOUNT_PER_RESERVATION';

export interface AdditionalServiceRow {
  id: number;
  type: 'SUPPLEMENT' | 'DONATION';
  supplementPolicy: SupplementPolicy | null;
  fixPrice: boolean;
  /** Fixed price, or the minimum of a free amount. */
  priceCents: number;
  /** MANDATORY_PERCENTAGE_*: the percentage charged, numeric as text. */
  percentage: string | null;
  /** -1: unlimited. */
  availableQuantity: number;
  maxQtyPerOrder: number;
  vatType: 'INHERITED' | 'NONE' | 'CUSTOM_INCLUDED' | 'CUSTOM_EXCLUDED';
  /** numeric as text, CUSTOM_* only. */
  vat: string | null;
  inception: Date;
  expiration: Date;
  /** Plain text per language. */
  title: Record<string, string>;
  /** Markdown per language. */
  description: Record<string, string>;
  /** Items held by live reservations or sold; 0 for unlimited services, which are not counted. */
  taken: number;
}

const SERVICE_COLUMNS = `s.id, s.type, s.supplement_policy AS "supplementPolicy", s.fix_price AS "fixPrice",
  s.price_cents AS "priceCents", s.percentage::text AS percentage, s.available_quantity AS "availableQuantity",
  s.max_qty_per_order AS "maxQtyPerOrder", s.vat_type AS "vatType", s.vat::text AS vat, s.inception, s.expiration,
  s.title, s.description, s.ordinal`;

export async function findAdditionalServices(db: Queryable, eventId: number): Promise<AdditionalServiceRow[]> {
  return db.query<AdditionalServiceRow>(
    `SELECT ${SERVICE_COLUMNS},
       CASE WHEN s.available_quantity = -1 THEN 0 ELSE (
         SELECT count(*)::int FROM additional_service_item i JOIN reservation r ON r.id = i.reservation_id
         WHERE i.additional_service_id = s.id AND i.status IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED') AND ${liveReservation('r')}
       ) END AS taken
     FROM additional_service s WHERE s.event_id = $1 ORDER BY s.ordinal, s.id`,
    [eventId],
  );
}

export interface PromoCodeRow {
  id: number;
  code: string;
  type: 'DISCOUNT' | 'ACCESS' | 'DYNAMIC';
  discountType: 'FIXED_AMOUNT' | 'PERCENTAGE' | 'FIXED_AMOUNT_RESERVATION' | 'NONE';
  /** Cents, or whole percent for PERCENTAGE. */
  discountAmount: number;
  validFrom: Date;
  validTo: Date;
  /** Tickets that may be sold with the code; null: unlimited. */
  maxUsage: number | null;
  /** Empty: every category. */
  categoryIds: number[];
  hiddenCategoryId: number | null;
  currency: string | null;
  minTickets: number | null;
}

const PROMO_CODE_COLUMNS = `id, code, type, discount_type AS "discountType", discount_amount AS "discountAmount",
  valid_from AS "validFrom", valid_to AS "validTo", max_usage AS "maxUsage", category_ids AS "categoryIds",
  hidden_category_id AS "hiddenCategoryId", currency, min_tickets AS "minTickets"`;

/** A code of the event, or of its organization for every event; the event's own wins. */
export async function findPromoCode(
  db: Queryable,
  event: Pick<EventRow, 'id' | 'organizationId'>,
  code: string,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db.query<PromoCodeRow>(
    `SELECT ${PROMO_CODE_COLUMNS}
     FROM promo_code
     WHERE code = $3 AND (event_id = $1 OR (event_id IS NULL AND organization_id = $2))
     ORDER BY event_id NULLS LAST
     LIMIT 1`,
    [event.id, event.organizationId, code],
  );
  return row;
}

/** DYNAMIC codes of an event and of its organization whose validity window contains now. */
const dynamicCodesOf = (eventId: string, organizationId: string) =>
  `type = 'DYNAMIC' AND (event_id = ${eventId} OR (event_id IS NULL AND organization_id = ${organizationId}))
   AND valid_from <= now() AND valid_to >= now()`;

export async function findDynamicPromoCodes(
  db: Queryable,
  event: Pick<EventRow, 'id' | 'organizationId'>,
): Promise<PromoCodeRow[]> {
  return db.query<PromoCodeRow>(
    `SELECT ${PROMO_CODE_COLUMNS} FROM promo_code WHERE ${dynamicCodesOf('$1', '$2')} ORDER BY id`,
    [event.id, event.organizationId],
  );
}

/** A service as a reservation checks it; what is left is counted under a lock when the items are taken. */
export type OfferedService = Omit<AdditionalServiceRow, 'taken'>;

export interface ReservationContext {
  event: EventRow;
  categories: CategoryRow[];
  services: OfferedService[];
  dynamicCodes: PromoCodeRow[];
  /** The settings asked for, of the event and of each category (by id), as `settingsFromRows` reads them. */
  settingRows: { event: SettingRow[]; byCategory: Map<number, SettingRow[]> };
}

type SettingRow = { scope: string; key: string; value: string };

/**
 * Everything a reservation is checked against, in one statement: on an on-sale rush the
 * reserve call is the hot path, and each statement costs the database about as much as the
 * work it does.
 */
export async function findReservationContext(
  db: Queryable,
  shortName: string,
  settingKeys: readonly string[],
): Promise<ReservationContext | undefined> {
  const [row] = await db.query<
    EventRow & {
      categories: (Json<CategoryRow> & { settingRows: SettingRow[] })[];
      services: Json<OfferedService>[];
      dynamicCodes: Json<PromoCodeRow>[];
      settingRows: SettingRow[];
    }
  >(
    `SELECT ${EVENT_COLUMNS},
       ${scopedSettingRowsJson({ organizationId: 'e.organization_id', eventId: 'e.id', categoryId: 'null', keys: '$2::text[]' })} AS "settingRows",
       (SELECT coalesce(json_agg(c ORDER BY c.ordinal, c.id), '[]') FROM (
          SELECT ${CATEGORY_COLUMNS},
            ${scopedSettingRowsJson({ organizationId: 'e.organization_id', eventId: 'e.id', categoryId: 'k.id', keys: '$2::text[]' })} AS "settingRows"
          FROM ticket_category k WHERE k.event_id = e.id AND k.active) c) AS categories,
       (SELECT coalesce(json_agg(x ORDER BY x.ordinal, x.id), '[]') FROM (
          SELECT ${SERVICE_COLUMNS} FROM additional_service s WHERE s.event_id = e.id) x) AS services,
       (SELECT coalesce(json_agg(p ORDER BY p.id), '[]') FROM (
          SELECT ${PROMO_CODE_COLUMNS} FROM promo_code WHERE ${dynamicCodesOf('e.id', 'e.organization_id')}) p) AS "dynamicCodes"
     FROM event e
     JOIN organization o ON o.id = e.organization_id
     WHERE e.short_name = $1 AND e.status <> 'DISABLED'`,
    [shortName, [...settingKeys]],
  );
  if (!row) return undefined;
  const { categories, services, dynamicCodes, settingRows, ...event } = row;
  return {
    event,
    categories: categories.map(({ settingRows: _, ...c }) => ({
      ...c,
      ...instants<CategoryRow, 'inception' | 'expiration' | 'ticketValidityStart' | 'ticketValidityEnd'>(
        c,
        'inception',
        'expiration',
        'ticketValidityStart',
        'ticketValidityEnd',
      ),
    })),
    settingRows: { event: settingRows, byCategory: new Map(categories.map((c) => [c.id, c.settingRows])) },
    services: services.map((s) => ({ ...s, ...instants(s, 'inception', 'expiration') })),
    dynamicCodes: dynamicCodes.map((p) => ({ ...p, ...instants(p, 'validFrom', 'validTo') })),
  };
}

/** A row as JSON gives it: instants are ISO strings. */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

function instants<T, K extends keyof T>(row: Json<T>, ...keys: K[]): Pick<T, K> {
  const result: Partial<Record<K, Date | null>> = {};
  for (const key of keys) {
    const value = row[key] as string | null;
    result[key] = value === null ? null : new Date(value);
  }
  return result as Pick<T, K>;
}

export interface SpecialPriceRow {
  id: number;
  code: string;
  status: 'WAITING' | 'FREE' | 'PENDING' | 'TAKEN' | 'CANCELLED';
  categoryId: number;
  priceCents: number;
  categoryActive: boolean;
}

/** A single-use token of one of the event's categories. */
export async function findSpecialPrice(
  db: Queryable,
  eventId: number,
  code: string,
): Promise<SpecialPriceRow | undefined> {
  const [row] = await db.query<SpecialPriceRow>(
    `SELECT sp.id, sp.code, sp.status, sp.ticket_category_id AS "categoryId", sp.price_cents AS "priceCents",
       c.active AS "categoryActive"
     FROM special_price sp JOIN ticket_category c ON c.id = sp.ticket_category_id
     WHERE sp.code = $2 AND c.event_id = $1`,
    [eventId, code],
  );
  return row;
}

export interface EventFacts {
  /** At least one subscription descriptor is linked to the event. */
  canApplySubscriptions: boolean;
  /** Codes buyers can type exist for the event or its organization (dynamic ones are never typed). */
  hasPromoCodes: boolean;
  hasAccessRestrictedCategory: boolean;
}

export interface EventPageRow {
  event: EventRow;
  /** The settings that apply to the event among the keys asked for, as `settingsFromRows` reads them. */
  settingRows: { scope: string; key: string; value: string }[];
  facts: EventFacts;
  /** As `findTranslationOverrides` gives them. */
  overrides: { lang: string; key: string; message: string }[];
  /** What `countPublicFreeTickets` counts, read only when DISPLAY_TICKETS_LEFT_INDICATOR is on; else null. */
  ticketsLeft: number | null;
}

/**
 * Everything the event's page answer is built from, in one statement: at an on-sale peak every
 * buyer loads it, and each statement costs a round trip and a plan of its own. What is left for
 * sale is read here too, so the answer never shows more than the database holds.
 */
export async function findEventPage(
  db: Queryable,
  shortName: string,
  settingKeys: readonly string[],
): Promise<EventPageRow | undefined> {
  const [row] = await db.query<EventRow & EventFacts & Pick<EventPageRow, 'settingRows' | 'overrides' | 'ticketsLeft'>>(
    `SELECT ${EVENT_COLUMNS},
       ${scopedSettingRowsJson({ organizationId: 'e.organization_id', eventId: 'e.id', categoryId: 'null', keys: '$2::text[]' })} AS "settingRows",
       ${eventFacts('e.id', 'e.organization_id')},
       (SELECT coalesce(json_agg(json_build_object('lang', x.lang, 'key', x.key, 'message', x.message)
                                 ORDER BY CASE x.scope WHEN 'SYSTEM' THEN 0 WHEN 'ORGANIZATION' THEN 1 ELSE 2 END, x.id), '[]')
        FROM translation_override x
        WHERE ${overridesOf('x', 'e.id', 'e.organization_id')}) AS overrides,
       CASE WHEN (SELECT lower(trim(c.value)) = 'true' FROM configuration c
                  WHERE c.key = 'DISPLAY_TICKETS_LEFT_INDICATOR'
                    AND (c.scope = 'SYSTEM' OR (c.scope = 'ORGANIZATION' AND c.organization_id = e.organization_id)
                         OR (c.scope = 'EVENT' AND c.event_id = e.id))
                  ORDER BY CASE c.scope WHEN 'EVENT' THEN 0 WHEN 'ORGANIZATION' THEN 1 ELSE 2 END LIMIT 1)
         THEN (SELECT coalesce(sum(t.tickets), 0)::int FROM (${ticketsForSale('e.id')}) t WHERE ${publicCategoryOf('t', 'e.id')})
       END AS "ticketsLeft"
     FROM event e
     JOIN organization o ON o.id = e.organization_id
     WHERE e.short_name = $1 AND e.status <> 'DISABLED'`,
    [shortName, [...settingKeys]],
  );
  if (!row) return undefined;
  const {
    settingRows,
    overrides,
    ticketsLeft,
    canApplySubscriptions,
    hasPromoCodes,
    hasAccessRestrictedCategory,
    ...event
  } = row;
  return {
    event,
    settingRows,
    facts: { canApplySubscriptions, hasPromoCodes, hasAccessRestrictedCategory },
    overrides,
    ticketsLeft,
  };
}

/** SQL select list of the `EventFacts` columns; the arguments are SQL expressions. */
const eventFacts = (eventId: string, organizationId: string) =>
  `EXISTS (SELECT 1 FROM subscription_event WHERE event_id = ${eventId}) AS "canApplySubscriptions",
   EXISTS (SELECT 1 FROM promo_code WHERE type <> 'DYNAMIC' AND (event_id = ${eventId} OR (event_id IS NULL AND organization_id = ${organizationId}))) AS "hasPromoCodes",
   EXISTS (SELECT 1 FROM ticket_category WHERE event_id = ${eventId} AND active AND access_restricted) AS "hasAccessRestrictedCategory"`;

/** SQL condition: an override (under `alias`) of a scope that applies to the event. */
const overridesOf = (alias: string, eventId: string, organizationId: string) =>
  `(${alias}.scope = 'SYSTEM' OR (${alias}.scope = 'ORGANIZATION' AND ${alias}.organization_id = ${organizationId})
    OR (${alias}.scope = 'EVENT' AND ${alias}.event_id = ${eventId}))`;

/**
 * The event's tickets for sale as rows of `category_id` and a number of `tickets` (to be summed):
 * its FREE rows as the database counts them, and the rows of holds past their validity, in the
 * category their release will give them. `eventId` is an SQL expression.
 */
export function ticketsForSale(eventId: string): string {
  return `SELECT s.category_id, s.free AS tickets FROM ticket_stock s WHERE s.event_id = ${eventId}
    UNION ALL SELECT x.category_id, 1 AS tickets FROM (${ticketsOfExpiredHolds(eventId)}) x`;
}

/**
 * SQL condition: a row of `ticketsForSale` (under `alias`) that a buyer without a code can get,
 * of an active, unrestricted category whose sale has not ended, or of the shared pool while such
 * a category draws from it.
 */
export function publicCategoryOf(alias: string, eventId: string): string {
  return `(${alias}.category_id IN (SELECT c.id FROM ticket_category c
                                   WHERE c.event_id = ${eventId} AND c.active AND NOT c.access_restricted AND c.expiration > now())
     OR (${alias}.category_id IS NULL AND EXISTS (SELECT 1 FROM ticket_category c
                                                 WHERE c.event_id = ${eventId} AND NOT c.bounded AND c.active
                                                   AND NOT c.access_restricted AND c.expiration > now())))`;
}

/** Override messages of every scope that applies to the event, in merge order: system, organization, event. */
export async function findTranslationOverrides(
  db: Queryable,
  event: Pick<EventRow, 'id' | 'organizationId'>,
): Promise<{ lang: string; key: string; message: string }[]> {
  return db.query(
    `SELECT lang, key, message
     FROM translation_override x
     WHERE ${overridesOf('x', '$1', '$2')}
     ORDER BY CASE scope WHEN 'SYSTEM' THEN 0 WHEN 'ORGANIZATION' THEN 1 ELSE 2 END, id`,
    [event.id, event.organizationId],
  );
}

/** Payment methods the event offers: the static method of each proxy and the ids of its custom methods. */
export async function findCustomPaymentMethodIds(db: Queryable, eventId: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT m.id FROM event_custom_payment_method ecpm JOIN custom_payment_method m ON m.id = ecpm.custom_payment_method_id
     WHERE ecpm.event_id = $1 AND NOT m.deleted`,
    [eventId],
  );
  return rows.map((row) => row.id);
}

export interface HeldTicketCategory {
  categoryId: number;
  ticketValidityStart: Date | null;
  ticketValidityEnd: Date | null;
}

/** The category of a ticket of the event, by the internal uuid e-mail links carry. */
export async function findTicketCategoryByTicketUuid(
  db: Queryable,
  eventId: number,
  ticketUuid: string,
): Promise<HeldTicketCategory | undefined> {
  const [row] = await db.query<HeldTicketCategory>(
    `SELECT c.id AS "categoryId", c.ticket_validity_start AS "ticketValidityStart", c.ticket_validity_end AS "ticketValidityEnd"
     FROM ticket t JOIN ticket_category c ON c.id = t.category_id
     WHERE t.uuid = $2::uuid AND t.event_id = $1`,
    [eventId, ticketUuid],
  );
  return row;
}
