import type { Queryable } from '../../db/database.ts';
import { sentTicketOf } from '../reservation/booking/attendee-data.ts';
import type { EffectiveBooking, SentBookingForm } from '../reservation/booking/booking-form.ts';
import type { BookingState } from '../reservation/booking/persist-booking.ts';
import { attendeeFieldsFor } from '../reservation/fields/field-config.ts';
import { findAccountEmail, mergeIntoProfile } from './account-repository.ts';
import { billingDetailsToStore } from './user-profile.ts';

/**
 * What a signed-in buyer's validated booking teaches their profile, for the next booking to start
 * from: the invoice address when an invoice was asked for (a booking without one leaves the
 * address as it was rather than blanking it), and the answers to the attendee fields of the ticket
 * the buyer holds themselves (the one with the account's e-mail address), with the fields' labels.
 */
export async function saveBookingToProfile(
  q: Queryable,
  userId: number,
  state: BookingState,
  form: SentBookingForm,
  booking: EffectiveBooking,
): Promise<void> {
  const email = (await findAccountEmail(q, userId))?.toLowerCase();
  const additionalData: Record<string, { label: Record<string, string>; values: string[] }> = {};
  const own = state.tickets
    .map((ticket) => ({ ticket, sent: sentTicketOf(form, ticket.uuid) }))
    .find(({ sent }) => email !== undefined && sent?.email?.trim().toLowerCase() === email);
  if (own?.sent) {
    for (const field of attendeeFieldsFor(state.fields, own.ticket.categoryId)) {
      const values = (own.sent.additional[field.name] ?? []).filter((value): value is string => !!value?.trim());
      if (values.length === 0) continue;
      const label = Object.fromEntries(
        Object.entries(field.description).flatMap(([lang, text]) => (text.label ? [[lang, text.label]] : [])),
      );
      additionalData[field.name] = { label, values };
    }
  }
  const billingDetails = booking.invoice.invoiceRequested
    ? billingDetailsToStore({ ...booking.invoice, italianEInvoicing: booking.italianEInvoicing })
    : null;
  if (billingDetails === null && Object.keys(additionalData).length === 0) return;
  await mergeIntoProfile(q, userId, billingDetails, additionalData);
}
