import type { Stripe, StripeConstructorOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js, fetched from Stripe only when a card form is shown (the `pure` entry adds no script
 * on import). The page's CSP nonce vouches for the script through 'strict-dynamic'. One object,
 * so tests can hand the card form a Stripe of their own.
 */
export const stripeLoader = {
  /** Resolves with null where there is no window; rejects when the script cannot be loaded. */
  load(publishableKey: string, options: StripeConstructorOptions): Promise<Stripe | null> {
    return loadStripe(publishableKey, options);
  },
};
