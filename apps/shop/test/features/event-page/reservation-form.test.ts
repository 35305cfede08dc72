import { describe, expect, test } from 'vitest';
import { categoryState, showsEventTicketsLeft } from '../../../src/features/event-page/category-state.ts';
import { bookingPath, errorsFromAddress } from '../../../src/features/event-page/page-address.ts';
import {
  buildReservationForm,
  emptySelection,
  invalidAmounts,
  parseAmount,
  shouldCheckDynamicDiscount,
  type TicketSelection,
} from '../../../src/features/event-page/reservation-form.ts';
import { accessCode, category, discountCode, service } from './fixtures.ts';

const standard = category({ id: 1, maximumSaleableTickets: 5 });
const student = category({ id: 2, name: 'Student', maximumSaleableTickets: 2 });
const soldOut = category({ id: 3, saleableAndLimitNotReached: false, soldOutOrLimitReached: true });
const perTicket = service({ id: 21, supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET', maxQtyPerOrder: 2 });
const mandatory = service({ id: 22, supplementPolicy: 'MANDATORY_ONE_FOR_TICKET' });
const donation = service({ id: 23, type: 'DONATION', supplementPolicy: null, fixPrice: false, availableQuantity: -1 });

function form(selection: Partial<TicketSelection>, extra: { promoCode?: string | null; captcha?: string | null } = {}) {
  return buildReservationForm({
    categories: [standard, student, soldOut],
    services: [perTicket, mandatory, donation],
    selection: { ...emptySelection, ...selection },
    promoCode: extra.promoCode ?? null,
    captcha: extra.captcha ?? null,
  });
}

describe('the reservation form', () => {
  test('sends only categories with a positive quantity', () => {
    expect(form({ quantities: { 1: 2, 2: 0 } }).reservation).toEqual([{ ticketCategoryId: 1, quantity: 2 }]);
  });

  test('never sends more than a category offers, nor a category that is not saleable', () => {
    expect(form({ quantities: { 2: 9, 3: 1 } }).reservation).toEqual([{ ticketCategoryId: 2, quantity: 2 }]);
  });

  test('sends supplements with a positive quantity, bounded by the tickets chosen', () => {
    expect(form({ quantities: { 1: 1 }, supplementQuantities: { 21: 5 } }).additionalService).toEqual([
      { additionalServiceId: 21, quantity: 2 },
    ]);
    expect(form({ quantities: {}, supplementQuantities: { 21: 1 } }).additionalService).toEqual([]);
  });

  test('sends a donation as an amount, with a decimal point or comma', () => {
    expect(form({ quantities: { 1: 1 }, amounts: { 23: '12.50' } }).additionalService).toEqual([
      { additionalServiceId: 23, amount: 12.5 },
    ]);
    expect(form({ quantities: { 1: 1 }, amounts: { 23: '7,25' } }).additionalService).toEqual([
      { additionalServiceId: 23, amount: 7.25 },
    ]);
  });

  test('leaves out empty, zero and invalid donations, and mandatory supplements', () => {
    for (const amount of ['', '0', '0.00', '-3', 'ten']) {
      expect(form({ quantities: { 1: 1 }, amounts: { 23: amount } }).additionalService).toEqual([]);
    }
  });

  test('carries the applied code and the captcha token', () => {
    expect(form({ quantities: { 1: 1 } }, { promoCode: 'SUMMIT10', captcha: 'token' })).toMatchObject({
      promoCode: 'SUMMIT10',
      captcha: 'token',
    });
    expect(form({ quantities: { 1: 1 } })).toMatchObject({ promoCode: null, captcha: null });
  });

  test('finds free amounts that are not a non-negative decimal', () => {
    expect(invalidAmounts([donation], { ...emptySelection, amounts: { 23: '-1' } })).toEqual([23]);
    expect(invalidAmounts([donation], { ...emptySelection, amounts: { 23: '12.5' } })).toEqual([]);
  });

  test.each([
    ['', 0],
    ['12', 12],
    ['12.50', 12.5],
    [' 3,5 ', 3.5],
    ['.5', 0.5],
    ['-1', null],
    ['1e3', null],
    ['12.5.1', null],
  ])('reads the amount %j as %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});

describe('the dynamic discount rule', () => {
  test('asks without a code and with an ACCESS code, never with a DISCOUNT code', () => {
    expect(shouldCheckDynamicDiscount(null)).toBe(true);
    expect(shouldCheckDynamicDiscount(accessCode)).toBe(true);
    expect(shouldCheckDynamicDiscount(discountCode)).toBe(false);
    expect(shouldCheckDynamicDiscount({ type: 'SPECIAL_PRICE' })).toBe(false);
  });
});

describe('category states', () => {
  test.each([
    ['saleable', {}],
    ['all-reserved', { saleableAndLimitNotReached: false, containsPendingTickets: true, soldOutOrLimitReached: true }],
    ['sold-out', { saleableAndLimitNotReached: false, soldOutOrLimitReached: true }],
    ['not-available', { saleableAndLimitNotReached: false, saleInFuture: true }],
    ['not-available', { maximumSaleableTickets: 0 }],
  ] as const)('%s', (state, overrides) => {
    expect(categoryState(category(overrides))).toBe(state);
  });

  test('the event-wide tickets-left badge shows only with tickets left and no bounded category', () => {
    expect(showsEventTicketsLeft(12, [category({ bounded: false })])).toBe(true);
    expect(showsEventTicketsLeft(12, [category({ bounded: true })])).toBe(false);
    expect(showsEventTicketsLeft(0, [category()])).toBe(false);
    expect(showsEventTicketsLeft(null, [category()])).toBe(false);
  });
});

describe('the event page address', () => {
  test('the booking step keeps subscription, organizer and tags, nothing else', () => {
    const search = new URLSearchParams('subscription=abc&organizer=7&tags=a&tags=b&code=X&lang=de');
    expect(bookingPath('demo', 'r-1', search)).toBe(
      '/event/demo/reservation/r-1/book?subscription=abc&organizer=7&tags=a&tags=b',
    );
    expect(bookingPath('demo', 'r-1', new URLSearchParams())).toBe('/event/demo/reservation/r-1/book');
  });

  test('errors arrive comma-separated', () => {
    expect(errorsFromAddress('error.STEP_1_CODE_NOT_FOUND, error.X,')).toEqual([
      { code: 'error.STEP_1_CODE_NOT_FOUND', arguments: null },
      { code: 'error.X', arguments: null },
    ]);
    expect(errorsFromAddress(null)).toEqual([]);
  });
});
