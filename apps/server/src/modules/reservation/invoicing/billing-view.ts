import type { BillingDetails, ItalianEInvoicing } from '@shop/contract';
import type { BillingAddress } from './billing-address.ts';
import type { BookingReservation } from '../booking/booking-read-repository.ts';

/** The billing data of a reservation as the shop prefills the invoice form (`BillingDetails` in the contract). */
export function billingDetailsOf(r: BookingReservation): BillingDetails {
  const italianEInvoicing = italianEInvoicingOf(r);
  return {
    companyName: r.company,
    addressLine1: r.line1,
    addressLine2: r.line2,
    zip: r.zip,
    city: r.city,
    state: r.state,
    country: r.vatCountryCode,
    taxId: r.vatNr,
    hasTaxId: !!r.vatNr?.trim(),
    invoicingAdditionalInfo: { italianEInvoicing, empty: italianEInvoicing === null },
  };
}

function italianEInvoicingOf(r: BookingReservation): ItalianEInvoicing | null {
  if (!r.fiscalCode && !r.referenceType && !r.addresseeCode && !r.pec && !r.splitPayment) return null;
  const reference = r.referenceType === 'ADDRESSEE_CODE' ? r.addresseeCode : r.referenceType === 'PEC' ? r.pec : null;
  return {
    fiscalCode: r.fiscalCode,
    referenceType: r.referenceType,
    addresseeCode: r.addresseeCode,
    pec: r.pec,
    splitPayment: r.splitPayment,
    reference,
    referenceTypeAsString: r.referenceType ?? '',
    empty: false,
  };
}

/** The address as documents print it, one line per part; null when nothing was given. */
export function billingAddressText(parts: BillingAddress, lang: string): string | null {
  const place = [parts.zip, parts.city].filter((part) => part?.trim()).join(' ');
  const lines = [parts.company, parts.line1, parts.line2, place, parts.state, countryName(parts.country, lang)]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '');
  return lines.length > 0 ? lines.join('\n') : null;
}

function countryName(code: string | null, lang: string): string | null {
  if (!code?.trim()) return null;
  const iso = code.trim().toUpperCase() === 'EL' ? 'GR' : code.trim().toUpperCase();
  try {
    return new Intl.DisplayNames([lang, 'en'], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}
