import { describe, expect, it } from 'vitest';
import {
  priceOrder,
  unitPrice,
  type OrderLine,
  type TaxTreatment,
} from '../../../src/modules/reservation/pricing/order-pricing.ts';
import {
  descriptionForPayment,
  summaryRows,
  type PromoRow,
} from '../../../src/modules/reservation/pricing/order-summary-rows.ts';

const INCLUDED = { percent: '8.10', included: true };
const ADDED = { percent: '19.00', included: false };

function ticket(src: number, extra: Partial<OrderLine> = {}): OrderLine {
  return {
    kind: 'TICKET',
    group: 'category:1',
    name: 'Standard',
    src,
    discount: 0,
    rate: INCLUDED,
    covered: false,
    ...extra,
  };
}

function rowsOf(
  lines: OrderLine[],
  treatment: TaxTreatment = 'charged',
  options: { reservationDiscount?: number; promo?: PromoRow; applied?: string; rate?: string } = {},
) {
  const pricing = priceOrder(lines, treatment, options.reservationDiscount ?? 0);
  const rows = summaryRows({
    pricing,
    currency: 'CHF',
    contextRate: options.rate ?? lines[0]!.rate.percent,
    promo: options.promo ?? null,
    appliedSubscription: options.applied ?? null,
  });
  return { pricing, rows };
}

/** What the listed rows add up to, plus VAT added on top: the total the buyer pays. */
function tableTotal(rows: ReturnType<typeof rowsOf>['rows'], addedVat: number): number {
  return (
    rows
      .filter((row) => row.type !== 'TAX_DETAIL')
      .reduce((sum, row) => sum + Math.round(Number(row.subTotal) * 100), 0) + addedVat
  );
}

describe('unit prices', () => {
  it('VAT included: the price contains it', () => {
    expect(unitPrice(10_000, 0, INCLUDED, 'charged')).toEqual({ src: 10_000, discount: 0, vat: 749, final: 10_000 });
  });
  it('VAT added: it comes on top', () => {
    expect(unitPrice(10_000, 0, ADDED, 'charged')).toEqual({ src: 10_000, discount: 0, vat: 1_900, final: 11_900 });
  });
  it('reverse charge with VAT included: the buyer pays the price without it', () => {
    expect(unitPrice(10_000, 0, INCLUDED, 'exempt')).toEqual({ src: 10_000, discount: 0, vat: 0, final: 9_251 });
  });
  it('reverse charge with VAT added: nothing is added', () => {
    expect(unitPrice(10_000, 0, ADDED, 'exempt')).toEqual({ src: 10_000, discount: 0, vat: 0, final: 10_000 });
  });
  it('split payment: VAT is shown but not charged', () => {
    expect(unitPrice(10_000, 0, ADDED, 'not-charged')).toEqual({ src: 10_000, discount: 0, vat: 1_900, final: 10_000 });
    expect(unitPrice(10_000, 0, INCLUDED, 'not-charged')).toEqual({ src: 10_000, discount: 0, vat: 749, final: 9_251 });
  });
  it('the discount comes off before VAT, and never below zero', () => {
    expect(unitPrice(10_000, 1_000, ADDED, 'charged')).toEqual({
      src: 10_000,
      discount: 1_000,
      vat: 1_710,
      final: 10_710,
    });
    expect(unitPrice(1_000, 5_000, INCLUDED, 'charged')).toEqual({ src: 1_000, discount: 1_000, vat: 0, final: 0 });
  });
});

