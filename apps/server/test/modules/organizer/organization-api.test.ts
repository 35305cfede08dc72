import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../../../src/http/log-redaction.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { adminApi, auditEntries, organizationOfEvent, organizationWithKey, SYSTEM_KEY } from './organizer-client.ts';

const ORGANIZATIONS = '/api/v1/admin/system/organization';
const FAILURES_ALLOWED = 3;

let t: TestApp;

beforeAll(async () => {
  t = await testApp({
    SYSTEM_API_KEY: SYSTEM_KEY,
    RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: String(FAILURES_ALLOWED),
  });
});

afterAll(async () => {
  await t.close();
});

describe('organizations, with the system key', () => {
  it('creates an organization and answers it in alf.io’s shape, with a slug made from its name', async () => {
    const created = await adminApi(t, SYSTEM_KEY)('POST', `${ORGANIZATIONS}/create`, {
      name: 'Théâtre du Lac',
      email: 'box-office@theatre-du-lac.example',
      description: 'Plays by the lake',
      externalId: 'lac',
    });
    expect(created.statusCode, created.body).toBe(200);
    const organization = created.json<{ id: number }>();
    expect(organization).toEqual({
      id: expect.any(Number),
      name: 'Théâtre du Lac',
      email: 'box-office@theatre-du-lac.example',
      description: 'Plays by the lake',
      externalId: 'lac',
      slug: 'theatre-du-lac',
    });

    const read = await adminApi(t, SYSTEM_KEY)('GET', `${ORGANIZATIONS}/${organization.id}`);
    expect(read.json()).toEqual(organization);
    const list = await adminApi(t, SYSTEM_KEY)('GET', `${ORGANIZATIONS}/list`);
    expect(list.json<{ id: number }[]>().map((o) => o.id)).toContain(organization.id);

    const [entry] = await auditEntries(t.db, organization.id);
    expect(entry).toMatchObject({
      actor: 'system-key',
      action: 'ORGANIZATION_CREATE',
      entityType: 'ORGANIZATION',
      entityId: String(organization.id),
      before: null,
      after: { name: 'Théâtre du Lac', slug: 'theatre-du-lac' },
    });
  });

  it('updates an organization named by the path and the body alike, with before and after in the audit log', async () => {
    const { id } = await organizationWithKey(t, 'Harbour Choir');
    const system = adminApi(t, SYSTEM_KEY);
    const change = { id, name: 'Harbour Choir Society', email: 'choir@example.org', description: 'Sings' };
    const updated = await system('POST', `${ORGANIZATIONS}/${id}`, change);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id, name: 'Harbour Choir Society', slug: 'harbour-choir' });

    expect((await system('POST', `${ORGANIZATIONS}/${id}`, { ...change, id: id + 1000 })).statusCode).toBe(400);
    expect((await system('POST', `${ORGANIZATIONS}/${id + 1000}`, { ...change, id: id + 1000 })).statusCode).toBe(404);

    const update = (await auditEntries(t.db, id)).find((entry) => entry.action === 'ORGANIZATION_UPDATE');
    expect(update).toMatchObject({
      actor: 'system-key',
      before: { name: 'Harbour Choir' },
      after: { name: 'Harbour Choir Society' },
    });
  });

  it('refuses a body without name, e-mail or description, or one that is not JSON, with a 400', async () => {
    const system = adminApi(t, SYSTEM_KEY);
    for (const body of [
      { email: 'a@example.org', description: 'x' },
      { name: 'No Mail', description: 'x' },
      { name: 'No Description', email: 'a@example.org' },
      { name: 'Bad Slug', email: 'a@example.org', description: 'x', slug: 'Not A Slug' },
      { name: 42, email: 'a@example.org', description: 'x' },
    ]) {
      const answer = await system('POST', `${ORGANIZATIONS}/create`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await system('POST', `${ORGANIZATIONS}/create`, undefined, '{"name":')).statusCode).toBe(400);
  });

  it('answers 401 without a key, with a wrong one or another scheme, and 403 to an organization’s key', async () => {
    const { key } = await organizationWithKey(t, 'Quiet Hall');
    const address = '192.0.2.10';
    expect((await adminApi(t, null, address)('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(401);
    const wrong = await adminApi(t, 'not-a-key', address)('GET', `${ORGANIZATIONS}/list`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe('');
    const bearer = await t.app.inject({
      method: 'GET',
      url: `${ORGANIZATIONS}/list`,
      remoteAddress: '192.0.2.11',
      headers: { authorization: `Bearer ${SYSTEM_KEY}` },
    });
    expect(bearer.statusCode).toBe(401);

    const organizerKey = adminApi(t, key);
    expect((await organizerKey('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(403);
    expect(
      (await organizerKey('POST', `${ORGANIZATIONS}/create`, { name: 'x', email: 'x', description: 'x' })).statusCode,
    ).toBe(403);
  });

  it('accepts the scheme in any case, as alf.io does', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${ORGANIZATIONS}/list`,
      headers: { authorization: `apikey ${SYSTEM_KEY}` },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('deleting an organization, with the system key', () => {
  it('deletes it with its keys, answering an empty 200, and keeps the audit entry', async () => {
    const { id, key } = await organizationWithKey(t, 'Closing Club');
    const system = adminApi(t, SYSTEM_KEY);
    const answer = await system('DELETE', `${ORGANIZATIONS}/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toBe('');
    expect((await system('GET', `${ORGANIZATIONS}/${id}`)).statusCode).toBe(404);
    expect((await adminApi(t, key, '192.0.2.30')('GET', '/api/v1/admin/event/list')).statusCode).toBe(401);
    const entry = (await auditEntries(t.db, id)).find((row) => row.action === 'ORGANIZATION_DELETE');
    expect(entry).toMatchObject({
      actor: 'system-key',
      entityType: 'ORGANIZATION',
      entityId: String(id),
      before: { name: 'Closing Club' },
      after: null,
    });
    expect((await system('DELETE', `${ORGANIZATIONS}/${id}`)).statusCode).toBe(404);
  });

  it('refuses (400) an organization that still runs events, and changes nothing', async () => {
    const id = await organizationOfEvent(t.db, ALPINE_SUMMIT);
    const system = adminApi(t, SYSTEM_KEY);
    const before = (await auditEntries(t.db, id)).length;
    const answer = await system('DELETE', `${ORGANIZATIONS}/${id}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toBe('');
    expect((await system('GET', `${ORGANIZATIONS}/${id}`)).statusCode).toBe(200);
    expect((await auditEntries(t.db, id)).length).toBe(before);
  });

  it('answers 401 without the system key, 403 to an organization’s own key and 404 to a malformed id', async () => {
    const { id, key } = await organizationWithKey(t, 'Sturdy Club');
    expect((await adminApi(t, null, '192.0.2.31')('DELETE', `${ORGANIZATIONS}/${id}`)).statusCode).toBe(401);
    expect((await adminApi(t, key)('DELETE', `${ORGANIZATIONS}/${id}`)).statusCode).toBe(403);
    expect((await adminApi(t, SYSTEM_KEY)('DELETE', `${ORGANIZATIONS}/not-a-number`)).statusCode).toBe(404);
    expect((await adminApi(t, SYSTEM_KEY)('GET', `${ORGANIZATIONS}/${id}`)).statusCode).toBe(200);
  });
});

describe('API keys', () => {
  it('shows a new key once, lists it by its last characters only, and refuses it once revoked', async () => {
    const { id, key } = await organizationWithKey(t, 'Riverside Jazz');
    const system = adminApi(t, SYSTEM_KEY);
    // Authenticated: the organization's key reaches the route, which refuses it the system's part.
    expect((await adminApi(t, key)('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(403);

    const list = await system('GET', `${ORGANIZATIONS}/${id}/api-key`);
    expect(list.statusCode).toBe(200);
    const [listed] = list.json<{ hint: string; apiKeyType: string; revokedAt: string | null }[]>();
    expect(listed).toMatchObject({ hint: key.slice(-4), apiKeyType: 'API_CLIENT', revokedAt: null });
    expect(list.body).not.toContain(key);

    const revoked = await system('DELETE', `${ORGANIZATIONS}/${id}/api-key/${key}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toBe(true);
    expect((await adminApi(t, key, '192.0.2.20')('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(401);
    expect((await system('DELETE', `${ORGANIZATIONS}/${id}/api-key/${key}`)).statusCode).toBe(404);

    const entries = await auditEntries(t.db, id);
    expect(entries.map((entry) => entry.action)).toEqual(['ORGANIZATION_CREATE', 'API_KEY_CREATE', 'API_KEY_REVOKE']);
    expect(entries[2]).toMatchObject({ before: { revokedAt: null }, after: { revokedAt: expect.any(String) } });
    const stored = JSON.stringify(await t.db.query('SELECT * FROM api_key WHERE organization_id = $1', [id]));
    expect(JSON.stringify(entries) + stored).not.toContain(key);
  });

  it('creates keys of alf.io’s types in any case, and refuses an unknown type', async () => {
    const { id } = await organizationWithKey(t, 'Check-in Crew');
    const system = adminApi(t, SYSTEM_KEY);
    const supervisor = await system('PUT', `${ORGANIZATIONS}/${id}/api-key`, {
      type: 'supervisor',
      description: 'Door',
    });
    expect(supervisor.json()).toMatchObject({ organizationId: id, apiKeyType: 'SUPERVISOR' });
    const bodiless = await system('PUT', `${ORGANIZATIONS}/${id}/api-key`);
    expect(bodiless.json()).toMatchObject({ organizationId: id, apiKeyType: 'API_CLIENT' });
    expect((await system('PUT', `${ORGANIZATIONS}/${id}/api-key`, { type: 'OWNER' })).statusCode).toBe(400);
    expect((await system('PUT', `${ORGANIZATIONS}/${id + 1000}/api-key`, {})).statusCode).toBe(404);
  });

  it('refuses a key after its expiry', async () => {
    const { id } = await organizationWithKey(t, 'Short Lived');
    const system = adminApi(t, SYSTEM_KEY);
    const expired = await system('PUT', `${ORGANIZATIONS}/${id}/api-key`, { expiresAt: '2020-01-01T00:00:00Z' });
    const key = expired.json<{ apiKey: string }>().apiKey;
    expect((await adminApi(t, key, '192.0.2.30')('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(401);
    const lasting = await system('PUT', `${ORGANIZATIONS}/${id}/api-key`, { expiresAt: '2999-01-01T00:00:00+01:00' });
    expect(
      (await adminApi(t, lasting.json<{ apiKey: string }>().apiKey)('GET', `${ORGANIZATIONS}/list`)).statusCode,
    ).toBe(403);
  });

  it('does not revoke another organization’s key through this one', async () => {
    const first = await organizationWithKey(t, 'First Stage');
    const second = await organizationWithKey(t, 'Second Stage');
    const system = adminApi(t, SYSTEM_KEY);
    expect((await system('DELETE', `${ORGANIZATIONS}/${second.id}/api-key/${first.key}`)).statusCode).toBe(404);
    expect((await adminApi(t, first.key)('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(403);
  });
});

describe('failed authentication', () => {
  it('is limited per address: past the limit even the right key waits', async () => {
    const address = '198.51.100.7';
    for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt++) {
      expect((await adminApi(t, `guess-${attempt}`, address)('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(401);
    }
    const refused = await adminApi(t, SYSTEM_KEY, address)('GET', `${ORGANIZATIONS}/list`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await adminApi(t, SYSTEM_KEY, '198.51.100.8')('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(200);
  });

  it('leaves the system’s part closed when no system key is configured', async () => {
    const closed = await testApp({});
    try {
      expect((await adminApi(closed, SYSTEM_KEY)('GET', `${ORGANIZATIONS}/list`)).statusCode).toBe(401);
    } finally {
      await closed.close();
    }
  });
});

describe('logs', () => {
  it('blank the key a revoking path names', () => {
    expect(redactedUrl('/api/v1/admin/system/organization/4/api-key/s3cr3t-key?x=1')).toBe(
      '/api/v1/admin/system/organization/4/api-key/[redacted]?x=1',
    );
  });
});
