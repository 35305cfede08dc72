import type { PaymentProxy, ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import type { PaymentContext } from './payment-context.ts';
import { liveReservation } from '../reservation/status/reservation-repository.ts';
import { claimTicketsFor, type ClaimTarget, type TicketRequest } from '../reservation/hold/inventory-claim.ts';

/**
 * What paying for a reservation reads and writes: the reservation's payment columns, the
 * payment transactions (at most one PENDING per reservation), what confirming moves on, and the
 * subscriptions that pay for event tickets.
 */

export interface TransactionRow {
  id: number;
  status: string;
  gatewayId: string | null;
}

/** Whose the reservation is and where it was bought; undefined when it does not exist. */
export async function reservationOwner(
  q: Queryable,
  reservationId: string,
): Promise<{ userId: number | null; eventId: number | null } | undefined> {
  const [row] = await q.query<{ userId: number | null; eventId: number | null }>(
    'SELECT user_id AS "userId", event_id AS "eventId" FROM reservation WHERE id = $1',
    [reservationId.toLowerCase()],
  );
  return row;
}

/** The latest transaction of the reservation made with the static method `method`. */
export async function findTransaction(
  q: Queryable,
  reservationId: string,
  method: string,
): Promise<TransactionRow | null> {
  const [row] = await q.query<TransactionRow>(
    `SELECT id, status, gateway_id AS "gatewayId" FROM payment_transaction
     WHERE reservation_id = $1 AND payment_method = $2 ORDER BY id DESC LIMIT 1`,
    [reservationId.toLowerCase(), method],
  );
  return row ?? null;
}

/** Forgets a token a provider handed back for the pending transaction (a PayPal approval); false when there is none. */
export async function clearPaymentToken(q: Queryable, reservationId: string): Promise<boolean> {
  const rows = await q.query(
    "UPDATE payment_transaction SET token = NULL, updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING' AND token IS NOT NULL RETURNING id",
    [reservationId],
  );
  return rows.length > 0;
}

export async function cancelPendingTransactions(tx: Queryable, reservationId: string): Promise<void> {
  await tx.query(
    "UPDATE payment_transaction SET status = 'CANCELLED', updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING'",
    [reservationId],
  );
}

export interface NewPaymentTransaction {
  reservationId: string;
  proxy: string;
  method: string | null;
  customPaymentMethodId: string | null;
  status: string;
  amountCents: number;
  currency: string | null;
  description: string;
}

/** A COMPLETE transaction is completed now. */
export async function insertPaymentTransaction(tx: Queryable, payment: NewPaymentTransaction): Promise<void> {
  await tx.query(
    `INSERT INTO payment_transaction (reservation_id, payment_proxy, payment_method, custom_payment_method_id, status, amount_cents,
       currency_code, description, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $5 = 'COMPLETE' THEN now() END)`,
    [
      payment.reservationId,
      payment.proxy,
      payment.method,
      payment.customPaymentMethodId,
      payment.status,
      payment.amountCents,
      payment.currency,
      payment.description,
    ],
  );
}

export async function findReservationStatus(q: Queryable, reservationId: string): Promise<ReservationStatus | null> {
  const [row] = await q.query<{ status: ReservationStatus }>('SELECT status FROM reservation WHERE id = $1', [
    reservationId,
  ]);
  return row?.status ?? null;
}

/** The reservation's PENDING tickets, additional services, special prices and waiting-list entries move on. */
export async function settleReservedItems(
  tx: Queryable,
  reservationId: string,
  status: 'TO_BE_PAID' | 'ACQUIRED',
): Promise<void> {
  await tx.query("UPDATE ticket SET status = $2, updated_at = now() WHERE reservation_id = $1 AND status = 'PENDING'", [
    reservationId,
    status,
  ]);
  await tx.query("UPDATE additional_service_item SET status = $2 WHERE reservation_id = $1 AND status = 'PENDING'", [
    reservationId,
    status,
  ]);
  await tx.query(
    "UPDATE special_price SET status = 'TAKEN' WHERE status = 'PENDING' AND id IN (SELECT special_price_id FROM ticket WHERE reservation_id = $1)",
    [reservationId],
  );
  await tx.query("UPDATE waiting_queue SET status = 'ACQUIRED' WHERE reservation_id = $1 AND status = 'PENDING'", [
    reservationId,
  ]);
}

/**
 * A purchased subscription belongs to its owner once the order is confirmed: the contact
 * person unless another owner was named, valid from now (or its fixed dates), with the
 * descriptor's entries.
 */
export async function acquireSubscription(
  tx: Queryable,
  reservationId: string,
  status: 'TO_BE_PAID' | 'ACQUIRED',
): Promise<void> {
  await tx.query(
    `UPDATE subscription s SET status = $2,
       first_name = coalesce(nullif(s.first_name, ''), r.first_name),
       last_name = coalesce(nullif(s.last_name, ''), r.last_name),
       email = coalesce(nullif(s.email, ''), r.email),
       max_entries = d.max_entries,
       valid_from = CASE d.validity_type WHEN 'CUSTOM' THEN coalesce(d.validity_from, now()) WHEN 'STANDARD' THEN now() END,
       valid_to = CASE d.validity_type
         WHEN 'CUSTOM' THEN d.validity_to
         WHEN 'STANDARD' THEN now() + CASE d.validity_time_unit
           WHEN 'DAYS' THEN make_interval(days => d.validity_units)
           WHEN 'MONTHS' THEN make_interval(months => d.validity_units)
           ELSE make_interval(years => d.validity_units) END
         END,
       updated_at = now()
     FROM reservation r, subscription_descriptor d
     WHERE s.reservation_id = $1 AND r.id = s.reservation_id AND d.id = s.subscription_descriptor_id AND s.status = 'PENDING'`,
    [reservationId, status],
  );
}

export interface ConfirmationAudit {
  reservationId: string;
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  eventType: 'RESERVATION_COMPLETE' | 'RESERVATION_OFFLINE_PAYMENT' | 'PAYMENT_REFUNDED';
  data: Record<string, unknown>;
}

export async function insertConfirmationAudit(tx: Queryable, audit: ConfirmationAudit): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (reservation_id, event_id, subscription_descriptor_id, event_type, entity_type, entity_id, data)
     VALUES ($1::uuid, $2, $3, $4, 'RESERVATION', $1::text, $5::text::jsonb)`,
    [audit.reservationId, audit.eventId, audit.subscriptionDescriptorId, audit.eventType, JSON.stringify(audit.data)],
  );
}

export interface SubscriptionRow {
  id: string;
  status: string;
  email: string | null;
  maxEntries: number;
  validFrom: Date | null;
  validTo: Date | null;
  usageType: 'ONCE_PER_EVENT' | 'UNLIMITED';
  descriptorId: string;
  now: Date;
}

const SUBSCRIPTION_COLUMNS = `s.id, s.status, s.email, s.max_entries AS "maxEntries", s.valid_from AS "validFrom", s.valid_to AS "validTo",
  d.usage_type AS "usageType", d.id AS "descriptorId", now() AS now`;

/** The subscription with this id, locked for the calling transaction. */
export async function lockSubscriptionById(tx: Queryable, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id
       WHERE s.id = $1 FOR UPDATE OF s`,
    [id],
  );
  return row ?? null;
}

