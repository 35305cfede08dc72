import { beforeAll, describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../../support/demo-fixtures.ts';
import { expectTicketStockKept } from '../../../support/ticket-stock.ts';
import { twoProcessesOnPostgres } from '../../../support/two-processes.ts';
import { scannedTickets, ticketPath } from '../../check-in/check-in-client.ts';
import {
  adminApi,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationOfEvent,
  SYSTEM_KEY,
} from '../../organizer/organizer-client.ts';
import { ACCEPTED, bankTransfer, expectConfirmed, INVOICE_IN_ZURICH, paymentClient } from '../payment-client.ts';

const testCard = { ...ACCEPTED, selectedPaymentMethod: 'CREDIT_CARD', paymentProxy: 'TEST_GATEWAY' };
const cancelPath = (id: string) => `/admin/api/reservation/event/${ALPINE_SUMMIT}/${id}/cancel?refund=true`;

describe('cancellations on two processes at once, on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  let admin: string;
  let gate: string;

  beforeAll(async () => {
    admin = await keyForEventOrganizer(apps[0]!, ALPINE_SUMMIT);
    gate = await keyForEventOrganizer(apps[0]!, ALPINE_SUMMIT, 'OPERATOR');
  });

  it('a cancellation and a check-in of the same ticket at once end in one of the two, never both', async () => {
    const db = pools[0]!;
    const buyer = await paymentClient(apps[0]!);
    for (let round = 0; round < 6; round++) {
      const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
      expectConfirmed(await buyer.confirm(id, bankTransfer));
      const received = await adminApi(apps[1]!, admin)(
        'PUT',
        `/api/v1/admin/reservation/${id}/confirm`,
        BANK_TRANSFER_RECEIVED,
      );
      expect(received.statusCode).toBe(200);
      const [ticket] = await scannedTickets(db, id);
      // Each process takes one side, and which one starts first alternates.
      const cancel = () => adminApi(apps[round % 2]!, admin)('POST', cancelPath(id));
      const checkIn = () =>
        adminApi(apps[(round + 1) % 2]!, gate)('POST', ticketPath(ALPINE_SUMMIT, ticket!.identifier), {
          code: ticket!.code,
        });
      const [cancelled, checked] =
        round % 2
          ? await Promise.all([cancel(), checkIn()])
          : await Promise.all([checkIn(), cancel()]).then(([door, office]) => [office, door] as const);
      const checkedIn = checked.statusCode === 200 && checked.json().result?.status === 'SUCCESS';
      const [row] = await db.query<{ status: string; checkIns: number; refunds: number }>(
        `SELECT (SELECT status FROM reservation WHERE id = $1) AS status,
           (SELECT count(*)::int FROM ticket WHERE reservation_id = $1 AND status = 'CHECKED_IN') AS "checkIns",
           (SELECT count(*)::int FROM payment_refund WHERE reservation_id = $1) AS refunds`,
        [id],
      );
      if (checkedIn) {
        expect(cancelled.statusCode).toBe(400);
        expect(cancelled.json().errors[0].code).toBe('CHECKED_IN');
        expect(row).toEqual({ status: 'COMPLETE', checkIns: 1, refunds: 0 });
      } else {
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(row).toEqual({ status: 'CANCELLED', checkIns: 0, refunds: 1 });
      }
    }
    await expectTicketStockKept(db);
  });

  it('an invoiced order cancelled on both processes at once is credited once, credit notes numbered without gaps', async () => {
    const db = pools[0]!;
    const buyer = await paymentClient(apps[0]!);
    const organizationId = await organizationOfEvent(db, ALPINE_SUMMIT);
    const configured = await adminApi(apps[0]!, admin)(
      'PUT',
      `/api/v1/admin/configuration/organization/${organizationId}`,
      { REUSE_INVOICE_NUMBER_FOR_CREDIT_NOTE: 'false' },
    );
    expect(configured.statusCode, configured.body).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
      expectConfirmed(await buyer.confirm(id, bankTransfer));
      ids.push(id);
    }
    const answers = await Promise.all(
      ids.flatMap((id) => apps.map((app) => adminApi(app, admin)('POST', cancelPath(id)).then((r) => r.statusCode))),
    );
    expect(answers.filter((code) => code === 200)).toHaveLength(ids.length);
    expect(answers.filter((code) => code === 400)).toHaveLength(ids.length);
    const notes = await db.query<{ reservationId: string; number: string; status: string }>(
      `SELECT d.reservation_id AS "reservationId", d.number, r.status FROM billing_document d
       JOIN reservation r ON r.id = d.reservation_id
       WHERE d.type = 'CREDIT_NOTE' AND d.reservation_id = ANY($1::uuid[]) ORDER BY d.number::int`,
      [ids],
    );
    expect(notes.map((note) => note.reservationId).sort()).toEqual([...ids].sort());
    expect(notes.every((note) => note.status === 'CREDIT_NOTE_ISSUED')).toBe(true);
    const numbers = notes.map((note) => Number(note.number));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    await expectTicketStockKept(db);
  });

  it('an owed refund swept on two processes at once is asked for once', async () => {
    const db = pools[0]!;
    const buyer = await paymentClient(apps[0]!);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
      const confirmed = await buyer.confirm(id, testCard);
      const page = new URL((confirmed.json().value as { redirectUrl: string }).redirectUrl).pathname;
      const decided = await apps[0]!.app.inject({
        method: 'POST',
        url: page,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'decision=approve',
      });
      await apps[0]!.app.inject({ method: 'GET', url: new URL(decided.headers.location as string).pathname });
      expect((await adminApi(apps[i % 2]!, admin)('POST', cancelPath(id))).statusCode).toBe(200);
      ids.push(id);
    }
    // As if each process had stopped between the cancellation's commit and its call to the provider.
    await db.query(
      "UPDATE payment_refund SET status = 'PENDING', attempts = 0, completed_at = NULL WHERE reservation_id = ANY($1::uuid[])",
      [ids],
    );
    await db.query("DELETE FROM audit_log WHERE event_type = 'PAYMENT_REFUNDED' AND reservation_id = ANY($1::uuid[])", [
      ids,
    ]);
    const given = await Promise.all(apps.map((app) => app.sweepOwedRefunds()));
    expect(given[0]! + given[1]!).toBe(ids.length);
    const audits = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE event_type = 'PAYMENT_REFUNDED' AND reservation_id = ANY($1::uuid[]) GROUP BY reservation_id",
      [ids],
    );
    expect(audits.map((audit) => audit.n)).toEqual(Array(ids.length).fill(1));
  });
});
