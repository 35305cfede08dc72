import type { PaymentProxy } from '@shop/contract';

/**
 * The method ids each payment proxy offers, for the proxies whose methods are fixed. A
 * CUSTOM_OFFLINE proxy offers the organizer's own methods instead, which live in the database.
 */
export const methodsOfProxy = {
  STRIPE: ['CREDIT_CARD'],
  SAFERPAY: ['CREDIT_CARD'],
  PAYPAL: ['PAYPAL'],
  OFFLINE: ['BANK_TRANSFER'],
  ON_SITE: ['ON_SITE'],
  TEST_GATEWAY: ['CREDIT_CARD'],
  MOLLIE: ['IDEAL', 'CREDIT_CARD', 'APPLE_PAY', 'BANCONTACT', 'ING_HOME_PAY', 'BELFIUS', 'PRZELEWY_24', 'KBC'],
} as const satisfies Partial<Record<PaymentProxy, readonly string[]>>;

/** The fixed method ids of a proxy as stored in an event's allowed proxies; none for any other proxy. */
export function fixedMethodsOf(proxy: string): readonly string[] {
  return Object.hasOwn(methodsOfProxy, proxy) ? methodsOfProxy[proxy as keyof typeof methodsOfProxy] : [];
}
