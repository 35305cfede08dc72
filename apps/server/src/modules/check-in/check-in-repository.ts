import type { Queryable } from '../../db/database.ts';

/** Tickets counted at the door: sold or due on site, of an order that is complete. */
const EXPECTED = `t.status IN ('ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID') AND r.status = 'COMPLETE'`;

/** Whether the ticket's category is for the online room, not the venue. */
const ONLINE = `(c.ticket_access_type = 'ONLINE' OR (c.ticket_access_type = 'INHERIT' AND e.format = 'ONLINE'))`;

export interface CategoryCount {
  id: number;
  name: string;
  totalAttendees: number;
  checkedIn: number;
  lastCheckIn: Date | null;
}

/** Expected and checked-in tickets per category of the event, in display order; `categoryIds` empty means all. */
export async function countCheckIns(
  q: Queryable,
  eventId: number,
  categoryIds: readonly number[],
): Promise<CategoryCount[]> {
  return q.query<CategoryCount>(
    `SELECT c.id, c.name, count(t.id)::int AS "totalAttendees",
       count(t.id) FILTER (WHERE t.status = 'CHECKED_IN')::int AS "checkedIn",
       max(t.checked_in_at) AS "lastCheckIn"
     FROM ticket_category c
     JOIN event e ON e.id = c.event_id
     LEFT JOIN (ticket t JOIN reservation r ON r.id = t.reservation_id AND ${EXPECTED}) ON t.category_id = c.id
     WHERE c.event_id = $1 AND NOT ${ONLINE} AND (cardinality($2::integer[]) = 0 OR c.id = ANY($2::integer[]))
     GROUP BY c.id, c.name, c.ordinal ORDER BY c.ordinal, c.id`,
    [eventId, [...categoryIds]],
  );
}

/**
 * The ids of the event's tickets for the venue with a named holder and an e-mail, changed after
 * `changedSince`: those the scan app downloads to check in offline.
 */
export async function findOfflineTicketIds(q: Queryable, eventId: number, changedSince: Date): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `SELECT t.id FROM ticket t
     JOIN ticket_category c ON c.id = t.category_id
     JOIN event e ON e.id = t.event_id
     JOIN reservation r ON r.id = t.reservation_id
     WHERE t.event_id = $1 AND NOT ${ONLINE} AND t.email IS NOT NULL
       AND (t.full_name IS NOT NULL OR (t.first_name IS NOT NULL AND t.last_name IS NOT NULL))
       AND t.updated_at > $2
     ORDER BY t.id`,
    [eventId, changedSince],
  );
  return rows.map((row) => row.id);
}

export interface GateEvent {
  slug: string;
  name: string;
  begin: Date;
  end: Date;
  location: string | null;
  timeZone: string;
}

/** The organization's events at a venue that ended yesterday at the earliest, by start. */
export async function findGateEvents(q: Queryable, organizationId: number): Promise<GateEvent[]> {
  return q.query<GateEvent>(
    `SELECT short_name AS slug, display_name AS name, start_at AS begin, end_at AS "end", location, time_zone AS "timeZone"
     FROM event WHERE organization_id = $1 AND format <> 'ONLINE' AND end_at > now() - interval '1 day'
     ORDER BY start_at, id`,
    [organizationId],
  );
}
