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
 * an error (alf.io answers true), it just does not queue anyone twice.
 */
export async function insertWaitingEntry(db: Queryable, entry: WaitingEntry): Promise<void> {
  await db.query(
    `INSERT INTO waiting_queue (event_id, first_name, last_name, full_name, email, user_language, selected_category_id, subscription_type)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8
     WHERE NOT EXISTS (SELECT 1 FROM waiting_queue WHERE event_id = $1 AND lower(email) = lower($5) AND status = 'WAITING')`,
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
