import type { PaymentProxy } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * Turns an online provider on for an event as an organizer does: the proxy allowed on the event
 * and the provider's settings (its switch and keys) on the event's organization. The journeys'
 * database and the tests set providers up through it; an administration screen would do the same.
 */
export async function turnOnPaymentProvider(
  q: Queryable,
  shortName: string,
  proxy: PaymentProxy,
  settings: Readonly<Record<string, string>>,
): Promise<void> {
  await q.query(
    `UPDATE event SET allowed_payment_proxies = array_append(allowed_payment_proxies, $2)
     WHERE short_name = $1 AND NOT $2 = ANY(allowed_payment_proxies)`,
    [shortName, proxy],
  );
  await q.query(
    `INSERT INTO configuration (scope, organization_id, key, value)
     SELECT 'ORGANIZATION', event.organization_id, setting.key, setting.value
     FROM event, unnest($2::text[], $3::text[]) AS setting (key, value)
     WHERE event.short_name = $1`,
    [shortName, Object.keys(settings), Object.values(settings)],
  );
}
