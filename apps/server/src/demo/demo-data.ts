import type { Database, Queryable } from '../db/database.ts';
import { demoClock, type DemoClock } from './demo-clock.ts';
import { demoEvents } from './demo-events.ts';
import { initialsSvg, storeSvg } from './demo-images.ts';
import type {
  DemoCategory,
  DemoEvent,
  DemoField,
  DemoOrganization,
  DemoSubscription,
  Localized,
  Settings,
} from './demo-model.ts';
import {
  peopleCycle,
  sellSubscriptions,
  sellTickets,
  type InsertedField,
  type Person,
  type SaleContext,
} from './demo-orders.ts';
import { demoBuyerAccount, demoOrganizations, demoSystemSettings } from './demo-organizations.ts';
import { demoSubscriptions } from './demo-subscriptions.ts';
import { priceOf, type PriceParts } from '../modules/reservation/pricing/item-price.ts';

/** Any fixed number other than the migration lock: processes starting together load the demo once. */
const DEMO_LOCK = 4_242_002;

/** Tables a reset leaves alone: the migration record and the secrets running processes hold. */
const KEPT_TABLES = ['schema_migration', 'server_secret'];

export interface DemoSummary {
  organizations: number;
  events: number;
  subscriptionDescriptors: number;
  tickets: number;
  reservations: number;
}

/** Loads the demo into a database that has no organizer yet; true when it did. */
export async function loadDemoDataIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
    const [row] = await tx.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM organization) AS present');
    if (row?.present) return false;
    await writeDemo(tx, demoClock(now));
    return true;
  });
}

/** Empties every table (but the kept ones) and loads the demo again, in one transaction. */
export async function resetDemoData(db: Database, now = new Date()): Promise<DemoSummary> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
    const tables = await tx.query<{ tablename: string }>(
      'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> ALL($1::text[]) ORDER BY tablename',
      [KEPT_TABLES],
    );
    if (tables.length > 0) {
      await tx.query(
        `TRUNCATE TABLE ${tables.map((t) => quoteIdentifier(t.tablename)).join(', ')} RESTART IDENTITY CASCADE`,
      );
    }
    await writeDemo(tx, demoClock(now));
    return summarize(tx);
  });
}

