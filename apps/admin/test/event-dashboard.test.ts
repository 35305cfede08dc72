import { describe, expect, it } from 'vitest';
import type { EventSales, OrganizerEvent } from '../src/features/event-dashboard/api.ts';
import {
  checkInShare,
  labelStep,
  periodStart,
  periodStarts,
  salesByCategory,
  salesOverTime,
} from '../src/features/event-dashboard/sales-series.ts';

const sales = (overrides: Partial<EventSales>): EventSales => ({
  granularity: 'day',
  from: '2026-03-01',
  to: '2026-03-05',
  currency: 'CHF',
  periods: [],
  ...overrides,
});

describe('the dashboard’s sales over time', () => {
  it('draws every day of the range, days without sales at zero, categories added up, with a running total', () => {
    const points = salesOverTime(
      sales({
        periods: [
          { start: '2026-03-02', categoryId: 1, tickets: 2, amount: 0.1 },
          { start: '2026-03-02', categoryId: 2, tickets: 1, amount: 0.2 },
          { start: '2026-03-04', categoryId: 1, tickets: 4, amount: 80 },
        ],
      }),
    );
    expect(points).toEqual([
      { start: '2026-03-01', tickets: 0, cumulative: 0, amount: 0 },
      { start: '2026-03-02', tickets: 3, cumulative: 3, amount: 0.3 },
      { start: '2026-03-03', tickets: 0, cumulative: 3, amount: 0 },
      { start: '2026-03-04', tickets: 4, cumulative: 7, amount: 80 },
      { start: '2026-03-05', tickets: 0, cumulative: 7, amount: 0 },
    ]);
  });

  it('counts weeks from Monday and months from their first day, across a year’s end', () => {
    expect(periodStart('2026-03-01', 'week')).toBe('2026-02-23');
    expect(periodStart('2026-03-02', 'week')).toBe('2026-03-02');
    expect(periodStarts('2026-03-01', '2026-03-16', 'week')).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(periodStarts('2025-11-15', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
    const weekly = salesOverTime(
      sales({
        granularity: 'week',
        from: '2026-03-01',
        to: '2026-03-10',
        periods: [{ start: '2026-03-09', categoryId: 1, tickets: 5, amount: 50 }],
      }),
    );
    expect(weekly.map((point) => [point.start, point.cumulative])).toEqual([
      ['2026-02-23', 0],
      ['2026-03-02', 0],
      ['2026-03-09', 5],
    ]);
  });

  it('labels at most about eight periods of a long axis', () => {
    expect(labelStep(5)).toBe(1);
    expect(labelStep(8)).toBe(1);
    expect(labelStep(9)).toBe(2);
    expect(labelStep(90)).toBe(12);
  });
});

describe('the dashboard’s categories and check-in', () => {
  const category = (id: number, name: string, sold: number, checkedIn: number) =>
    ({
      id,
      name,
      soldTickets: sold,
      checkedInTickets: checkedIn,
      pendingTickets: 1,
      notSoldTickets: 10,
    }) as OrganizerEvent['ticketCategories'][number];

  it('lists each category’s sold, checked-in, held and available tickets in the event’s order', () => {
    const event = { ticketCategories: [category(2, 'Standard', 8, 3), category(5, 'Student', 0, 0)] } as OrganizerEvent;
    expect(salesByCategory(event)).toEqual([
      { id: 2, name: 'Standard', sold: 8, checkedIn: 3, held: 1, available: 10 },
      { id: 5, name: 'Student', sold: 0, checkedIn: 0, held: 1, available: 10 },
    ]);
  });

  it('gives the share checked in as a whole percentage, zero before any sale', () => {
    expect(checkInShare({ sold: 8, checkedIn: 3 })).toBe(38);
    expect(checkInShare({ sold: 0, checkedIn: 0 })).toBe(0);
    expect(checkInShare({ sold: 4, checkedIn: 4 })).toBe(100);
  });
});
