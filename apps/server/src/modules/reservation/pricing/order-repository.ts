import type { Queryable } from '../../../db/database.ts';
import type { OrderHeader, PromoCode } from './order-lines.ts';
import type { ReservationVatStatus } from './order-pricing.ts';

/** What pricing reads of a reservation's order, and the price columns it stores back. */

export type StoredOrderHeader = Omit<OrderHeader, 'vatStatus'> & {
  storedVatStatus: ReservationVatStatus | null;
  promoCodeId: number | null;
};

export async function findOrderHeader(q: Queryable, reservationId: string): Promise<StoredOrderHeader | null> {
  const [header] = await q.query<StoredOrderHeader>(
    `SELECT r.id, r.status, r.purchase_context_type AS "purchaseContextType", r.event_id AS "eventId",
       r.subscription_descriptor_id AS "subscriptionDescriptorId", coalesce(e.organization_id, sd.organization_id) AS "organizationId",
       coalesce(r.currency_code, e.currency, sd.currency) AS currency, coalesce(e.vat, sd.vat)::text AS vat,
       coalesce(e.vat_included, sd.vat_included) AS "vatIncluded", r.vat_status AS "storedVatStatus",
       r.payment_proxy AS "paymentProxy", r.registered_at AS "registeredAt", r.user_language AS language,
       sd.title AS "contextTitle", r.promo_code_id AS "promoCodeId"
     FROM reservation r
     LEFT JOIN event e ON e.id = r.event_id
     LEFT JOIN subscription_descriptor sd ON sd.id = r.subscription_descriptor_id
     WHERE r.id = $1`,
    [reservationId],
  );
  return header ?? null;
}

export interface OrderTicketRow {
  id: number;
  categoryId: number;
  name: string;
  taxFree: boolean;
  src: number;
  discount: number;
  subscriptionId: string | null;
}

export async function findOrderTickets(q: Queryable, reservationId: string): Promise<OrderTicketRow[]> {
  return q.query<OrderTicketRow>(
    `SELECT t.id, t.category_id AS "categoryId", c.name, c.tax_free AS "taxFree", t.src_price_cents AS src,
       t.discount_cents AS discount, t.subscription_id AS "subscriptionId"
     FROM ticket t JOIN ticket_category c ON c.id = t.category_id
     WHERE t.reservation_id = $1 ORDER BY c.ordinal, c.id, t.id`,
    [reservationId],
  );
}

export interface OrderItemRow {
  id: number;
  serviceId: number;
  title: Record<string, string>;
  src: number;
  discount: number;
  vatType: string;
  vat: string | null;
}

/** The additional service items still part of the order. */
export async function findOrderItems(q: Queryable, reservationId: string): Promise<OrderItemRow[]> {
  return q.query<OrderItemRow>(
    `SELECT i.id, s.id AS "serviceId", s.title, i.src_price_cents AS src, i.discount_cents AS discount,
       s.vat_type AS "vatType", s.vat::text AS vat
     FROM additional_service_item i JOIN additional_service s ON s.id = i.additional_service_id
     WHERE i.reservation_id = $1 AND i.status NOT IN ('CANCELLED', 'EXPIRED', 'INVALIDATED')
     ORDER BY s.ordinal, s.id, i.id`,
    [reservationId],
  );
}

export async function findOrderSubscriptions(
  q: Queryable,
  reservationId: string,
): Promise<{ id: string; src: number; discount: number }[]> {
  return q.query<{ id: string; src: number; discount: number }>(
    'SELECT id, src_price_cents AS src, discount_cents AS discount FROM subscription WHERE reservation_id = $1 ORDER BY id',
    [reservationId],
  );
}

export async function findPromo(q: Queryable, id: number): Promise<PromoCode | null> {
  const [row] = await q.query<PromoCode>(
    `SELECT code, type, discount_type AS "discountType", discount_amount AS "discountAmount", category_ids AS "categoryIds",
       hidden_category_id AS "hiddenCategoryId"
     FROM promo_code WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

export async function findDescriptorTitleOfSubscription(
  q: Queryable,
  subscriptionId: string,
): Promise<Record<string, string> | null> {
  const [row] = await q.query<{ title: Record<string, string> }>(
    'SELECT d.title FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id WHERE s.id = $1',
    [subscriptionId],
  );
  return row?.title ?? null;
}

export interface TicketPrice {
  id: number | string;
  discount: number;
  vat: number;
  final: number;
  /** Keeps the ticket's own VAT status (its rate differs from the context's). */
  keepVatStatus: boolean;
}

export async function storeTicketPrices(
  tx: Queryable,
  tickets: readonly TicketPrice[],
  vatStatus: ReservationVatStatus,
): Promise<void> {
  await tx.query(
    `UPDATE ticket t SET discount_cents = p.discount, vat_cents = p.vat, final_price_cents = p.final,
         vat_status = CASE WHEN p.keep THEN t.vat_status ELSE $5 END, updated_at = now()
       FROM unnest($1::bigint[], $2::integer[], $3::integer[], $4::integer[], $6::boolean[]) AS p(id, discount, vat, final, keep)
       WHERE t.id = p.id`,
    [
      tickets.map((t) => t.id),
      tickets.map((t) => t.discount),
      tickets.map((t) => t.vat),
      tickets.map((t) => t.final),
      vatStatus,
      tickets.map((t) => t.keepVatStatus),
    ],
  );
}

export async function storeItemPrices(
  tx: Queryable,
  items: readonly { id: number | string; vat: number; final: number }[],
): Promise<void> {
  await tx.query(
    `UPDATE additional_service_item i SET vat_cents = p.vat, final_price_cents = p.final
       FROM unnest($1::bigint[], $2::integer[], $3::integer[]) AS p(id, vat, final) WHERE i.id = p.id`,
    [items.map((i) => i.id), items.map((i) => i.vat), items.map((i) => i.final)],
  );
}

export async function storeSubscriptionPrice(
  tx: Queryable,
  id: number | string,
  vat: number,
  final: number,
): Promise<void> {
  await tx.query('UPDATE subscription SET vat_cents = $2, final_price_cents = $3, updated_at = now() WHERE id = $1', [
    id,
    vat,
    final,
  ]);
}
