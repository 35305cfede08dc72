import type { OnlineSetup } from './online-payment.ts';
import { mollieSetup } from './mollie/mollie-routes.ts';
import { paypalSetup } from './paypal/paypal-routes.ts';
import { saferpaySetup } from './saferpay/saferpay-routes.ts';
import { stripeSetup } from './stripe/stripe-routes.ts';
import { testGatewaySetup } from './test-gateway/test-gateway-routes.ts';

/**
 * The online providers the server starts: each makes its adapter and adds its routes. This is a
 * table apart from `payment-providers.ts` because the adapters read the payment context, which
 * loads the settings the provider entries name, so an entry cannot import its adapter.
 */
export const onlineSetups: readonly OnlineSetup[] = [
  testGatewaySetup,
  stripeSetup,
  paypalSetup,
  mollieSetup,
  saferpaySetup,
];
