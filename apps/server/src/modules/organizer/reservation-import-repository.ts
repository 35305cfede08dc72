import type { AdminReservationRequestStats } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import type { Actor, OrganizerRole } from './organizer-roles.ts';

/** One attendee's reservation to make, as the import stored it. */
export interface ImportBody {
  slug: string;
  ticketCategoryId: number;
  language: string;
  attendee: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    userLanguage: string | null;
    externalReference: string | null;
  };
  /** A subscriber's generated ticket: the subscription that pays for it. */
  subscriptionId?: string;
}

export interface ImportRow {
  id: number;
  organizationId: number;
  eventId: number;
  actor: Actor;
  role: OrganizerRole;
  body: ImportBody;
  reservationId: string | null;
}

export interface NewImport {
  requestId: string;
  organizationId: number;
  eventId: number;
  actor: Actor;
  userId: number;
  role: OrganizerRole;
  bodies: readonly ImportBody[];
}

export async function insertImportRequest(tx: Queryable, request: NewImport): Promise<void> {
  await tx.query(
    `INSERT INTO reservation_import_request (request_id, position, organization_id, event_id, actor, user_id, role, body,
       subscription_id)
     SELECT $1, item.position, $2, $3, $4, $5, $6, item.body, (item.body->>'subscriptionId')::uuid
     FROM jsonb_array_elements($7::jsonb) WITH ORDINALITY AS item(body, position)
     ON CONFLICT (event_id, subscription_id) WHERE status = 'PENDING' AND subscription_id IS NOT NULL DO NOTHING`,
    [
      request.requestId,
      request.organizationId,
      request.eventId,
      JSON.stringify(request.actor),
      request.userId,
      request.role,
      JSON.stringify(request.bodies),
    ],
  );
}

/**
 * Takes the oldest attendee still waiting whom no live process holds, for `holdSeconds`. The row
 * lock is only held by this statement: `SKIP LOCKED` keeps two processes from taking the same
 * row at once, the claim keeps them apart while the reservation is being made.
 */
export async function claimPendingImport(db: Queryable, holdSeconds: number): Promise<ImportRow | null> {
  const [row] = await db.query<ImportRow>(
    `UPDATE reservation_import_request SET claimed_until = now() + make_interval(secs => $1)
     WHERE id = (
       SELECT id FROM reservation_import_request
       WHERE status = 'PENDING' AND (claimed_until IS NULL OR claimed_until < now())
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     RETURNING id, organization_id AS "organizationId", event_id AS "eventId", actor, role, body,
       reservation_id::text AS "reservationId"`,
    [holdSeconds],
  );
  return row ?? null;
}

/** Records the reservation held for the attendee, unless another run recorded one first. */
export async function recordImportReservation(db: Queryable, id: number, reservationId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE reservation_import_request SET reservation_id = $2
     WHERE id = $1 AND status = 'PENDING' AND reservation_id IS NULL RETURNING id`,
    [id, reservationId],
  );
  return rows.length === 1;
}

/** Forgets a held reservation that no longer exists (its hold ran out), so a new one is made. */
export async function forgetImportReservation(db: Queryable, id: number, reservationId: string): Promise<void> {
  await db.query(
    `UPDATE reservation_import_request SET reservation_id = NULL
     WHERE id = $1 AND status = 'PENDING' AND reservation_id = $2`,
    [id, reservationId],
  );
}

/** Ends the attendee's row; false when it had ended already (another run finished it). */
export async function finishImport(
  tx: Queryable,
  id: number,
  outcome: { status: 'SUCCESS'; reservationId: string } | { status: 'ERROR'; failureCode: string },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE reservation_import_request
     SET status = $2, reservation_id = COALESCE($3::uuid, reservation_id), failure_code = $4, claimed_until = NULL
     WHERE id = $1 AND status = 'PENDING' RETURNING id`,
    [
      id,
      outcome.status,
      outcome.status === 'SUCCESS' ? outcome.reservationId : null,
      outcome.status === 'ERROR' ? outcome.failureCode : null,
    ],
  );
  return rows.length === 1;
}

export async function findImportStats(
  db: Queryable,
  eventId: number,
  requestId: string,
): Promise<AdminReservationRequestStats | null> {
  const [row] = await db.query<AdminReservationRequestStats>(
    `SELECT request_id::text AS "requestId", min(user_id) AS "userId", event_id AS "eventId",
       count(*) FILTER (WHERE status = 'SUCCESS')::int AS "countSuccess",
       count(*) FILTER (WHERE status = 'PENDING')::int AS "countPending",
       count(*) FILTER (WHERE status = 'ERROR')::int AS "countError"
     FROM reservation_import_request WHERE event_id = $1 AND request_id = $2
     GROUP BY request_id, event_id`,
    [eventId, requestId],
  );
  return row ?? null;
}

export interface Subscriber {
  subscriptionId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  language: string;
  /** The first of the event's categories the subscription is valid for; null when none. */
  categoryId: number | null;
}

/**
 * The holders of the organization's subscriptions that generate tickets and are linked to the
 * event, as alf.io finds them: acquired, valid now, entries left, and no ticket of the event yet.
 */
export async function findSubscribersWithoutTicket(
  q: Queryable,
  organizationId: number,
  eventId: number,
): Promise<Subscriber[]> {
  return q.query<Subscriber>(
    `SELECT s.id::text AS "subscriptionId", s.first_name AS "firstName", s.last_name AS "lastName", s.email,
       r.user_language AS language,
       (SELECT c.id FROM ticket_category c WHERE c.event_id = se.event_id
          AND (cardinality(se.compatible_category_ids) = 0 OR c.id = ANY(se.compatible_category_ids))
        ORDER BY c.id LIMIT 1) AS "categoryId"
     FROM subscription_event se
     JOIN subscription_descriptor sd ON sd.id = se.subscription_descriptor_id
     JOIN subscription s ON s.subscription_descriptor_id = sd.id
     JOIN reservation r ON r.id = s.reservation_id
     WHERE se.event_id = $1 AND sd.organization_id = $2 AND sd.supports_tickets_generation
       AND s.status = 'ACQUIRED' AND (s.max_entries <= 0 OR s.usage_count < s.max_entries)
       AND (s.valid_from IS NULL OR s.valid_from <= now()) AND (s.valid_to IS NULL OR s.valid_to > now())
       AND NOT EXISTS (
         SELECT 1 FROM ticket t JOIN reservation tr ON tr.id = t.reservation_id
         WHERE t.subscription_id = s.id AND t.event_id = se.event_id AND tr.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED')
       )
     ORDER BY s.id`,
    [eventId, organizationId],
  );
}
