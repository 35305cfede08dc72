import type {
  AdditionalField,
  AdditionalServiceWithData,
  BillingDetails,
  BookingInfoTicket,
  ItalianEInvoicing,
  Language,
  User,
} from '@shop/contract';
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
  const defaultLanguage = defaultLanguageOf(languages, lang);
  const autocomplete = autocompletesAttendee(config);

  const tickets: Record<string, TicketValues> = {};
  for (const { ticket } of config.tickets) {
    tickets[ticket.uuid] = ticketDefaults(
      ticket,
      languages,
      defaultLanguage,
      autocomplete ? { ...contact, profile: user?.profile?.additionalData } : null,
    );
  }
  const additionalServices = additionalServiceDefaults(reservation.additionalServiceWithData);

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

/** With one language it is the one; else the page's, when the event offers it. */
export function defaultLanguageOf(languages: readonly Language[], lang: string): string {
  if (languages.length === 1) return languages[0]?.locale ?? '';
  return languages.some((language) => language.locale === lang) ? lang : '';
}

interface AttendeeFallback {
  firstName: string;
  lastName: string;
  email: string;
  profile: ProfileData | undefined;
}

/** A ticket's attendee values: what the ticket holds, else what `fallback` (the buyer) brings. */
export function ticketDefaults(
  ticket: BookingInfoTicket,
  languages: readonly Language[],
  defaultLanguage: string,
  fallback: AttendeeFallback | null,
): TicketValues {
  return {
    firstName: text(ticket.firstName, fallback?.firstName),
    lastName: text(ticket.lastName, fallback?.lastName),
    email: text(ticket.email, fallback?.email),
    userLanguage: languages.length === 1 ? defaultLanguage : text(ticket.userLanguage, defaultLanguage),
    additional: additionalDefaults(ticketFields(ticket), fallback?.profile),
  };
}

/** The linked items' values, grouped by the ticket each belongs to. */
export function additionalServiceDefaults(
  items: readonly AdditionalServiceWithData[],
): BookingFormValues['additionalServices'] {
  const grouped: BookingFormValues['additionalServices'] = {};
  for (const item of items) {
    const owner = item.ticketUUID ?? '';
    (grouped[owner] ??= []).push({
      additionalServiceItemId: item.itemId,
      ticketUUID: owner,
      additional: additionalDefaults(item.ticketFieldConfiguration),
    });
  }
  return grouped;
}
