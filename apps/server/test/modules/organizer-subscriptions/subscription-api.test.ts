import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import {
  adminApi,
  auditEntries,
  keyForEventOrganizer,
  organizationWithKey,
  SYSTEM_KEY,
  organizationOfEvent,
} from '../organizer/organizer-client.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let images: Server;
let imageOrigin: string;
let t: TestApp;
let key: string;
let organizationId: number;

beforeAll(async () => {
  images = createServer((request, response) =>
    request.url === '/card.png'
      ? response.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
      : response.writeHead(404).end(),
  );
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY }, undefined, { imageFetch: { allowLoopback: true } });
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => images.close(resolve));
});

/** alf.io's body for a ten-entry card on sale from last year to next year. */
function cardRequest(overrides: Record<string, unknown> = {}) {
  const year = new Date().getUTCFullYear();
  return {
    usageType: 'ONCE_PER_EVENT',
    termType: 'numEntries',
    term: { numEntries: 10 },
    title: [
      { lang: 'en', body: 'Ten Talks Card' },
      { lang: 'de', body: 'Zehnerkarte' },
    ],
    description: [{ lang: 'en', body: 'Ten events of the season.' }],
    maxAvailable: 5,
    onSaleFrom: `${year - 1}-01-01T00:00:00`,
    onSaleTo: `${year + 1}-12-31T23:59:00`,
    price: 150,
    taxPercentage: 8.1,
    taxPolicy: 'INCLUDED',
    currencyCode: 'CHF',
    isPublic: true,
    termsAndConditionsUrl: 'https://example.org/terms',
    privacyPolicyUrl: 'https://example.org/privacy',
    timezone: 'Europe/Zurich',
    supportsTicketsGeneration: false,
    paymentMethods: ['STRIPE', 'OFFLINE'],
    ...overrides,
  };
}

const CREATE = '/api/v1/admin/subscription/create';
const LIST = '/api/v1/admin/subscription/list';
const update = (id: string) => `/api/v1/admin/subscription/${id}/update`;
const events = (id: string) => `/api/v1/admin/subscription/${id}/events`;

async function created(body = cardRequest()): Promise<string> {
  const answer = await adminApi(t, key)('POST', CREATE, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body;
}

async function publicTitles(): Promise<string[]> {
  const list = await t.app.inject({ method: 'GET', url: '/api/v2/public/subscriptions' });
  expect(list.statusCode).toBe(200);
  return list.json<{ title: Record<string, string> }[]>().map((s) => s.title.en ?? '');
}

describe('creating a subscription', () => {
  it('answers its id, puts it on sale in the public list with its supply, and writes the audit entry', async () => {
    const id = await created();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await publicTitles()).toContain('Ten Talks Card');
    const detail = await t.app.inject({ method: 'GET', url: `/api/v2/public/subscription/${id}` });
    expect(detail.statusCode, detail.body).toBe(200);

    const [supply] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'FREE'",
      [id],
    );
    expect(supply!.n).toBe(5);
    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.action === 'SUBSCRIPTION_CREATE' && row.entityId === id,
    );
    expect(entry).toMatchObject({ entityType: 'subscription_descriptor', before: null });
    expect(entry!.after).toMatchObject({ priceCents: 15000, maxEntries: 10, maxAvailable: 5 });

    const list = await adminApi(t, key)('GET', LIST);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ id: string }[]>().map((s) => s.id)).toContain(id);
  });

  it('keeps a subscription whose sale has not started out of the public list', async () => {
    const year = new Date().getUTCFullYear();
    await created(
      cardRequest({ title: [{ lang: 'en', body: 'Next Year Card' }], onSaleFrom: `${year + 1}-01-01T00:00:00` }),
    );
    expect(await publicTitles()).not.toContain('Next Year Card');
  });

  it('answers alf.io’s error list for a missing time zone or term, 400 for a malformed body', async () => {
    const api = adminApi(t, key);
    const refused = await api('POST', CREATE, cardRequest({ timezone: null, term: { numEntries: 0 } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldName: string }[]>().map((e) => e.fieldName)).toEqual(['timezone', 'term']);
    expect((await api('POST', CREATE, undefined, '{"title": [')).statusCode).toBe(400);
    expect((await api('POST', CREATE, cardRequest({ usageType: 'SOMETIMES' }))).statusCode).toBe(400);
  });

  it('stores the image of imageUrl, and refuses one that cannot be fetched with alf.io’s error', async () => {
    const id = await created(cardRequest({ imageUrl: `${imageOrigin}/card.png` }));
    const detail = await t.app.inject({ method: 'GET', url: `/api/v2/public/subscription/${id}` });
    expect(detail.json<{ fileBlobId: string }>().fileBlobId).not.toBe('');
    const refused = await adminApi(t, key)('POST', CREATE, cardRequest({ imageUrl: `${imageOrigin}/missing.png` }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldName: string }[]>().map((e) => e.fieldName)).toEqual(['imageUrl']);
  });

  it('answers 401 without a key and 403 to a check-in key', async () => {
    expect((await adminApi(t, null)('POST', CREATE, cardRequest())).statusCode).toBe(401);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('POST', CREATE, cardRequest())).statusCode).toBe(403);
    expect((await adminApi(t, operator)('GET', LIST)).statusCode).toBe(403);
  });
});