export async function summarize(q: Queryable): Promise<DemoSummary> {
  const [row] = await q.query<DemoSummary>(
    `SELECT (SELECT count(*) FROM organization) AS "organizations",
            (SELECT count(*) FROM event) AS "events",
            (SELECT count(*) FROM subscription_descriptor) AS "subscriptionDescriptors",
            (SELECT count(*) FROM ticket) AS "tickets",
            (SELECT count(*) FROM reservation) AS "reservations"`,
  );
  if (!row) throw new Error('no summary row');
  return row;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

interface OrganizationRow {
  id: number;
  customPaymentMethods: Map<string, string>;
}

interface EventRow {
  id: number;
  organizationId: number;
  currency: string | null;
}

async function writeDemo(q: Queryable, clock: DemoClock): Promise<void> {
  const people = peopleCycle();
  await insertSettings(q, 'SYSTEM', null, demoSystemSettings);

  const organizations = new Map<string, OrganizationRow>();
  for (const organization of demoOrganizations) {
    organizations.set(organization.slug, await insertOrganization(q, organization));
  }
  const organizationOf = (slug: string) => {
    const organization = organizations.get(slug);
    if (!organization) throw new Error(`unknown organizer ${slug}`);
    return organization;
  };

  const events = new Map<string, EventRow>();
  for (const event of demoEvents(clock)) {
    events.set(event.shortName, await insertEvent(q, clock, event, organizationOf(event.organization), people));
  }
  for (const subscription of demoSubscriptions(clock)) {
    await insertSubscription(q, clock, subscription, organizationOf(subscription.organization).id, events, people);
  }
  await insertBuyerAccount(q);
}

const SCOPE_COLUMNS = {
  SYSTEM: null,
  ORGANIZATION: 'organization_id',
  EVENT: 'event_id',
  CATEGORY: 'ticket_category_id',
  SUBSCRIPTION: 'subscription_descriptor_id',
} as const;

async function insertSettings(
  q: Queryable,
  scope: keyof typeof SCOPE_COLUMNS,
  target: number | string | null,
  settings: Settings | undefined,
): Promise<void> {
  const entries = Object.entries(settings ?? {});
  if (entries.length === 0) return;
  const targetOf = (column: string) => (SCOPE_COLUMNS[scope] === column ? target : null);
  await q.query(
    `INSERT INTO configuration (scope, organization_id, event_id, ticket_category_id, subscription_descriptor_id, key, value)
     SELECT $1, $2::integer, $3::integer, $4::integer, $5::uuid, s.key, s.value FROM unnest($6::text[], $7::text[]) AS s(key, value)`,
    [
      scope,
      targetOf('organization_id'),
      targetOf('event_id'),
      targetOf('ticket_category_id'),
      targetOf('subscription_descriptor_id'),
      entries.map(([key]) => key),
      entries.map(([, value]) => value),
    ],
  );
}

async function insertTranslationOverrides(
  q: Queryable,
  target: { organizationId: number } | { eventId: number },
  overrides: Record<string, Record<string, string>> | undefined,
): Promise<void> {
  const rows = Object.entries(overrides ?? {}).flatMap(([lang, messages]) =>
    Object.entries(messages).map(([key, message]) => ({ lang, key, message })),
  );
  if (rows.length === 0) return;
  const [scope, organizationId, eventId] =
    'eventId' in target ? ['EVENT', null, target.eventId] : ['ORGANIZATION', target.organizationId, null];
  await q.query(
    `INSERT INTO translation_override (scope, organization_id, event_id, lang, key, message)
     SELECT $1, $2::integer, $3::integer, o.lang, o.key, o.message FROM unnest($4::text[], $5::text[], $6::text[]) AS o(lang, key, message)`,
    [scope, organizationId, eventId, rows.map((r) => r.lang), rows.map((r) => r.key), rows.map((r) => r.message)],
  );
}

async function insertOrganization(q: Queryable, organization: DemoOrganization): Promise<OrganizationRow> {
  const id = await insertReturningId<number>(
    q,
    'INSERT INTO organization (slug, external_id, name, email, description) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [organization.slug, organization.externalId, organization.name, organization.email, organization.description],
  );
  await insertSettings(q, 'ORGANIZATION', id, organization.settings);
  await insertTranslationOverrides(q, { organizationId: id }, organization.translationOverrides);
  await q.query('INSERT INTO invoice_sequence (organization_id) VALUES ($1)', [id]);
  const customPaymentMethods = new Map<string, string>();
  for (const method of organization.customPaymentMethods ?? []) {
    const methodId = await insertReturningId<string>(
      q,
      'INSERT INTO custom_payment_method (organization_id, localizations) VALUES ($1, $2::text::jsonb) RETURNING id',
      [id, JSON.stringify(method.localizations)],
    );
    customPaymentMethods.set(method.key, methodId);
  }
  return { id, customPaymentMethods };
}

async function insertEvent(
  q: Queryable,
  clock: DemoClock,
  event: DemoEvent,
  organization: OrganizationRow,
  people: () => Person,
): Promise<EventRow> {
  const imageId = await storeSvg(q, initialsSvg(event.displayName, event.color));
  const eventId = await insertReturningId<number>(
    q,
    `INSERT INTO event (organization_id, short_name, status, format, display_name, description, website_url, terms_url,
       privacy_url, location, latitude, longitude, time_zone, start_at, end_at, currency, vat, vat_included,
       content_languages, file_blob_id, tags, capacity, allowed_payment_proxies, metadata)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19::text[], $20, $21::text[], $22, $23::text[], $24::text::jsonb)
     RETURNING id`,
    [
      organization.id,
      event.shortName,
      event.status,
      event.format,
      event.displayName,
      JSON.stringify(event.description),
      event.websiteUrl,
      event.termsUrl,
      event.privacyUrl,
      event.location,
      event.coordinates?.[0] ?? null,
      event.coordinates?.[1] ?? null,
      event.timeZone,
      event.start,
      event.end,
      event.currency,
      event.vat,
      event.vatIncluded,
      event.languages,
      imageId,
      event.tags,
      event.capacity,
      event.paymentProxies,
      JSON.stringify(event.metadata ?? {}),
    ],
  );
  await insertSettings(q, 'EVENT', eventId, event.settings);
  await insertTranslationOverrides(q, { eventId }, event.translationOverrides);

  const customPaymentMethodIds = (event.customPaymentMethods ?? []).map((key) => {
    const id = organization.customPaymentMethods.get(key);
    if (!id) throw new Error(`${event.shortName}: unknown custom payment method ${key}`);
    return id;
  });
  for (const methodId of customPaymentMethodIds) {
    await q.query('INSERT INTO event_custom_payment_method (event_id, custom_payment_method_id) VALUES ($1, $2)', [
      eventId,
      methodId,
    ]);
  }

  const categoryIds = new Map<string, number>();
  for (const [ordinal, category] of event.categories.entries()) {
    categoryIds.set(category.key, await insertCategory(q, eventId, category, ordinal));
  }
  const categoryId = (key: string) => {
    const id = categoryIds.get(key);
    if (id === undefined) throw new Error(`${event.shortName}: unknown category ${key}`);
    return id;
  };

  const serviceIds = new Map<string, number>();
  const mandatory: { id: number; price: PriceParts }[] = [];
  for (const [ordinal, service] of (event.additionalServices ?? []).entries()) {
    const id = await insertReturningId<number>(
      q,
      `INSERT INTO additional_service (event_id, type, supplement_policy, fix_price, price_cents, available_quantity,
         max_qty_per_order, inception, expiration, ordinal, title, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12::text::jsonb) RETURNING id`,
      [
        eventId,
        service.type,
        service.policy,
        service.fixPrice,
        service.priceCents,
        service.availableQuantity,
        service.maxQtyPerOrder,
        service.inception,
        service.expiration,
        ordinal,
        JSON.stringify(service.title),
        JSON.stringify(service.description),
      ],
    );
    serviceIds.set(service.key, id);
    if (service.policy === 'MANDATORY_ONE_FOR_TICKET')
      mandatory.push({ id, price: priceOf(service.priceCents, 0, event.vat, event.vatIncluded) });
  }

  const fields: InsertedField[] = [];
  for (const field of event.fields ?? []) {
    const serviceId = field.additionalService === undefined ? null : serviceIds.get(field.additionalService);
    if (serviceId === undefined)
      throw new Error(`${event.shortName}: unknown additional service ${field.additionalService}`);
    const categories = (field.categories ?? []).map(categoryId);
    const owner = {
      eventId,
      context: serviceId === null ? 'ATTENDEE' : 'ADDITIONAL_SERVICE',
      additionalServiceId: serviceId,
    } as const;
    fields.push({ ...field, id: await insertField(q, owner, field, categories), categoryIds: categories });
  }

  await insertPromoCodes(q, event, eventId, organization.id, categoryId);

  const context: SaleContext = {
    eventId,
    subscriptionDescriptorId: null,
    languages: event.languages,
    currency: event.currency,
    vat: event.vat,
    vatIncluded: event.vatIncluded,
    paymentProxies: event.paymentProxies,
    customPaymentMethodId: customPaymentMethodIds[0] ?? null,
  };
  await insertInventory(q, clock, event, eventId, categoryIds, async (category, id, count) => {
    const attendeeFields = fields.filter(
      (f) => f.additionalService === undefined && (f.categoryIds.length === 0 || f.categoryIds.includes(id)),
    );
    await sellTickets(
      q,
      clock,
      context,
      { category, categoryId: id, count, fields: attendeeFields, mandatory },
      people,
    );
  });

  await insertWaitingList(q, clock, event, eventId, categoryId);
  await insertPolls(q, event, eventId, organization.id);
  await checkInTickets(q, clock, event, eventId);
  return { id: eventId, organizationId: organization.id, currency: event.currency };
}

async function insertCategory(q: Queryable, eventId: number, category: DemoCategory, ordinal: number): Promise<number> {
  const id = await insertReturningId<number>(
    q,
    `INSERT INTO ticket_category (event_id, name, description, price_cents, bounded, max_tickets, access_restricted,
       inception, expiration, ordinal, ticket_access_type, max_per_reservation)
     VALUES ($1, $2, $3::text::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      eventId,
      category.name,
      JSON.stringify(category.description),
      category.priceCents,
      category.maxTickets !== null,
      category.maxTickets,
      category.accessRestricted ?? false,
      category.inception,
      category.expiration,
      ordinal,
      category.accessType ?? 'INHERIT',
      category.maxPerReservation ?? null,
    ],
  );
  await insertSettings(q, 'CATEGORY', id, category.settings);
  return id;
}

type FieldOwner =
  | { eventId: number; context: 'ATTENDEE' | 'ADDITIONAL_SERVICE'; additionalServiceId: number | null }
  | { subscriptionDescriptorId: string };

async function insertField(q: Queryable, owner: FieldOwner, field: DemoField, categoryIds: number[]): Promise<number> {
  const [eventId, descriptorId, context, serviceId] =
    'eventId' in owner
      ? [owner.eventId, null, owner.context, owner.additionalServiceId]
      : [null, owner.subscriptionDescriptorId, 'SUBSCRIPTION', null];
  return insertReturningId<number>(
    q,
    `INSERT INTO additional_field (event_id, subscription_descriptor_id, context, name, type, required, ordinal,
       min_length, max_length, restricted_values, disabled_values, description, category_ids, additional_service_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11::text[], $12::text::jsonb, $13::integer[], $14) RETURNING id`,
    [
      eventId,
      descriptorId,
      context,
      field.name,
      field.type,
      field.required,
      field.ordinal,
      field.minLength ?? null,
      field.maxLength ?? null,
      field.restrictedValues ?? [],
      field.disabledValues ?? [],
      JSON.stringify(field.description),
      categoryIds,
      serviceId,
    ],
  );
}

async function insertPromoCodes(
  q: Queryable,
  event: DemoEvent,
  eventId: number,
  organizationId: number,
  categoryId: (key: string) => number,
): Promise<void> {
  for (const code of event.promoCodes ?? []) {
    const fixedAmount = code.discountType === 'FIXED_AMOUNT' || code.discountType === 'FIXED_AMOUNT_RESERVATION';
    await q.query(
      `INSERT INTO promo_code (organization_id, event_id, code, type, discount_type, discount_amount, valid_from, valid_to,
         max_usage, category_ids, hidden_category_id, currency, min_tickets, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::integer[], $11, $12, $13, $14)`,
      [
        organizationId,
        eventId,
        code.code,
        code.type,
        code.discountType,
        code.discountAmount,
        code.validFrom,
        code.validTo,
        code.maxUsage ?? null,
        (code.categories ?? []).map(categoryId),
        code.hiddenCategory === undefined ? null : categoryId(code.hiddenCategory),
        fixedAmount ? event.currency : null,
        code.minTickets ?? null,
        code.description,
      ],
    );
  }
}

/**
 * One ticket row per saleable ticket: `maxTickets` rows for each bounded category, and the rest of
 * the event's capacity as rows without category, shared by the unbounded categories. Sold tickets
 * are rows of completed reservations, the others are FREE.
 */
async function insertInventory(
  q: Queryable,
  clock: DemoClock,
  event: DemoEvent,
  eventId: number,
  categoryIds: Map<string, number>,
  sell: (category: DemoCategory, categoryId: number, count: number) => Promise<void>,
): Promise<void> {
  const bounded = event.categories.reduce((sum, c) => sum + (c.maxTickets ?? 0), 0);
  const soldFromPool = event.categories.filter((c) => c.maxTickets === null).reduce((sum, c) => sum + (c.sold ?? 0), 0);
  const pool = event.capacity - bounded - soldFromPool;
  if (pool < 0)
    throw new Error(`${event.shortName}: capacity ${event.capacity} is below the tickets of its categories`);

  const insertFree = async (categoryId: number | null, count: number) => {
    if (count <= 0) return;
    await q.query(
      `INSERT INTO ticket (event_id, category_id, status, created_at, updated_at)
       SELECT $1, $2::integer, 'FREE', $3, $3 FROM generate_series(1, $4)`,
      [eventId, categoryId, clock.shift(-90), count],
    );
  };
  for (const category of event.categories) {
    const categoryId = categoryIds.get(category.key) ?? 0;
    const sold = category.sold ?? 0;
    if (category.maxTickets !== null) {
      if (sold > category.maxTickets) throw new Error(`${event.shortName}: ${category.key} sells more than it has`);
      await insertFree(categoryId, category.maxTickets - sold);
    }
    if (sold > 0) await sell(category, categoryId, sold);
  }
  await insertFree(null, pool);
}

async function insertWaitingList(
  q: Queryable,
  clock: DemoClock,
  event: DemoEvent,
  eventId: number,
  categoryId: (key: string) => number,
): Promise<void> {
  for (const [index, entry] of (event.waitingList ?? []).entries()) {
    await q.query(
      `INSERT INTO waiting_queue (event_id, first_name, last_name, full_name, email, user_language, selected_category_id,
         subscription_type, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        eventId,
        entry.firstName,
        entry.lastName,
        `${entry.firstName} ${entry.lastName}`,
        entry.email,
        entry.language,
        entry.category === undefined ? null : categoryId(entry.category),
        entry.type,
        clock.shift(-(index + 1), -3),
      ],
    );
  }
}

