import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT, RIVIERA_JAZZ_NIGHT } from '../../support/demo-fixtures.ts';
import { bankTransfer, expectConfirmed, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import { adminApi, keyForEventOrganizer, organizationWithKey, SYSTEM_KEY } from './organizer-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let key: string;
let waiting: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  waiting = await buyer.book(ALPINE_SUMMIT, { Standard: 2 });
  expectConfirmed(await buyer.confirm(waiting, bankTransfer));
});

afterAll(async () => {
  await t.close();
});

const listPath = (slug: string, status?: string) =>
  `/api/v1/admin/event/${slug}/reservations${status ? `?status=${status}` : ''}`;
const detailPath = (slug: string, id: string) => `/api/v1/admin/event/${slug}/reservation/${id}`;

describe('an event’s orders', () => {
  it('lists the bank transfers still to arrive, with buyer, amount and tickets', async () => {
    const answer = await adminApi(t, key)('GET', listPath(ALPINE_SUMMIT, 'OFFLINE_PAYMENT'));
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json<{ id: string; status: string; tickets: number; finalPriceCents: number }[]>();
    const row = rows.find((candidate) => candidate.id === waiting);
    expect(row).toMatchObject({ status: 'OFFLINE_PAYMENT', tickets: 2, paymentMethod: 'BANK_TRANSFER' });
    expect(row!.finalPriceCents).toBeGreaterThan(0);
    expect(rows.every((candidate) => candidate.status === 'OFFLINE_PAYMENT')).toBe(true);
  });

  it('leaves out holds still being filled in unless asked for', async () => {
    const hold = await buyer.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const all = await adminApi(t, key)('GET', listPath(ALPINE_SUMMIT));
    expect(all.json<{ id: string }[]>().map((row) => row.id)).not.toContain(hold);
    const pending = await adminApi(t, key)('GET', listPath(ALPINE_SUMMIT, 'PENDING'));
    expect(pending.json<{ id: string }[]>().map((row) => row.id)).toContain(hold);
  });

  it('details one order in alf.io’s shape: buyer and attendees by category', async () => {
    const answer = await adminApi(t, key)('GET', detailPath(ALPINE_SUMMIT, waiting));
    expect(answer.statusCode, answer.body).toBe(200);
    const detail = answer.json<{ id: string; status: string; tickets: { quantity: number; attendees: unknown[] }[] }>();
    expect(detail).toMatchObject({ id: waiting, status: 'OFFLINE_PAYMENT', subscriptionOwners: [] });
    expect(detail.tickets.reduce((sum, category) => sum + category.quantity, 0)).toBe(2);
  });

  it('answers 404 for another organization’s event or order, 403 to check-in staff, 401 without a key', async () => {
    const other = await organizationWithKey(t, 'Nosy Neighbour');
    const outsider = adminApi(t, other.key);
    expect((await outsider('GET', listPath(ALPINE_SUMMIT))).statusCode).toBe(404);
    expect((await outsider('GET', detailPath(ALPINE_SUMMIT, waiting))).statusCode).toBe(404);
    // Nor is the order found under another event.
    const jazzKey = await keyForEventOrganizer(t, RIVIERA_JAZZ_NIGHT);
    expect((await adminApi(t, jazzKey)('GET', detailPath(RIVIERA_JAZZ_NIGHT, waiting))).statusCode).toBe(404);

    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('GET', listPath(ALPINE_SUMMIT))).statusCode).toBe(403);
    expect((await adminApi(t, null, '192.0.2.60')('GET', listPath(ALPINE_SUMMIT))).statusCode).toBe(401);
  });

  it('answers 400 to an unknown status and 404 to a malformed reservation id', async () => {
    expect((await adminApi(t, key)('GET', listPath(ALPINE_SUMMIT, 'SOMEWHERE'))).statusCode).toBe(400);
    expect((await adminApi(t, key)('GET', detailPath(ALPINE_SUMMIT, 'not-a-uuid'))).statusCode).toBe(404);
  });
});
