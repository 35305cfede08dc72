import type { BookingInfoTicket } from '@shop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { checkInCodeOf } from '../../../src/modules/ticket/ticket-access.ts';
import { findEventTicket } from '../../../src/modules/ticket/ticket-repository.ts';
import { browserSession, type TestApp } from '../../helpers.ts';
import { bankTransfer, expectConfirmed, free, paymentClient } from '../payment/payment-client.ts';

/** The ticket endpoints as the shop calls them, and a way to a confirmed order to call them on. */
export async function ticketClient(t: TestApp) {
  const payment = await paymentClient(t);
  const { sessionId, csrf } = await browserSession(t.app);
  const headers = { 'x-auth-token': sessionId, 'x-csrf-token': csrf };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const path = (event: string, uuid: string) => `/api/v2/public/event/${event}/ticket/${uuid}`;
  return {
    ...payment,
    /** Books, confirms and checks the order is COMPLETE; resolves to its id and tickets in page order. */
    async completed(
      event: string,
      quantities: Record<string, number>,
      form: Record<string, unknown> = {},
      confirmation: Record<string, unknown> = free,
    ): Promise<{ id: string; tickets: BookingInfoTicket[] }> {
      const id = await payment.book(event, quantities, form);
      expectConfirmed(await payment.confirm(id, confirmation));
      const info = await payment.info(id);
      expect(info.status).toBe('COMPLETE');
      return { id, tickets: info.ticketsByCategory.flatMap((category) => category.tickets) };
    },
    /** Books and confirms an order, then records its payment as the organizer would. */
    async paid(
      event: string,
      quantities: Record<string, number>,
      form: Record<string, unknown> = {},
      extra: Record<string, unknown> = {},
      confirmation: Record<string, unknown> = bankTransfer,
    ): Promise<{ id: string; tickets: BookingInfoTicket[] }> {
      const id = await payment.book(event, quantities, form, extra);
      expectConfirmed(await payment.confirm(id, confirmation));
      await t.db.query("UPDATE reservation SET status = 'COMPLETE', registered_at = now() WHERE id = $1", [id]);
      await t.db.query("UPDATE ticket SET status = 'ACQUIRED' WHERE reservation_id = $1", [id]);
      await t.db.query("UPDATE additional_service_item SET status = 'ACQUIRED' WHERE reservation_id = $1", [id]);
      const info = await payment.info(id);
      return { id, tickets: info.ticketsByCategory.flatMap((category) => category.tickets) };
    },
    get: (event: string, uuid: string) => call('GET', path(event, uuid)),
    full: (event: string, uuid: string) => call('GET', `${path(event, uuid)}/full`),
    sendByEmail: (event: string, uuid: string) => call('POST', `${path(event, uuid)}/send-ticket-by-email`, {}),
    update: (event: string, uuid: string, body: unknown) => call('PUT', path(event, uuid), body),
    release: (event: string, uuid: string) => call('DELETE', path(event, uuid)),
    checkInInfo: (event: string, uuid: string, code: string, query = '') =>
      call('GET', `${path(event, uuid)}/code/${code}/check-in-info${query}`),
    /** What a browser gets opening a link outside the API. */
    open: (url: string) => t.app.inject({ method: 'GET', url }),
    /** The ticket's online check-in code as the server computes it now. */
    async checkInCode(event: string, uuid: string): Promise<string> {
      const ticket = await findEventTicket(t.db, event, uuid);
      if (!ticket) throw new Error(`no ticket ${uuid}`);
      return checkInCodeOf(ticket);
    },
  };
}

export type TicketClient = Awaited<ReturnType<typeof ticketClient>>;

export const outboxOf = (t: TestApp, reservationId: string) =>
  t.db.query<{ recipient: string; subject: string; textBody: string; attachments: { kind: string; name: string }[] }>(
    `SELECT recipient, subject, text_body AS "textBody", attachments FROM email_message
     WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  );

export function redirectOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(302);
  return String(response.headers.location);
}

/** Gives the category its own call links (null: none, so the event's apply). */
export async function setCategoryLinks(
  t: TestApp,
  event: string,
  category: string,
  links: { link: string; validFrom: string; validTo: string }[] | null,
): Promise<void> {
  await t.db.query(
    `UPDATE ticket_category c SET metadata = $3::text::jsonb FROM event e
     WHERE e.id = c.event_id AND e.short_name = $1 AND c.name = $2`,
    [event, category, JSON.stringify(links ? { onlineConfiguration: { callLinks: links } } : {})],
  );
}
