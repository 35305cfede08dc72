import type { PaymentMethod } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import type { PaymentContext } from '../payment-context.ts';
import type { MollieAdapter } from './mollie-adapter.ts';

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
