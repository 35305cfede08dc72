import { mollieProvider } from './mollie/mollie-provider.ts';
import { bankTransferProvider, customOfflineProvider, onSiteProvider } from './offline/offline-providers.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paypalProvider } from './paypal/paypal-provider.ts';
import { saferpayProvider } from './saferpay/saferpay-provider.ts';
import { stripeProvider } from './stripe/stripe-provider.ts';
import { testGatewayProvider } from './test-gateway/test-gateway-provider.ts';

/**
 * The payment providers this server can take, one per proxy, in order of preference: where several
 * could take cards, Stripe does, then Mollie, then Saferpay, then the test gateway; each method
 * goes to the first provider offering it.
 */
export const paymentProviders: readonly PaymentProvider[] = [
  bankTransferProvider,
  onSiteProvider,
  customOfflineProvider,
  stripeProvider,
  mollieProvider,
  saferpayProvider,
  testGatewayProvider,
  paypalProvider,
];

/** The fixed method ids of a proxy as stored in an event's allowed proxies; none for any other proxy. */
export function fixedMethodsOf(proxy: string): readonly string[] {
  return paymentProviders.find((provider) => provider.proxy === proxy)?.fixedMethods ?? [];
}
