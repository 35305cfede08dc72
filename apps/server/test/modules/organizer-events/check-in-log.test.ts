import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { scannedTickets, ticketPath, type ScannedTicket } from '../check-in/check-in-client.ts';
import { bankTransfer, expectConfirmed, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import {
  adminApi,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationWithKey,
  SYSTEM_KEY,
} from '../organizer/organizer-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  admin = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
});

afterAll(async () => {
  await t.close();
});

const LOG = `/api/v1/admin/event/${ALPINE_SUMMIT}/check-in-log`;

async function paidTickets(count: number): Promise<ScannedTicket[]> {
  const id = await buyer.book(ALPINE_SUMMIT, { Standard: count });
  expectConfirmed(await buyer.confirm(id, bankTransfer));
  const confirmed = await adminApi(t, admin)('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return scannedTickets(t.db, id);
}

interface LogEntry {
  ticketId: string;
  attendeeData: { email: string | null };
  audit: { scanTimestamp: string; username: string | null; checkInStatus: string; operation: string }[];
}

describe('the check-in log of an event', () => {
  it('lists each checked-in ticket with its scans and reverts in alf.io’s shape, and leaves out a reverted one', async () => {
    const [first, second, third] = await paidTickets(3);
    const door = adminApi(t, operator);
    const scan = (ticket: ScannedTicket) =>
      door('POST', ticketPath(ALPINE_SUMMIT, ticket.identifier), { code: ticket.code });
    const revert = (ticket: ScannedTicket) =>
      adminApi(t, admin)('POST', ticketPath(ALPINE_SUMMIT, ticket.identifier, 'revert-check-in'));
    expect((await scan(first!)).statusCode).toBe(200);
    expect((await scan(second!)).statusCode).toBe(200);
    expect((await revert(second!)).json()).toBe(true);
    expect((await scan(second!)).statusCode).toBe(200);
    expect((await scan(third!)).statusCode).toBe(200);
    expect((await revert(third!)).json()).toBe(true);

    const answer = await adminApi(t, admin)('GET', LOG);
    expect(answer.statusCode, answer.body).toBe(200);
    const log = answer.json<LogEntry[]>();
    const byTicket = new Map(log.map((entry) => [entry.ticketId, entry]));
    expect(byTicket.has(third!.identifier)).toBe(false);
    expect(byTicket.get(first!.identifier)!.audit).toEqual([
      { scanTimestamp: expect.any(String), username: expect.any(String), checkInStatus: 'SUCCESS', operation: 'SCAN' },
    ]);
    expect(byTicket.get(second!.identifier)!.audit.map((scan) => [scan.operation, scan.checkInStatus])).toEqual([
      ['SCAN', 'SUCCESS'],
      ['REVERT', 'OK_READY_TO_BE_CHECKED_IN'],
      ['SCAN', 'SUCCESS'],
    ]);
    const [scanned, reverted] = byTicket.get(second!.identifier)!.audit;
    expect(scanned!.username).not.toBe(reverted!.username);
    expect(Date.parse(scanned!.scanTimestamp)).not.toBeNaN();
    expect(byTicket.get(first!.identifier)!.attendeeData).toMatchObject({
      metadata: {},
      additional: null,
      externalReference: null,
    });

    // The supervisor reads it too.
    const supervisor = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'SUPERVISOR');
    expect((await adminApi(t, supervisor)('GET', LOG)).statusCode).toBe(200);
  });

  it('answers 404 for another organization’s or an unknown event, 403 to a scanning key, 401 without a key', async () => {
    const other = await organizationWithKey(t, 'Log Readers Club');
    expect((await adminApi(t, other.key)('GET', LOG)).statusCode).toBe(404);
    expect((await adminApi(t, admin)('GET', '/api/v1/admin/event/no-such-event/check-in-log')).statusCode).toBe(404);
    expect((await adminApi(t, operator)('GET', LOG)).statusCode).toBe(403);
    expect((await adminApi(t, null)('GET', LOG)).statusCode).toBe(401);
  });
});