describe('order summary rows', () => {
  it('VAT included: one row per category at the configured price, total unchanged', () => {
    const { pricing, rows } = rowsOf([
      ticket(29_000),
      ticket(29_000),
      ticket(9_000, { group: 'category:2', name: 'Student' }),
    ]);
    expect(rows).toEqual([
      { name: 'Standard', amount: 2, price: '290.00', subTotal: '580.00', type: 'TICKET', taxPercentage: null },
      { name: 'Student', amount: 1, price: '90.00', subTotal: '90.00', type: 'TICKET', taxPercentage: null },
    ]);
    expect(pricing.totals).toEqual({ src: 67_000, discount: 0, vat: 2 * 2_173 + 674, final: 67_000 });
    expect(descriptionForPayment(rows)).toBe('2 x Standard, 1 x Student');
  });

  it('VAT added: rows are net, the VAT comes on top of them', () => {
    const { pricing, rows } = rowsOf([ticket(4_900, { rate: ADDED })]);
    expect(rows[0]).toMatchObject({ price: '49.00', subTotal: '49.00' });
    expect(pricing.totals).toMatchObject({ vat: 931, final: 5_831 });
    expect(pricing.addedVat).toBe(931);
    expect(tableTotal(rows, pricing.addedVat)).toBe(pricing.totals.final);
  });

  it('a percentage code: one discount row over the discounted tickets', () => {
    const promo: PromoRow = { name: 'SUMMIT10', type: 'PROMOTION_CODE', unit: '-10%', perReservation: false };
    const { pricing, rows } = rowsOf(
      [ticket(29_000, { discount: 2_900 }), ticket(29_000, { discount: 2_900 })],
      'charged',
      { promo },
    );
    expect(rows.at(-1)).toEqual({
      name: 'SUMMIT10',
      amount: 2,
      price: '-10%',
      subTotal: '-58.00',
      type: 'PROMOTION_CODE',
      taxPercentage: null,
    });
    expect(pricing.totals.final).toBe(52_200);
    expect(tableTotal(rows, 0)).toBe(52_200);
  });

  it('a fixed amount per ticket, with VAT added: the table still sums to the total', () => {
    const promo: PromoRow = {
      name: 'TEAM50 (Standard)',
      type: 'PROMOTION_CODE',
      unit: '-50.00',
      perReservation: false,
    };
    const { pricing, rows } = rowsOf(
      [ticket(29_000, { discount: 5_000, rate: ADDED }), ticket(9_000, { group: 'category:2', rate: ADDED })],
      'charged',
      { promo },
    );
    expect(rows.find((row) => row.type === 'PROMOTION_CODE')).toMatchObject({
      amount: 1,
      price: '-50.00',
      subTotal: '-50.00',
    });
    expect(pricing.totals.final).toBe(Math.round(24_000 * 1.19) + Math.round(9_000 * 1.19));
    expect(tableTotal(rows, pricing.addedVat)).toBe(pricing.totals.final);
  });

  it('a fixed amount per reservation: counted once, VAT shrinks with the total', () => {
    const promo: PromoRow = { name: 'WELCOME', type: 'PROMOTION_CODE', unit: '-20.00', perReservation: true };
    const { pricing, rows } = rowsOf([ticket(10_000), ticket(10_000)], 'charged', {
      promo,
      reservationDiscount: 2_000,
    });
    expect(pricing.totals).toEqual({
      src: 20_000,
      discount: 2_000,
      vat: Math.round((1_498 * 18_000) / 20_000),
      final: 18_000,
    });
    expect(rows.at(-1)).toMatchObject({ amount: 1, price: '-20.00', subTotal: '-20.00', type: 'PROMOTION_CODE' });
  });

  it('a dynamic discount has its own row type', () => {
    const promo: PromoRow = { name: 'Discount', type: 'DYNAMIC_DISCOUNT', unit: '-10%', perReservation: false };
    const lines = Array.from({ length: 4 }, () => ticket(29_000, { discount: 2_900 }));
    const { rows } = rowsOf(lines, 'charged', { promo });
    expect(rows.at(-1)).toEqual({
      name: 'Discount',
      amount: 4,
      price: '-10%',
      subTotal: '-116.00',
      type: 'DYNAMIC_DISCOUNT',
      taxPercentage: null,
    });
  });

  it('a code that takes nothing off leaves no row', () => {
    const promo: PromoRow = { name: 'SUMMIT10', type: 'PROMOTION_CODE', unit: '-10%', perReservation: false };
    const { rows } = rowsOf([ticket(0)], 'charged', { promo });
    expect(rows.map((row) => row.type)).toEqual(['TICKET']);
  });

  it('a subscription pays for its tickets: an applied-subscription row, the rest is still paid', () => {
    const { pricing, rows } = rowsOf([ticket(8_500, { covered: true }), ticket(8_500)], 'charged', {
      applied: 'Riviera Cinema Card',
    });
    expect(rows.at(-1)).toEqual({
      name: 'Riviera Cinema Card',
      amount: 1,
      price: '-85.00',
      subTotal: '-85.00',
      type: 'APPLIED_SUBSCRIPTION',
      taxPercentage: null,
    });
    expect(pricing.totals.final).toBe(8_500);
    expect(pricing.lines[0]!.price).toEqual({ src: 8_500, discount: 8_500, vat: 0, final: 0 });
  });

  it('fully covered by a subscription: the order is free', () => {
    const { pricing } = rowsOf([ticket(8_500, { covered: true })], 'charged', { applied: 'Card' });
    expect(pricing.totals).toEqual({ src: 8_500, discount: 8_500, vat: 0, final: 0 });
  });

  it('free tickets cost nothing and carry no VAT', () => {
    const { pricing, rows } = rowsOf([ticket(0, { rate: { percent: '0', included: true } })]);
    expect(pricing.totals).toEqual({ src: 0, discount: 0, vat: 0, final: 0 });
    expect(rows).toEqual([
      { name: 'Standard', amount: 1, price: '0.00', subTotal: '0.00', type: 'TICKET', taxPercentage: null },
    ]);
  });

  it('reverse charge: rows are listed without the VAT they contained', () => {
    const { pricing, rows } = rowsOf([ticket(10_000), ticket(10_000)], 'exempt');
    expect(rows[0]).toMatchObject({ price: '92.51', subTotal: '185.02' });
    expect(pricing.totals).toMatchObject({ vat: 0, final: 18_502 });
  });

  it('a line taxed at another rate than the event gets a tax detail row', () => {
    const { rows } = rowsOf(
      [
        ticket(10_000),
        ticket(2_000, { group: 'category:9', name: 'Tax free', rate: { percent: '0', included: true } }),
      ],
      'charged',
      { rate: '8.10' },
    );
    expect(rows).toEqual([
      { name: 'Standard', amount: 1, price: '100.00', subTotal: '100.00', type: 'TICKET', taxPercentage: null },
      { name: 'Tax free', amount: 1, price: '20.00', subTotal: '20.00', type: 'TICKET', taxPercentage: null },
      { name: null, amount: 0, price: '', subTotal: '0.00', type: 'TAX_DETAIL', taxPercentage: '0' },
    ]);
  });
});
