import type { Queryable } from '../../../db/database.ts';
import { expiredHold } from '../status/reservation-repository.ts';

/** What ending a hold reads and writes: the expired holds, and everything a PENDING reservation holds. */

/**
 * Up to `limit` expired holds, oldest first, locked for the calling transaction; `SKIP LOCKED`
 * leaves those another process is sweeping or a buyer is confirming.
 */
export async function lockExpiredHolds(tx: Queryable, limit: number): Promise<{ id: string }[]> {
  return tx.query<{ id: string }>(
    `SELECT id FROM reservation r
     WHERE ${expiredHold('r')}
     ORDER BY validity
     LIMIT $1
     FOR UPDATE SKIP LOCKED`,
    [limit],
  );
}

/**
 * One reservation whose online payment is still under way (`statuses`) more than `graceSeconds`
 * after its hold ended, locked for the calling transaction and skipping `skipped`; null when
 * none is left. `SKIP LOCKED` leaves one another process is handling, or a provider's call is
 * settling, so each is handled by one process at a time.
 */
export async function lockUnfinishedPayment(
  tx: Queryable,
  statuses: readonly string[],
  graceSeconds: number,
  skipped: readonly string[],
): Promise<string | null> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM reservation
     WHERE status = ANY($1::text[]) AND validity < now() - make_interval(secs => $2::float8)
       AND NOT (id = ANY($3::uuid[]))
     ORDER BY validity
     LIMIT 1
     FOR UPDATE SKIP LOCKED`,
    [statuses, graceSeconds, skipped],
  );
  return row?.id ?? null;
}

/**
 * The status and category of a ticket row `t` that leaves its reservation: a bounded category's
 * ticket stays in its category, an unbounded one's returns to the event's shared pool; either
 * goes back on sale (FREE) or, while people wait for it, is kept for the waiting list (RELEASED,
 * decided by `freed_ticket_status` of migration 022). Every statement that frees a seat sets these.
 */
export function freedSeat(t: string): string {
  const category = `CASE WHEN (SELECT c.bounded FROM ticket_category c WHERE c.id = ${t}.category_id) THEN ${t}.category_id END`;
  return `status = freed_ticket_status(${t}.event_id, ${category}), category_id = ${category}`;
}

export async function hasSeatsKeptForWaitingList(q: Queryable, eventId: number): Promise<boolean> {
  const [row] = await q.query<{ kept: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM ticket WHERE event_id = $1 AND status = 'RELEASED') AS kept",
    [eventId],
  );
  return row?.kept ?? false;
}

/**
 * The event's seats kept for its waiting list (RELEASED), locked until the caller's transaction
 * ends: the offers count them, take what they can, and put the rest on sale.
 */
export async function lockSeatsKeptForWaitingList(
  tx: Queryable,
  eventId: number,
): Promise<{ id: number; categoryId: number | null }[]> {
  return tx.query(
    `SELECT id::int AS id, category_id AS "categoryId" FROM ticket WHERE event_id = $1 AND status = 'RELEASED'
     ORDER BY id FOR UPDATE`,
    [eventId],
  );
}

/** Seats kept for the waiting list that nobody waiting could take go on sale. */
export async function putKeptSeatsOnSale(tx: Queryable, ticketIds: number[]): Promise<void> {
  if (ticketIds.length === 0) return;
  await tx.query(
    "UPDATE ticket SET status = 'FREE', updated_at = now() WHERE id = ANY($1::bigint[]) AND status = 'RELEASED'",
    [ticketIds],
  );
}

/** Attendee data, special prices, additional service items and tickets of the reservations go back. */
export async function releaseHeldItems(tx: Queryable, ids: string[]): Promise<void> {
  // Attendee data entered during booking belongs to the buyer who let the hold lapse.
  await tx.query(
    'DELETE FROM additional_field_value WHERE ticket_id IN (SELECT id FROM ticket WHERE reservation_id = ANY($1::uuid[]))',
    [ids],
  );
  await tx.query(
    `UPDATE special_price SET status = 'FREE'
     WHERE status = 'PENDING' AND id IN (SELECT special_price_id FROM ticket WHERE reservation_id = ANY($1::uuid[]))`,
    [ids],
  );
  await tx.query(
    "UPDATE additional_service_item SET status = 'EXPIRED', ticket_id = NULL WHERE reservation_id = ANY($1::uuid[])",
    [ids],
  );
  // Tickets of unbounded categories go back to the shared pool, on sale or kept for the waiting
  // list (migration 022). New uuids: links the previous buyer may hold must not open the ticket of
  // the next one.
  await tx.query(
    `UPDATE ticket t
     SET ${freedSeat('t')}, reservation_id = NULL,
       first_name = NULL, last_name = NULL, full_name = NULL, email = NULL, user_language = NULL, locked = false,
       special_price_id = NULL, subscription_id = NULL, src_price_cents = 0, discount_cents = 0, vat_cents = 0,
       final_price_cents = 0, currency_code = NULL, vat_status = NULL, metadata = '{}',
       uuid = gen_random_uuid(), public_uuid = gen_random_uuid(), updated_at = now()
     WHERE t.reservation_id = ANY($1::uuid[])`,
    [ids],
  );
}

export async function auditHoldsEnded(
  tx: Queryable,
  ids: string[],
  auditType: 'RESERVATION_EXPIRED' | 'RESERVATION_CANCELLED',
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (reservation_id, event_id, subscription_descriptor_id, event_type, entity_type, entity_id)
     SELECT id, event_id, subscription_descriptor_id, $2, 'RESERVATION', id::text
     FROM reservation WHERE id = ANY($1::uuid[])`,
    [ids, auditType],
  );
}

