import type { Queryable } from '../../../db/database.ts';
import type { PriceParts } from '../pricing/item-price.ts';

/**
 * Every change of a subscription row's status, in one place: the supply of FREE rows an organizer
 * sets, a buyer's hold (PENDING), its release when the hold ends, its settlement once the order
 * is confirmed (TO_BE_PAID, ACQUIRED) and an organizer's cancellation. A supply of subscriptions
 * is sold like tickets, so its rows belong to the reservation module, which the subscription,
 * payment and organizer modules all sit above (lint: `table-writes/one-owner`).
 */

/** Binds a claimed FREE row to the reservation: PENDING until paid, FREE again if the hold expires. */
export async function holdClaimedSubscription(
  tx: Queryable,
  subscriptionId: string,
  reservationId: string,
  price: PriceParts,
  currency: string | null,
): Promise<void> {
  const rows = await tx.query(
    `UPDATE subscription
     SET status = 'PENDING', reservation_id = $2, src_price_cents = $3, discount_cents = $4, vat_cents = $5,
       final_price_cents = $6, currency_code = $7, updated_at = now()
     WHERE id = $1 AND status = 'FREE'
     RETURNING id`,
    [subscriptionId, reservationId, price.src, price.discount, price.vat, price.final, currency],
  );
  if (rows.length !== 1) throw new Error(`subscription ${subscriptionId} was not FREE when held`);
}

/** Unlimited supply: the reservation gets a row of its own. */
export async function insertHeldSubscription(
  tx: Queryable,
  descriptorId: string,
  reservationId: string,
  maxEntries: number,
  price: PriceParts,
  currency: string | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO subscription (subscription_descriptor_id, reservation_id, status, max_entries, src_price_cents,
       discount_cents, vat_cents, final_price_cents, currency_code)
     VALUES ($1, $2, 'PENDING', $3, $4, $5, $6, $7, $8)`,
    [descriptorId, reservationId, maxEntries, price.src, price.discount, price.vat, price.final, currency],
  );
}

/**
 * A purchased subscription belongs to its owner once the order is confirmed: the contact
 * person unless another owner was named, valid from now (or its fixed dates), with the
 * descriptor's entries.
 */
export async function acquireSubscription(
  tx: Queryable,
  reservationId: string,
  status: 'TO_BE_PAID' | 'ACQUIRED',
): Promise<void> {
  await tx.query(
    `UPDATE subscription s SET status = $2,
       first_name = coalesce(nullif(s.first_name, ''), r.first_name),
       last_name = coalesce(nullif(s.last_name, ''), r.last_name),
       email = coalesce(nullif(s.email, ''), r.email),
       max_entries = d.max_entries,
       valid_from = CASE d.validity_type WHEN 'CUSTOM' THEN coalesce(d.validity_from, now()) WHEN 'STANDARD' THEN now() END,
       valid_to = CASE d.validity_type
         WHEN 'CUSTOM' THEN d.validity_to
         WHEN 'STANDARD' THEN now() + CASE d.validity_time_unit
           WHEN 'DAYS' THEN make_interval(days => d.validity_units)
           WHEN 'MONTHS' THEN make_interval(months => d.validity_units)
           ELSE make_interval(years => d.validity_units) END
         END,
       updated_at = now()
     FROM reservation r, subscription_descriptor d
     WHERE s.reservation_id = $1 AND r.id = s.reservation_id AND d.id = s.subscription_descriptor_id
       AND s.status = ANY($3::text[])`,
    // Once paid, a subscription waiting for the money (TO_BE_PAID) is acquired too.
    [reservationId, status, status === 'ACQUIRED' ? ['PENDING', 'TO_BE_PAID'] : ['PENDING']],
  );
}

/**
 * A subscription reservation holds one subscription row: a row of a limited supply becomes FREE
 * again, a row created for an unlimited supply is removed.
 */
export async function releaseSubscriptions(tx: Queryable, ids: string[]): Promise<void> {
  await tx.query(
    'DELETE FROM additional_field_value WHERE subscription_id IN (SELECT id FROM subscription WHERE reservation_id = ANY($1::uuid[]))',
    [ids],
  );
  await tx.query(
    `DELETE FROM subscription s USING subscription_descriptor d
     WHERE s.reservation_id = ANY($1::uuid[]) AND d.id = s.subscription_descriptor_id AND d.max_available = -1`,
    [ids],
  );
  await tx.query(
    `UPDATE subscription
     SET status = 'FREE', reservation_id = NULL, first_name = NULL, last_name = NULL, email = NULL, usage_count = 0,
       valid_from = NULL, valid_to = NULL, src_price_cents = 0, discount_cents = 0, vat_cents = 0, final_price_cents = 0,
       currency_code = NULL, updated_at = now()
     WHERE reservation_id = ANY($1::uuid[])`,
    [ids],
  );
}

/**
 * A limited supply is one FREE row per subscription for sale, claimed like tickets; an unlimited
 * one gets its rows when sold. Resolves to false when more were sold or held than `maxAvailable`.
 */
export async function resizeSupply(
  tx: Queryable,
  id: string,
  maxAvailable: number,
  maxEntries: number,
): Promise<boolean> {
  const [taken] = await tx.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM subscription WHERE subscription_descriptor_id = $1 AND status <> 'FREE'",
    [id],
  );
  if (maxAvailable !== -1 && maxAvailable < taken!.n) return false;
  await tx.query("DELETE FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'FREE'", [id]);
  if (maxAvailable === -1) return true;
  await tx.query(
    `INSERT INTO subscription (subscription_descriptor_id, status, max_entries)
     SELECT $1, 'FREE', $2 FROM generate_series(1, $3)`,
    [id, maxEntries, maxAvailable - taken!.n],
  );
  return true;
}

/**
 * Cancels a sold subscription (paid, or its bank transfer awaited): its code pays for no more
 * tickets. A limited supply gets a FREE row in its place, so the organizer can sell it again.
 * Resolves to false when the subscription is not sold (anymore).
 */
export async function cancelSoldSubscription(tx: Queryable, subscriptionId: string): Promise<boolean> {
  const [cancelled] = await tx.query<{ descriptorId: string }>(
    `UPDATE subscription SET status = 'CANCELLED', updated_at = now()
     WHERE id = $1 AND status IN ('ACQUIRED', 'TO_BE_PAID')
     RETURNING subscription_descriptor_id AS "descriptorId"`,
    [subscriptionId],
  );
  if (!cancelled) return false;
  await tx.query(
    `INSERT INTO subscription (subscription_descriptor_id, status, max_entries)
     SELECT id, 'FREE', max_entries FROM subscription_descriptor WHERE id = $1 AND max_available <> -1`,
    [cancelled.descriptorId],
  );
  return true;
}
