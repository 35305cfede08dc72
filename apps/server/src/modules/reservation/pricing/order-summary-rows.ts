import type { SummaryRow } from '@shop/contract';
import { formatCents } from '../../../lib/money.ts';
import type { OrderPricing, PricedLine } from './order-pricing.ts';

/**
 * The rows of an order summary (`SummaryRow` in the contract), built from a priced order. Rows list
 * configured prices; the discount rows take off exactly what makes the listed rows add up to the
 * total, so the table always sums.
 */

export interface PromoRow {
  /** The code, with the categories it is limited to; or the translated "discount" for automatic ones. */
  name: string;
  type: 'PROMOTION_CODE' | 'DYNAMIC_DISCOUNT';
  /** `-10%` or `-5.00`: what the code takes, as configured; null when unknown (the row shows the amount taken once). */
  unit: string | null;
  /** A per-reservation amount counts once, whatever the number of tickets. */
  perReservation: boolean;
}

export interface SummaryInput {
  pricing: OrderPricing;
  currency: string | null;
  /** The purchase context's VAT rate; lines taxed otherwise get a TAX_DETAIL row. */
  contextRate: string;
  promo: PromoRow | null;
  /** Title of the subscription applied to the order's tickets. */
  appliedSubscription: string | null;
}

/** `8.10` → `8.1`, `0.00` → `0`: how the summary writes a rate next to "VAT". */
export function shortRate(percent: string): string {
  return String(Number(percent));
}

function groupsOf(lines: readonly PricedLine[]): PricedLine[][] {
  const groups = new Map<string, PricedLine[]>();
  for (const line of lines) groups.set(line.group, [...(groups.get(line.group) ?? []), line]);
  return [...groups.values()];
}

export function summaryRows(input: SummaryInput): SummaryRow[] {
  const { pricing, currency } = input;
  const money = (cents: number) => formatCents(cents, currency);
  const rows: SummaryRow[] = [];
  for (const group of groupsOf(pricing.lines)) {
    const first = group[0]!;
    rows.push({
      name: first.name,
      amount: group.length,
      price: money(first.listed),
      subTotal: money(group.reduce((sum, line) => sum + line.listed, 0)),
      type: first.kind,
      taxPercentage: null,
    });
    if (currency !== null && Number(first.rate.percent) !== Number(input.contextRate)) {
      rows.push({
        name: null,
        amount: 0,
        price: '',
        subTotal: money(group.reduce((sum, line) => sum + line.price.vat, 0)),
        type: 'TAX_DETAIL',
        taxPercentage: shortRate(first.rate.percent),
      });
    }
  }

  const covered = pricing.lines.filter((line) => line.covered);
  const coveredTotal = covered.reduce((sum, line) => sum + line.listed, 0);
  const listedTotal = pricing.lines.reduce((sum, line) => sum + line.listed, 0);
  const netTotal = pricing.totals.final - pricing.addedVat;
  const promoTotal = listedTotal - netTotal - coveredTotal;

  if (input.promo && promoTotal > 0) {
    const discounted = pricing.lines.filter((line) => !line.covered && line.price.discount > 0).length;
    const once = input.promo.perReservation || input.promo.unit === null;
    rows.push({
      name: input.promo.name,
      amount: once ? 1 : Math.max(1, discounted),
      price: input.promo.unit ?? money(-promoTotal),
      subTotal: money(-promoTotal),
      type: input.promo.type,
      taxPercentage: null,
    });
  }
  if (input.appliedSubscription !== null && covered.length > 0) {
    rows.push({
      name: input.appliedSubscription,
      amount: covered.length,
      price: money(-covered[0]!.listed),
      subTotal: money(-coveredTotal),
      type: 'APPLIED_SUBSCRIPTION',
      taxPercentage: null,
    });
  }
  return rows;
}

const PAID_ROWS = new Set<SummaryRow['type']>(['TICKET', 'ADDITIONAL_SERVICE', 'SUBSCRIPTION']);

/** `"2 x Standard, 1 x Workshop"`: what a payment provider shows as the purchase. */
export function descriptionForPayment(rows: readonly SummaryRow[]): string {
  return rows
    .filter((row) => PAID_ROWS.has(row.type) && row.name !== null)
    .map((row) => `${row.amount} x ${row.name}`)
    .join(', ');
}
