import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import {
  bankTransfer,
  expectConfirmed,
  INVOICE_IN_ZURICH,
  paymentClient,
  type PaymentClient,
} from '../payment/payment-client.ts';
import {
  adminApi,
  auditEntries,
  BANK_TRANSFER_RECEIVED,
  emailsOf,
  keyForEventOrganizer,
  organizationWithKey,
  SYSTEM_KEY,
  organizationOfEvent,
} from './organizer-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let organizerKey: string;
let organizationId: number;

const confirmPath = (id: string) => `/api/v1/admin/reservation/${id}/confirm`;

/** A buyer's order of the summit paid by bank transfer, with an invoice: it waits for the money. */
async function awaitingTransfer(): Promise<string> {
  const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
  expectConfirmed(await buyer.confirm(id, bankTransfer));
  return id;
}

async function statusOf(id: string): Promise<string> {
  const [row] = await t.db.query<{ status: string }>('SELECT status FROM reservation WHERE id = $1', [id]);
  return row!.status;
}

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  organizerKey = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

describe('confirming a bank transfer received', () => {
  it('completes the order: tickets issued, the paid invoice under the same number, the tickets e-mailed once', async () => {
    const id = await awaitingTransfer();
    const [before] = await t.db.query<{ invoiceNumber: string }>(
      'SELECT invoice_number AS "invoiceNumber" FROM reservation WHERE id = $1',
      [id],
    );
    expect(before!.invoiceNumber).toBeTruthy();

    const answer = await adminApi(t, organizerKey)('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED);
    expect(answer.statusCode, answer.body).toBe(200);
    const { holders } = answer.json<{ holders: { id: string; email: string | null }[] }>();
    expect(holders).toHaveLength(1);
    const [ticket] = await t.db.query<{ id: string; status: string }>(
      'SELECT public_uuid::text AS id, status FROM ticket WHERE reservation_id = $1',
      [id],
    );
    expect(holders[0]!.id).toBe(ticket!.id);
    expect(ticket!.status).toBe('ACQUIRED');
    expect(await statusOf(id)).toBe('COMPLETE');

    const documents = await t.db.query<{ number: string; status: string }>(
      "SELECT number, status FROM billing_document WHERE reservation_id = $1 AND type = 'INVOICE' ORDER BY id",
      [id],
    );
    expect(documents).toEqual([
      { number: before!.invoiceNumber, status: 'NOT_VALID' },
      { number: before!.invoiceNumber, status: 'VALID' },
    ]);
    const [payments] = await t.db.query<{ statuses: string[] }>(
      'SELECT array_agg(status ORDER BY id) AS statuses FROM payment_transaction WHERE reservation_id = $1',
      [id],
    );
    expect(payments!.statuses).toEqual(['COMPLETE']);

    const emails = await emailsOf(t.db, id);
    expect(emails).toHaveLength(2);
    expect(emails[1]!.kinds).toEqual(expect.arrayContaining(['TICKET_PDF', 'BILLING_DOCUMENT']));

    // The buyer's page now shows the success step.
    const status = await t.app.inject({ method: 'GET', url: `/api/v2/public/reservation/${id}/status` });
    expect(status.json()).toMatchObject({ status: 'COMPLETE' });
  });

  it('changes nothing the second time: 400, as alf.io answers a reservation it cannot confirm', async () => {
    const id = await awaitingTransfer();
    const api = adminApi(t, organizerKey);
    expect((await api('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED)).statusCode).toBe(200);
    expect((await api('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED)).statusCode).toBe(400);
    expect(await emailsOf(t.db, id)).toHaveLength(2);
  });

  it('refuses an order that is not waiting for its money (a hold not yet confirmed by the buyer)', async () => {
    const hold = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expect((await adminApi(t, organizerKey)('PUT', confirmPath(hold), BANK_TRANSFER_RECEIVED)).statusCode).toBe(400);
    expect(await statusOf(hold)).toBe('PENDING');
  });

  it('writes who confirmed, when, and the status before and after to the audit log', async () => {
    const id = await awaitingTransfer();
    await adminApi(t, organizerKey)('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED);
    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.action === 'RESERVATION_PAYMENT_CONFIRMED' && row.entityId === id,
    );
    expect(entry).toMatchObject({
      actor: expect.stringMatching(/^api-key:\d+$/),
      entityType: 'RESERVATION',
      before: { status: 'OFFLINE_PAYMENT' },
      after: { status: 'COMPLETE', payment: { id: 'BANK-2026-0042', paymentProvider: 'OFFLINE' } },
    });
  });

  it('answers 401 without a valid key, and leaves the order waiting', async () => {
    const id = await awaitingTransfer();
    const anonymous = await adminApi(t, null, '192.0.2.50')('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED);
    expect(anonymous.statusCode).toBe(401);
    expect((await adminApi(t, 'wrong', '192.0.2.50')('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED)).statusCode).toBe(
      401,
    );
    expect(await statusOf(id)).toBe('OFFLINE_PAYMENT');
  });

  it('answers 404 to another organization’s key, as for an unknown reservation', async () => {
    const id = await awaitingTransfer();
    const other = await organizationWithKey(t, 'Other Promoter');
    expect((await adminApi(t, other.key)('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await adminApi(t, organizerKey)('PUT', confirmPath(unknown), BANK_TRANSFER_RECEIVED)).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('OFFLINE_PAYMENT');
  });

  it('answers 403 to check-in staff of the organization and to the system key', async () => {
    const id = await awaitingTransfer();
    const supervisor = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'SUPERVISOR');
    expect((await adminApi(t, supervisor)('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED)).statusCode).toBe(403);
    expect((await adminApi(t, SYSTEM_KEY)('PUT', confirmPath(id), BANK_TRANSFER_RECEIVED)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('OFFLINE_PAYMENT');
  });

  it('answers 400 to a body without the payment provider, with an unknown one, or not JSON', async () => {
    const id = await awaitingTransfer();
    const api = adminApi(t, organizerKey);
    for (const body of [
      {},
      { transaction: { id: 'x' } },
      { transaction: { paymentProvider: 'CASH_IN_A_SHOEBOX' } },
      { transaction: 'paid' },
    ]) {
      expect((await api('PUT', confirmPath(id), body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await api('PUT', confirmPath(id), undefined, '{"transaction":')).statusCode).toBe(400);
    expect((await api('PUT', confirmPath('not-a-reservation'), BANK_TRANSFER_RECEIVED)).statusCode).toBe(404);
    expect(await statusOf(id)).toBe('OFFLINE_PAYMENT');
  });
});
