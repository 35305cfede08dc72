/**
 * Prices of one item (ticket, supplement, donation) in integer cents. A discount is taken off the
 * price as configured, then the VAT is either contained in what is left (prices include VAT) or
 * added to it.
 */
export interface PriceParts {
  /** The price as configured, before the discount. */
  src: number;
  discount: number;
  vat: number;
  /** What the buyer pays for the item, VAT included. */
  final: number;
}

export const ZERO_PRICE: PriceParts = { src: 0, discount: 0, vat: 0, final: 0 };

/** `vatPercent` as the database gives it ("8.10"); 0 or a tax-free item gives no VAT. */
export function priceOf(
  srcCents: number,
  discountCents: number,
  vatPercent: string | number,
  vatIncluded: boolean,
): PriceParts {
  const discount = Math.min(Math.max(0, discountCents), srcCents);
  const net = srcCents - discount;
  const rate = Number(vatPercent);
  if (!(rate > 0) || net === 0) return { src: srcCents, discount, vat: 0, final: net };
  if (vatIncluded) return { src: srcCents, discount, vat: Math.round((net * rate) / (100 + rate)), final: net };
  const vat = Math.round((net * rate) / 100);
  return { src: srcCents, discount, vat, final: net + vat };
}

export function sumPrices(prices: readonly PriceParts[]): PriceParts {
  return prices.reduce(
    (total, p) => ({
      src: total.src + p.src,
      discount: total.discount + p.discount,
      vat: total.vat + p.vat,
      final: total.final + p.final,
    }),
    ZERO_PRICE,
  );
}

export interface Discount {
  discountType: 'FIXED_AMOUNT' | 'PERCENTAGE' | 'FIXED_AMOUNT_RESERVATION' | 'NONE';
  /** Cents, or whole percent for PERCENTAGE. */
  discountAmount: number;
}

/** What a code takes off one unit priced `priceCents`; a per-reservation amount is not per unit. */
export function unitDiscount(discount: Discount, priceCents: number): number {
  switch (discount.discountType) {
    case 'PERCENTAGE':
      return Math.round((priceCents * discount.discountAmount) / 100);
    case 'FIXED_AMOUNT':
      return Math.min(discount.discountAmount, priceCents);
    case 'FIXED_AMOUNT_RESERVATION':
    case 'NONE':
      return 0;
  }
}

export type VatStatus = 'NONE' | 'INCLUDED' | 'NOT_INCLUDED' | 'INCLUDED_EXEMPT' | 'NOT_INCLUDED_EXEMPT';

export function vatStatusOf(
  currency: string | null,
  vatPercent: string,
  vatIncluded: boolean,
  taxFree = false,
): VatStatus {
  if (currency === null || !(Number(vatPercent) > 0)) return 'NONE';
  if (taxFree) return vatIncluded ? 'INCLUDED_EXEMPT' : 'NOT_INCLUDED_EXEMPT';
  return vatIncluded ? 'INCLUDED' : 'NOT_INCLUDED';
}
