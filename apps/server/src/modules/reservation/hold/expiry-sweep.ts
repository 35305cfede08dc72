import type { Database, Queryable } from '../../../db/database.ts';
import { expiredHold } from '../status/reservation-repository.ts';
import { moveStatuses } from '../status/reservation-status.ts';
import { releaseSubscriptionUsage } from './subscription-usage.ts';

/**
 * Holds expire: a PENDING reservation past its `validity` gives back everything it holds, and
 * the reservation itself is deleted, as alf.io does (kept as CANCELLED only when a billing
 * document refers to it); the audit log records the expiry.
 *
 * Every server process runs the sweep. Each batch claims its reservations with
 * `FOR UPDATE SKIP LOCKED`, so two processes never release the same hold, and a reservation
 * another transaction is changing (a buyer confirming it, who locks it first) is left alone.
 */

const BATCH_SIZE = 200;

/** Releases every expired hold; resolves to how many reservations expired. */
export async function sweepExpiredReservations(db: Database): Promise<number> {
  let expired = 0;
  for (;;) {
    const released = await db.transaction((tx) => releaseBatch(tx));
    expired += released;
    if (released < BATCH_SIZE) return expired;
  }
}

async function releaseBatch(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM reservation r
     WHERE ${expiredHold('r')}
     ORDER BY validity
     LIMIT $1
     FOR UPDATE SKIP LOCKED`,
    [BATCH_SIZE],
  );
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  await releaseHolds(tx, ids, 'RESERVATION_EXPIRED');
  return ids.length;
}

/**
 * Gives back everything the PENDING reservations `ids` hold and deletes them (the caller has
 * locked them): the expiry sweep, and a buyer cancelling a hold, both end a hold this way.
 * `auditType` says which of the two happened.
 */
export async function releaseHolds(
  tx: Queryable,
  ids: string[],
  auditType: 'RESERVATION_EXPIRED' | 'RESERVATION_CANCELLED',
): Promise<void> {
  await releaseSubscriptionUsage(tx, ids);
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
  // Tickets of unbounded categories go back to the shared pool. New uuids: links the previous
  // buyer may hold must not open the ticket of the next one.
  await tx.query(
    `UPDATE ticket t
     SET status = 'FREE', reservation_id = NULL,
       category_id = CASE WHEN (SELECT c.bounded FROM ticket_category c WHERE c.id = t.category_id) THEN t.category_id END,
       first_name = NULL, last_name = NULL, full_name = NULL, email = NULL, user_language = NULL, locked = false,
       special_price_id = NULL, subscription_id = NULL, src_price_cents = 0, discount_cents = 0, vat_cents = 0,
       final_price_cents = 0, currency_code = NULL, vat_status = NULL, metadata = '{}',
       uuid = gen_random_uuid(), public_uuid = gen_random_uuid(), updated_at = now()
     WHERE t.reservation_id = ANY($1::uuid[])`,
    [ids],
  );
  await releaseSubscriptions(tx, ids);
  await tx.query(
    "UPDATE waiting_queue SET status = 'EXPIRED' WHERE reservation_id = ANY($1::uuid[]) AND status = 'PENDING'",
    [ids],
  );
  await tx.query(
    `INSERT INTO audit_log (reservation_id, event_id, subscription_descriptor_id, event_type, entity_type, entity_id)
     SELECT id, event_id, subscription_descriptor_id, $2, 'RESERVATION', id::text
     FROM reservation WHERE id = ANY($1::uuid[])`,
    [ids, auditType],
  );
  const deleted = await tx.query(
    `DELETE FROM reservation r
     WHERE r.id = ANY($1::uuid[]) AND NOT EXISTS (SELECT 1 FROM billing_document b WHERE b.reservation_id = r.id)
     RETURNING r.id`,
    [ids],
  );
  const kept = ids.length - deleted.length;
  if (kept > 0 && (await moveStatuses(tx, ids, 'CANCELLED', ['PENDING'])) !== kept) {
    throw new Error('a reservation was not PENDING when its hold was released');
  }
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
 * A subscription reservation holds one subscription row: a row of a limited supply becomes FREE
 * again, a row created for an unlimited supply is removed.
 */
async function releaseSubscriptions(tx: Queryable, ids: string[]): Promise<void> {
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

export interface ExpirySweep {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

/** Runs the sweep every `intervalSeconds` (never two runs of one process at once); 0 starts nothing. */
export function startExpirySweep(
  db: Database,
  intervalSeconds: number,
  onError: (error: unknown) => void,
): ExpirySweep {
  if (intervalSeconds <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepExpiredReservations(db)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
