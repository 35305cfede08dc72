import type { Queryable } from '../../../db/database.ts';
import { holderOf, itemLinksOf, sentTicketOf } from './attendee-data.ts';
import type { BookingReservation, ReservedItem, ReservedTicket } from './booking-read-repository.ts';
import { trimmed, type EffectiveBooking, type SentBookingForm } from './booking-form.ts';
import {
  linkItems,
  replaceFieldValues,
  saveHolders,
  saveSubscriptionOwner,
  type FieldValues,
} from './booking-write-repository.ts';
import { saveContactAndBilling } from '../status/reservation-repository.ts';
import { billingAddressText } from '../invoicing/billing-view.ts';
import { attendeeFieldsFor, itemFieldsFor, type FieldConfig } from '../fields/field-config.ts';
import { slotsToStore } from '../fields/field-slots.ts';

export interface BookingState {
  reservation: BookingReservation;
  tickets: ReservedTicket[];
  items: ReservedItem[];
  fields: FieldConfig[];
  /** The subscription a subscription reservation buys. */
  subscriptionId: string | null;
}

/**
 * The first thing the booking step does: whatever the buyer sent is stored before it is checked, so a
 * failed validation keeps the data (the shop relies on it before sending the buyer to sign in).
 * Attendees are stored unless their assignment is postponed; values of fields that do not
 * apply are not stored.
 */
export async function persistBooking(
  tx: Queryable,
  state: BookingState,
  form: SentBookingForm,
  booking: EffectiveBooking,
  language: string,
  vatStatus: string,
): Promise<void> {
  const { reservation } = state;
  const { invoice } = booking;
  await saveContactAndBilling(tx, reservation.id, {
    ...booking.contact,
    fullName: booking.fullName,
    language,
    invoiceRequested: invoice.invoiceRequested,
    addCompanyBillingDetails: booking.addCompanyBillingDetails,
    company: invoice.company,
    line1: invoice.line1,
    line2: invoice.line2,
    zip: invoice.zip,
    city: invoice.city,
    state: invoice.state,
    billingAddress:
      (invoice.invoiceRequested ? billingAddressText(invoice, language) : null) ?? booking.legacyBillingAddress,
    customerReference: booking.customerReference,
    vatCountryCode: invoice.country,
    vatNr: invoice.vatNr,
    skipVatNr: invoice.skipVatNr,
    italianEInvoicing: booking.italianEInvoicing,
    vatStatus,
  });

  if (!booking.postponeAssignment) {
    const sentTickets = state.tickets.flatMap((ticket) => {
      const sent = sentTicketOf(form, ticket.uuid);
      return sent ? [{ ticket, sent }] : [];
    });
    await saveHolders(
      tx,
      sentTickets.map(({ ticket, sent }) => holderOf(ticket, sent, reservation, language)),
    );
    await replaceFieldValues(
      tx,
      'ticket',
      sentTickets.flatMap(({ ticket, sent }) =>
        valuesFor(attendeeFieldsFor(state.fields, ticket.categoryId), ticket.id, sent.additional),
      ),
    );
  }

  if (reservation.purchaseContextType === 'event') {
    const { links } = itemLinksOf(form, state.tickets, state.items);
    await linkItems(
      tx,
      links.map((link) => ({ itemId: link.item.id, ticketId: link.ticket.id })),
    );
    await replaceFieldValues(
      tx,
      'item',
      links.flatMap((link) =>
        valuesFor(itemFieldsFor(state.fields, link.item.serviceId), link.item.id, link.additional),
      ),
    );
  }

  if (state.subscriptionId !== null) {
    const owner = form.differentSubscriptionOwner ? form.subscriptionOwner : null;
    await saveSubscriptionOwner(
      tx,
      state.subscriptionId,
      owner && { firstName: trimmed(owner.firstName), lastName: trimmed(owner.lastName), email: trimmed(owner.email) },
    );
    const subscriptionFields = state.fields.filter((field) => field.context === 'SUBSCRIPTION');
    await replaceFieldValues(
      tx,
      'subscription',
      valuesFor(subscriptionFields, state.subscriptionId, form.subscriptionOwner?.additional ?? null),
    );
  }
}

/** Only fields the request mentions are replaced: a field it leaves out keeps its value. */
export function valuesFor(
  fields: readonly FieldConfig[],
  ownerId: number | string,
  sent: Record<string, (string | null)[] | null> | null,
): FieldValues[] {
  if (sent === null) return [];
  return fields
    .filter((field) => Object.hasOwn(sent, field.name))
    .map((field) => ({ ownerId, fieldId: field.id, slots: slotsToStore(field, sent[field.name]) }));
}
