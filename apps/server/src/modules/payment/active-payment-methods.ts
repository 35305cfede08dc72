import type { PaymentProxyWithParameters } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { priceReservation } from '../reservation/pricing/order-summary.ts';
import { blacklistedMethods, loadPaymentContext, type PaymentContext } from './payment-context.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { paymentProviders } from './payment-providers.ts';
import { findTokenProxy } from './paypal/paypal-repository.ts';

/**
 * The methods a buyer may pay a reservation with (`activePaymentMethods` of the reservation info): those
 * of the proxies the organizer allows that can take a payment now, less the methods any category
 * of the order excludes. Keyed by method id, or by UUID for custom offline methods.
 */
export interface ActiveMethod {
  provider: PaymentProvider;
  entry: PaymentProxyWithParameters;
}

export async function activeMethodsOf(q: Queryable, context: PaymentContext): Promise<Map<string, ActiveMethod>> {
  const excluded = blacklistedMethods(context);
  const active = new Map<string, ActiveMethod>();
  // A provider's approval held for the order (PayPal's) leaves only that provider until it is cleared.
  const tokenProxy = await findTokenProxy(q, context.reservationId);
  for (const provider of paymentProviders) {
    if (!context.allowedProxies.includes(provider.proxy) || !provider.isAvailable(context, context.now)) continue;
    if (tokenProxy !== null && provider.proxy !== tokenProxy) continue;
    const parameters = provider.parameters(context, context.now);
    for (const method of await provider.methods(q, context)) {
      if (excluded.has(method) || active.has(method)) continue;
      active.set(method, { provider, entry: { paymentProxy: provider.proxy, parameters } });
    }
  }
  return active;
}

/** Empty for a free order: nothing is paid, the order is confirmed with NONE. */
export async function activePaymentMethodsOf(
  q: Queryable,
  reservationId: string,
): Promise<Record<string, PaymentProxyWithParameters>> {
  const context = await loadPaymentContext(q, reservationId);
  if (!context) return {};
  const priced = await priceReservation(q, reservationId, context.language);
  if (!priced || priced.pricing.totals.final === 0) return {};
  const active = await activeMethodsOf(q, context);
  return Object.fromEntries([...active].map(([method, { entry }]) => [method, entry]));
}