/** The sold subscriptions whose id starts with the PIN's prefix, locked for the calling transaction. */
export async function lockSubscriptionsByPinPrefix(tx: Queryable, prefix: string): Promise<SubscriptionRow[]> {
  return tx.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id
     WHERE left(replace(s.id::text, '-', ''), 9) = $1 AND s.status <> 'FREE'
     ORDER BY s.id FOR UPDATE OF s`,
    [prefix],
  );
}

/** Whether a subscription already pays for a ticket of the reservation. */
export async function hasSubscriptionApplied(tx: Queryable, reservationId: string): Promise<boolean> {
  const applied = await tx.query(
    'SELECT 1 FROM ticket WHERE reservation_id = $1 AND subscription_id IS NOT NULL LIMIT 1',
    [reservationId],
  );
  return applied.length > 0;
}

/** The categories the descriptor's subscriptions pay for at the event (empty: all); null when not linked to it. */
export async function findCompatibleCategoryIds(
  tx: Queryable,
  descriptorId: string,
  eventId: number,
): Promise<number[] | null> {
  const [link] = await tx.query<{ categoryIds: number[] }>(
    'SELECT compatible_category_ids AS "categoryIds" FROM subscription_event WHERE subscription_descriptor_id = $1 AND event_id = $2',
    [descriptorId, eventId],
  );
  return link ? link.categoryIds : null;
}

/**
 * Lets the subscription pay for up to `count` (null: all) priced tickets of the reservation in
 * the given categories, keeping each ticket's discount to restore; resolves to the tickets it covered.
 */
export async function coverTicketsWithSubscription(
  tx: Queryable,
  reservationId: string,
  subscriptionId: string,
  categoryIds: number[],
  count: number | null,
): Promise<number[]> {
  const covered = await tx.query<{ id: number }>(
    `UPDATE ticket SET subscription_id = $2, metadata = metadata || jsonb_build_object('discountBeforeSubscription', discount_cents),
         updated_at = now()
       WHERE id IN (SELECT id FROM ticket WHERE reservation_id = $1 AND src_price_cents > 0
                      AND (cardinality($3::integer[]) = 0 OR category_id = ANY($3::integer[]))
                    ORDER BY id LIMIT $4)
       RETURNING id`,
    [reservationId, subscriptionId, categoryIds, count],
  );
  return covered.map((row) => row.id);
}

/** Whether the subscription pays for a ticket of the event in another reservation still alive. */
export async function subscriptionUsedOnEvent(
  tx: Queryable,
  subscriptionId: string,
  eventId: number,
  exceptReservation: string,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM ticket t JOIN reservation r ON r.id = t.reservation_id
     WHERE t.subscription_id = $1 AND t.event_id = $2 AND r.id <> $3
       AND r.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED') AND ${liveReservation('r')}
     LIMIT 1`,
    [subscriptionId, eventId, exceptReservation],
  );
  return rows.length > 0;
}

