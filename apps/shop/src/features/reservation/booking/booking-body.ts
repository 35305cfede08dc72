import type { TicketOwnerBody } from '../../../components/ticket-owner-form-slot.ts';
import type { BookingBody } from '../api.ts';
import { invoiceSection, type BookingConfig } from './booking-config.ts';
import { withoutBusinessDetails } from '../../../components/invoice/invoice-rules.ts';
import type { AdditionalValues, BookingFormValues, TicketValues } from './booking-values.ts';

const trimmed = (value: string) => value.trim();
const optional = (value: string) => value.trim() || null;

/** Slots as typed; a text slot left empty travels as an empty string, an unticked option as null. */
function additional(values: AdditionalValues): AdditionalValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, slots]) => [name, slots.map((slot) => (slot === null ? null : slot.trim()))]),
  );
}

/**
 * The request body of `validate-to-overview` for what the form holds. A private
 * invoice sheds its business details first; `onlyInvoice` forces the invoice for paid orders.
 */
export function bookingBody(form: BookingFormValues, config: BookingConfig): BookingBody {
  const values = withoutBusinessDetails(form);
  const section = invoiceSection(config);
  const invoiceRequested = section === 'always' || (section === 'optional' && values.invoiceRequested);
  const subscription = config.type === 'subscription';
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email),
    tickets: Object.fromEntries(Object.entries(values.tickets).map(([uuid, ticket]) => [uuid, ticketBody(ticket)])),
    invoiceRequested,
    addCompanyBillingDetails: invoiceRequested && values.addCompanyBillingDetails,
    billingAddressCompany: optional(values.billingAddressCompany),
    billingAddressLine1: optional(values.billingAddressLine1),
    billingAddressLine2: optional(values.billingAddressLine2),
    billingAddressZip: optional(values.billingAddressZip),
    billingAddressCity: optional(values.billingAddressCity),
    billingAddressState: optional(values.billingAddressState),
    vatCountryCode: optional(values.vatCountryCode),
    vatNr: optional(values.vatNr),
    skipVatNr: values.skipVatNr,
    customerReference: values.addCompanyBillingDetails ? optional(values.customerReference) : null,
    italyEInvoicingFiscalCode: optional(values.italyEInvoicingFiscalCode),
    italyEInvoicingReferenceType: values.italyEInvoicingReferenceType || null,
    italyEInvoicingReferenceAddresseeCode: optional(values.italyEInvoicingReferenceAddresseeCode),
    italyEInvoicingReferencePEC: optional(values.italyEInvoicingReferencePEC),
    italyEInvoicingSplitPayment: values.addCompanyBillingDetails && values.italyEInvoicingSplitPayment,
    postponeAssignment: values.postponeAssignment,
    differentSubscriptionOwner: subscription && values.differentSubscriptionOwner,
    subscriptionOwner: subscription
      ? {
          firstName: optional(values.subscriptionOwner.firstName),
          lastName: optional(values.subscriptionOwner.lastName),
          email: optional(values.subscriptionOwner.email),
          additional: additional(values.subscriptionOwner.additional),
        }
      : null,
    additionalServices: additionalServicesBody(values.additionalServices),
  };
}

/** One ticket's attendee data as the booking body and the ticket update body carry it. */
export function ticketBody(ticket: TicketValues): TicketOwnerBody {
  return {
    firstName: trimmed(ticket.firstName),
    lastName: trimmed(ticket.lastName),
    email: trimmed(ticket.email),
    userLanguage: optional(ticket.userLanguage),
    additional: additional(ticket.additional),
  };
}

/** Each item goes with the ticket it is listed under now. */
export function additionalServicesBody(
  services: BookingFormValues['additionalServices'],
): NonNullable<TicketOwnerBody['additionalServices']> {
  return Object.fromEntries(
    Object.entries(services).map(([uuid, items]) => [
      uuid,
      items.map((item) => ({
        additionalServiceItemId: item.additionalServiceItemId,
        ticketUUID: uuid,
        additional: additional(item.additional),
      })),
    ]),
  );
}