describe('updating a subscription', () => {
  it('changes what the buyer sees and the supply, with before and after in the audit log', async () => {
    const id = await created(cardRequest({ title: [{ lang: 'en', body: 'Old Title Card' }] }));
    const answer = await adminApi(t, key)(
      'POST',
      update(id),
      cardRequest({ title: [{ lang: 'en', body: 'New Title Card' }], maxAvailable: 3, price: 120 }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toBe(id);
    const titles = await publicTitles();
    expect(titles).toContain('New Title Card');
    expect(titles).not.toContain('Old Title Card');
    const [supply] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'FREE'",
      [id],
    );
    expect(supply!.n).toBe(3);
    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.action === 'SUBSCRIPTION_UPDATE' && row.entityId === id,
    );
    expect(entry!.before).toMatchObject({ title: { en: 'Old Title Card' }, priceCents: 15000 });
    expect(entry!.after).toMatchObject({ title: { en: 'New Title Card' }, priceCents: 12000 });
  });

  it('answers 404 for another organization’s subscription, 403 to a check-in key, 401 without a key, 400 when malformed', async () => {
    const id = await created();
    const other = await organizationWithKey(t, 'Other Subscriptions Club');
    expect((await adminApi(t, other.key)('POST', update(id), cardRequest())).statusCode).toBe(404);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('POST', update(id), cardRequest())).statusCode).toBe(403);
    expect((await adminApi(t, null)('POST', update(id), cardRequest())).statusCode).toBe(401);
    expect((await adminApi(t, key)('POST', update(id), cardRequest({ termType: 'custom' }))).statusCode).toBe(400);
    expect((await adminApi(t, key)('POST', update(id), undefined, '[')).statusCode).toBe(400);
    // The other organization's list does not show it.
    const list = await adminApi(t, other.key)('GET', LIST);
    expect(list.json<{ id: string }[]>().map((s) => s.id)).not.toContain(id);
  });
});

describe('linking events to a subscription', () => {
  it('sets and reads the events and categories it is valid for, with an audit entry', async () => {
    const id = await created();
    const [category] = await t.db.query<{ id: number }>(
      "SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1 AND c.name = 'Standard'",
      [ALPINE_SUMMIT],
    );
    const api = adminApi(t, key);
    const linked = await api('POST', events(id), [{ slug: ALPINE_SUMMIT, categories: [category!.id] }]);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual([{ slug: ALPINE_SUMMIT, enabledCategories: [category!.id] }]);
    expect((await api('GET', events(id))).json()).toEqual([{ slug: ALPINE_SUMMIT, enabledCategories: [category!.id] }]);
    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.action === 'SUBSCRIPTION_EVENTS_LINK' && row.entityId === id,
    );
    expect(entry).toMatchObject({ before: [], after: [{ slug: ALPINE_SUMMIT }] });

    expect((await api('POST', events(id), [])).json()).toEqual([]);
    expect((await api('GET', events(id))).json()).toEqual([]);
  });

  it('refuses another organization’s event or category (400) and hides another organization’s subscription (404)', async () => {
    const id = await created();
    const api = adminApi(t, key);
    const other = await organizationWithKey(t, 'Third Club');
    expect((await api('POST', events(id), [{ slug: 'no-such-event', categories: [] }])).statusCode).toBe(400);
    expect((await api('POST', events(id), [{ slug: ALPINE_SUMMIT, categories: [999999] }])).statusCode).toBe(400);
    expect((await api('POST', events(id), { slug: ALPINE_SUMMIT })).statusCode).toBe(400);
    expect((await api('GET', events(id))).json()).toEqual([]);
    expect((await adminApi(t, other.key)('GET', events(id))).statusCode).toBe(404);
    expect((await adminApi(t, other.key)('POST', events(id), [])).statusCode).toBe(404);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('POST', events(id), [])).statusCode).toBe(403);
    expect((await adminApi(t, null)('GET', events(id))).statusCode).toBe(401);
  });
});

