import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { expectTicketStockKept } from '../../support/ticket-stock.ts';
import { bankTransfer, expectConfirmed, paymentClient, type PaymentClient } from './payment-client.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

describe('confirm overview on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres({ EXPIRY_SWEEP_SECONDS: '0' });
  afterEach(() => expectTicketStockKept(pools[0]!));
  let clients: PaymentClient[] = [];

  beforeAll(async () => {
    clients = await Promise.all(apps.map((app) => paymentClient(app)));
  });

  it('one order confirmed by many requests at once: one payment, one invoice number, one e-mail', async () => {
    const invoice = {
      invoiceRequested: true,
      billingAddressLine1: 'Bahnhofstrasse 1',
      billingAddressZip: '8001',
      billingAddressCity: 'Zürich',
      vatCountryCode: 'CH',
    };
    const id = await clients[0]!.book(ALPINE_SUMMIT, { Standard: 1 }, invoice);
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => clients[index % clients.length]!.confirm(id, bankTransfer)),
    );
    for (const response of responses) expectConfirmed(response);

    const db = pools[0]!;
    const [counts] = await db.query<{ transactions: number; mails: number; invoices: number; next: number }>(
      `SELECT (SELECT count(*)::int FROM payment_transaction WHERE reservation_id = $1) AS transactions,
         (SELECT count(*)::int FROM email_message WHERE reservation_id = $1) AS mails,
         (SELECT count(*)::int FROM billing_document WHERE reservation_id = $1 AND type = 'INVOICE') AS invoices,
         (SELECT next_value FROM invoice_sequence s JOIN event e ON e.organization_id = s.organization_id WHERE e.short_name = 'alpine-summit') AS next`,
      [id],
    );
    expect(counts).toEqual({ transactions: 1, mails: 1, invoices: 1, next: 2 });
    const [row] = await db.query<{ status: string; invoiceNumber: string }>(
      'SELECT status, invoice_number AS "invoiceNumber" FROM reservation WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'OFFLINE_PAYMENT', invoiceNumber: '1' });
  });
});
