import type { PriceParts } from './item-price.ts';

/**
 * The price of a whole order, line by line, for every way tax can apply to it. Pure: the
 * order summary, the stored price columns and the billing documents all come from here, so
 * what the buyer reads is what the buyer pays.
 */

export type ReservationVatStatus =
  | 'NONE'
  | 'INCLUDED'
  | 'NOT_INCLUDED'
  | 'INCLUDED_EXEMPT'
  | 'NOT_INCLUDED_EXEMPT'
  | 'CUSTOM_INCLUDED_EXEMPT'
  | 'CUSTOM_NOT_INCLUDED_EXEMPT'
  | 'INCLUDED_NOT_CHARGED'
  | 'NOT_INCLUDED_NOT_CHARGED';

/**
 * `exempt`: no VAT at all (reverse charge): a price that contains VAT loses it.
 * `not-charged`: VAT is shown but the buyer pays the amount without it (Italian split payment).
 */
export type TaxTreatment = 'charged' | 'exempt' | 'not-charged';

export function taxTreatmentOf(status: ReservationVatStatus): TaxTreatment {
  if (status.endsWith('_EXEMPT')) return 'exempt';
  if (status.endsWith('_NOT_CHARGED')) return 'not-charged';
  return 'charged';
}

export interface Rate {
  /** numeric(5,2) as text, "0" for none. */
  percent: string;
  /** Prices contain the VAT (true) or get it added (false). */
  included: boolean;
}

export interface OrderLine {
  kind: 'TICKET' | 'ADDITIONAL_SERVICE' | 'SUBSCRIPTION';
  /** Lines of one group share one summary row: `category:3`, `service:7`. */
  group: string;
  name: string;
  src: number;
  /** What a promo code takes off this unit. */
  discount: number;
  rate: Rate;
  /** An applied subscription pays for this ticket in full. */
  covered: boolean;
}

export interface PricedLine extends OrderLine {
  price: PriceParts;
  /** The unit as the summary lists it: the configured price, less VAT that is not charged. */
  listed: number;
  /** What the unit costs before VAT is added on top. */
  net: number;
}

export interface OrderPricing {
  lines: PricedLine[];
  /** Taken off the whole order (FIXED_AMOUNT_RESERVATION), in cents of the final price. */
  reservationDiscount: number;
  totals: PriceParts;
  /** The part of `totals.vat` added on top of listed prices. */
  addedVat: number;
}

function included(net: number, rate: number): number {
  return Math.round((net * rate) / (100 + rate));
}

/** One unit: the discount comes off first, then VAT is contained, added, dropped or only shown. */
export function unitPrice(src: number, discount: number, rate: Rate, treatment: TaxTreatment): PriceParts {
  const taken = Math.min(Math.max(0, discount), src);
  const net = src - taken;
  const percent = Number(rate.percent);
  if (!(percent > 0) || net === 0) return { src, discount: taken, vat: 0, final: net };
  if (rate.included) {
    const vat = included(net, percent);
    if (treatment === 'charged') return { src, discount: taken, vat, final: net };
    return { src, discount: taken, vat: treatment === 'exempt' ? 0 : vat, final: net - vat };
  }
  const vat = Math.round((net * percent) / 100);
  if (treatment === 'charged') return { src, discount: taken, vat, final: net + vat };
  return { src, discount: taken, vat: treatment === 'exempt' ? 0 : vat, final: net };
}

function addedOnTop(line: Pick<OrderLine, 'rate'>, price: PriceParts, treatment: TaxTreatment): number {
  return treatment === 'charged' && !line.rate.included ? price.vat : 0;
}

function listedPrice(line: OrderLine, treatment: TaxTreatment): number {
  const percent = Number(line.rate.percent);
  if (treatment === 'charged' || !line.rate.included || !(percent > 0)) return line.src;
  return line.src - included(line.src, percent);
}

export function priceOrder(
  lines: readonly OrderLine[],
  treatment: TaxTreatment,
  reservationDiscount: number,
): OrderPricing {
  const priced = lines.map((line): PricedLine => {
    const price = unitPrice(line.src, line.covered ? line.src : line.discount, line.rate, treatment);
    return {
      ...line,
      price,
      listed: listedPrice(line, treatment),
      net: price.final - addedOnTop(line, price, treatment),
    };
  });
  const sum = priced.reduce(
    (total, { price }) => ({
      src: total.src + price.src,
      discount: total.discount + price.discount,
      vat: total.vat + price.vat,
      final: total.final + price.final,
    }),
    { src: 0, discount: 0, vat: 0, final: 0 },
  );
  const addedVat = priced.reduce((total, line) => total + addedOnTop(line, line.price, treatment), 0);
  const applied = Math.min(Math.max(0, reservationDiscount), sum.final);
  if (applied === 0) return { lines: priced, reservationDiscount: 0, totals: sum, addedVat };
  // What is left keeps the proportion of VAT it had.
  const final = sum.final - applied;
  const shrink = (cents: number) => (sum.final === 0 ? 0 : Math.round((cents * final) / sum.final));
  return {
    lines: priced,
    reservationDiscount: applied,
    totals: { src: sum.src, discount: sum.discount + applied, vat: shrink(sum.vat), final },
    addedVat: shrink(addedVat),
  };
}