/**
 * The tickets of an event (`eventId`, an SQL expression) that holds past their validity still
 * keep, as one `category_id` column holding the category `releaseHolds` will leave each in: its
 * own when bounded, else none (the shared pool). A claim that runs short releases them at once,
 * so counts of what is for sale add them to the FREE rows rather than wait for the sweep.
 */
export function ticketsOfExpiredHolds(eventId: string): string {
  return `SELECT CASE WHEN c.bounded THEN t.category_id END AS category_id
    FROM reservation r JOIN ticket t ON t.reservation_id = r.id LEFT JOIN ticket_category c ON c.id = t.category_id
    WHERE r.event_id = ${eventId} AND ${expiredHold('r')}`;
}

/** Like `ticketsOfExpiredHolds`, the rows of a limited subscription supply that expired holds keep. */
export function subscriptionsOfExpiredHolds(descriptorId: string): string {
  return `SELECT s.id FROM reservation r JOIN subscription s ON s.reservation_id = r.id
    WHERE r.subscription_descriptor_id = ${descriptorId} AND ${expiredHold('r')}`;
}

/**
 * The reservation's PENDING tickets, additional services and special prices move on; once paid,
 * those waiting for the money (TO_BE_PAID) are acquired too. A waiting-list offer it answered reads
 * as taken from the reservation's status (the waiting list's `OFFER_STATUS`).
 */
export async function settleReservedItems(
  tx: Queryable,
  reservationId: string,
  status: 'TO_BE_PAID' | 'ACQUIRED',
): Promise<void> {
  const from = status === 'ACQUIRED' ? ['PENDING', 'TO_BE_PAID'] : ['PENDING'];
  await tx.query(
    'UPDATE ticket SET status = $2, updated_at = now() WHERE reservation_id = $1 AND status = ANY($3::text[])',
    [reservationId, status, from],
  );
  await tx.query(
    'UPDATE additional_service_item SET status = $2 WHERE reservation_id = $1 AND status = ANY($3::text[])',
    [reservationId, status, from],
  );
  await tx.query(
    "UPDATE special_price SET status = 'TAKEN' WHERE status = 'PENDING' AND id IN (SELECT special_price_id FROM ticket WHERE reservation_id = $1)",
    [reservationId],
  );
}
