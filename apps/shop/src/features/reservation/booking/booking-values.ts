import type { AdditionalField, BookingInfoTicket, TicketAccessType, TicketsByTicketCategory } from '@shop/contract';
import type { FieldPath } from 'react-hook-form';
import type { InvoiceFormValues } from '../../../components/invoice/invoice-values.ts';

/**
 * The booking form as typed. Its shape follows the request body
 * (`validateToOverview` in `packages/contract`), so a server error's `fieldName` names the same place in both:
 * `tickets[uuid].additional[company][0]` is `tickets.uuid.additional.company.0` here.
 */

/** One array per field, one element per slot: a checkbox's option value or null, else the text. */
export type AdditionalValues = Record<string, (string | null)[]>;

export interface TicketValues {
  firstName: string;
  lastName: string;
  email: string;
  userLanguage: string;
  additional: AdditionalValues;
}

/** A linked additional-service item and the ticket it belongs to (which the buyer may change). */
export interface AdditionalServiceValues {
  additionalServiceItemId: number;
  ticketUUID: string;
  additional: AdditionalValues;
}

export interface SubscriptionOwnerValues {
  firstName: string;
  lastName: string;
  email: string;
  additional: AdditionalValues;
}

export interface BookingFormValues extends InvoiceFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Keyed by public ticket uuid. */
  tickets: Record<string, TicketValues>;
  invoiceRequested: boolean;
  postponeAssignment: boolean;
  differentSubscriptionOwner: boolean;
  subscriptionOwner: SubscriptionOwnerValues;
  /** Keyed by the public uuid of the ticket each item is linked to. */
  additionalServices: Record<string, AdditionalServiceValues[]>;
}

export type BookingPath = FieldPath<BookingFormValues>;

/** Dynamic paths (ticket uuids, field names) are checked by the server's answers, not by types. */
export const bookingPath = (...segments: (string | number)[]): BookingPath => segments.join('.') as BookingPath;

/** A ticket with what the attendee cards show around it. */
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

/** All fields of a ticket, before-standard ones first, as the server orders them. */
export function ticketFields(ticket: BookingInfoTicket): AdditionalField[] {
  return [...ticket.ticketFieldConfigurationBeforeStandard, ...ticket.ticketFieldConfigurationAfterStandard];
}
