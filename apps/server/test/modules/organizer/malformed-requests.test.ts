import { endpoints, type Endpoint } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { adminApi, auditEntries, keyForEventOrganizer, organizationOfEvent, SYSTEM_KEY } from './organizer-client.ts';

/**
 * Every admin API v1 endpoint that reads a body, fed what a broken client sends: JSON cut short,
 * the wrong kind of document, and each field of the right document with a value of the wrong type,
 * a number PostgreSQL cannot store or a NUL character. alf.io answers such a body 400 `bad request`
 * (or its own error list where it validates the request); none may answer 500 or change anything.
 */

let t: TestApp;
let key: string;
let organizationId: number;
let subscriptionId: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY });
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
  const year = new Date().getUTCFullYear();
  const created = await adminApi(t, key)('POST', '/api/v1/admin/subscription/create', {
    usageType: 'ONCE_PER_EVENT',
    termType: 'numEntries',
    term: { numEntries: 3 },
    title: [{ lang: 'en', body: 'Three Talks Card' }],
    onSaleFrom: `${year - 1}-01-01T00:00:00`,
    price: 0,
    termsAndConditionsUrl: 'https://example.org/terms',
    timezone: 'Europe/Zurich',
  });
  expect(created.statusCode, created.body).toBe(200);
  subscriptionId = created.body;
});

afterAll(async () => {
  await t.close();
});

const withBody = Object.values(endpoints as Record<string, Endpoint & { body?: z.ZodType }>).filter(
  (e) => e.path.startsWith('/api/v1/admin/') && e.body !== undefined,
);

/** The path with each parameter naming something of the caller's organization. */
function pathOf(e: Endpoint): string {
  const values: Record<string, string> = {
    id: String(organizationId),
    organizationId: String(organizationId),
    slug: ALPINE_SUMMIT,
    purchaseContextType: 'event',
    publicIdentifier: ALPINE_SUMMIT,
    subscriptionId,
    reservationId: '00000000-0000-4000-8000-000000000000',
    requestId: '00000000-0000-4000-8000-000000000000',
    ticketUuid: '00000000-0000-4000-8000-000000000000',
    userId: '1',
    template: 'CONFIRMATION_EMAIL',
    language: 'en',
  };
  const path = e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${e.path}`);
    return value;
  });
  return path + (requiredQueries[e.key] ?? '');
}

/** A valid query where the endpoint requires one, so that the body is what is wrong. */
const requiredQueries: Record<string, string> = { importReservations: '?language=en' };

const callerOf = (e: Endpoint) => adminApi(t, e.path.startsWith('/api/v1/admin/system/') ? SYSTEM_KEY : key);

/** The fields of the body's object (of its items, for a list). */
function fieldsOf(body: z.ZodType): { fields: string[]; list: boolean } {
  if (body instanceof z.ZodArray) return { fields: fieldsOf(body.element as z.ZodType).fields, list: true };
  if (body instanceof z.ZodObject) return { fields: Object.keys(body.shape), list: false };
  return { fields: [], list: false };
}

const WRONG_VALUES: readonly unknown[] = [{ unexpected: [1] }, 2 ** 40, 'text with a NUL \u0000 inside', [[null]]];

describe('a malformed body on the admin API', () => {
  it('covers every family of the organizer endpoints', () => {
    const families = new Set(withBody.map((e) => e.path.split('/')[4]));
    expect([...families].sort()).toEqual([
      'configuration',
      'event',
      'organization',
      'reservation',
      'subscription',
      'system',
    ]);
  });

  it.each(withBody.map((e) => [e.key, e] as const))(
    '%s answers 400 `bad request` to JSON cut short and to the wrong kind of document',
    async (_, e) => {
      const call = callerOf(e);
      const before = (await auditEntries(t.db, organizationId)).length;
      for (const raw of ['{"name": ', '[1, 2', 'null', '"just text"', '42', fieldsOf(e.body!).list ? '{}' : '[]']) {
        const answer = await call(e.method as 'POST', pathOf(e), undefined, raw);
        expect(answer.statusCode, `${e.key} ${raw}: ${answer.body}`).toBe(400);
        expect(answer.body).toBe('bad request');
      }
      expect((await auditEntries(t.db, organizationId)).length).toBe(before);
    },
  );

  // A field read leniently (an object of optional fields, free metadata) may take what it is given,
  // so the answer may be a success; the response validation of these tests still holds each answer
  // to the contract's shape, and a NUL character is refused wherever it is.
  it.each(withBody.map((e) => [e.key, e] as const))(
    '%s never answers 500 to a field of the wrong type, and 400 to a NUL character',
    async (_, e) => {
      const call = callerOf(e);
      const { fields, list } = fieldsOf(e.body!);
      for (const field of fields) {
        for (const value of WRONG_VALUES) {
          const item = { [field]: value };
          const answer = await call(e.method as 'POST', pathOf(e), list ? [item] : item);
          const what = `${e.key} ${field}=${JSON.stringify(value)}: ${answer.body}`;
          expect(answer.statusCode, what).toBeLessThan(500);
          if (typeof value === 'string') expect(answer.statusCode, what).toBe(400);
        }
      }
    },
  );
});
