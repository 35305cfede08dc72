import type {
  BillingDetails,
  ErrorDescriptor,
  ItalianEInvoicing,
  UpdateProfileForm,
  User,
  WarningMessage,
} from '@shop/contract';
import type { z } from 'zod';
import { BookingErrors } from '../reservation/booking/booking-errors.ts';
import { effectiveBooking, trimmed } from '../reservation/booking/booking-form.ts';
import { checkContact } from '../reservation/booking/contact-rules.ts';
import { checkInvoice } from '../reservation/invoicing/invoice-rules.ts';
import type { ItalianEInvoicingData } from '../reservation/invoicing/italian-e-invoicing.ts';
import type { AccountRow, ProfileChanges } from './account-repository.ts';

type SentProfile = z.output<typeof UpdateProfileForm>;

const PROFILE_FORM = 'updateProfileForm';

/** The account as the shop shows it (`User` in the contract). */
export function userOf(account: AccountRow): User {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    emailAddress: account.email,
    external: account.type === 'PUBLIC',
    profile:
      account.billingDetails === null
        ? null
        : {
            billingDetails: billingDetailsFromStored(account.billingDetails),
            additionalData: additionalDataFromStored(account.additionalData ?? {}),
          },
  };
}

/** Stored profiles may lack fields (older rows, the demo's); the contract's shape has them all. */
function billingDetailsFromStored(stored: Record<string, unknown>): BillingDetails {
  const text = (key: string) =>
    typeof stored[key] === 'string' && stored[key] !== '' ? (stored[key] as string) : null;
  const info = stored.invoicingAdditionalInfo as { italianEInvoicing?: ItalianEInvoicing | null } | undefined;
  const italianEInvoicing = info?.italianEInvoicing ?? null;
  const taxId = text('taxId');
  return {
    companyName: text('companyName'),
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    zip: text('zip'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    taxId,
    hasTaxId: taxId !== null,
    invoicingAdditionalInfo: { italianEInvoicing, empty: italianEInvoicing === null },
  };
}

type AdditionalData = NonNullable<User['profile']>['additionalData'];

function additionalDataFromStored(stored: Record<string, unknown>): AdditionalData {
  const entries = Object.entries(stored).flatMap(([key, value]) => {
    const entry = value as { label?: unknown; values?: unknown };
    if (typeof entry !== 'object' || entry === null || !Array.isArray(entry.values)) return [];
    const label =
      typeof entry.label === 'object' && entry.label !== null ? (entry.label as Record<string, string>) : {};
    return [[key, { label, values: entry.values.filter((item): item is string => typeof item === 'string') }]];
  });
  return Object.fromEntries(entries) as AdditionalData;
}

/** The billing part of a profile from the invoice data of a booking or a profile form. */
export function billingDetailsToStore(data: {
  company: string | null;
  line1: string | null;
  line2: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  vatNr: string | null;
  italianEInvoicing: ItalianEInvoicingData | null;
}): BillingDetails {
  const italian = data.italianEInvoicing;
  const hasItalian =
    italian !== null &&
    (italian.fiscalCode !== null || italian.referenceType !== null || italian.addresseeCode || italian.pec);
  const italianEInvoicing: ItalianEInvoicing | null = hasItalian
    ? {
        fiscalCode: italian.fiscalCode,
        referenceType: italian.referenceType,
        addresseeCode: italian.addresseeCode,
        pec: italian.pec,
        splitPayment: italian.splitPayment,
        reference:
          italian.referenceType === 'ADDRESSEE_CODE'
            ? italian.addresseeCode
            : italian.referenceType === 'PEC'
              ? italian.pec
              : null,
        referenceTypeAsString: italian.referenceType ?? '',
        empty: false,
      }
    : null;
  return {
    companyName: data.company,
    addressLine1: data.line1,
    addressLine2: data.line2,
    zip: data.zip,
    city: data.city,
    state: data.state,
    country: data.country,
    taxId: data.vatNr,
    hasTaxId: data.vatNr !== null,
    invoicingAdditionalInfo: { italianEInvoicing, empty: italianEInvoicing === null },
  };
}

export type ProfileCheck =
  | { ok: true; changes: ProfileChanges; warnings: WarningMessage[] }
  | { ok: false; errors: ErrorDescriptor[]; warnings: WarningMessage[] };

/**
 * A profile update is checked by the booking step's own rules for the contact and the invoice
 * address, with the account's e-mail address whatever the form says, and billing fields required
 * only when the form asks for an invoice.
 */
export function checkProfile(
  account: AccountRow,
  form: SentProfile,
  options: { italianEInvoicingEnabled: boolean },
): ProfileCheck {
  const sent = { ...form, email: account.email };
  const booking = effectiveBooking(sent, {
    requiresPayment: true,
    onlyInvoice: false,
    assignmentForced: false,
    italianEInvoicingEnabled: options.italianEInvoicingEnabled,
    customerReferenceEnabled: false,
  });
  const errors = new BookingErrors(PROFILE_FORM);
  checkContact(booking.contact, errors);
  checkInvoice(booking.invoice, errors, {
    italianEInvoicingEnabled: options.italianEInvoicingEnabled,
    requiresPayment: true,
  });
  if (errors.count > 0) return { ok: false, errors: errors.list(), warnings: errors.warnings };

  // The profile keeps what was sent: the form does not say whether an invoice is wanted next time.
  const company = form.addCompanyBillingDetails;
  const billingDetails = billingDetailsToStore({
    ...booking.invoice,
    company: company ? trimmed(form.billingAddressCompany) : null,
    vatNr: company && !form.skipVatNr ? trimmed(form.vatNr) : null,
    italianEInvoicing: booking.italianEInvoicing,
  });
  return {
    ok: true,
    warnings: errors.warnings,
    changes: {
      firstName: booking.contact.firstName,
      lastName: booking.contact.lastName,
      billingDetails,
      additionalData: updatedAdditionalData(account.additionalData ?? {}, form.additionalInfo),
    },
  };
}

/**
 * The buyer edits values of additional data the profile already has (from earlier bookings, with
 * their labels); keys it does not have are ignored, and an empty answer removes the entry.
 */
function updatedAdditionalData(
  stored: Record<string, unknown>,
  sent: Record<string, string | null>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(sent)) {
    if (!(key in stored)) continue;
    const text = value?.trim();
    if (!text) delete result[key];
    else result[key] = { ...(stored[key] as object), values: [text] };
  }
  return result;
}
