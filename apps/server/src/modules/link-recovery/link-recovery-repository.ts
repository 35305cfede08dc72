import type { Queryable } from '../../db/database.ts';

export interface RecoverableEvent {
  id: number;
  organizationId: number;
  shortName: string;
  title: string;
  organizationName: string;
  organizationEmail: string;
}

export async function findRecoverableEvent(q: Queryable, shortName: string): Promise<RecoverableEvent | null> {
  const [row] = await q.query<RecoverableEvent>(
    `SELECT e.id, e.organization_id AS "organizationId", e.short_name AS "shortName", e.display_name AS title,
       o.name AS "organizationName", o.email AS "organizationEmail"
     FROM event e JOIN organization o ON o.id = e.organization_id WHERE e.short_name = $1`,
    [shortName],
  );
  return row ?? null;
}

export interface RecoveredReservation {
  id: string;
  invoiceNumber: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
  language: string;
}

/**
 * The reservations of the event bought with `email` (compared without case) that a buyer has a
 * page for: the ones still being filled in, cancelled or refunded have none worth sending.
 * Newest first.
 */
export async function findReservationsByEmail(
  q: Queryable,
  eventId: number,
  email: string,
): Promise<RecoveredReservation[]> {
  return q.query<RecoveredReservation>(
    `SELECT id::text AS id, invoice_number AS "invoiceNumber", email, first_name AS "firstName",
       last_name AS "lastName", user_language AS language
     FROM reservation
     WHERE event_id = $1 AND purchase_context_type = 'event' AND lower(email) = lower($2)
       AND status NOT IN ('PENDING', 'CANCELLED', 'CREDIT_NOTE_ISSUED')
     ORDER BY created_at DESC, id`,
    [eventId, email],
  );
}
