import type { OrderSummary } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import { formatCents } from '../../../lib/money.ts';
import { bundleFor } from '../../../messages/index.ts';
import { loadOrder, localized, type LoadedOrder } from './order-lines.ts';
import { priceOrder, taxTreatmentOf, type OrderPricing } from './order-pricing.ts';
import { storeItemPrices, storeSubscriptionPrice, storeTicketPrices } from './order-repository.ts';
import { storeReservationTotals } from '../status/reservation-repository.ts';
import { isIn } from '../status/reservation-status.ts';
import { descriptionForPayment, summaryRows, type PromoRow } from './order-summary-rows.ts';

/**
 * The order summary of a reservation (`OrderSummary` in the contract) and the stored price columns
 * that payments and documents read; both come from one pricing of the reservation's lines.
 */

export interface PricedOrder {
  order: LoadedOrder;
  pricing: OrderPricing;
  /** The language of the lines' names; the amounts are the same in every language. */
  lang: string;
}

/** The per-reservation amount of a FIXED_AMOUNT_RESERVATION code, at most what the tickets it covers cost. */
function reservationDiscountOf({ promo, lines }: LoadedOrder): number {
  if (!promo || promo.discountType !== 'FIXED_AMOUNT_RESERVATION') return 0;
  const inScope = lines.filter((line) => {
    if (line.kind !== 'TICKET' || line.covered || line.categoryId === null) return false;
    if (promo.type === 'ACCESS') return promo.hiddenCategoryId === line.categoryId;
    return promo.categoryIds.length === 0 || promo.categoryIds.includes(line.categoryId);
  });
  return Math.min(
    promo.discountAmount,
    inScope.reduce((sum, line) => sum + line.src, 0),
  );
}

export async function priceReservation(q: Queryable, reservationId: string, lang: string): Promise<PricedOrder | null> {
  const order = await loadOrder(q, reservationId, lang);
  if (!order) return null;
  return {
    order,
    pricing: priceOrder(order.lines, taxTreatmentOf(order.header.vatStatus), reservationDiscountOf(order)),
    lang,
  };
}

/** The order already priced, with its names in `lang`: as it is when they are, else priced again in `lang`. */
export async function pricedIn(q: Queryable, priced: PricedOrder, lang: string): Promise<PricedOrder | null> {
  return priced.lang === lang ? priced : priceReservation(q, priced.order.header.id, lang);
}

function promoRowOf(order: LoadedOrder, lang: string): PromoRow | null {
  const { promo, header, lines } = order;
  const automatic = bundleFor(lang)['reservation.dynamic.discount.description'] ?? '';
  // Prices lowered without a code that says by how much: an automatic discount next to an access code.
  if (!promo || promo.discountType === 'NONE')
    return { name: automatic, type: 'DYNAMIC_DISCOUNT', unit: null, perReservation: false };
  const unit =
    promo.discountType === 'PERCENTAGE'
      ? `-${promo.discountAmount}%`
      : formatCents(-promo.discountAmount, header.currency);
  const perReservation = promo.discountType === 'FIXED_AMOUNT_RESERVATION';
  if (promo.type === 'DYNAMIC') return { name: automatic, type: 'DYNAMIC_DISCOUNT', unit, perReservation };
  const limitedTo = [
    ...new Set(
      lines.filter((l) => l.categoryId !== null && promo.categoryIds.includes(l.categoryId)).map((l) => l.name),
    ),
  ];
  const name = limitedTo.length > 0 ? `${promo.code} (${limitedTo.join(', ')})` : promo.code;
  return { name, type: 'PROMOTION_CODE', unit, perReservation };
}

/** The summary of a priced order, in `lang`; amounts in the reservation's currency. */
export function summaryOf({ order, pricing }: PricedOrder, lang: string): OrderSummary {
  const { header } = order;
  const money = (cents: number) => formatCents(cents, header.currency);
  const rows = summaryRows({
    pricing,
    currency: header.currency,
    contextRate: header.currency === null ? '0' : header.vat,
    promo: promoRowOf(order, lang),
    appliedSubscription: order.appliedSubscription === null ? null : localized(order.appliedSubscription, lang),
  });
  const onSiteUnpaid =
    header.paymentProxy === 'ON_SITE' && header.registeredAt === null && header.status !== 'CANCELLED';
  return {
    summary: rows,
    totalPrice: money(pricing.totals.final),
    free: pricing.totals.final === 0,
    displayVat: taxTreatmentOf(header.vatStatus) !== 'exempt',
    priceInCents: pricing.totals.final,
    descriptionForPayment: descriptionForPayment(rows),
    totalVAT: money(pricing.totals.vat),
    vatPercentage: Number(header.currency === null ? 0 : header.vat).toFixed(2),
    notYetPaid: isIn('awaitingPayment', header.status) || onSiteUnpaid,
  };
}

const EMPTY_SUMMARY: OrderSummary = {
  summary: [],
  totalPrice: '0.00',
  free: true,
  displayVat: true,
  priceInCents: 0,
  descriptionForPayment: '',
  totalVAT: '0.00',
  vatPercentage: '0.00',
  notYetPaid: false,
};

/** The order summary of a reservation, amounts formatted in its currency. */
export async function orderSummaryOf(q: Queryable, reservationId: string, lang: string): Promise<OrderSummary> {
  const priced = await priceReservation(q, reservationId, lang);
  return priced ? summaryOf(priced, lang) : EMPTY_SUMMARY;
}

/**
 * Recomputes and stores the price of every line and the reservation's totals from its items,
 * promo code, applied subscription and stored `vat_status`. Call it inside the transaction
 * that changed any of them, after locking the reservation.
 */
export async function repriceReservation(tx: Queryable, reservationId: string): Promise<PricedOrder | null> {
  const priced = await priceReservation(tx, reservationId, 'en');
  if (!priced) return null;
  const { order, pricing } = priced;
  const of = (kind: string) =>
    pricing.lines.flatMap((line, index) => (line.kind === kind ? [{ line, id: order.lines[index]!.id }] : []));
  const tickets = of('TICKET');
  if (tickets.length > 0)
    await storeTicketPrices(
      tx,
      tickets.map((t) => ({
        id: t.id,
        discount: t.line.price.discount,
        vat: t.line.price.vat,
        final: t.line.price.final,
        keepVatStatus: t.line.rate.percent !== order.header.vat,
      })),
      order.header.vatStatus,
    );
  const items = of('ADDITIONAL_SERVICE');
  if (items.length > 0)
    await storeItemPrices(
      tx,
      items.map((i) => ({ id: i.id, vat: i.line.price.vat, final: i.line.price.final })),
    );
  for (const { id, line } of of('SUBSCRIPTION')) await storeSubscriptionPrice(tx, id, line.price.vat, line.price.final);
  await storeReservationTotals(
    tx,
    reservationId,
    pricing.totals,
    order.header.vatStatus,
    order.header.currency === null ? null : order.header.vat,
  );
  return priced;
}
