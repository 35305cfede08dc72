import type { Queryable } from '../../../db/database.ts';

/**
 * The organizer's own offline method a reservation was confirmed with: part of what the reservation
 * shows after booking (its waiting page and its e-mail), so it is read here, below both.
 */
export type CustomPaymentMethodLocalizations = Record<
  string,
  { paymentName: string; paymentDescription: string; paymentInstructions: string }
>;

export interface CustomPaymentMethodRow {
  id: string;
  localizations: CustomPaymentMethodLocalizations;
  deleted: boolean;
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
