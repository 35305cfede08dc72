import type { PaymentMethod } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import type { PaymentContext } from '../payment-context.ts';
import type { MollieAdapter } from './mollie-adapter.ts';

/** Our ids of the methods taken through Mollie; it lists which it offers for each order. */
export const mollieMethodIds = [
  'IDEAL',
  'CREDIT_CARD',
  'APPLE_PAY',
  'BANCONTACT',
  'ING_HOME_PAY',
  'BELFIUS',
  'PRZELEWY_24',
  'KBC',
] as const;

/**
 * The process's Mollie adapter, for the payment provider that lists methods: providers are fixed
 * values without the configuration, and the API origin is one per process.
 */
let current: MollieAdapter | null = null;

export function useMollieAdapter(adapter: MollieAdapter): void {
  current = adapter;
}

export async function availableMollieMethods(q: Queryable, context: PaymentContext): Promise<PaymentMethod[]> {
  return current ? ((await current.availableMethods(q, context)) as PaymentMethod[]) : [];
}
