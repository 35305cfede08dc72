import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import {
  adminApi,
  auditEntries,
  keyForEventOrganizer,
  organizationOfEvent,
  organizationWithKey,
  SYSTEM_KEY,
} from '../organizer/organizer-client.ts';

let t: TestApp;
let key: string;
let organizationId: number;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY });
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

/** A card of five entries, four for sale at CHF 150, made through alf.io's create call. */
async function card(title: string): Promise<string> {
  const year = new Date().getUTCFullYear();
  const answer = await adminApi(t, key)('POST', '/api/v1/admin/subscription/create', {
    usageType: 'ONCE_PER_EVENT',
    termType: 'numEntries',
    term: { numEntries: 5 },
    title: [{ lang: 'en', body: title }],
    maxAvailable: 4,
    onSaleFrom: `${year - 1}-01-01T00:00:00`,
    price: 150,
    taxPercentage: 8.1,
    taxPolicy: 'INCLUDED',
    currencyCode: 'CHF',
    isPublic: true,
    termsAndConditionsUrl: 'https://example.org/terms',
    timezone: 'Europe/Zurich',
    paymentMethods: ['OFFLINE'],
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
}

const detail = (id: string) => `/api/v1/admin/subscription/${id}`;
const deactivate = (id: string) => `/api/v1/admin/subscription/${id}/deactivate`;

async function publicIds(): Promise<string[]> {
  const list = await t.app.inject({ method: 'GET', url: '/api/v2/public/subscriptions' });
  return list.json<{ id: string }[]>().map((s) => s.id);
}

describe('one subscription with its statistics', () => {
  it('answers alf.io’s description with the held, sold and linked counts', async () => {
    const id = await card('Statistics Card');
    const api = adminApi(t, key);
    const held = await api('POST', `${detail(id)}/reservation`, {
      user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org' },
    });
    expect(held.statusCode, held.body).toBe(200);
    expect((await api('POST', `${detail(id)}/events`, [{ slug: ALPINE_SUMMIT }])).statusCode).toBe(200);

    const answer = await api('GET', detail(id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      soldCount: 0,
      pendingCount: 1,
      reservationsCount: 1,
      linkedEventsCount: 1,
      unitPrice: 150,
      availableCount: 3,
      descriptor: {
        id,
        title: { en: 'Statistics Card' },
        maxAvailable: 4,
        maxEntries: 5,
        price: 15000,
        vat: 8.1,
        vatStatus: 'INCLUDED',
        currency: 'CHF',
        public: true,
        organizationId,
        validityType: 'NOT_SET',
        usageType: 'ONCE_PER_EVENT',
        paymentProxies: ['OFFLINE'],
        timeZone: 'Europe/Zurich',
        status: 'ACTIVE',
      },
    });
  });

  it('answers 404 for another organization’s or an unknown subscription, 403 to a check-in key, 401 without a key', async () => {
    const id = await card('Private Statistics Card');
    const other = await organizationWithKey(t, 'Statistics Rivals');
    expect((await adminApi(t, other.key)('GET', detail(id))).statusCode).toBe(404);
    expect((await adminApi(t, key)('GET', detail('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await adminApi(t, key)('GET', detail('not-a-uuid'))).statusCode).toBe(404);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('GET', detail(id))).statusCode).toBe(403);
    expect((await adminApi(t, null)('GET', detail(id))).statusCode).toBe(401);
  });
});

describe('deactivating a subscription', () => {
  it('takes it off sale and out of its events, with the audit entry', async () => {
    const id = await card('Retired Card');
    const api = adminApi(t, key);
    expect((await api('POST', `${detail(id)}/events`, [{ slug: ALPINE_SUMMIT }])).statusCode).toBe(200);
    expect(await publicIds()).toContain(id);

    const answer = await api('DELETE', deactivate(id));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toBe('');
    expect(await publicIds()).not.toContain(id);
    expect((await api('GET', `${detail(id)}/events`)).json()).toEqual([]);
    const after = await api('GET', detail(id));
    expect(after.json()).toMatchObject({ linkedEventsCount: 0, descriptor: { status: 'NOT_ACTIVE' } });
    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.action === 'SUBSCRIPTION_DEACTIVATE' && row.entityId === id,
    );
    expect(entry).toMatchObject({
      entityType: 'subscription_descriptor',
      before: { status: 'ACTIVE', linkedEvents: [{ slug: ALPINE_SUMMIT }] },
      after: { status: 'NOT_ACTIVE', linkedEvents: [] },
    });
  });

  it('answers 404 for another organization’s subscription, 403 to a check-in key, 401 without a key, leaving it on sale', async () => {
    const id = await card('Kept Card');
    const other = await organizationWithKey(t, 'Deactivation Rivals');
    expect((await adminApi(t, other.key)('DELETE', deactivate(id))).statusCode).toBe(404);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('DELETE', deactivate(id))).statusCode).toBe(403);
    expect((await adminApi(t, null)('DELETE', deactivate(id))).statusCode).toBe(401);
    expect(await publicIds()).toContain(id);
    const entries = (await auditEntries(t.db, organizationId)).filter((row) => row.entityId === id);
    expect(entries.map((row) => row.action)).toEqual(['SUBSCRIPTION_CREATE']);
  });
});
