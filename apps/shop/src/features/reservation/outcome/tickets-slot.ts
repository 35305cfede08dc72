import type { AdditionalServiceWithData, EventDetails, TicketsByTicketCategory } from '@shop/contract';
import type { ReactNode } from 'react';

/** What the success page gives its list of tickets; the route fills the slot from the ticket feature. */
export interface TicketsSlotArgs {
  event: EventDetails;
  reservationId: string;
  categories: readonly TicketsByTicketCategory[];
  items: readonly AdditionalServiceWithData[];
  lockEmailEdit: boolean;
  /** The order is complete: until then a ticket can be neither used nor changed. */
  finalized: boolean;
  /** Loads the order again after a ticket changed on the server. */
  onChanged: () => void;
}

export type TicketsSlot = (args: TicketsSlotArgs) => ReactNode;