async function insertPolls(q: Queryable, event: DemoEvent, eventId: number, organizationId: number): Promise<void> {
  for (const [ordinal, poll] of (event.polls ?? []).entries()) {
    const pollId = await insertReturningId<number>(
      q,
      `INSERT INTO poll (event_id, organization_id, status, title, description, ordinal)
       VALUES ($1, $2, $3, $4::text::jsonb, $5::text::jsonb, $6) RETURNING id`,
      [
        eventId,
        organizationId,
        poll.status ?? 'OPEN',
        JSON.stringify(poll.title),
        JSON.stringify(poll.description),
        ordinal,
      ],
    );
    await q.query(
      `INSERT INTO poll_option (poll_id, title, ordinal)
       SELECT $1, o.title::jsonb, o.ordinal - 1 FROM unnest($2::text[]) WITH ORDINALITY AS o(title, ordinal)`,
      [pollId, poll.options.map((title) => JSON.stringify(title))],
    );
  }
}

/** The last sold tickets, so that the first orders (a buyer account's among them) stay untouched. */
async function checkInTickets(q: Queryable, clock: DemoClock, event: DemoEvent, eventId: number): Promise<void> {
  for (const uuid of event.checkedInTickets ?? []) {
    await q.query(
      `UPDATE ticket SET uuid = $2, status = 'CHECKED_IN', checked_in_at = $3, updated_at = $3
       WHERE id = (SELECT id FROM ticket WHERE event_id = $1 AND status = 'ACQUIRED' ORDER BY id DESC LIMIT 1)`,
      [eventId, uuid, clock.shift(0, -1)],
    );
  }
}

