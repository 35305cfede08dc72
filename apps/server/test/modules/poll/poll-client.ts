import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../src/db/database.ts';
import { ticketPinOf } from '../../../src/modules/poll/ticket-pin.ts';
import { shopPoster } from '../../support/event-page.ts';

export const ticketPin = ticketPinOf;

/** The three poll calls as the shop makes them. */
export async function pollClient(app: FastifyInstance, eventName: string) {
  const post = await shopPoster(app);
  const base = `/api/v2/public/event/${eventName}/poll`;
  return {
    list: (pin: string) => app.inject({ method: 'GET', url: `${base}?pin=${encodeURIComponent(pin)}` }),
    get: (pollId: number, pin: string) =>
      app.inject({ method: 'GET', url: `${base}/${pollId}?pin=${encodeURIComponent(pin)}` }),
    answer: (pollId: number, body: Record<string, unknown>) => post(`${base}/${pollId}/answer`, body),
  };
}

/** Poll ids of an event by English title, whatever their status. */
export async function pollsOf(db: Queryable, eventName: string): Promise<Record<string, number>> {
  const rows = await db.query<{ id: number; title: string }>(
    `SELECT p.id, p.title->>'en' AS title FROM poll p JOIN event e ON e.id = p.event_id WHERE e.short_name = $1`,
    [eventName],
  );
  return Object.fromEntries(rows.map((row) => [row.title, row.id]));
}

export async function optionsOf(db: Queryable, pollId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM poll_option WHERE poll_id = $1 ORDER BY ordinal', [
    pollId,
  ]);
  return rows.map((row) => row.id);
}

/** What is recorded for the ticket with this internal uuid, option ids per poll id. */
export async function answersOf(db: Queryable, ticketUuid: string): Promise<{ pollId: number; optionId: number }[]> {
  return db.query(
    `SELECT a.poll_id AS "pollId", a.poll_option_id AS "optionId" FROM poll_answer a
     JOIN ticket t ON t.id = a.ticket_id WHERE t.uuid = $1 ORDER BY a.poll_id`,
    [ticketUuid],
  );
}

/** The internal uuid of a sold ticket of the event in this status. */
export async function ticketIn(db: Queryable, eventName: string, status: string): Promise<string> {
  const [row] = await db.query<{ uuid: string }>(
    `SELECT t.uuid FROM ticket t JOIN event e ON e.id = t.event_id WHERE e.short_name = $1 AND t.status = $2
     ORDER BY t.id LIMIT 1`,
    [eventName, status],
  );
  if (!row) throw new Error(`no ${status} ticket for ${eventName}`);
  return row.uuid;
}
