import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../src/db/database.ts';
import { MOLLIE_WEBHOOK_PATH } from '../../src/modules/payment/mollie.ts';
import type { TestApp } from '../helpers.ts';

/** The organizer's test key; the fake accepts any `test_…` key. */
export const MOLLIE_KEY = 'test_riviera_arts_mollie';

/** Mollie for one event, as an organizer turns it on: the proxy allowed, MOLLIE_CC_ENABLED and the key. */
export async function turnOnMollie(q: Queryable, shortName: string): Promise<void> {
  await q.query(
    "UPDATE event SET allowed_payment_proxies = array_append(allowed_payment_proxies, 'MOLLIE') WHERE short_name = $1 AND NOT 'MOLLIE' = ANY(allowed_payment_proxies)",
    [shortName],
  );
  await q.query(
    `INSERT INTO configuration (scope, organization_id, key, value)
     SELECT 'ORGANIZATION', organization_id, setting.key, setting.value FROM event,
       (VALUES ('MOLLIE_CC_ENABLED', 'true'), ('MOLLIE_API_KEY', $2)) AS setting (key, value)
     WHERE short_name = $1`,
    [shortName, MOLLIE_KEY],
  );
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
