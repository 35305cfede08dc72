import type { EventSales, OrganizerEvent } from './api.ts';

/** One period of the sales chart: its first day, the tickets sold in it and up to its end. */
export interface SalesPoint {
  /** `YYYY-MM-DD`, in the event's time zone. */
  start: string;
  tickets: number;
  /** Every ticket sold from the first period to the end of this one. */
  cumulative: number;
  /** Decimal, in the event's currency. */
  amount: number;
}

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date));
};
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period that holds `date`: the day, its week's Monday, or its month's first. */
export function periodStart(date: string, granularity: EventSales['granularity']): string {
  const at = day(date);
  if (granularity === 'month') return iso(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)));
  if (granularity === 'week') at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7));
  return iso(at);
}

/** Every period from the one holding `from` to the one holding `to`, by its first day. */
export function periodStarts(from: string, to: string, granularity: EventSales['granularity']): string[] {
  const starts: string[] = [];
  const at = day(periodStart(from, granularity));
  const end = day(to);
  while (at <= end) {
    starts.push(iso(at));
    if (granularity === 'month') at.setUTCMonth(at.getUTCMonth() + 1);
    else at.setUTCDate(at.getUTCDate() + (granularity === 'week' ? 7 : 1));
  }
  return starts;
}

/**
 * The sales over time as the chart draws them: every period of the answer's range, those without
 * sales at zero (the server leaves them out), the categories added up, and the running total.
 */
export function salesOverTime(sales: EventSales): SalesPoint[] {
  const byStart = new Map<string, { tickets: number; amount: number }>();
  for (const period of sales.periods) {
    const sum = byStart.get(period.start) ?? { tickets: 0, amount: 0 };
    sum.tickets += period.tickets;
    sum.amount += period.amount;
    byStart.set(period.start, sum);
  }
  let cumulative = 0;
  return periodStarts(sales.from, sales.to, sales.granularity).map((start) => {
    const { tickets, amount } = byStart.get(start) ?? { tickets: 0, amount: 0 };
    cumulative += tickets;
    // Sums of decimals drift (0.1 + 0.2); amounts are shown to the cent.
    return { start, tickets, cumulative, amount: Math.round(amount * 100) / 100 };
  });
}

/** One category's tickets, for the chart by category and the check-in progress. */
export interface CategoryFigures {
  id: number;
  name: string;
  sold: number;
  checkedIn: number;
  held: number;
  available: number;
}

export function salesByCategory(event: OrganizerEvent): CategoryFigures[] {
  return event.ticketCategories.map((category) => ({
    id: category.id,
    name: category.name,
    sold: category.soldTickets,
    checkedIn: category.checkedInTickets,
    held: category.pendingTickets,
    available: category.notSoldTickets,
  }));
}

/** Checked in out of sold, as a whole percentage (0 when nothing is sold yet). */
export function checkInShare(figures: { sold: number; checkedIn: number }): number {
  return figures.sold === 0 ? 0 : Math.round((figures.checkedIn / figures.sold) * 100);
}

/** Every `step`-th label of a long axis, so a chart of many periods stays legible; always the first. */
export function labelStep(count: number, most = 8): number {
  return Math.max(1, Math.ceil(count / most));
}
