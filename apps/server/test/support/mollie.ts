import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../src/db/database.ts';
import { turnOnPaymentProvider } from '../../src/modules/payment/provider-setup-repository.ts';
import { MOLLIE_WEBHOOK_PATH } from '../../src/modules/payment/mollie/mollie-adapter.ts';
import type { TestApp } from '../helpers.ts';

/** The organizer's test key; the fake accepts any `test_…` key. */
export const MOLLIE_KEY = 'test_riviera_arts_mollie';

/** Mollie for one event, as an organizer turns it on: the proxy allowed, MOLLIE_CC_ENABLED and the key. */
export function turnOnMollie(q: Queryable, shortName: string): Promise<void> {
  return turnOnPaymentProvider(q, shortName, 'MOLLIE', { MOLLIE_CC_ENABLED: 'true', MOLLIE_API_KEY: MOLLIE_KEY });
}

/** Mollie's webhook call as Mollie makes it: the payment's id, form-encoded, nothing else. */
export function mollieWebhook(t: Pick<TestApp, 'app'>, id: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: MOLLIE_WEBHOOK_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id }).toString(),
  });
}
