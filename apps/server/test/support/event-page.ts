import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../src/db/database.ts';
import { browserSession } from '../helpers.ts';

/** Posts JSON as the shop does: with the page's session id and CSRF token. */
export async function shopPoster(
  app: FastifyInstance,
): Promise<(url: string, payload: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>> {
  const { sessionId, csrf } = await browserSession(app);
  return (url, payload, headers = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });
}

/** The demo event's category ids by category name. */
export async function categoriesOf(db: Queryable, shortName: string): Promise<Record<string, number>> {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT c.id, c.name FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1',
    [shortName],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

/** The demo event's additional service ids by English title. */
export async function servicesOf(db: Queryable, shortName: string): Promise<Record<string, number>> {
  const rows = await db.query<{ id: number; title: string }>(
    "SELECT s.id, s.title->>'en' AS title FROM additional_service s JOIN event e ON e.id = s.event_id WHERE e.short_name = $1",
    [shortName],
  );
  return Object.fromEntries(rows.map((row) => [row.title, row.id]));
}

export async function setSetting(
  db: Queryable,
  scope: 'SYSTEM' | 'EVENT',
  key: string,
  value: string | null,
  shortName?: string,
): Promise<void> {
  const eventId =
    scope === 'EVENT'
      ? ((await db.query<{ id: number }>('SELECT id FROM event WHERE short_name = $1', [shortName]))[0]?.id ?? null)
      : null;
  await db.query('DELETE FROM configuration WHERE scope = $1 AND event_id IS NOT DISTINCT FROM $2 AND key = $3', [
    scope,
    eventId,
    key,
  ]);
  if (value !== null)
    await db.query('INSERT INTO configuration (scope, event_id, key, value) VALUES ($1, $2, $3, $4)', [
      scope,
      eventId,
      key,
      value,
    ]);
}

/** A reserve-tickets body. */
export function selection(
  tickets: Record<number, number>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    reservation: Object.entries(tickets).map(([ticketCategoryId, amount]) => ({
      ticketCategoryId: Number(ticketCategoryId),
      amount,
    })),
    additionalService: [],
    ...extra,
  };
}

export function errorCodes(response: LightMyRequestResponse): (string | null)[] {
  return (response.json().validationErrors as { code: string | null }[]).map((error) => error.code);
}
