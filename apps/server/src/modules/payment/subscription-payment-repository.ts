import type { Queryable } from '../../db/database.ts';
import { liveReservation } from '../reservation/status/reservation-repository.ts';

/** Subscriptions in payment: those whose code pays for event tickets. */

export interface SubscriptionRow {
  id: string;
  status: string;
  email: string | null;
  maxEntries: number;
  validFrom: Date | null;
  validTo: Date | null;
  usageType: 'ONCE_PER_EVENT' | 'UNLIMITED';
  descriptorId: string;
  now: Date;
}

const SUBSCRIPTION_COLUMNS = `s.id, s.status, s.email, s.max_entries AS "maxEntries", s.valid_from AS "validFrom", s.valid_to AS "validTo",
  d.usage_type AS "usageType", d.id AS "descriptorId", now() AS now`;

/** The subscription with this id, locked for the calling transaction. */
export async function lockSubscriptionById(tx: Queryable, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id
       WHERE s.id = $1 FOR UPDATE OF s`,
    [id],
  );
  return row ?? null;
}

/** The sold subscriptions whose id starts with the PIN's prefix, locked for the calling transaction. */
export async function lockSubscriptionsByPinPrefix(tx: Queryable, prefix: string): Promise<SubscriptionRow[]> {
  return tx.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id
     WHERE left(replace(s.id::text, '-', ''), 9) = $1 AND s.status <> 'FREE'
     ORDER BY s.id FOR UPDATE OF s`,
    [prefix],
  );
}

/** The categories the descriptor's subscriptions pay for at the event (empty: all); null when not linked to it. */
export async function findCompatibleCategoryIds(
  tx: Queryable,
  descriptorId: string,
  eventId: number,
): Promise<number[] | null> {
  const [link] = await tx.query<{ categoryIds: number[] }>(
    'SELECT compatible_category_ids AS "categoryIds" FROM subscription_event WHERE subscription_descriptor_id = $1 AND event_id = $2',
    [descriptorId, eventId],
  );
  return link ? link.categoryIds : null;
}

/** Whether the subscription pays for a ticket of the event in another reservation still alive. */
export async function subscriptionUsedOnEvent(
  tx: Queryable,
  subscriptionId: string,
  eventId: number,
  exceptReservation: string,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM ticket t JOIN reservation r ON r.id = t.reservation_id
     WHERE t.subscription_id = $1 AND t.event_id = $2 AND r.id <> $3
       AND r.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED') AND ${liveReservation('r')}
     LIMIT 1`,
    [subscriptionId, eventId, exceptReservation],
  );
  return rows.length > 0;
}