export type CustomPaymentMethodLocalizations = Record<
  string,
  { paymentName: string; paymentDescription: string; paymentInstructions: string }
>;

export interface CustomPaymentMethodRow {
  id: string;
  localizations: CustomPaymentMethodLocalizations;
  deleted: boolean;
}

/** The methods the event offers, when its proxies include CUSTOM_OFFLINE. */
export async function findCustomPaymentMethods(q: Queryable, eventId: number): Promise<CustomPaymentMethodRow[]> {
  return q.query<CustomPaymentMethodRow>(
    `SELECT m.id, m.localizations, m.deleted
     FROM event_custom_payment_method link
     JOIN custom_payment_method m ON m.id = link.custom_payment_method_id
     JOIN event e ON e.id = link.event_id
     WHERE link.event_id = $1 AND NOT m.deleted AND 'CUSTOM_OFFLINE' = ANY(e.allowed_payment_proxies)
     ORDER BY m.created_at, m.id`,
    [eventId],
  );
}

/** The method recorded on the reservation's latest custom offline transaction, deleted or not. */
export async function findSelectedCustomPaymentMethod(
  q: Queryable,
  reservationId: string,
): Promise<CustomPaymentMethodRow | null> {
  const [row] = await q.query<CustomPaymentMethodRow>(
    `SELECT m.id, m.localizations, m.deleted
     FROM payment_transaction t JOIN custom_payment_method m ON m.id = t.custom_payment_method_id
     WHERE t.reservation_id = $1
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT 1`,
    [reservationId],
  );
  return row ?? null;
}

export interface PaymentContextRow extends Omit<
  PaymentContext,
  'lastPaymentDay' | 'settings' | 'categorySettings' | 'privacyUrl'
> {
  start: Date | null;
  end: Date | null;
  validityFrom: Date | null;
  privacyUrl: string | null;
  categoryIds: number[];
}

/** The reservation with its purchase context and organization, read against the database clock. */
export async function findPaymentContextRow(q: Queryable, reservationId: string): Promise<PaymentContextRow | null> {
  const [row] = await q.query<PaymentContextRow>(
    `SELECT r.id AS "reservationId", r.status, r.validity, r.validated, r.purchase_context_type AS "purchaseContextType",
       r.event_id AS "eventId", r.subscription_descriptor_id AS "subscriptionDescriptorId",
       o.id AS "organizationId", o.name AS "organizationName", o.email AS "organizationEmail",
       coalesce(e.short_name, sd.id::text) AS "publicIdentifier",
       coalesce(jsonb_build_object('en', e.display_name), sd.title) AS "contextTitle",
       r.user_language AS language, r.email, r.user_id AS "userId",
       coalesce(e.allowed_payment_proxies, sd.allowed_payment_proxies) AS "allowedProxies",
       coalesce(e.time_zone, sd.time_zone) AS "timeZone", e.start_at AS start, e.end_at AS "end",
       CASE WHEN sd.validity_from > now() THEN sd.validity_from END AS "validityFrom", coalesce(e.privacy_url, sd.privacy_url) AS "privacyUrl",
       now() AS now, coalesce((SELECT array_agg(DISTINCT t.category_id) FROM ticket t WHERE t.reservation_id = r.id), '{}') AS "categoryIds"
     FROM reservation r
     LEFT JOIN event e ON e.id = r.event_id
     LEFT JOIN subscription_descriptor sd ON sd.id = r.subscription_descriptor_id
     JOIN organization o ON o.id = coalesce(e.organization_id, sd.organization_id)
     WHERE r.id = $1`,
    [reservationId],
  );
  return row ?? null;
}

