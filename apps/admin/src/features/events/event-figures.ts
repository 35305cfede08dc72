import type { OrganizerEvent } from './api.ts';

/** The counts the events list shows: tickets sold (checked in included), held in carts not yet paid, and still on sale. */
export interface EventFigures {
  sold: number;
  held: number;
  available: number;
  /** Decimal, in the event's currency: what completed orders brought. */
  revenue: number;
}

export function eventFigures(event: OrganizerEvent): EventFigures {
  return {
    sold: event.soldTickets,
    held: event.pendingTickets,
    available: event.notSoldTickets,
    revenue: event.grossIncome,
  };
}
