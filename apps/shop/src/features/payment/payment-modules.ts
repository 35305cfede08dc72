import type { PaymentProxy } from '@shop/contract';
import type { ComponentType } from 'react';
import {
  BankTransferDetails,
  CardDetails,
  CustomOfflineDetails,
  MollieDetails,
  OnSiteDetails,
  PayPalDetails,
  SaferpayDetails,
  TestGatewayDetails,
  UnavailableDetails,
  type ProxyDetailsProps,
} from './components/proxy-details.tsx';

/**
 * Payment proxy → the component shown for a chosen method of that proxy. Each component
 * registers the `PaymentProvider` the overview pays with, so a provider with its own form
 * (Stripe's card element) replaces its entry here and nothing else changes.
 */
export const paymentModules: Record<PaymentProxy, ComponentType<ProxyDetailsProps>> = {
  OFFLINE: BankTransferDetails,
  ON_SITE: OnSiteDetails,
  CUSTOM_OFFLINE: CustomOfflineDetails,
  PAYPAL: PayPalDetails,
  MOLLIE: MollieDetails,
  SAFERPAY: SaferpayDetails,
  STRIPE: CardDetails,
  TEST_GATEWAY: TestGatewayDetails,
  NONE: UnavailableDetails,
  ADMIN: UnavailableDetails,
};