/** A payment with an online provider, with the tickets it pays for as they were when it started. */
export interface OnlineTransactionRow {
  id: number;
  reservationId: string;
  proxy: PaymentProxy;
  method: string;
  status: string;
  gatewayId: string;
  failureCode: string | null;
  amountCents: number;
  currency: string | null;
  tickets: TicketRequest[];
}

/** The reservation's latest online payment, or the one with this provider id; locked for the transaction. */
export async function findOnlineTransaction(
  tx: Queryable,
  reservationId: string,
  gatewayId: string | null,
): Promise<OnlineTransactionRow | null> {
  const [row] = await tx.query<OnlineTransactionRow>(
    `SELECT id::int AS id, reservation_id AS "reservationId", payment_proxy AS proxy, payment_method AS method, status,
       gateway_id AS "gatewayId", failure_code AS "failureCode", amount_cents::int AS "amountCents",
       currency_code AS currency, coalesce(metadata->'tickets', '[]') AS tickets
     FROM payment_transaction
     WHERE reservation_id = $1 AND gateway_id IS NOT NULL AND ($2::text IS NULL OR gateway_id = $2)
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [reservationId, gatewayId],
  );
  return row ?? null;
}

/** The reservation a provider's payment id belongs to; null when none (the reservation is gone). */
export async function findReservationOfPayment(q: Queryable, proxy: string, gatewayId: string): Promise<string | null> {
  const [row] = await q.query<{ reservationId: string }>(
    'SELECT reservation_id AS "reservationId" FROM payment_transaction WHERE payment_proxy = $1 AND gateway_id = $2 ORDER BY id DESC LIMIT 1',
    [proxy, gatewayId],
  );
  return row?.reservationId ?? null;
}

/** The provider's id of the reservation's latest payment through this proxy; null when it has none. */
export async function findLatestPaymentOf(q: Queryable, reservationId: string, proxy: string): Promise<string | null> {
  const [row] = await q.query<{ gatewayId: string }>(
    `SELECT gateway_id AS "gatewayId" FROM payment_transaction
     WHERE reservation_id = $1 AND payment_proxy = $2 AND gateway_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [reservationId, proxy],
  );
  return row?.gatewayId ?? null;
}

/** The provider's page of one of our payments, as it was when the payment started; null when none was kept. */
export async function findPaymentPage(q: Queryable, proxy: string, gatewayId: string): Promise<string | null> {
  const [row] = await q.query<{ pageUrl: string | null }>(
    `SELECT metadata->>'pageUrl' AS "pageUrl" FROM payment_transaction
     WHERE payment_proxy = $1 AND gateway_id = $2 ORDER BY id DESC LIMIT 1`,
    [proxy, gatewayId],
  );
  return row?.pageUrl ?? null;
}

export interface NewOnlineTransaction {
  reservationId: string;
  proxy: string;
  method: string;
  gatewayId: string;
  amountCents: number;
  currency: string | null;
  tickets: TicketRequest[];
  /** The provider's page where the buyer pays, kept for a buyer who comes back before paying. */
  pageUrl: string | null;
}

export async function insertOnlineTransaction(tx: Queryable, payment: NewOnlineTransaction): Promise<void> {
  await tx.query(
    `INSERT INTO payment_transaction (reservation_id, payment_proxy, payment_method, status, gateway_id, amount_cents, currency_code, metadata)
     VALUES ($1, $2, $3, 'PENDING', $4, $5, $6, $7::text::jsonb)`,
    [
      payment.reservationId,
      payment.proxy,
      payment.method,
      payment.gatewayId,
      payment.amountCents,
      payment.currency,
      JSON.stringify({ tickets: payment.tickets, ...(payment.pageUrl && { pageUrl: payment.pageUrl }) }),
    ],
  );
}

/** The reservation's payments at a provider that a buyer could still pay: open, or refused once. */
export async function findPayableEarlierPayments(
  tx: Queryable,
  reservationId: string,
): Promise<{ id: number; proxy: string; gatewayId: string }[]> {
  return tx.query(
    `SELECT id::int AS id, payment_proxy AS proxy, gateway_id AS "gatewayId" FROM payment_transaction
     WHERE reservation_id = $1 AND status IN ('PENDING', 'FAILED') AND gateway_id IS NOT NULL
     ORDER BY id`,
    [reservationId],
  );
}

