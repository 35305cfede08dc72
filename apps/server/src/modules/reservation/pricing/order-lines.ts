import type { Queryable } from '../../../db/database.ts';
import type { OrderLine, Rate, ReservationVatStatus } from './order-pricing.ts';
import { vatStatusOf, type Discount } from './item-price.ts';

/**
 * What an order consists of, read from the database: the reservation's tickets, additional
 * service items or subscription, the promo code it was priced with, and the subscription applied
 * to its tickets, as lines ready to be priced.
 */

export interface PromoCode extends Discount {
  code: string;
  type: 'DISCOUNT' | 'ACCESS' | 'DYNAMIC';
  /** Empty: every category. */
  categoryIds: number[];
  hiddenCategoryId: number | null;
}

export interface OrderHeader {
  id: string;
  status: string;
  purchaseContextType: 'event' | 'subscription';
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  organizationId: number;
  currency: string | null;
  /** The context's VAT rate and mode. */
  vat: string;
  vatIncluded: boolean;
  vatStatus: ReservationVatStatus;
  paymentProxy: string | null;
  registeredAt: Date | null;
  language: string;
  /** Title of a subscription reservation's descriptor. */
  contextTitle: Record<string, string> | null;
}

export interface LoadedOrder {
  header: OrderHeader;
  lines: (OrderLine & { id: number | string; categoryId: number | null })[];
  promo: PromoCode | null;
  /** Title of the descriptor of the subscription applied to tickets. */
  appliedSubscription: Record<string, string> | null;
}

export function localized(texts: Record<string, string> | null | undefined, lang: string): string {
  if (!texts) return '';
  return texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** The rate a supplement or donation is taxed at (contract: INHERITED, NONE, CUSTOM_*). */
function serviceRate(vatType: string, vat: string | null, context: Rate): Rate {
  if (vatType === 'INHERITED') return context;
  if (vatType === 'NONE') return { percent: '0', included: true };
  return { percent: vat ?? '0', included: vatType === 'CUSTOM_INCLUDED' };
}

export async function loadOrder(q: Queryable, reservationId: string, lang: string): Promise<LoadedOrder | null> {
  const [header] = await q.query<
    OrderHeader & { storedVatStatus: ReservationVatStatus | null; promoCodeId: number | null }
  >(
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
  if (!header) return null;
  const { storedVatStatus, promoCodeId, ...rest } = header;
  const vatStatus = storedVatStatus ?? vatStatusOf(rest.currency, rest.vat, rest.vatIncluded);
  const context: Rate = { percent: rest.currency === null ? '0' : rest.vat, included: rest.vatIncluded };
  const promo = promoCodeId === null ? null : await findPromo(q, promoCodeId);

  const tickets = await q.query<{
    id: number;
    categoryId: number;
    name: string;
    taxFree: boolean;
    src: number;
    discount: number;
    subscriptionId: string | null;
  }>(
    `SELECT t.id, t.category_id AS "categoryId", c.name, c.tax_free AS "taxFree", t.src_price_cents AS src,
       t.discount_cents AS discount, t.subscription_id AS "subscriptionId"
     FROM ticket t JOIN ticket_category c ON c.id = t.category_id
     WHERE t.reservation_id = $1 ORDER BY c.ordinal, c.id, t.id`,
    [reservationId],
  );
  const items = await q.query<{
    id: number;
    serviceId: number;
    title: Record<string, string>;
    src: number;
    discount: number;
    vatType: string;
    vat: string | null;
  }>(
    `SELECT i.id, s.id AS "serviceId", s.title, i.src_price_cents AS src, i.discount_cents AS discount,
       s.vat_type AS "vatType", s.vat::text AS vat
     FROM additional_service_item i JOIN additional_service s ON s.id = i.additional_service_id
     WHERE i.reservation_id = $1 AND i.status NOT IN ('CANCELLED', 'EXPIRED', 'INVALIDATED')
     ORDER BY s.ordinal, s.id, i.id`,
    [reservationId],
  );
  const subscriptions = await q.query<{ id: string; src: number; discount: number }>(
    'SELECT id, src_price_cents AS src, discount_cents AS discount FROM subscription WHERE reservation_id = $1 ORDER BY id',
    [reservationId],
  );

  const lines: LoadedOrder['lines'] = [
    ...tickets.map((t) => ({
      id: t.id,
      categoryId: t.categoryId,
      kind: 'TICKET' as const,
      group: `category:${t.categoryId}`,
      name: t.name,
      src: t.src,
      // As priced when the tickets were reserved; a subscription's cover replaces it while applied.
      discount: t.subscriptionId === null ? t.discount : 0,
      rate: t.taxFree ? { percent: '0', included: context.included } : context,
      covered: t.subscriptionId !== null,
    })),
    ...items.map((i) => ({
      id: i.id,
      categoryId: null,
      kind: 'ADDITIONAL_SERVICE' as const,
      group: `service:${i.serviceId}`,
      name: localized(i.title, lang),
      src: i.src,
      discount: i.discount,
      rate: serviceRate(i.vatType, i.vat, context),
      covered: false,
    })),
    ...(rest.purchaseContextType === 'subscription'
      ? subscriptions.map((s) => ({
          id: s.id,
          categoryId: null,
          kind: 'SUBSCRIPTION' as const,
          group: 'subscription',
          name: localized(rest.contextTitle, lang),
          src: s.src,
          discount: s.discount,
          rate: context,
          covered: false,
        }))
      : []),
  ];
  const applied = tickets.find((t) => t.subscriptionId !== null)?.subscriptionId ?? null;
  return {
    header: { ...rest, vatStatus },
    lines,
    promo,
    appliedSubscription: applied === null ? null : await descriptorTitle(q, applied),
  };
}

async function findPromo(q: Queryable, id: number): Promise<PromoCode | null> {
  const [row] = await q.query<PromoCode>(
    `SELECT code, type, discount_type AS "discountType", discount_amount AS "discountAmount", category_ids AS "categoryIds",
       hidden_category_id AS "hiddenCategoryId"
     FROM promo_code WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

async function descriptorTitle(q: Queryable, subscriptionId: string): Promise<Record<string, string> | null> {
  const [row] = await q.query<{ title: Record<string, string> }>(
    'SELECT d.title FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id WHERE s.id = $1',
    [subscriptionId],
  );
  return row?.title ?? null;
}