describe('the subscriptions an event accepts', () => {
  const eventLinks = (slug = ALPINE_SUMMIT) => `/api/v1/admin/event/${slug}/subscriptions`;

  it('sets and reads them in alf.io’s LinkedSubscription, with an audit entry, keeping the other subscriptions’ links out', async () => {
    const id = await created();
    const api = adminApi(t, key);
    const before = (await api('GET', eventLinks())).json<{ subscriptions: Record<string, number[]> }>();
    const linked = await api('PUT', eventLinks(), [
      ...Object.entries(before.subscriptions).map(([descriptorId, categories]) => ({ descriptorId, categories })),
      { descriptorId: id, categories: null },
    ]);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ eventSlug: ALPINE_SUMMIT, subscriptions: { ...before.subscriptions, [id]: [] } });
    expect((await api('GET', events(id))).json()).toEqual([{ slug: ALPINE_SUMMIT, enabledCategories: [] }]);
    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.action === 'EVENT_SUBSCRIPTIONS_LINK' && row.entityId === ALPINE_SUMMIT,
    );
    expect(entry!.after).toMatchObject({ subscriptions: { [id]: [] } });

    // Left out of the list, it no longer applies to the event.
    const restored = await api(
      'PUT',
      eventLinks(),
      Object.entries(before.subscriptions).map(([descriptorId, categories]) => ({ descriptorId, categories })),
    );
    expect(restored.json()).toEqual(before);
  });

  it('answers 400 for another organization’s subscription or a malformed body, 404 for another organization’s event, 403 and 401', async () => {
    const other = await organizationWithKey(t, 'Fourth Club');
    const theirs = await adminApi(t, other.key)('POST', CREATE, cardRequest());
    expect(theirs.statusCode, theirs.body).toBe(200);
    const api = adminApi(t, key);
    expect((await api('PUT', eventLinks(), [{ descriptorId: theirs.body, categories: [] }])).statusCode).toBe(400);
    expect((await api('PUT', eventLinks(), [{ descriptorId: 'not-a-uuid' }])).statusCode).toBe(400);
    expect((await adminApi(t, other.key)('GET', eventLinks())).statusCode).toBe(404);
    expect((await adminApi(t, other.key)('PUT', eventLinks(), [])).statusCode).toBe(404);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('PUT', eventLinks(), [])).statusCode).toBe(403);
    expect((await adminApi(t, null)('GET', eventLinks())).statusCode).toBe(401);
  });
});

describe('reserving a subscription for a buyer', () => {
  const reserve = (id: string) => `/api/v1/admin/subscription/${id}/reservation`;
  const buyer = {
    user: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org' },
    language: 'de',
    configuration: { lockEmailEdit: true },
  };

  it('holds the last one for the buyer and answers its page; the next request finds none left', async () => {
    const id = await created(cardRequest({ maxAvailable: 1 }));
    const api = adminApi(t, key);
    const answer = await api('POST', reserve(id), buyer);
    expect(answer.statusCode, answer.body).toBe(200);
    const { id: reservationId, href } = answer.json<{ id: string; href: string }>();
    expect(href).toMatch(new RegExp(`/subscription/${id}/reservation/${reservationId}\\?lang=de$`));
    const [row] = await t.db.query<{ email: string; status: string; lang: string }>(
      'SELECT email, status, user_language AS lang FROM reservation WHERE id = $1',
      [reservationId],
    );
    expect(row).toEqual({ email: 'grace@example.org', status: 'PENDING', lang: 'de' });
    const entry = (await auditEntries(t.db, organizationId)).find(
      (r) => r.action === 'RESERVATION_CREATE' && r.entityId === reservationId,
    );
    expect(entry!.after).toMatchObject({ subscriptionDescriptorId: id });

    const none = await api('POST', reserve(id), buyer);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      id: null,
      href: null,
      errors: [{ code: 'invalid.reservation', description: 'show-subscription.sold-out.message' }],
    });
  });

  it('answers 404 for another organization’s subscription, 403 to a check-in key, 401 without a key, 400 when malformed', async () => {
    const id = await created();
    const other = await organizationWithKey(t, 'Fifth Club');
    expect((await adminApi(t, other.key)('POST', reserve(id), buyer)).statusCode).toBe(404);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('POST', reserve(id), buyer)).statusCode).toBe(403);
    expect((await adminApi(t, null)('POST', reserve(id), buyer)).statusCode).toBe(401);
    expect((await adminApi(t, key)('POST', reserve(id), { user: 'Grace' })).statusCode).toBe(400);
  });
});
