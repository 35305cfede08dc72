import { expect } from 'vitest';
import type { Queryable } from '../../src/db/database.ts';

export interface StockDrift {
  eventId: number;
  /** Null: the event's shared pool. */
  categoryId: number | null;
  stored: number;
  counted: number;
}

/** The FREE tickets per event and category whose kept count differs from a recount of the rows. */
export async function ticketStockDrift(db: Queryable): Promise<StockDrift[]> {
  return db.query<StockDrift>(
    `SELECT event_id AS "eventId", category_id AS "categoryId", sum(stored)::int AS stored, sum(counted)::int AS counted
     FROM (SELECT event_id, category_id, free AS stored, 0 AS counted FROM ticket_stock
           UNION ALL
           SELECT event_id, category_id, 0, 1 FROM ticket WHERE status = 'FREE') AS both_sides
     GROUP BY event_id, category_id
     HAVING sum(stored) <> sum(counted)
     ORDER BY event_id, category_id`,
  );
}

/** Pages read the kept counts: they must agree with the tickets after any change, however concurrent. */
export async function expectTicketStockKept(db: Queryable): Promise<void> {
  expect(await ticketStockDrift(db)).toEqual([]);
}
