import type { PaymentProxy } from './enums.ts';

/**
 * How the money of a payment proxy is taken:
 * - `free`: nothing to pay (NONE);
 * - `deferred`: the order is confirmed now and paid later (bank transfer, on site, the
 *   organizer's own methods), so the buyer confirms instead of paying;
 * - `redirect`: the confirmation's answer sends the browser to the provider's page, and the
 *   provider sends it back (PayPal, Mollie, Saferpay, the test gateway);
 * - `card`: a card form in the shop's page pays first and yields the gateway token the
 *   confirmation carries (Stripe);
 * - `unavailable`: buyers may not pick it (ADMIN).
 *
 * The shop lays out the overview by it, so a new proxy needs an entry here and nothing in the
 * overview. Free of zod: the shop loads it at run time.
 */
export type PaymentKind = 'free' | 'deferred' | 'redirect' | 'card' | 'unavailable';

export const paymentKinds = {
  NONE: 'free',
  OFFLINE: 'deferred',
  ON_SITE: 'deferred',
  CUSTOM_OFFLINE: 'deferred',
  PAYPAL: 'redirect',
  MOLLIE: 'redirect',
  SAFERPAY: 'redirect',
  TEST_GATEWAY: 'redirect',
  STRIPE: 'card',
  ADMIN: 'unavailable',
} as const satisfies Record<PaymentProxy, PaymentKind>;

export function paymentKindOf(proxy: PaymentProxy): PaymentKind {
  return paymentKinds[proxy];
}
