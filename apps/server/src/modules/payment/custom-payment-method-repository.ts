import type { Queryable } from '../../db/database.ts';

export type CustomPaymentMethodLocalizations = Record<
  string,
  { paymentName: string; paymentDescription: string; paymentInstructions: string }
>;

export interface CustomPaymentMethodRow {
  id: string;
  localizations: CustomPaymentMethodLocalizations;
  deleted: boolean;
}

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

/** The method recorded on the reservation's latest custom offline transaction, deleted or not. */
export async function findSelectedCustomPaymentMethod(
  q: Queryable,
  reservationId: string,
): Promise<CustomPaymentMethodRow | null> {
  const [row] = await q.query<CustomPaymentMethodRow>(
    `SELECT m.id, m.localizations, m.deleted
     FROM payment_transaction t JOIN custom_payment_method m ON m.id = t.custom_payment_method_id
     WHERE t.reservation_id = $1
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT 1`,
    [reservationId],
  );
  return row ?? null;
}
