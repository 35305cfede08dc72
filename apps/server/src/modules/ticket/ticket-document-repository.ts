import type { Queryable } from '../../db/database.ts';

export interface TicketSupplement {
  ticketId: number;
  /** Plain text per content language. */
  title: Record<string, string>;
}

/** The supplements bought for these tickets, by ticket, in the order the event lists them. */
export async function findTicketSupplements(q: Queryable, ticketIds: readonly number[]): Promise<TicketSupplement[]> {
  if (ticketIds.length === 0) return [];
  return q.query<TicketSupplement>(
    `SELECT i.ticket_id::int AS "ticketId", s.title
     FROM additional_service_item i JOIN additional_service s ON s.id = i.additional_service_id
     WHERE i.ticket_id = ANY($1::bigint[]) AND s.type = 'SUPPLEMENT' AND i.status IN ('ACQUIRED', 'TO_BE_PAID')
     ORDER BY s.ordinal, s.id, i.id`,
    [ticketIds],
  );
}

/** Where a ticket is addressed now (a release gives it a new public uuid); null when it is gone. */
export async function findTicketAddress(
  q: Queryable,
  ticketId: number,
): Promise<{ eventShortName: string; publicUuid: string } | null> {
  const [row] = await q.query<{ eventShortName: string; publicUuid: string }>(
    `SELECT e.short_name AS "eventShortName", t.public_uuid AS "publicUuid"
     FROM ticket t JOIN event e ON e.id = t.event_id WHERE t.id = $1`,
    [ticketId],
  );
  return row ?? null;
}
