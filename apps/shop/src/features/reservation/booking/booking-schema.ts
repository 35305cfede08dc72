import { valibotResolver } from '@hookform/resolvers/valibot';
import type { AdditionalServiceWithData, BookingInfoTicket } from '@shop/contract';
import type { Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { errorMessage } from '../../../lib/server-errors.ts';
import { additionalValuesSchema } from './additional-field-rules.ts';
import { invoiceSection, type BookingConfig } from './booking-config.ts';
import { ticketFields, type BookingFormValues } from './booking-values.ts';
import { invoiceLayout } from './invoice-rules.ts';

/** Names, e-mail and address lines 255 characters, the postal code 50. */
export const maxText = 255;
export const maxZip = 50;
export const maxAddresseeCode = 7;
/** The server's limit for a fiscal code. */
export const maxFiscalCode = 28;

type Rule = v.GenericSchema;

const any: Rule = v.any();
/** Keys the rules do not name pass through untouched. */
const object = (entries: v.ObjectEntries): Rule => v.looseObject(entries) as Rule;
const text = (empty: string | null, max: number | null, tooLong = 'error.tooLong'): Rule =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => !empty || value !== '', errorMessage(empty ?? 'error.emptyField')),
    v.check((value) => !max || value.length <= max, errorMessage(tooLong)),
  );
/**
 * Only the shape of an address is checked here: one that merely looks mistyped (no dot in the
 * domain, a misspelt provider) is the server's to warn about, and the buyer's to confirm.
 */
const emailShape = /^[^\s@]+@[^\s@]+$/;
const email = (empty: string, invalid: string): Rule =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(errorMessage(empty)),
    v.maxLength(maxText, errorMessage('error.STEP_2_EMAIL_IS_TOO_LONG')),
    v.regex(emailShape, errorMessage(invalid)),
  );
const person = (emailEmpty: string, emailInvalid: string): v.ObjectEntries => ({
  firstName: text('error.STEP_2_EMPTY_FIRSTNAME', maxText, 'error.STEP_2_MAX_LENGTH_FIRSTNAME'),
  lastName: text('error.STEP_2_EMPTY_LASTNAME', maxText, 'error.STEP_2_MAX_LENGTH_LASTNAME'),
  email: email(emailEmpty, emailInvalid),
});

function invoiceEntries(config: BookingConfig, values: BookingFormValues): v.ObjectEntries {
  const section = invoiceSection(config);
  if (section === 'none' || (section === 'optional' && !values.invoiceRequested)) return {};
  const layout = invoiceLayout(config.invoicing, values);
  return {
    billingAddressCompany: layout.company ? text('error.emptyField', maxText) : any,
    billingAddressLine1: text('error.emptyField', maxText),
    billingAddressLine2: text(null, maxText),
    billingAddressZip: text('error.emptyField', maxZip),
    billingAddressCity: text('error.emptyField', maxText),
    vatCountryCode: text('error.emptyField', null),
    vatNr: layout.vatNrRequired ? text('error.emptyField', maxText) : any,
    customerReference: layout.customerReference ? text(null, maxText) : any,
    italyEInvoicingFiscalCode: layout.fiscalCode ? text('error.emptyField', maxFiscalCode) : any,
    italyEInvoicingReferenceType: layout.referenceType
      ? v.picklist(['ADDRESSEE_CODE', 'PEC', 'NONE'], errorMessage('error.italyEInvoicingReferenceTypeSelectValue'))
      : any,
    italyEInvoicingReferenceAddresseeCode: layout.addresseeCode ? text('error.emptyField', maxAddresseeCode) : any,
    italyEInvoicingReferencePEC: layout.pec ? email('error.emptyField', 'error.email') : any,
  };
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
    ...invoiceEntries(config, values),
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
