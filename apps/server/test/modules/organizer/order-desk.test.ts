import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderOverview, OrderSearchResult } from '@shop/contract';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT, RIVIERA_JAZZ_NIGHT } from '../../support/demo-fixtures.ts';
import { bankTransfer, expectConfirmed, onSite, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import {
  adminApi,
  auditEntries,
  BANK_TRANSFER_RECEIVED,
  emailsOf,
  keyForEventOrganizer,
  organizationOfEvent,
  organizationWithKey,
  SYSTEM_KEY,
} from './organizer-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let owner: ReturnType<typeof adminApi>;
let organizationId: number;
let transfer: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  owner = adminApi(t, await keyForEventOrganizer(t, ALPINE_SUMMIT));
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
  transfer = await buyer.book(ALPINE_SUMMIT, { Standard: 2 }, { email: 'Mia.Transfer@example.org', firstName: 'Mia' });
  expectConfirmed(await buyer.confirm(transfer, bankTransfer));
});

afterAll(async () => {
  await t.close();
});

const orders = `/api/v1/admin/event/${ALPINE_SUMMIT}/orders`;
const order = (id: string) => `${orders}/${id}`;
const search = async (query: string) => {
  const answer = await owner('GET', `${orders}?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<OrderSearchResult>();
};
const overview = async (id: string) => {
  const answer = await owner('GET', order(id));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<OrderOverview>();
};
const OK = { status: 'OK', data: true, errors: [] };

describe('finding an event’s orders', () => {
  it('finds an order by the buyer’s e-mail in any case, by the start of its reference and by name', async () => {
    const byEmail = await search('search=mia.transfer%40EXAMPLE.org');
    expect(byEmail.orders.map((row) => row.id)).toEqual([transfer]);
    expect(byEmail.orders[0]).toMatchObject({ status: 'OFFLINE_PAYMENT', paymentProxy: 'OFFLINE', tickets: 2 });
    expect((await search(`search=${transfer.slice(0, 8).toUpperCase()}`)).orders.map((row) => row.id)).toContain(
      transfer,
    );
    // Wildcards typed by the organizer are letters: "%" matches no e-mail address.
    expect((await search('search=%25')).total).toBe(0);
  });

  it('filters by status and payment method, a page at a time, with the number of all matches', async () => {
    const waiting = await search('status=OFFLINE_PAYMENT&paymentProxy=OFFLINE&pageSize=1');
    expect(waiting.total).toBeGreaterThanOrEqual(1);
    expect(waiting.orders).toHaveLength(1);
    expect(waiting.orders.every((row) => row.status === 'OFFLINE_PAYMENT')).toBe(true);
    const all = await search('pageSize=2');
    const second = await search('pageSize=2&page=2');
    expect(second.total).toBe(all.total);
    expect(second.orders.map((row) => row.id)).not.toContain(all.orders[0]!.id);
    expect((await search('paymentProxy=STRIPE')).total).toBe(0);
  });

  it('answers 400 to a query out of bounds, 403 to check-in staff and 404 for another organization', async () => {
    for (const bad of ['page=0', 'pageSize=101', 'pageSize=ten', 'status=SOMEWHERE', 'paymentProxy=CASH']) {
      expect((await owner('GET', `${orders}?${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await owner('GET', `${orders}?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
    const operator = adminApi(t, await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR'));
    expect((await operator('GET', orders)).statusCode).toBe(403);
    expect((await operator('GET', order(transfer))).statusCode).toBe(403);
    const outsider = adminApi(t, (await organizationWithKey(t, 'Curious Orders')).key);
    expect((await outsider('GET', orders)).statusCode).toBe(404);
    expect((await outsider('GET', order(transfer))).statusCode).toBe(404);
    const jazz = adminApi(t, await keyForEventOrganizer(t, RIVIERA_JAZZ_NIGHT));
    expect((await jazz('GET', `/api/v1/admin/event/${RIVIERA_JAZZ_NIGHT}/orders/${transfer}`)).statusCode).toBe(404);
    expect((await owner('GET', order('not-a-uuid'))).statusCode).toBe(404);
  });
});

describe('an order’s page', () => {
  it('shows items, tickets, e-mails sent and the audit trail; the confirmed payment joins them', async () => {
    const before = await overview(transfer);
    expect(before).toMatchObject({ status: 'OFFLINE_PAYMENT', paid: false, paymentProxy: 'OFFLINE', refunds: [] });
    expect(before.tickets).toHaveLength(2);
    expect(before.tickets[0]).toMatchObject({ category: 'Standard', checkedInAt: null });
    expect(before.items.summary.length).toBeGreaterThan(0);
    expect(before.emails.length).toBeGreaterThan(0);
    expect(before.invoiceNumber === null || before.invoiceUrl?.endsWith('/invoice')).toBe(true);

    const confirmed = await owner('PUT', `/api/v1/admin/reservation/${transfer}/confirm`, BANK_TRANSFER_RECEIVED);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = await overview(transfer);
    expect(after).toMatchObject({ status: 'COMPLETE', paid: true });
    expect(after.audit.map((entry) => entry.action)).toContain('RESERVATION_PAYMENT_CONFIRMED');
    expect(after.emails.length).toBeGreaterThan(before.emails.length);
  });
});

describe('the organizer’s changes to an order', () => {
  it('sends the order’s e-mail again and writes it to the audit log', async () => {
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    const sent = (await emailsOf(t.db, id)).length;
    const answer = await owner('POST', `${order(id)}/resend-confirmation`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual(OK);
    expect(await emailsOf(t.db, id)).toHaveLength(sent + 1);
    expect((await auditEntries(t.db, organizationId)).at(-1)).toMatchObject({
      action: 'RESERVATION_EMAIL_RESENT',
      entityId: id,
    });
  });

  it('gives a ticket of a confirmed order another holder, who gets the ticket; refused before the money came', async () => {
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    const [ticket] = (await overview(id)).tickets;
    const path = `${order(id)}/ticket/${ticket!.uuid}`;
    const holder = { firstName: 'Noa', lastName: 'Newholder', email: 'noa@example.org' };
    expect((await owner('PUT', path, holder)).statusCode).toBe(400);
    expect((await owner('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED)).statusCode).toBe(
      200,
    );

    expect((await owner('PUT', path, { ...holder, email: 'not an address' })).statusCode).toBe(400);
    expect((await owner('PUT', path, { ...holder, firstName: ' ' })).statusCode).toBe(400);
    const changed = await owner('PUT', path, holder);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await overview(id)).tickets[0]).toMatchObject(holder);
    const [mail] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM email_message WHERE reservation_id = $1 AND recipient = 'noa@example.org'",
      [id],
    );
    expect(mail!.n).toBe(1);
    expect((await auditEntries(t.db, organizationId)).at(-1)).toMatchObject({
      action: 'TICKET_HOLDER_CHANGE',
      entityId: ticket!.uuid,
      after: holder,
    });
    const otherTicket = '00000000-0000-4000-8000-000000000000';
    expect((await owner('PUT', `${order(id)}/ticket/${otherTicket}`, holder)).statusCode).toBe(404);
  });

  it('takes an on-site payment once: the order reads as paid, a second time is refused', async () => {
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, onSite));
    expect(await overview(id)).toMatchObject({ status: 'COMPLETE', paid: false, paymentProxy: 'ON_SITE' });
    const path = `${order(id)}/on-site-payment`;
    expect((await owner('POST', path)).statusCode).toBe(200);
    const after = await overview(id);
    expect(after.paid).toBe(true);
    expect(after.tickets.every((ticket) => ticket.paidOnSiteAt !== null)).toBe(true);
    expect(after.audit.map((entry) => entry.action)).toContain('RESERVATION_ON_SITE_PAYMENT_CONFIRMED');
    const again = await owner('POST', path);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: 'ERROR', errors: [{ code: 'NOT_DUE_ON_SITE' }] });
    // A bank transfer is confirmed by its own action, never as paid on site.
    expect((await owner('POST', `${order(transfer)}/on-site-payment`)).statusCode).toBe(400);
  });

  it('refuses every change and every refund to check-in staff, and writes nothing', async () => {
    const operator = adminApi(t, await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR'));
    const entries = (await auditEntries(t.db, organizationId)).length;
    const [ticket] = (await overview(transfer)).tickets;
    const refund = `/admin/api/reservation/event/${ALPINE_SUMMIT}/${transfer}/refund`;
    const attempts = [
      await operator('POST', `${order(transfer)}/resend-confirmation`),
      await operator('POST', `${order(transfer)}/on-site-payment`),
      await operator('PUT', `${order(transfer)}/ticket/${ticket!.uuid}`, {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.example',
      }),
      await operator('POST', refund, { amount: '1.00' }),
      await operator('POST', `/admin/api/reservation/event/${ALPINE_SUMMIT}/${transfer}/cancel?refund=true`),
    ];
    expect(attempts.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(await auditEntries(t.db, organizationId)).toHaveLength(entries);
  });
});
