import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { expectConfirmed, free, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
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
let organizationId: number;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY });
  buyer = await paymentClient(t);
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

const generatePath = (slug = ALPINE_SUMMIT) => `/api/v1/admin/event/${slug}/generate-subscribers-tickets`;

/** A free card of three entries, linked to the summit's Standard tickets; `generates`: alf.io's flag. */
async function card(title: string, generates: boolean): Promise<string> {
  const api = adminApi(t, key);
  const year = new Date().getUTCFullYear();
  const created = await api('POST', '/api/v1/admin/subscription/create', {
    usageType: 'ONCE_PER_EVENT',
    termType: 'numEntries',
    term: { numEntries: 3 },
    title: [{ lang: 'en', body: title }],
    onSaleFrom: `${year - 1}-01-01T00:00:00`,
    price: 0,
    isPublic: true,
    termsAndConditionsUrl: 'https://example.org/terms',
    timezone: 'Europe/Zurich',
    supportsTicketsGeneration: generates,
  });
  expect(created.statusCode, created.body).toBe(200);
  const [standard] = await t.db.query<{ id: number }>(
    "SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1 AND c.name = 'Standard'",
    [ALPINE_SUMMIT],
  );
  const linked = await api('POST', `/api/v1/admin/subscription/${created.body}/events`, [
    { slug: ALPINE_SUMMIT, categories: [standard!.id] },
  ]);
  expect(linked.statusCode, linked.body).toBe(200);
  return created.body;
}

/** One card bought by a buyer; the subscription's id. */
async function sold(descriptorId: string): Promise<string> {
  const reservationId = await buyer.bookSubscription(descriptorId);
  expectConfirmed(await buyer.confirm(reservationId, free));
  const [row] = await t.db.query<{ id: string; status: string }>(
    'SELECT id, status FROM subscription WHERE reservation_id = $1',
    [reservationId],
  );
  expect(row!.status).toBe('ACQUIRED');
  return row!.id;
}

/** The summit's tickets a subscription pays for, with their reservation's status. */
async function ticketsPaidBy(subscriptionId: string) {
  return t.db.query<{ status: string; reservationStatus: string; email: string | null }>(
    `SELECT tk.status, r.status AS "reservationStatus", r.email FROM ticket tk
     JOIN reservation r ON r.id = tk.reservation_id JOIN event e ON e.id = tk.event_id
     WHERE tk.subscription_id = $1 AND e.short_name = $2`,
    [subscriptionId, ALPINE_SUMMIT],
  );
}

describe("generating subscribers' tickets", () => {
  it('keeps the subscription flag the organizer sets', async () => {
    const id = await card('Generating Card', true);
    const answer = await adminApi(t, key)('GET', `/api/v1/admin/subscription/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ descriptor: { supportsTicketsGeneration: true } });
  });

  it('gives each holder of a generating subscription one ticket paid by it, e-mailed, once however often asked', async () => {
    const generating = await sold(await card('Summit Card', true));
    const plain = await sold(await card('Plain Card', false));
    const [holder] = await t.db.query<{ email: string }>('SELECT email FROM subscription WHERE id = $1', [generating]);

    const answer = await adminApi(t, key)('POST', generatePath());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toBe(true);
    // Asked again before the first generation ran: the subscriber is not added twice.
    expect((await adminApi(t, key)('POST', generatePath())).json()).toBe(true);
    await t.processReservationImports();

    expect(await ticketsPaidBy(generating)).toEqual([
      { status: 'ACQUIRED', reservationStatus: 'COMPLETE', email: holder!.email },
    ]);
    expect(await ticketsPaidBy(plain)).toEqual([]);
    const [mails] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_message m JOIN ticket tk ON tk.reservation_id = m.reservation_id
       WHERE tk.subscription_id = $1`,
      [generating],
    );
    expect(mails!.n).toBeGreaterThan(0);

    // Asked again once the subscriber has the ticket: nothing new.
    await adminApi(t, key)('POST', generatePath());
    await t.processReservationImports();
    expect(await ticketsPaidBy(generating)).toHaveLength(1);
    const actions = (await auditEntries(t.db, organizationId)).map((entry) => entry.action);
    expect(actions).toContain('SUBSCRIBERS_TICKETS_GENERATION');
  });

  it('answers 401 without a key, 404 for another organization, 403 to a check-in key', async () => {
    expect((await adminApi(t, null)('POST', generatePath())).statusCode).toBe(401);
    const other = await organizationWithKey(t, 'Generation Rivals');
    expect((await adminApi(t, other.key)('POST', generatePath())).statusCode).toBe(404);
    const supervisor = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'SUPERVISOR');
    expect((await adminApi(t, supervisor)('POST', generatePath())).statusCode).toBe(403);
  });
});
