import { beforeAll, describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { bankTransfer, expectConfirmed, paymentClient } from '../payment/payment-client.ts';
import {
  adminApi,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationOfEvent,
  SYSTEM_KEY,
} from '../organizer/organizer-client.ts';
import { scannedTickets, ticketPath } from './check-in-client.ts';

describe('checking a ticket in on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  let admin: string;
  let gate: string;

  beforeAll(async () => {
    admin = await keyForEventOrganizer(apps[0]!, ALPINE_SUMMIT);
    gate = await keyForEventOrganizer(apps[0]!, ALPINE_SUMMIT, 'OPERATOR');
  });

  it('the same ticket scanned at once at gates on two processes: one success, the others already checked in', async () => {
    const buyer = await paymentClient(apps[0]!);
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    expect(
      (await adminApi(apps[1]!, admin)('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED))
        .statusCode,
    ).toBe(200);
    const [ticket] = await scannedTickets(pools[0]!, id);

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => apps[index % 2]!).map((app) =>
        adminApi(app, gate)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier), { code: ticket!.code }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.map((answer) => answer.json<{ result: { status: string } }>().result.status).sort()).toEqual([
      ...Array<string>(7).fill('ALREADY_CHECK_IN'),
      'SUCCESS',
    ]);
    const [row] = await pools[0]!.query<{ checkIns: number }>(
      'SELECT count(*)::int AS "checkIns" FROM audit_log WHERE entity_id = $1 AND event_type = \'CHECK_IN\'',
      [ticket!.identifier],
    );
    expect(row!.checkIns).toBe(1);
  });
  it('the same offline check-ins uploaded at once by two devices on two processes: each ticket checked in once', async () => {
    const buyer = await paymentClient(apps[0]!);
    const orders: string[] = [];
    for (let order = 0; order < 2; order++) {
      const id = await buyer.book(ALPINE_SUMMIT, { Standard: 5 });
      expectConfirmed(await buyer.confirm(id, bankTransfer));
      expect(
        (await adminApi(apps[1]!, admin)('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED))
          .statusCode,
      ).toBe(200);
      orders.push(id);
    }
    const tickets: { identifier: string; code: string }[] = [];
    for (const id of orders) {
      for (const { identifier, code } of await scannedTickets(pools[0]!, id)) tickets.push({ identifier, code });
    }

    // In opposite orders, so that the two uploads reach the tickets' rows crosswise.
    const uploads = await Promise.all(
      [tickets, [...tickets].reverse()].map((scans, device) =>
        adminApi(apps[device]!, gate)(
          'POST',
          `/admin/api/check-in/event/${ALPINE_SUMMIT}/bulk?offlineUser=device-${device}`,
          scans,
        ),
      ),
    );
    expect(uploads.map((upload) => upload.statusCode)).toEqual([200, 200]);
    const answers = uploads.map((upload) => upload.json<Record<string, { result: { status: string } }>>());
    for (const { identifier } of tickets) {
      expect(answers.map((answer) => answer[identifier]!.result.status).sort()).toEqual([
        'ALREADY_CHECK_IN',
        'SUCCESS',
      ]);
    }
    const [row] = await pools[0]!.query<{ checkIns: number; tickets: number }>(
      `SELECT count(*)::int AS "checkIns", count(DISTINCT entity_id)::int AS tickets FROM audit_log
       WHERE reservation_id = ANY($1::uuid[]) AND event_type = 'CHECK_IN'`,
      [orders],
    );
    expect(row).toEqual({ checkIns: tickets.length, tickets: tickets.length });
  });

  it('a key revoked on one process no longer opens the door on the other', async () => {
    const organization = await organizationOfEvent(pools[0]!, ALPINE_SUMMIT);
    const created = await adminApi(apps[0]!, SYSTEM_KEY)(
      'PUT',
      `/api/v1/admin/system/organization/${organization}/api-key`,
      { type: 'OPERATOR' },
    );
    const { apiKey } = created.json<{ apiKey: string }>();
    const statistics = `/admin/api/check-in/event/${ALPINE_SUMMIT}/statistics`;
    expect((await adminApi(apps[0]!, apiKey)('GET', statistics)).statusCode).toBe(200);
    const revoked = await adminApi(apps[1]!, SYSTEM_KEY)(
      'DELETE',
      `/api/v1/admin/system/organization/${organization}/api-key/${apiKey}`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await adminApi(apps[0]!, apiKey)('GET', statistics)).statusCode).toBe(401);
  });
});
