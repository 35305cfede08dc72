import { beforeAll, describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import {
  bankTransfer,
  expectConfirmed,
  INVOICE_IN_ZURICH,
  nextInvoiceNumber,
  paymentClient,
} from '../payment/payment-client.ts';
import { adminApi, BANK_TRANSFER_RECEIVED, emailsOf, keyForEventOrganizer, SYSTEM_KEY } from './organizer-client.ts';

describe('confirming a bank transfer on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  let key: string;

  beforeAll(async () => {
    key = await keyForEventOrganizer(apps[0]!, ALPINE_SUMMIT);
  });

  it('the same transfer confirmed at once on two processes: one confirmation, one e-mail, one invoice number', async () => {
    const buyer = await paymentClient(apps[0]!);
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 2 }, INVOICE_IN_ZURICH);
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    const db = pools[0]!;
    const nextBefore = await nextInvoiceNumber(db, ALPINE_SUMMIT);
    const emailsBefore = (await emailsOf(db, id)).length;

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        adminApi(apps[index % 2]!, key)('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);

    const [row] = await db.query<{ status: string; numbers: string[]; valid: number; confirmations: number }>(
      `SELECT (SELECT status FROM reservation WHERE id = $1) AS status,
         (SELECT array_agg(DISTINCT number) FROM billing_document WHERE reservation_id = $1) AS numbers,
         (SELECT count(*)::int FROM billing_document WHERE reservation_id = $1 AND status = 'VALID') AS valid,
         (SELECT count(*)::int FROM audit_log WHERE reservation_id = $1 AND event_type = 'RESERVATION_PAYMENT_CONFIRMED') AS confirmations`,
      [id],
    );
    expect(row).toEqual({ status: 'COMPLETE', numbers: [expect.any(String)], valid: 1, confirmations: 1 });
    expect(await nextInvoiceNumber(db, ALPINE_SUMMIT)).toBe(nextBefore);
    const emails = await emailsOf(db, id);
    expect(emails).toHaveLength(emailsBefore + 1);
    expect(emails.filter((email) => email.kinds.includes('TICKET_PDF'))).toHaveLength(1);
  });
});
