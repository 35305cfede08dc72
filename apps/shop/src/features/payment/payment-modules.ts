import type { PaymentProxy } from '@shop/contract';
import { lazy, type ComponentType } from 'react';
import {
  BankTransferDetails,
  CustomOfflineDetails,
  MollieDetails,
  OnSiteDetails,
  PayPalDetails,
  SaferpayDetails,
  TestGatewayDetails,
  UnavailableDetails,
  type ProxyDetailsProps,
} from './components/proxy-details.tsx';

// Stripe's packages stay out of every chunk but this one, fetched when a card method is shown.
const StripeCardDetails = lazy(() =>
  import('./components/stripe-card-details.tsx').then((module) => ({ default: module.StripeCardDetails })),
);

/**
 * Payment proxy → the component shown for a chosen method of that proxy. Each component
 * registers the `PaymentHandler` the overview pays with; a lazy one is shown inside a
 * `Suspense` boundary.
 */
export const paymentModules: Record<PaymentProxy, ComponentType<ProxyDetailsProps>> = {
  OFFLINE: BankTransferDetails,
  ON_SITE: OnSiteDetails,
  CUSTOM_OFFLINE: CustomOfflineDetails,
  PAYPAL: PayPalDetails,
  MOLLIE: MollieDetails,
  SAFERPAY: SaferpayDetails,
  STRIPE: StripeCardDetails,
  TEST_GATEWAY: TestGatewayDetails,
  NONE: UnavailableDetails,
  ADMIN: UnavailableDetails,
};
