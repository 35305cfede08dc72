import type { Queryable } from '../../db/database.ts';

/** The id of the event (by short name) or subscription (by id) the URL names, as text; null when there is none. */
export async function findPurchaseContextId(
  q: Queryable,
  type: 'event' | 'subscription',
  publicIdentifier: string,
): Promise<string | null> {
  const [row] =
    type === 'event'
      ? await q.query<{ id: string }>('SELECT id::text AS id FROM event WHERE short_name = $1', [publicIdentifier])
      : await q.query<{ id: string }>('SELECT id::text AS id FROM subscription_descriptor WHERE id::text = lower($1)', [
          publicIdentifier,
        ]);
  return row?.id ?? null;
}

export interface ReservationOwnership {
  userId: number | null;
  /** The id of its event or subscription, as text. */
  contextId: string;
}

export async function findReservationOwnership(
  q: Queryable,
  reservationId: string,
  type: 'event' | 'subscription',
): Promise<ReservationOwnership | null> {
  const [row] = await q.query<ReservationOwnership>(
    `SELECT user_id AS "userId", coalesce(event_id::text, subscription_descriptor_id::text) AS "contextId"
     FROM reservation WHERE id = $1 AND purchase_context_type = $2`,
    [reservationId, type],
  );
  return row ?? null;
}

export interface ReservationForEmail {
  firstName: string | null;
  lastName: string | null;
  invoiceNumber: string | null;
  paid: boolean;
  proxy: string | null;
}

export async function findReservationForEmail(
  q: Queryable,
  reservationId: string,
): Promise<ReservationForEmail | null> {
  const [row] = await q.query<ReservationForEmail>(
    `SELECT first_name AS "firstName", last_name AS "lastName", invoice_number AS "invoiceNumber", registered_at IS NOT NULL AS paid,
       payment_proxy AS proxy FROM reservation WHERE id = $1`,
    [reservationId],
  );
  return row ?? null;
}

export interface EventForCalendar {
  shortName: string;
  displayName: string;
  format: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
  location: string | null;
  startAt: Date;
  endAt: Date;
  organizationName: string;
  organizationEmail: string;
  now: Date;
}

export async function findEventForCalendar(q: Queryable, eventId: number): Promise<EventForCalendar | null> {
  const [row] = await q.query<EventForCalendar>(
    `SELECT e.short_name AS "shortName", e.display_name AS "displayName", e.format, e.location,
       e.start_at AS "startAt", e.end_at AS "endAt", o.name AS "organizationName", o.email AS "organizationEmail", now() AS now
     FROM event e JOIN organization o ON o.id = e.organization_id WHERE e.id = $1`,
    [eventId],
  );
  return row ?? null;
}
