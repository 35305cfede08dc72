import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { expectTicketStockKept } from '../../support/ticket-stock.ts';
import { ticketClient, type TicketClient } from './ticket-client.ts';

describe('releasing tickets on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres({ EXPIRY_SWEEP_SECONDS: '0' });
  afterEach(() => expectTicketStockKept(pools[0]!));
  let clients: TicketClient[] = [];

  beforeAll(async () => {
    clients = await Promise.all(apps.map((app) => ticketClient(app)));
  });

  const counts = async (reservationId: string) =>
    (
      await pools[0]!.query<{ released: number; cancelled: number; mails: number; status: string }>(
        `SELECT (SELECT count(*)::int FROM audit_log WHERE reservation_id = $1 AND event_type = 'TICKET_RELEASED') AS released,
           (SELECT count(*)::int FROM audit_log WHERE reservation_id = $1 AND event_type = 'RESERVATION_CANCELLED') AS cancelled,
           (SELECT count(*)::int FROM email_message WHERE reservation_id = $1 AND subject LIKE '%cancelled%') AS mails,
           (SELECT status FROM reservation WHERE id = $1) AS status`,
        [reservationId],
      )
    )[0]!;

  /**
   * Runs the requests while another transaction holds the tickets' rows, and lets them go once
   * `waiting` of them wait for a lock: so they really meet in the database.
   */
  async function meeting<T>(publicUuids: string[], waiting: number, requests: () => Promise<T>): Promise<T> {
    let answers: Promise<T> | undefined;
    await pools[0]!.transaction(async (tx) => {
      await tx.query('SELECT id FROM ticket WHERE public_uuid = ANY($1::uuid[]) FOR UPDATE', [publicUuids]);
      answers = requests();
      for (;;) {
        const [row] = await pools[1]!.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
        );
        if (row!.n >= waiting) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    return answers!;
  }

  it('a ticket released by many requests at once is released once', async () => {
    const { id, tickets } = await clients[0]!.completed(OPEN_HACK_DAY, { 'General admission': 2 });
    const uuid = tickets[0]!.uuid;
    const answers = await meeting([uuid], 8, () =>
      Promise.all(
        Array.from({ length: 8 }, (_, index) => clients[index % clients.length]!.release(OPEN_HACK_DAY, uuid)),
      ),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual(Array(8).fill([200, true]));
    expect(await counts(id)).toEqual({ released: 1, cancelled: 0, mails: 1, status: 'COMPLETE' });
  });

  it('the last two tickets of an order released at once cancel the order once', async () => {
    const { id, tickets } = await clients[0]!.completed(OPEN_HACK_DAY, { 'General admission': 2 });
    const answers = await meeting(
      tickets.map((ticket) => ticket.uuid),
      2,
      () =>
        Promise.all(
          tickets.map((ticket, index) => clients[index % clients.length]!.release(OPEN_HACK_DAY, ticket.uuid)),
        ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await counts(id)).toEqual({ released: 2, cancelled: 1, mails: 2, status: 'CANCELLED' });
  });
});