async function insertSubscription(
  q: Queryable,
  clock: DemoClock,
  subscription: DemoSubscription,
  organizationId: number,
  events: Map<string, EventRow>,
  people: () => Person,
): Promise<void> {
  const title = firstText(subscription.title, subscription.languages);
  const imageId = await storeSvg(q, initialsSvg(title, subscription.color));
  const validity = subscription.validity;
  const descriptorId = await insertReturningId<string>(
    q,
    `INSERT INTO subscription_descriptor (organization_id, title, description, price_cents, currency, vat, vat_included,
       max_entries, validity_type, validity_time_unit, validity_units, validity_from, validity_to, usage_type,
       on_sale_from, on_sale_to, max_available, terms_url, privacy_url, file_blob_id, time_zone, content_languages,
       allowed_payment_proxies)
     VALUES ($1, $2::text::jsonb, $3::text::jsonb, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
       $20, $21, $22::text[], $23::text[])
     RETURNING id`,
    [
      organizationId,
      JSON.stringify(subscription.title),
      JSON.stringify(subscription.description),
      subscription.priceCents,
      subscription.currency,
      subscription.vat,
      subscription.vatIncluded,
      subscription.maxEntries,
      validity.type,
      validity.type === 'STANDARD' ? validity.unit : null,
      validity.type === 'STANDARD' ? validity.units : null,
      validity.type === 'CUSTOM' ? validity.from : null,
      validity.type === 'CUSTOM' ? validity.to : null,
      subscription.usageType,
      subscription.onSaleFrom,
      subscription.onSaleTo,
      subscription.maxAvailable,
      subscription.termsUrl,
      subscription.privacyUrl,
      imageId,
      subscription.timeZone,
      subscription.languages,
      subscription.paymentProxies,
    ],
  );

  for (const link of subscription.events) {
    const event = events.get(link.shortName);
    if (!event) throw new Error(`subscription ${title}: unknown event ${link.shortName}`);
    if (event.organizationId !== organizationId || event.currency !== subscription.currency) {
      throw new Error(`subscription ${title}: ${link.shortName} belongs to another organizer or currency`);
    }
    await q.query(
      'INSERT INTO subscription_event (subscription_descriptor_id, event_id, price_per_ticket_cents) VALUES ($1, $2, $3)',
      [descriptorId, event.id, link.pricePerTicketCents],
    );
  }

  const fields: InsertedField[] = [];
  for (const field of subscription.fields ?? []) {
    fields.push({
      ...field,
      id: await insertField(q, { subscriptionDescriptorId: descriptorId }, field, []),
      categoryIds: [],
    });
  }

  // A limited supply is one row per subscription, claimed like tickets; an unlimited one gets rows when sold.
  if (subscription.maxAvailable !== -1) {
    if (subscription.sold > subscription.maxAvailable) throw new Error(`subscription ${title} sells more than it has`);
    await q.query(
      `INSERT INTO subscription (subscription_descriptor_id, status, max_entries, created_at, updated_at)
       SELECT $1, 'FREE', $2, $3, $3 FROM generate_series(1, $4)`,
      [descriptorId, subscription.maxEntries, subscription.onSaleFrom, subscription.maxAvailable - subscription.sold],
    );
  }

  const context: SaleContext = {
    eventId: null,
    subscriptionDescriptorId: descriptorId,
    languages: subscription.languages,
    currency: subscription.currency,
    vat: subscription.vat,
    vatIncluded: subscription.vatIncluded,
    paymentProxies: subscription.paymentProxies,
    customPaymentMethodId: null,
  };
  await sellSubscriptions(q, clock, context, subscription, fields, people);
}

