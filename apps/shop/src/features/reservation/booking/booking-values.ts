import type { AdditionalField, BookingInfoTicket } from '@shop/contract';
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

/** All fields of a ticket, before-standard ones first, as the server orders them. */
export function ticketFields(ticket: BookingInfoTicket): AdditionalField[] {
  return [...ticket.ticketFieldConfigurationBeforeStandard, ...ticket.ticketFieldConfigurationAfterStandard];
}
