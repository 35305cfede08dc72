import type { Queryable } from '../../db/database.ts';

export interface WaitingEntry {
  eventId: number;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  email: string;
  language: string;
  selectedCategoryId: number | null;
  /** PRE_SALES before the sale opens, SOLD_OUT when nothing is left. */
  type: 'PRE_SALES' | 'SOLD_OUT';
}

/**
 * Adds the entry unless the same address already waits for the event: subscribing twice is not
 * an error (alf.io answers true), it just does not queue anyone twice. The partial unique index
 * of migration 006 decides, so concurrent subscriptions on any number of processes queue one.
 */
export async function insertWaitingEntry(db: Queryable, entry: WaitingEntry): Promise<void> {
  await db.query(
    `INSERT INTO waiting_queue (event_id, first_name, last_name, full_name, email, user_language, selected_category_id, subscription_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (event_id, lower(email)) WHERE status = 'WAITING' DO NOTHING`,
    [
      entry.eventId,
      entry.firstName,
      entry.lastName,
      entry.fullName,
      entry.email,
      entry.language,
      entry.selectedCategoryId,
      entry.type,
    ],
  );
}

/** The event's whole waiting list, when an event without orders is deleted. */
export async function deleteWaitingEntriesOf(tx: Queryable, eventId: number): Promise<void> {
  await tx.query('DELETE FROM waiting_queue WHERE event_id = $1', [eventId]);
}
