import type { ReservationInfo } from '@shop/contract';

/**
 * Card providers want ISO 3166 country codes, while EU VAT lists (and so the invoice form) call
 * Greece EL.
 */
export function cardBillingCountry(country: string | null): string | null {
  return country === 'EL' ? 'GR' : country;
}

/** The billing details a card form passes to its provider, taken from the reservation. */
export function cardBillingDetails(
  reservation: Pick<ReservationInfo, 'firstName' | 'lastName' | 'email' | 'billingDetails'>,
) {
  const billing = reservation.billingDetails;
  return {
    name: [reservation.firstName, reservation.lastName].filter(Boolean).join(' '),
    email: reservation.email,
    address: {
      line1: billing.addressLine1,
      line2: billing.addressLine2,
      postal_code: billing.zip,
      city: billing.city,
      state: billing.state,
      country: cardBillingCountry(billing.country),
    },
  };
}
