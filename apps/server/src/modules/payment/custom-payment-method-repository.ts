import type { Queryable } from '../../db/database.ts';
import type { CustomPaymentMethodRow } from '../reservation/view/chosen-custom-method-repository.ts';

/** The methods the event offers, when its proxies include CUSTOM_OFFLINE. */
export async function findCustomPaymentMethods(q: Queryable, eventId: number): Promise<CustomPaymentMethodRow[]> {
  return q.query<CustomPaymentMethodRow>(
    `SELECT m.id, m.localizations, m.deleted
     FROM event_custom_payment_method link
     JOIN custom_payment_method m ON m.id = link.custom_payment_method_id
     JOIN event e ON e.id = link.event_id
     WHERE link.event_id = $1 AND NOT m.deleted AND 'CUSTOM_OFFLINE' = ANY(e.allowed_payment_proxies)
     ORDER BY m.created_at, m.id`,
    [eventId],
  );
}
