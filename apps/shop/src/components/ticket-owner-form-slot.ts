import type { AdditionalServiceWithData, EndpointBody, Endpoints, Language } from '@shop/contract';
import type { ComponentType } from 'react';
import type { TicketSlot } from './ticket-slots.ts';

/** A ticket's holder and its supplements' fields, as the update body carries them; also each entry of the booking body's `tickets`. */
export type TicketOwnerBody = NonNullable<EndpointBody<Endpoints['updateTicket']>>;

/**
 * What a ticket's owner form is given. The form draws the booking step's attendee card, so it
 * belongs to the reservation feature; the ticket feature shows it where a route passes it in, so
 * both read its props from here.
 */
export interface OwnerFormSlotArgs {
  slot: TicketSlot;
  /** The organizer keeps a set e-mail address from changing. */
  lockEmailEdit: boolean;
  /** The organizer lets a ticket that has a holder move to somebody else. */
  transferEnabled: boolean;
  languages: readonly Language[];
  /** The supplements linked to this ticket. */
  items: readonly AdditionalServiceWithData[];
  /** Sends the new holder; rejects with the server's validation errors. */
  save: (body: TicketOwnerBody) => Promise<void>;
  /** After the server took the new holder; `emailChanged` tells whether the ticket goes to a new address. */
  onSaved: (emailChanged: boolean) => void;
  /** Closes the form without saving; absent where the form stays open (an unassigned ticket). */
  onCancel?: () => void;
}

export type OwnerFormSlot = ComponentType<OwnerFormSlotArgs>;
