import type { AdditionalField, BillingDetails, ItalianEInvoicing, User } from '@shop/contract';
import { autocompletesAttendee, invoiceSection, type BookingConfig } from './booking-config.ts';
import { ticketFields, type AdditionalValues, type BookingFormValues, type TicketValues } from './booking-values.ts';

type ProfileData = NonNullable<User['profile']>['additionalData'];

/** One slot per checkbox option, one for any other type; stored values first, then the profile's. */
export function additionalDefaults(fields: readonly AdditionalField[], profile?: ProfileData): AdditionalValues {
  const values: AdditionalValues = {};
  for (const field of fields) {
    const slots: (string | null)[] = field.type === 'checkbox' ? field.restrictedValues.map(() => null) : [''];
    const stored = new Map(field.fields.map((slot) => [slot.fieldIndex, slot.fieldValue]));
    for (let index = 0; index < slots.length; index++) {
      const value = stored.get(index) || profile?.[field.name]?.values[index] || null;
      if (field.type === 'checkbox') slots[index] = value && field.restrictedValues.includes(value) ? value : null;
      else slots[index] = value ?? '';
    }
    values[field.name] = slots;
  }
  return values;
}

const text = (...candidates: (string | null | undefined)[]) => candidates.find((value) => value) ?? '';

/**
 * What the form starts with: what the reservation already holds (the server keeps what was sent,
 * even after a failed validation), else the signed-in buyer's profile.
 */
export function bookingDefaults(
  config: BookingConfig,
  user: User | null,
  lang: string,
  requestInvoice = false,
): BookingFormValues {
  const { reservation, languages } = config;
  const billing: Partial<BillingDetails> = reservation.billingDetails;
  const profileBilling: Partial<BillingDetails> = user?.profile?.billingDetails ?? {};
  const italian: Partial<ItalianEInvoicing> =
    billing.invoicingAdditionalInfo?.italianEInvoicing ??
    profileBilling.invoicingAdditionalInfo?.italianEInvoicing ??
    {};
  const contact = {
    firstName: text(reservation.firstName, user?.firstName),
    lastName: text(reservation.lastName, user?.lastName),
    email: text(reservation.email, user?.emailAddress),
  };
  const defaultLanguage =
    languages.length === 1 ? (languages[0]?.locale ?? '') : languages.some((l) => l.locale === lang) ? lang : '';
  const autocomplete = autocompletesAttendee(config);

  const tickets: Record<string, TicketValues> = {};
  for (const { ticket } of config.tickets) {
    tickets[ticket.uuid] = {
      firstName: text(ticket.firstName, autocomplete ? contact.firstName : null),
      lastName: text(ticket.lastName, autocomplete ? contact.lastName : null),
      email: text(ticket.email, autocomplete ? contact.email : null),
      userLanguage: languages.length === 1 ? defaultLanguage : text(ticket.userLanguage, defaultLanguage),
      additional: additionalDefaults(ticketFields(ticket), autocomplete ? user?.profile?.additionalData : undefined),
    };
  }

  const additionalServices: BookingFormValues['additionalServices'] = {};
  for (const item of reservation.additionalServiceWithData) {
    const owner = item.ticketUUID ?? '';
    (additionalServices[owner] ??= []).push({
      additionalServiceItemId: item.itemId,
      ticketUUID: owner,
      additional: additionalDefaults(item.ticketFieldConfiguration),
    });
  }

  const subscription = reservation.subscriptionInfos?.[0];
  const owner = subscription?.owner;
  return {
    ...contact,
    tickets,
    invoiceRequested:
      invoiceSection(config) === 'always' ||
      reservation.invoiceRequested ||
      (requestInvoice && invoiceSection(config) !== 'none'),
    addCompanyBillingDetails: reservation.addCompanyBillingDetails ?? Boolean(profileBilling.companyName),
    billingAddressCompany: text(billing.companyName, profileBilling.companyName),
    billingAddressLine1: text(billing.addressLine1, profileBilling.addressLine1),
    billingAddressLine2: text(billing.addressLine2, profileBilling.addressLine2),
    billingAddressZip: text(billing.zip, profileBilling.zip),
    billingAddressCity: text(billing.city, profileBilling.city),
    billingAddressState: text(billing.state, profileBilling.state),
    vatCountryCode: text(billing.country, profileBilling.country),
    vatNr: text(billing.taxId, profileBilling.taxId),
    skipVatNr: reservation.skipVatNr ?? false,
    customerReference: text(reservation.customerReference),
    italyEInvoicingFiscalCode: text(italian.fiscalCode),
    italyEInvoicingReferenceType: italian.referenceType ?? '',
    italyEInvoicingReferenceAddresseeCode: text(italian.addresseeCode),
    italyEInvoicingReferencePEC: text(italian.pec),
    italyEInvoicingSplitPayment: italian.splitPayment ?? false,
    postponeAssignment: false,
    differentSubscriptionOwner: Boolean(owner?.firstName || owner?.lastName),
    subscriptionOwner: {
      firstName: text(owner?.firstName, user?.firstName),
      lastName: text(owner?.lastName, user?.lastName),
      email: text(owner?.email, reservation.metadata.lockEmailEdit ? reservation.email : null, user?.emailAddress),
      additional: additionalDefaults(
        [
          ...(subscription?.fieldConfigurationBeforeStandard ?? []),
          ...(subscription?.fieldConfigurationAfterStandard ?? []),
        ],
        user?.profile?.additionalData,
      ),
    },
    additionalServices,
  };
}