/** The demo buyer account owns the first order of one event (so the my-orders list has something to show). */
async function insertBuyerAccount(q: Queryable): Promise<void> {
  const account = demoBuyerAccount;
  const userId = await insertReturningId<number>(
    q,
    `INSERT INTO app_user (username, email, first_name, last_name, type) VALUES ($1, $2, $3, $4, 'PUBLIC') RETURNING id`,
    [account.username, account.email, account.firstName, account.lastName],
  );
  await q.query('INSERT INTO user_profile (user_id, billing_details) VALUES ($1, $2::text::jsonb)', [
    userId,
    JSON.stringify(account.billingDetails),
  ]);
  const [order] = await q.query<{ id: string }>(
    `UPDATE reservation SET user_id = $1, first_name = $2, last_name = $3, full_name = $2 || ' ' || $3, email = $4
     WHERE id = (SELECT r.id FROM reservation r JOIN event e ON e.id = r.event_id WHERE e.short_name = $5
                 ORDER BY r.confirmed_at LIMIT 1)
     RETURNING id`,
    [userId, account.firstName, account.lastName, account.email, account.orderOf],
  );
  if (!order) throw new Error(`no demo order of ${account.orderOf} for the buyer account`);
  await q.query(
    `UPDATE ticket SET first_name = $2, last_name = $3, full_name = $2 || ' ' || $3, email = $4
     WHERE id = (SELECT min(id) FROM ticket WHERE reservation_id = $1)`,
    [order.id, account.firstName, account.lastName, account.email],
  );
}

async function insertReturningId<T extends number | string>(q: Queryable, sql: string, params: unknown[]): Promise<T> {
  const [row] = await q.query<{ id: T }>(sql, params);
  if (!row) throw new Error(`no id returned by: ${sql.slice(0, 60)}`);
  return row.id;
}

function firstText(text: Localized, languages: string[]): string {
  return languages.map((lang) => text[lang]).find((value) => value !== undefined) ?? Object.values(text)[0] ?? '';
}
