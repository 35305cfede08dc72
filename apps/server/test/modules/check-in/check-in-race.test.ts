import { beforeAll, describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { bankTransfer, expectConfirmed, paymentClient } from '../payment/payment-client.ts';
import { adminApi, BANK_TRANSFER_RECEIVED, keyForEventOrganizer, SYSTEM_KEY } from '../organizer/organizer-client.ts';
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
});