/** A payment given up: closed at its provider, its failure code (if it had one) kept. */
export async function markTransactionCancelled(tx: Queryable, id: number): Promise<void> {
  await tx.query("UPDATE payment_transaction SET status = 'CANCELLED', updated_at = now() WHERE id = $1", [id]);
}

export async function markTransaction(
  tx: Queryable,
  id: number,
  status: 'COMPLETE' | 'FAILED' | 'REFUNDED',
  failureCode: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE payment_transaction SET status = $2, failure_code = $3, updated_at = now(),
       completed_at = CASE WHEN $2 = 'COMPLETE' THEN now() ELSE completed_at END
     WHERE id = $1`,
    [id, status, failureCode],
  );
}

/** False when the provider's event was recorded before: a replay. */
export async function recordWebhookEvent(tx: Queryable, proxy: string, eventId: string): Promise<boolean> {
  const rows = await tx.query(
    'INSERT INTO payment_webhook_event (payment_proxy, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id',
    [proxy, eventId],
  );
  return rows.length > 0;
}

/** The reservation's tickets as claims: one per category and price. */
export async function snapshotTickets(q: Queryable, reservationId: string): Promise<TicketRequest[]> {
  const rows = await q.query<{
    categoryId: number;
    bounded: boolean;
    quantity: number;
    src: number;
    discount: number;
    vat: number;
    final: number;
    vatStatus: TicketRequest['vatStatus'];
  }>(
    `SELECT t.category_id AS "categoryId", c.bounded, count(*)::int AS quantity, t.src_price_cents AS src,
       t.discount_cents AS discount, t.vat_cents AS vat, t.final_price_cents AS final, t.vat_status AS "vatStatus"
     FROM ticket t JOIN ticket_category c ON c.id = t.category_id
     WHERE t.reservation_id = $1
     GROUP BY t.category_id, c.bounded, t.src_price_cents, t.discount_cents, t.vat_cents, t.final_price_cents, t.vat_status
     ORDER BY t.category_id`,
    [reservationId],
  );
  return rows.map((row) => ({
    categoryId: row.categoryId,
    bounded: row.bounded,
    quantity: row.quantity,
    price: { src: row.src, discount: row.discount, vat: row.vat, final: row.final },
    vatStatus: row.vatStatus,
    specialPriceId: null,
  }));
}

export async function hasBillingDocument(q: Queryable, reservationId: string): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM billing_document WHERE reservation_id = $1 LIMIT 1', [reservationId])).length > 0
  );
}

/** Where an event reservation's tickets are claimed: its event, language and currency. */
export async function findClaimTarget(q: Queryable, reservationId: string): Promise<ClaimTarget | null> {
  const [row] = await q.query<ClaimTarget>(
    'SELECT event_id AS "eventId", user_language AS language, currency_code AS currency FROM reservation WHERE id = $1 AND event_id IS NOT NULL',
    [reservationId],
  );
  return row ?? null;
}

/** Claims every ticket request for the reservation, or, when one falls short, none. */
export async function claimAllOrNothing(
  tx: Queryable,
  reservationId: string,
  target: ClaimTarget,
  tickets: readonly TicketRequest[],
): Promise<boolean> {
  await tx.query('SAVEPOINT claim_all');
  for (const ticket of tickets) {
    const claimed = await claimTicketsFor(tx, reservationId, target, ticket);
    if (claimed.length < ticket.quantity) {
      await tx.query('ROLLBACK TO SAVEPOINT claim_all');
      return false;
    }
  }
  await tx.query('RELEASE SAVEPOINT claim_all');
  return true;
}

/** How many payments the reservation has had, to tell one attempt from the next. */
export async function countTransactions(q: Queryable, reservationId: string): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM payment_transaction WHERE reservation_id = $1',
    [reservationId],
  );
  return row?.count ?? 0;
}

/** Whether the reservation was paid through the payment with this provider id. */
export async function isCompletedPayment(q: Queryable, reservationId: string, gatewayId: string): Promise<boolean> {
  const rows = await q.query(
    "SELECT 1 FROM payment_transaction WHERE reservation_id = $1 AND gateway_id = $2 AND status = 'COMPLETE'",
    [reservationId, gatewayId],
  );
  return rows.length > 0;
}
