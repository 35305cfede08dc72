import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { DemoClock } from './demo-clock.ts';
import type { DemoCategory, DemoField, DemoSubscription, PaymentProxy } from './demo-model.ts';
import { fixedMethodsOf } from '../modules/payment/payment-providers.ts';
import { priceOf, sumPrices, vatStatusOf, type PriceParts } from '../modules/reservation/pricing/item-price.ts';
import { demoPeople } from './demo-organizations.ts';

/**
 * The demo's past orders: completed reservations with their tickets, supplements, subscriptions,
 * payments and field values. Each batch is written with a handful of statements, so loading the
 * demo stays quick enough for every test that starts the server.
 */

/** Where a completed demo order was bought. */
export interface SaleContext {
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  languages: string[];
  currency: string | null;
  vat: string;
  vatIncluded: boolean;
  paymentProxies: PaymentProxy[];
  customPaymentMethodId: string | null;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

export type InsertedField = DemoField & { id: number; categoryIds: number[] };

export interface CategorySale {
  category: DemoCategory;
  categoryId: number;
  count: number;
  /** Fields asked for this category's tickets. */
  fields: InsertedField[];
  /** MANDATORY_ONE_FOR_TICKET supplements: one item per ticket. */
  mandatory: { id: number; price: PriceParts }[];
}

interface Order {
  id: string;
  buyer: Person;
  holders: Person[];
  language: string;
  createdAt: Date;
  confirmedAt: Date;
  proxy: Exclude<PaymentProxy, 'TEST_GATEWAY'> | 'NONE';
  total: PriceParts;
}

/** Order sizes of the demo's past orders, capped by the category's maximum per reservation. */
const ORDER_SIZES = [2, 1, 3, 1, 2, 4, 1, 2, 3, 1];
const HOUR_MS = 3_600_000;

export async function sellTickets(
  q: Queryable,
  clock: DemoClock,
  context: SaleContext,
  sale: CategorySale,
  people: () => Person,
): Promise<void> {
  const maxPerOrder = sale.category.maxPerReservation ?? 5;
  const sizes: number[] = [];
  for (let left = sale.count, i = 0; left > 0; i++) {
    const size = Math.min(ORDER_SIZES[i % ORDER_SIZES.length] ?? 1, maxPerOrder, left);
    sizes.push(size);
    left -= size;
  }
  const ticketPrice = priceOf(sale.category.priceCents, 0, context.vat, context.vatIncluded);
  const perTicket = sumPrices([ticketPrice, ...sale.mandatory.map((service) => service.price)]);
  const from = Math.max(sale.category.inception.getTime(), clock.shift(-60).getTime());
  const to = Math.min(sale.category.expiration.getTime(), clock.now.getTime()) - HOUR_MS;
  const orders = sizes.map((size, index) => {
    const holders = Array.from({ length: size }, () => people());
    return order(
      context,
      index,
      spread(from, to, index, sizes.length),
      holders,
      sumPrices(Array.from({ length: size }, () => perTicket)),
    );
  });
  await insertCompletedReservations(q, context, orders);

  const holders = orders.flatMap((o) => o.holders.map((holder) => ({ reservationId: o.id, ...holder })));
  const tickets = await q.query<{ id: number }>(
    `INSERT INTO ticket (event_id, category_id, status, reservation_id, first_name, last_name, full_name, email,
       user_language, src_price_cents, vat_cents, final_price_cents, currency_code, vat_status, created_at, updated_at)
     SELECT $1, $2, 'ACQUIRED', r.id, h.first_name, h.last_name, h.first_name || ' ' || h.last_name, h.email,
       r.user_language, $3, $4, $5, $6, $7, r.confirmed_at, r.confirmed_at
     FROM unnest($8::uuid[], $9::text[], $10::text[], $11::text[]) WITH ORDINALITY AS h(reservation_id, first_name, last_name, email, position)
     JOIN reservation r ON r.id = h.reservation_id
     ORDER BY h.position
     RETURNING id`,
    [
      context.eventId,
      sale.categoryId,
      ticketPrice.src,
      ticketPrice.vat,
      ticketPrice.final,
      context.currency,
      vatStatusOf(context.currency, context.vat, context.vatIncluded),
      holders.map((h) => h.reservationId),
      holders.map((h) => h.firstName),
      holders.map((h) => h.lastName),
      holders.map((h) => h.email),
    ],
  );
  const ticketIds = tickets.map((t) => t.id);

  for (const service of sale.mandatory) {
    await q.query(
      `INSERT INTO additional_service_item (reservation_id, additional_service_id, ticket_id, status, src_price_cents,
         vat_cents, final_price_cents, currency_code, created_at)
       SELECT t.reservation_id, $2, t.id, 'ACQUIRED', $3, $4, $5, t.currency_code, t.created_at
       FROM ticket t WHERE t.id = ANY($1::bigint[])`,
      [ticketIds, service.id, service.price.src, service.price.vat, service.price.final],
    );
  }
  await insertFieldValues(
    q,
    sale.fields,
    ticketIds.map((ticketId) => ({ ticketId })),
  );
}

export async function sellSubscriptions(
  q: Queryable,
  clock: DemoClock,
  context: SaleContext,
  subscription: DemoSubscription,
  fields: InsertedField[],
  people: () => Person,
): Promise<void> {
  if (subscription.sold === 0) return;
  const subscriptionPrice = priceOf(subscription.priceCents, 0, subscription.vat, subscription.vatIncluded);
  const from = subscription.onSaleFrom.getTime();
  const to = clock.now.getTime() - HOUR_MS;
  const orders = Array.from({ length: subscription.sold }, (_, index) => {
    const owner = people();
    return order(context, index, spread(from, to, index, subscription.sold), [owner], subscriptionPrice);
  });
  await insertCompletedReservations(q, context, orders);

  const validity = orders.map((o) => subscriptionValidity(subscription, o.confirmedAt));
  const rows = await q.query<{ id: string }>(
    `INSERT INTO subscription (subscription_descriptor_id, reservation_id, status, first_name, last_name, email,
       max_entries, valid_from, valid_to, src_price_cents, vat_cents, final_price_cents, currency_code, created_at, updated_at)
     SELECT $1, r.id, 'ACQUIRED', r.first_name, r.last_name, r.email, $2, v.valid_from, v.valid_to, $3, $4, $5,
       r.currency_code, r.confirmed_at, r.confirmed_at
     FROM unnest($6::uuid[], $7::timestamptz[], $8::timestamptz[]) WITH ORDINALITY AS v(reservation_id, valid_from, valid_to, position)
     JOIN reservation r ON r.id = v.reservation_id
     ORDER BY v.position
     RETURNING id`,
    [
      context.subscriptionDescriptorId,
      subscription.maxEntries,
      subscriptionPrice.src,
      subscriptionPrice.vat,
      subscriptionPrice.final,
      orders.map((o) => o.id),
      validity.map(([validFrom]) => validFrom?.toISOString() ?? null),
      validity.map(([, validTo]) => validTo?.toISOString() ?? null),
    ],
  );
  await insertFieldValues(
    q,
    fields,
    rows.map((row) => ({ subscriptionId: row.id })),
  );
}

function order(context: SaleContext, index: number, confirmedAt: Date, holders: Person[], total: PriceParts): Order {
  // The demo's past orders were paid for real; the test gateway is there for visitors to try.
  const proxies = context.paymentProxies.filter(
    (candidate): candidate is Exclude<PaymentProxy, 'TEST_GATEWAY'> => candidate !== 'TEST_GATEWAY',
  );
  const proxy = total.final === 0 ? 'NONE' : proxies[index % proxies.length];
  if (proxy === undefined) throw new Error('a paid demo order needs a payment proxy');
  return {
    id: randomUUID(),
    buyer: holders[0] ?? { firstName: 'Alex', lastName: 'Example', email: 'alex.example@example.com' },
    holders,
    language: context.languages[index % context.languages.length] ?? 'en',
    createdAt: new Date(confirmedAt.getTime() - 10 * 60_000),
    confirmedAt,
    proxy,
    total,
  };
}

/** The index-th of `count` instants spread evenly between `from` and `to`. */
function spread(from: number, to: number, index: number, count: number): Date {
  return new Date(from + ((index + 1) * (to - from)) / (count + 1));
}

/** The method a demo payment records: a free order records NONE, a custom offline one no fixed id. */
function paymentMethodOf(proxy: PaymentProxy | 'NONE'): string | null {
  return proxy === 'NONE' ? 'NONE' : (fixedMethodsOf(proxy)[0] ?? null);
}

/** Completed reservations with their payment and audit entries; free orders have no payment. */
async function insertCompletedReservations(q: Queryable, context: SaleContext, orders: Order[]): Promise<void> {
  const metadata = {
    hideContactData: false,
    readyForConfirmation: true,
    finalized: true,
    hideConfirmationButtons: false,
    lockEmailEdit: false,
  };
  await q.query(
    `INSERT INTO reservation (id, status, purchase_context_type, event_id, subscription_descriptor_id, validity, validated,
       first_name, last_name, full_name, email, user_language, vat_status, used_vat_percent, src_price_cents, vat_cents,
       final_price_cents, currency_code, payment_method, payment_proxy, metadata, created_at, confirmed_at, registered_at)
     SELECT o.id, 'COMPLETE', $1, $2, $3, o.created_at + interval '25 minutes', true, o.first_name, o.last_name,
       o.first_name || ' ' || o.last_name, o.email, o.language, $4, $5, o.src, o.vat, o.final, $6, o.method, o.proxy,
       $7::text::jsonb, o.created_at, o.confirmed_at, o.confirmed_at
     FROM unnest($8::uuid[], $9::text[], $10::text[], $11::text[], $12::text[], $13::integer[], $14::integer[],
       $15::integer[], $16::text[], $17::text[], $18::timestamptz[], $19::timestamptz[])
       AS o(id, first_name, last_name, email, language, src, vat, final, method, proxy, created_at, confirmed_at)`,
    [
      context.eventId === null ? 'subscription' : 'event',
      context.eventId,
      context.subscriptionDescriptorId,
      vatStatusOf(context.currency, context.vat, context.vatIncluded),
      context.currency === null ? null : context.vat,
      context.currency,
      JSON.stringify(metadata),
      orders.map((o) => o.id),
      orders.map((o) => o.buyer.firstName),
      orders.map((o) => o.buyer.lastName),
      orders.map((o) => o.buyer.email),
      orders.map((o) => o.language),
      orders.map((o) => o.total.src),
      orders.map((o) => o.total.vat),
      orders.map((o) => o.total.final),
      orders.map((o) => paymentMethodOf(o.proxy)),
      orders.map((o) => o.proxy),
      orders.map((o) => o.createdAt.toISOString()),
      orders.map((o) => o.confirmedAt.toISOString()),
    ],
  );
  const ids = orders.map((o) => o.id);
  await q.query(
    `INSERT INTO payment_transaction (reservation_id, payment_proxy, payment_method, custom_payment_method_id, status,
       amount_cents, currency_code, created_at, updated_at, completed_at)
     SELECT r.id, r.payment_proxy, r.payment_method, CASE WHEN r.payment_proxy = 'CUSTOM_OFFLINE' THEN $2::uuid END,
       'COMPLETE', r.final_price_cents, r.currency_code, r.created_at, r.confirmed_at, r.confirmed_at
     FROM reservation r WHERE r.id = ANY($1::uuid[]) AND r.payment_proxy <> 'NONE'`,
    [ids, context.customPaymentMethodId],
  );
  await q.query(
    `INSERT INTO audit_log (reservation_id, event_id, subscription_descriptor_id, event_type, entity_type, entity_id, created_at)
     SELECT r.id, r.event_id, r.subscription_descriptor_id, 'RESERVATION_COMPLETE', 'RESERVATION', r.id::text, r.confirmed_at
     FROM reservation r WHERE r.id = ANY($1::uuid[])`,
    [ids],
  );
}

/** Values for the required fields of sold tickets and subscriptions, so the demo's orders are complete. */
async function insertFieldValues(
  q: Queryable,
  fields: InsertedField[],
  owners: ({ ticketId: number } | { subscriptionId: string })[],
): Promise<void> {
  const rows: { fieldId: number; ticketId: number | null; subscriptionId: string | null; value: string }[] = [];
  for (const [position, owner] of owners.entries()) {
    for (const field of fields) {
      const value = field.required ? demoValue(field, position) : null;
      if (value === null) continue;
      rows.push({
        fieldId: field.id,
        ticketId: 'ticketId' in owner ? owner.ticketId : null,
        subscriptionId: 'subscriptionId' in owner ? owner.subscriptionId : null,
        value,
      });
    }
  }
  if (rows.length === 0) return;
  await q.query(
    `INSERT INTO additional_field_value (field_id, ticket_id, subscription_id, field_index, value)
     SELECT v.field_id, v.ticket_id, v.subscription_id, 0, v.value
     FROM unnest($1::integer[], $2::bigint[], $3::uuid[], $4::text[]) AS v(field_id, ticket_id, subscription_id, value)`,
    [
      rows.map((r) => r.fieldId),
      rows.map((r) => r.ticketId),
      rows.map((r) => r.subscriptionId),
      rows.map((r) => r.value),
    ],
  );
}

const DEMO_COUNTRIES = ['CH', 'DE', 'IT', 'FR', 'AT', 'NL'];
const DEMO_COMPANIES = [
  'Keller Informatik AG',
  'Lakeside Labs',
  'Bergwerk Software GmbH',
  'Nordlicht Systems',
  'Studio Ponte',
];

function demoValue(field: DemoField, seed: number): string | null {
  const allowed = (field.restrictedValues ?? []).filter((value) => !(field.disabledValues ?? []).includes(value));
  switch (field.type) {
    case 'country':
      return DEMO_COUNTRIES[seed % DEMO_COUNTRIES.length] ?? null;
    case 'select':
    case 'radio':
      return allowed[seed % allowed.length] ?? null;
    case 'input:dateOfBirth':
      return `${1990 + (seed % 12)}-0${1 + (seed % 9)}-1${seed % 10}`;
    case 'input:text':
    case 'textarea':
      return DEMO_COMPANIES[seed % DEMO_COMPANIES.length] ?? null;
    case 'input:tel':
      return `+41 79 555 ${String(1000 + seed).slice(-4)}`;
    case 'checkbox':
    case 'vat:eu':
      return null;
  }
}

function subscriptionValidity(subscription: DemoSubscription, purchasedAt: Date): [Date | null, Date | null] {
  const validity = subscription.validity;
  switch (validity.type) {
    case 'NOT_SET':
      return [null, null];
    case 'CUSTOM':
      return [validity.from, validity.to];
    case 'STANDARD': {
      const end = new Date(purchasedAt);
      if (validity.unit === 'DAYS') end.setUTCDate(end.getUTCDate() + validity.units);
      if (validity.unit === 'MONTHS') end.setUTCMonth(end.getUTCMonth() + validity.units);
      if (validity.unit === 'YEARS') end.setUTCFullYear(end.getUTCFullYear() + validity.units);
      return [purchasedAt, end];
    }
  }
}

/** The demo's people in turn, each with an address at example.com. */
export function peopleCycle(): () => Person {
  let next = 0;
  return () => {
    const [firstName, lastName] = demoPeople[next++ % demoPeople.length] ?? ['Alex', 'Example'];
    return { firstName, lastName, email: `${ascii(firstName)}.${ascii(lastName)}@example.com` };
  };
}

function ascii(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}
