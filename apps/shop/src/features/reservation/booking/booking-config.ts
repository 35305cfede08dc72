import type {
  AssignmentConfiguration,
  BookingInfoTicket,
  InvoicingConfiguration,
  Language,
  ReservationInfo,
} from '@shop/contract';
import type { PurchaseContextKind } from '../api.ts';
import type { PurchaseContextDetails } from '../reservation-scope.tsx';
import { ticketSlots, type TicketSlot } from '../../../components/ticket-slots.ts';

/** What the booking form's rules depend on, read once from the reservation and its context. */
export interface BookingConfig {
  type: PurchaseContextKind;
  reservation: ReservationInfo;
  invoicing: InvoicingConfiguration;
  assignment: AssignmentConfiguration;
  languages: readonly Language[];
  /** Every ticket in category order, numbered. */
  tickets: readonly TicketSlot[];
  /** The order costs nothing: no invoice is asked for. */
  free: boolean;
  /** Embedded pages may hide the contact data (`metadata.hideContactData`). */
  showContactData: boolean;
}

export function bookingConfig(
  type: PurchaseContextKind,
  reservation: ReservationInfo,
  context: PurchaseContextDetails,
  embedded: boolean,
): BookingConfig {
  const tickets = ticketSlots(reservation.ticketsByCategory);
  return {
    type,
    reservation,
    invoicing: context.invoicingConfiguration,
    assignment: context.assignmentConfiguration,
    languages: context.contentLanguages,
    tickets,
    free: reservation.orderSummary.free,
    showContactData: !embedded || !reservation.metadata.hideContactData,
  };
}

/** The invoice section: always for `onlyInvoice`, on request where invoices are allowed, never for free orders. */
export function invoiceSection(config: BookingConfig): 'none' | 'optional' | 'always' {
  if (config.free) return 'none';
  if (config.invoicing.onlyInvoice) return 'always';
  return config.invoicing.invoiceAllowed ? 'optional' : 'none';
}

/**
 * Postponing the assignment is offered only without additional services, without
 * forced assignment, with more than one ticket and no category linked to groups.
 */
export function canPostponeAssignment(config: BookingConfig): boolean {
  return (
    config.type === 'event' &&
    config.reservation.additionalServiceWithData.length === 0 &&
    !config.assignment.forceAssignment &&
    config.tickets.length > 1 &&
    !config.reservation.containsCategoriesLinkedToGroups
  );
}

/** Contact data goes to the single ticket by itself when the organizer allows it. */
export function autocompletesAttendee(config: BookingConfig): boolean {
  return config.tickets.length === 1 && config.assignment.enableAttendeeAutocomplete;
}

/** Names and e-mail of a locked ticket cannot change; nor its e-mail once set when the organizer locks e-mails. */
export function attendeeLocks(config: BookingConfig, slot: TicketSlot): AttendeeLocks {
  return ticketLocks(slot.ticket, config.reservation.metadata.lockEmailEdit);
}

export interface AttendeeLocks {
  names: boolean;
  email: boolean;
}

/**
 * After the purchase a ticket with a holder also keeps names and e-mail while the organizer does
 * not allow transfers, and its e-mail where the server says it keeps it.
 */
export function ticketLocks(
  ticket: Pick<BookingInfoTicket, 'locked' | 'email' | 'assigned' | 'emailLocked'>,
  lockEmailEdit: boolean,
  transferEnabled = true,
): AttendeeLocks {
  const keepsHolder = ticket.locked || (!transferEnabled && ticket.assigned);
  return {
    names: keepsHolder,
    email: keepsHolder || ticket.emailLocked === true || (lockEmailEdit && Boolean(ticket.email)),
  };
}
