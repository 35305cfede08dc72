import type { ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';

/** What a buyer's cancellation of a paid order depends on: the event, its start and the order's tickets. */
export interface CancellationFacts {
  status: ReservationStatus;
  organizationId: number;
  eventId: number;
  startAt: Date;
  now: Date;
  currency: string | null;
  /** The category of each ticket the order holds, one entry per ticket. */
  ticketCategories: number[];
}

export async function findCancellationFacts(q: Queryable, reservationId: string): Promise<CancellationFacts | null> {
  const [row] = await q.query<CancellationFacts>(
    `SELECT r.status, e.organization_id AS "organizationId", e.id AS "eventId", e.start_at AS "startAt", now() AS now,
       coalesce(r.currency_code, e.currency) AS currency,
       coalesce((SELECT array_agg(t.category_id ORDER BY t.id) FROM ticket t
         WHERE t.reservation_id = r.id AND t.status IN ('ACQUIRED', 'CHECKED_IN', 'TO_BE_PAID')), '{}') AS "ticketCategories"
     FROM reservation r JOIN event e ON e.id = r.event_id
     WHERE r.id = $1 AND r.purchase_context_type = 'event'`,
    [reservationId],
  );
  return row ?? null;
}
