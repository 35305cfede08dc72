import type { Queryable } from '../../../db/database.ts';
import { liveReservation } from '../status/reservation-repository.ts';

/**
 * How many tickets a subscription has paid for. The count is kept on the subscription
 * (`usage_count`) and recomputed from the tickets that use it whenever that changes: applied to
 * a reservation, removed, or given back when the reservation is cancelled or expires.
 */

/** Tickets using the subscription in reservations that still count, leaving out `exceptReservation`. */
export async function countSubscriptionUsage(
  q: Queryable,
  subscriptionId: string,
  exceptReservation: string | null = null,
): Promise<number> {
  const [row] = await q.query<{ used: number }>(
    `SELECT count(*)::int AS used FROM ticket t JOIN reservation r ON r.id = t.reservation_id
     WHERE t.subscription_id = $1 AND r.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED') AND ${liveReservation('r')}
       AND ($2::uuid IS NULL OR r.id <> $2::uuid)`,
    [subscriptionId, exceptReservation],
  );
  return row?.used ?? 0;
}

export async function refreshUsageCounts(q: Queryable, subscriptionIds: readonly string[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await q.query(
    `UPDATE subscription s SET usage_count = (
       SELECT count(*) FROM ticket t JOIN reservation r ON r.id = t.reservation_id
       WHERE t.subscription_id = s.id AND r.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED') AND ${liveReservation('r')}
     ), updated_at = now()
     WHERE s.id = ANY($1::uuid[])`,
    [[...subscriptionIds]],
  );
}

/**
 * Takes the subscription off the tickets of the given reservations, with the discount they had
 * before it, and gives the entries back.
 * Cancel and the expiry sweep call it before releasing the tickets, in their transaction.
 */
export async function releaseSubscriptionUsage(
  tx: Queryable,
  reservationIds: string | readonly string[],
): Promise<void> {
  const ids = typeof reservationIds === 'string' ? [reservationIds] : [...reservationIds];
  if (ids.length === 0) return;
  const released = await tx.query<{ subscriptionId: string }>(
    `WITH used AS (
       SELECT id, subscription_id FROM ticket WHERE reservation_id = ANY($1::uuid[]) AND subscription_id IS NOT NULL
     )
     UPDATE ticket t SET subscription_id = NULL,
       discount_cents = coalesce((t.metadata->>'discountBeforeSubscription')::integer, t.discount_cents),
       metadata = t.metadata - 'discountBeforeSubscription', updated_at = now()
     FROM used WHERE t.id = used.id
     RETURNING used.subscription_id AS "subscriptionId"`,
    [ids],
  );
  await refreshUsageCounts(tx, [...new Set(released.map((row) => row.subscriptionId))]);
}

/** Whether a subscription already pays for a ticket of the reservation. */
export async function hasSubscriptionApplied(tx: Queryable, reservationId: string): Promise<boolean> {
  const applied = await tx.query(
    'SELECT 1 FROM ticket WHERE reservation_id = $1 AND subscription_id IS NOT NULL LIMIT 1',
    [reservationId],
  );
  return applied.length > 0;
}

/**
 * Lets the subscription pay for up to `count` (null: all) priced tickets of the reservation in
 * the given categories, keeping each ticket's discount to restore; resolves to the tickets it covered.
 */
export async function coverTicketsWithSubscription(
  tx: Queryable,
  reservationId: string,
  subscriptionId: string,
  categoryIds: number[],
  count: number | null,
): Promise<number[]> {
  const covered = await tx.query<{ id: number }>(
    `UPDATE ticket SET subscription_id = $2, metadata = metadata || jsonb_build_object('discountBeforeSubscription', discount_cents),
         updated_at = now()
       WHERE id IN (SELECT id FROM ticket WHERE reservation_id = $1 AND src_price_cents > 0
                      AND (cardinality($3::integer[]) = 0 OR category_id = ANY($3::integer[]))
                    ORDER BY id LIMIT $4)
       RETURNING id`,
    [reservationId, subscriptionId, categoryIds, count],
  );
  return covered.map((row) => row.id);
}
