import type { Queryable } from '../../db/database.ts';
import { TICKET_ANSWERS } from './organizer-events-repository.ts';

/**
 * The reads behind the back office's dashboard and attendee list. A ticket counts as sold as in
 * the events list (ACQUIRED, CHECKED_IN, or TO_BE_PAID at the door), on the day its order was
 * confirmed in the event's time zone.
 */
const SOLD = `t.status IN ('ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID')`;

export interface SalesRow {
  start: string;
  categoryId: number;
  tickets: number;
  /** Cents of the paid tickets (not those still to be paid at the door), VAT included. */
  amountCents: number;
}

export type Granularity = 'day' | 'week' | 'month';

/** Tickets sold per period (its first day, `YYYY-MM-DD`) and category, between two days both included. */
export async function salesOf(
  db: Queryable,
  eventId: number,
  from: string,
  to: string,
  granularity: Granularity,
): Promise<SalesRow[]> {
  return db.query<SalesRow>(
    `SELECT to_char(date_trunc($4::text, r.confirmed_at AT TIME ZONE e.time_zone), 'YYYY-MM-DD') AS start,
       t.category_id AS "categoryId", count(*)::int AS tickets,
       coalesce(sum(t.final_price_cents) FILTER (WHERE t.status IN ('ACQUIRED', 'CHECKED_IN')), 0)::int AS "amountCents"
     FROM ticket t
     JOIN reservation r ON r.id = t.reservation_id
     JOIN event e ON e.id = t.event_id
     WHERE t.event_id = $1 AND ${SOLD} AND t.category_id IS NOT NULL AND r.confirmed_at IS NOT NULL
       AND (r.confirmed_at AT TIME ZONE e.time_zone)::date BETWEEN $2::date AND $3::date
     GROUP BY 1, 2
     ORDER BY 1, 2`,
    [eventId, from, to, granularity],
  );
}

/** The day of the event's first confirmed order and today, both in the event's time zone. */
export async function salesSpanOf(
  db: Queryable,
  eventId: number,
): Promise<{ firstSale: string | null; today: string }> {
  const [row] = await db.query<{ firstSale: string | null; today: string }>(
    `SELECT (SELECT to_char(min(r.confirmed_at AT TIME ZONE e.time_zone), 'YYYY-MM-DD')
               FROM ticket t JOIN reservation r ON r.id = t.reservation_id
               WHERE t.event_id = e.id AND ${SOLD}) AS "firstSale",
       to_char(now() AT TIME ZONE e.time_zone, 'YYYY-MM-DD') AS today
     FROM event e WHERE e.id = $1`,
    [eventId],
  );
  return row!;
}

/** The event's attendee fields with their texts by language, in the order the buyer saw them. */
export async function attendeeFieldsOf(
  db: Queryable,
  eventId: number,
): Promise<{ name: string; labels: Record<string, string | undefined> }[]> {
  return db.query(
    `SELECT name, coalesce((SELECT jsonb_object_agg(d.key, d.value->>'label') FROM jsonb_each(description) d
                            WHERE d.value->>'label' <> ''), '{}') AS labels
     FROM additional_field WHERE event_id = $1 AND context = 'ATTENDEE' ORDER BY ordinal, id`,
    [eventId],
  );
}

export interface AttendeeListRow {
  ticketId: string;
  categoryId: number;
  categoryName: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  status: string;
  reservationId: string;
  additional: Record<string, string[]> | null;
}

export async function countAttendees(db: Queryable, eventId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ticket t WHERE t.event_id = $1 AND ${SOLD} AND t.reservation_id IS NOT NULL`,
    [eventId],
  );
  return row?.count ?? 0;
}

/** Holders of sold tickets by category, then by sale; `page` null reads them all (the export). */
export async function attendeeListOf(
  db: Queryable,
  eventId: number,
  page: { limit: number; offset: number } | null,
): Promise<AttendeeListRow[]> {
  return db.query<AttendeeListRow>(
    `SELECT t.public_uuid::text AS "ticketId", t.category_id AS "categoryId", c.name AS "categoryName",
       t.first_name AS "firstName", t.last_name AS "lastName", t.full_name AS "fullName", t.email, t.status,
       t.reservation_id::text AS "reservationId",
       ${TICKET_ANSWERS} AS additional
     FROM ticket t
     JOIN ticket_category c ON c.id = t.category_id
     WHERE t.event_id = $1 AND ${SOLD} AND t.reservation_id IS NOT NULL
     ORDER BY c.ordinal, c.id, t.id
     LIMIT $2 OFFSET $3`,
    [eventId, page?.limit ?? null, page?.offset ?? 0],
  );
}

/** Until when each of these reservations is held, by id. */
export async function holdExpiriesOf(db: Queryable, reservationIds: string[]): Promise<Map<string, Date>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db.query<{ id: string; validity: Date }>(
    'SELECT id::text AS id, validity FROM reservation WHERE id = ANY($1::uuid[])',
    [reservationIds],
  );
  return new Map(rows.map((row) => [row.id, row.validity]));
}
