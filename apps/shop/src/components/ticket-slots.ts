import type { BookingInfoTicket, TicketAccessType, TicketsByTicketCategory } from '@shop/contract';

/**
 * A ticket with what is drawn around it: the booking step's attendee cards and the cards of the
 * ticket pages number and name tickets the same way.
 */
export interface TicketSlot {
  ticket: BookingInfoTicket;
  categoryName: string;
  /** Where the ticket is used, for a HYBRID event: its category's access type. */
  accessType: TicketAccessType;
  /** 1-based, over the whole reservation: "Ticket #2". */
  number: number;
}

/** Every ticket of an order in category order, numbered from 1. */
export function ticketSlots(categories: readonly TicketsByTicketCategory[]): TicketSlot[] {
  let number = 0;
  return categories.flatMap((category) =>
    category.tickets.map((ticket) => ({
      ticket,
      categoryName: category.name,
      accessType: category.ticketAccessType,
      number: ++number,
    })),
  );
}
