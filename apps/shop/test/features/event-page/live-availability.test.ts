import type { AvailabilityUpdate, CategoryAvailability } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { applyAvailability } from '../../../src/features/event-page/live-availability.ts';
import { category, items } from './fixtures.ts';

const standard = category({ id: 1, name: 'Standard', maximumSaleableTickets: 5 });
const student = category({ id: 2, name: 'Student', maximumSaleableTickets: 2, availableTickets: 2 });
const partner = category({ id: 3, name: 'Partner', accessRestricted: true, ordinal: -1 });
const page = items({ ticketCategories: [partner, standard, student] });

const availability = (of: typeof standard, changes: Partial<CategoryAvailability> = {}): CategoryAvailability => ({
  id: of.id,
  maximumSaleableTickets: of.maximumSaleableTickets,
  saleableAndLimitNotReached: of.saleableAndLimitNotReached,
  soldOutOrLimitReached: of.soldOutOrLimitReached,
  availableTickets: of.availableTickets,
  containsPendingTickets: of.containsPendingTickets,
  ...changes,
});

const update = (categories: CategoryAvailability[], waitingList = false): AvailabilityUpdate => ({
  categories,
  waitingList,
  preSales: false,
});

const soldOut = { maximumSaleableTickets: 0, saleableAndLimitNotReached: false, soldOutOrLimitReached: true };

describe('applyAvailability', () => {
  it('turns the category whose last ticket went sold out and names it, leaving the others as they were', () => {
    const applied = applyAvailability(
      page,
      update([availability(standard), availability(student, { ...soldOut, availableTickets: 0 })]),
    );
    const [shownPartner, shownStandard, shownStudent] = applied.items.ticketCategories;
    expect(shownStudent).toEqual({ ...student, ...soldOut, availableTickets: 0 });
    expect(shownStandard).toBe(standard);
    // A category only a code shows is not in the update, and stays.
    expect(shownPartner).toBe(partner);
    expect(applied.closed).toEqual([{ name: 'Student', state: 'sold-out' }]);
  });

  it('tells apart tickets held by others, which may come back, from tickets sold', () => {
    const applied = applyAvailability(
      page,
      update([availability(student, { ...soldOut, containsPendingTickets: true })]),
    );
    expect(applied.closed).toEqual([{ name: 'Student', state: 'all-reserved' }]);
  });

  it('announces nothing when a category comes back, and opens the waiting list when the update says so', () => {
    const closedPage = items({ ticketCategories: [{ ...student, ...soldOut }] });
    const applied = applyAvailability(closedPage, update([availability(student)], true));
    expect(applied.items.ticketCategories[0]).toMatchObject({ saleableAndLimitNotReached: true });
    expect(applied.items.waitingList).toBe(true);
    expect(applied.closed).toEqual([]);
  });

  it('answers the very same object when nothing changed, so the page is not drawn again', () => {
    const applied = applyAvailability(page, update([availability(standard), availability(student)]));
    expect(applied.items).toBe(page);
  });
});
