import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import {
  bankTransfer,
  expectConfirmed,
  onSite,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from '../payment/payment-client.ts';
import {
  adminApi,
  auditEntries,
  keyForEventOrganizer,
  organizationOfEvent,
  organizationWithKey,
  SYSTEM_KEY,
} from './organizer-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let key: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

/** A confirmed order of two summit tickets, and their public ids. */
async function order(payment: Record<string, unknown>): Promise<{ id: string; tickets: string[] }> {
  const id = await buyer.book(ALPINE_SUMMIT, { Standard: 2 });
  expectConfirmed(await buyer.confirm(id, payment));
  const rows = await t.db.query<{ publicUuid: string }>(
    'SELECT public_uuid::text AS "publicUuid" FROM ticket WHERE reservation_id = $1 ORDER BY id',
    [id],
  );
  return { id, tickets: rows.map((row) => row.publicUuid) };
}

const deletePath = (ticket: string, slug = ALPINE_SUMMIT) =>
  `/api/v1/admin/event/${slug}/reservation/delete-ticket/${ticket}`;

async function freeTickets(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ticket t JOIN event e ON e.id = t.event_id WHERE e.short_name = $1 AND t.status = 'FREE'",
    [ALPINE_SUMMIT],
  );
  return row!.n;
}

describe('deleting a ticket', () => {
  it('puts it back on sale and closes its links; the order’s last ticket cancels the order', async () => {
    const { id, tickets } = await order(onSite);
    const freeBefore = await freeTickets();
    const api = adminApi(t, key);

    const first = await api('DELETE', deletePath(tickets[0]!));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toBe(true);
    expect(await freeTickets()).toBe(freeBefore + 1);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/event/${ALPINE_SUMMIT}/ticket/${tickets[0]}`,
    });
    expect(link.statusCode).toBe(404);
    expect((await reservationRow(t.db, id))!.status).toBe('COMPLETE');
    expect((await api('DELETE', deletePath(tickets[0]!))).statusCode).toBe(404);

    expect((await api('DELETE', deletePath(tickets[1]!))).statusCode).toBe(200);
    expect((await reservationRow(t.db, id))!.status).toBe('CANCELLED');
  });

  it('lowers what an order waiting for its bank transfer owes', async () => {
    const { id, tickets } = await order(bankTransfer);
    const before = (await reservationRow(t.db, id))!.finalPrice;
    expect((await adminApi(t, key)('DELETE', deletePath(tickets[0]!))).statusCode).toBe(200);
    expect((await reservationRow(t.db, id))!.finalPrice).toBe(before / 2);
  });

  it('writes the ticket and its holder before the deletion to the audit log', async () => {
    const { tickets } = await order(onSite);
    await adminApi(t, key)('DELETE', deletePath(tickets[0]!));
    const organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
    const entry = (await auditEntries(t.db, organizationId)).find(
      (candidate) => candidate.action === 'TICKET_DELETE' && candidate.entityId === tickets[0],
    );
    expect(entry).toMatchObject({
      actor: expect.stringMatching(/^api-key:/),
      before: { status: 'ACQUIRED', reservationStatus: 'COMPLETE' },
      after: { status: 'FREE', reservationStatus: 'COMPLETE' },
    });
  });

  it('answers 401 without a key, 403 to check-in staff, 404 to another organization and to a malformed id', async () => {
    const { tickets } = await order(onSite);
    expect((await adminApi(t, null, '192.0.2.70')('DELETE', deletePath(tickets[0]!))).statusCode).toBe(401);
    const supervisor = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'SUPERVISOR');
    expect((await adminApi(t, supervisor)('DELETE', deletePath(tickets[0]!))).statusCode).toBe(403);
    const other = await organizationWithKey(t, 'Ticket Snatchers');
    expect((await adminApi(t, other.key)('DELETE', deletePath(tickets[0]!))).statusCode).toBe(404);
    expect((await adminApi(t, key)('DELETE', deletePath('not-a-uuid'))).statusCode).toBe(404);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/event/${ALPINE_SUMMIT}/ticket/${tickets[0]}`,
    });
    expect(link.statusCode).toBe(200);
  });
});
