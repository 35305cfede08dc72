import { valibotResolver } from '@hookform/resolvers/valibot';
import type { AdditionalServiceWithData, BookingInfoTicket } from '@shop/contract';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { emailRule, invoiceEntries, nameEntries, type Rule } from '../../../components/invoice/invoice-schema.ts';
import { additionalValuesSchema } from './additional-field-rules.ts';
import { invoiceSection, type BookingConfig } from './booking-config.ts';
import { ticketFields, type BookingFormValues } from './booking-values.ts';

/** Keys the rules do not name pass through untouched. */
const object = (entries: v.ObjectEntries): Rule => v.looseObject(entries) as Rule;
const person = (emailEmpty: string, emailInvalid: string): v.ObjectEntries => ({
  ...nameEntries,
  email: emailRule(emailEmpty, emailInvalid),
});

function bookingInvoiceEntries(config: BookingConfig, values: BookingFormValues): v.ObjectEntries {
  const section = invoiceSection(config);
  if (section === 'none' || (section === 'optional' && !values.invoiceRequested)) return {};
  return invoiceEntries(config.invoicing, values);
}

function attendeeEntries(config: BookingConfig, values: BookingFormValues, today: Date): v.ObjectEntries {
  if (config.type !== 'event' || values.postponeAssignment) return {};
  return attendeesEntries(
    config.tickets.map(({ ticket }) => ticket),
    config.reservation.additionalServiceWithData,
    values.additionalServices,
    today,
  );
}

/**
 * The rules of the attendee part of a form (`tickets` and `additionalServices`): the booking
 * step's and the ticket owner form's, which edits one ticket after the purchase.
 */
export function attendeesEntries(
  tickets: readonly BookingInfoTicket[],
  items: readonly AdditionalServiceWithData[],
  additionalServices: BookingFormValues['additionalServices'],
  today: Date,
): v.ObjectEntries {
  const ticketRules = Object.fromEntries(
    tickets.map((ticket) => [
      ticket.uuid,
      object({
        ...person('error.email', 'error.email'),
        additional: additionalValuesSchema(ticketFields(ticket), today, ticket.acquired),
      }),
    ]),
  );
  // Items follow the ticket they were moved to: the schema is built from where they are now.
  const fields = new Map(items.map((item) => [item.itemId, item.ticketFieldConfiguration]));
  const itemRules = Object.fromEntries(
    Object.entries(additionalServices).map(([uuid, entries]) => [
      uuid,
      v.tuple(
        entries.map((entry) =>
          object({ additional: additionalValuesSchema(fields.get(entry.additionalServiceItemId) ?? [], today, false) }),
        ),
      ),
    ]),
  );
  return { tickets: object(ticketRules), additionalServices: object(itemRules) };
}

function subscriptionEntries(config: BookingConfig, values: BookingFormValues, today: Date): v.ObjectEntries {
  const subscription = config.reservation.subscriptionInfos?.[0];
  if (config.type !== 'subscription' || !subscription) return {};
  const fields = [...subscription.fieldConfigurationBeforeStandard, ...subscription.fieldConfigurationAfterStandard];
  return {
    subscriptionOwner: object({
      ...(values.differentSubscriptionOwner ? person('error.STEP_2_EMPTY_EMAIL', 'error.STEP_2_INVALID_EMAIL') : {}),
      additional: additionalValuesSchema(fields, today, false),
    }),
  };
}

/** The rules of the form as it is now: which sections apply depends on the values themselves. */
export function bookingSchema(config: BookingConfig, values: BookingFormValues, today: Date): Rule {
  return object({
    ...(config.showContactData ? person('error.STEP_2_EMPTY_EMAIL', 'error.STEP_2_INVALID_EMAIL') : {}),
    ...bookingInvoiceEntries(config, values),
    ...attendeeEntries(config, values, today),
    ...subscriptionEntries(config, values, today),
  });
}

/** react-hook-form checks the form against the schema of the moment; the values stay as typed. */
export function bookingResolver(config: BookingConfig): Resolver<BookingFormValues> {
  return (values, context, options) => {
    const schema = bookingSchema(config, values, new Date()) as v.GenericSchema<BookingFormValues>;
    return valibotResolver(schema, undefined, { raw: true })(values, context, options);
  };
}

/** The ticket owner form: one ticket's attendee data under the booking step's rules. */
export function ticketOwnerResolver(
  ticket: BookingInfoTicket,
  items: readonly AdditionalServiceWithData[],
): Resolver<BookingFormValues> {
  return (values, context, options) => {
    const entries = attendeesEntries([ticket], items, values.additionalServices, new Date());
    const schema = object(entries) as v.GenericSchema<BookingFormValues>;
    return valibotResolver(schema, undefined, { raw: true })(values, context, options);
  };
}
