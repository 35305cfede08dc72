import type { ContactAndTicketsForm } from '@shop/contract';
import type { z } from 'zod';
import type { Contact } from './contact-rules.ts';
import type { InvoiceDetails } from '../invoicing/invoice-rules.ts';
import { italianEInvoicingToStore, type ItalianEInvoicingData } from '../invoicing/italian-e-invoicing.ts';

/** The booking-step body as parsed by the contract (missing properties are null or false). */
export type SentBookingForm = z.output<typeof ContactAndTicketsForm>;

export interface BookingFacts {
  /** The order costs something: free orders get no invoice. */
  requiresPayment: boolean;
  /** The organizer issues invoices only (GENERATE_ONLY_INVOICE or Italian e-invoicing). */
  onlyInvoice: boolean;
  /** FORCE_TICKET_OWNER_ASSIGNMENT_AT_RESERVATION, or a category admits only a group's attendees. */
  assignmentForced: boolean;
  italianEInvoicingEnabled: boolean;
  customerReferenceEnabled: boolean;
}

/** What the booking step stores and checks, after the server's own corrections of the form. */
export interface EffectiveBooking {
  contact: Contact;
  /** Legacy single-name contact. */
  fullName: string | null;
  invoice: InvoiceDetails;
  addCompanyBillingDetails: boolean;
  /** An invoice to a company that gives its VAT number. */
  business: boolean;
  customerReference: string | null;
  /** Free text some clients send instead of the address fields. */
  legacyBillingAddress: string | null;
  postponeAssignment: boolean;
  italianEInvoicing: ItalianEInvoicingData | null;
}

export const trimmed = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The corrections made to what the buyer sent, before anything is checked: texts trimmed, an
 * invoice forced for a paid order when the organizer issues only invoices and dropped for a free
 * one, company data dropped from a private invoice, assignment not postponed when it is forced, and
 * of the Italian e-invoicing answers only what the chosen reference type needs.
 */
export function effectiveBooking(form: SentBookingForm, facts: BookingFacts): EffectiveBooking {
  const invoiceRequested = facts.requiresPayment && (form.invoiceRequested || facts.onlyInvoice);
  const company = invoiceRequested && form.addCompanyBillingDetails;
  const skipVatNr = company && form.skipVatNr;
  const business = company && !skipVatNr;
  const sentItalian: ItalianEInvoicingData = {
    fiscalCode: trimmed(form.italyEInvoicingFiscalCode)?.toUpperCase() ?? null,
    referenceType: form.italyEInvoicingReferenceType,
    addresseeCode: trimmed(form.italyEInvoicingReferenceAddresseeCode),
    pec: trimmed(form.italyEInvoicingReferencePEC),
    splitPayment: form.italyEInvoicingSplitPayment,
  };
  const contact = { firstName: trimmed(form.firstName), lastName: trimmed(form.lastName), email: trimmed(form.email) };
  return {
    contact,
    fullName: trimmed(form.fullName) ?? trimmed([contact.firstName, contact.lastName].filter(Boolean).join(' ')),
    invoice: {
      invoiceRequested,
      company: company ? trimmed(form.billingAddressCompany) : null,
      line1: trimmed(form.billingAddressLine1),
      line2: trimmed(form.billingAddressLine2),
      zip: trimmed(form.billingAddressZip),
      city: trimmed(form.billingAddressCity),
      state: trimmed(form.billingAddressState),
      country: trimmed(form.vatCountryCode)?.toUpperCase() ?? null,
      vatNr: company ? trimmed(form.vatNr) : null,
      skipVatNr,
      firstName: contact.firstName,
      lastName: contact.lastName,
      italianEInvoicing: sentItalian,
    },
    addCompanyBillingDetails: company,
    business,
    customerReference: company && facts.customerReferenceEnabled ? trimmed(form.customerReference) : null,
    legacyBillingAddress: trimmed(form.billingAddress),
    postponeAssignment: form.postponeAssignment && !facts.assignmentForced,
    italianEInvoicing: italianEInvoicingToStore(sentItalian, facts.italianEInvoicingEnabled, business),
  };
}
