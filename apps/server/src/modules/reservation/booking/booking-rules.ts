import { checkAdditionalFields, type FieldRuleContext } from '../fields/additional-field-rules.ts';
import { holderOf, itemLinksOf, sentTicketOf } from './attendee-data.ts';
import type { BookingErrors } from './booking-errors.ts';
import type { EffectiveBooking, SentBookingForm } from './booking-form.ts';
import { checkContact, checkHolder, checkSubscriptionOwner } from './contact-rules.ts';
import { attendeeFieldsFor, itemFieldsFor } from '../fields/field-config.ts';
import { checkInvoice } from '../invoicing/invoice-rules.ts';
import type { BookingState } from './persist-booking.ts';

/**
 * Every rule of the booking step, checked over what was stored (the form is stored first). Field
 * errors carry the contract's field names; attendee and linked-service failures add one global
 * error, `error.STEP_2_INVALID_VAT` when a VAT number was the problem, else
 * `error.STEP_2_MISSING_ATTENDEE_DATA`.
 */
export interface BookingRuleOptions extends FieldRuleContext {
  language: string;
  italianEInvoicingEnabled: boolean;
  requiresPayment: boolean;
}

const MAX_CUSTOMER_REFERENCE_LENGTH = 255;

export async function checkBooking(
  state: BookingState,
  form: SentBookingForm,
  booking: EffectiveBooking,
  errors: BookingErrors,
  options: BookingRuleOptions,
): Promise<void> {
  checkContact(booking.contact, errors);
  if (booking.customerReference && [...booking.customerReference].length > MAX_CUSTOMER_REFERENCE_LENGTH) {
    errors.reject('customerReference', 'error.tooLong', MAX_CUSTOMER_REFERENCE_LENGTH);
  }
  checkInvoice(booking.invoice, errors, options);

  if (state.reservation.purchaseContextType === 'event') {
    await checkItemLinks(state, form, errors, options);
    if (!booking.postponeAssignment) await checkAttendees(state, form, errors, options);
  } else {
    if (form.differentSubscriptionOwner) checkSubscriptionOwner(form.subscriptionOwner, errors);
    const subscriptionFields = state.fields.filter((field) => field.context === 'SUBSCRIPTION');
    await checkAdditionalFields(
      subscriptionFields,
      form.subscriptionOwner?.additional ?? null,
      'subscriptionOwner.',
      errors,
      options,
    );
  }
}

/** Every ticket needs its holder now; a ticket the form leaves out has none. */
async function checkAttendees(
  state: BookingState,
  form: SentBookingForm,
  errors: BookingErrors,
  options: BookingRuleOptions,
): Promise<void> {
  let complete = true;
  for (const ticket of state.tickets) {
    const sent = sentTicketOf(form, ticket.uuid);
    if (!sent) {
      complete = false;
      continue;
    }
    const prefix = `tickets[${ticket.uuid}].`;
    checkHolder(
      holderOf(ticket, sent, state.reservation, options.language),
      prefix,
      state.reservation.useFirstAndLastName,
      errors,
    );
    await checkAdditionalFields(
      attendeeFieldsFor(state.fields, ticket.categoryId),
      sent.additional,
      prefix,
      errors,
      options,
    );
  }
  rejectIfAttendeeErrors(errors, 'tickets[', complete);
}

async function checkItemLinks(
  state: BookingState,
  form: SentBookingForm,
  errors: BookingErrors,
  options: BookingRuleOptions,
): Promise<void> {
  const { links, complete } = itemLinksOf(form, state.tickets, state.items);
  if (!complete) errors.rejectForm('error.STEP_2_ADDITIONAL_ITEMS_NOT_ASSIGNED');
  for (const link of links) {
    const prefix = `additionalServices[${link.ticketUuid}][${link.position}].`;
    await checkAdditionalFields(
      itemFieldsFor(state.fields, link.item.serviceId),
      link.additional,
      prefix,
      errors,
      options,
    );
  }
  rejectIfAttendeeErrors(errors, 'additionalServices[', true);
}

function rejectIfAttendeeErrors(errors: BookingErrors, prefix: string, complete: boolean): void {
  const codes = errors.codesUnder(prefix);
  if (codes.includes('error.STEP_2_INVALID_VAT')) errors.rejectForm('error.STEP_2_INVALID_VAT');
  else if (codes.length > 0 || !complete) errors.rejectForm('error.STEP_2_MISSING_ATTENDEE_DATA');
}
