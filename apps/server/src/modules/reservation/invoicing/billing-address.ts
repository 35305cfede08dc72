/** The postal address an invoice is made out to, as the reservation stores it. */
export interface BillingAddress {
  company: string | null;
  line1: string | null;
  line2: string | null;
  zip: string | null;
  city: string | null;
  state: string | null;
  /** ISO code. */
  country: string | null;
}
