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
} from './organizer-client.ts';

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

const organizationPath = (id: number) => `/api/v1/admin/configuration/organization/${id}`;
const eventPath = (id: number, slug = ALPINE_SUMMIT) => `${organizationPath(id)}/event/${slug}`;

async function setting(scope: string, key: string): Promise<string | undefined> {
  const [row] = await t.db.query<{ value: string }>(
    `SELECT c.value FROM configuration c LEFT JOIN event e ON e.id = c.event_id
     WHERE c.scope = $1 AND c.key = $2 AND (c.organization_id = $3 OR e.short_name = $4)`,
    [scope, key, organizationId, ALPINE_SUMMIT],
  );
  return row?.value;
}

describe('an organization’s configuration', () => {
  it('sets the bank account the buyers’ transfer page shows, answering alf.io’s OK', async () => {
    const answer = await adminApi(t, key)('PUT', organizationPath(organizationId), {
      BANK_ACCOUNT_NR: 'CH93 0076 2011 6238 5295 7',
      BANK_ACCOUNT_OWNER: 'Alpine Events AG',
      OFFLINE_PAYMENT_DAYS: 7,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toBe('OK');
    expect(await setting('ORGANIZATION', 'BANK_ACCOUNT_NR')).toBe('CH93 0076 2011 6238 5295 7');
    expect(await setting('ORGANIZATION', 'OFFLINE_PAYMENT_DAYS')).toBe('7');
  });

  it('sets an event’s own value, and a blank value removes it again', async () => {
    const api = adminApi(t, key);
    expect((await api('PUT', eventPath(organizationId), { DISPLAY_TICKETS_LEFT_INDICATOR: 'true' })).statusCode).toBe(
      200,
    );
    expect(await setting('EVENT', 'DISPLAY_TICKETS_LEFT_INDICATOR')).toBe('true');
    expect((await api('PUT', eventPath(organizationId), { DISPLAY_TICKETS_LEFT_INDICATOR: '' })).statusCode).toBe(200);
    expect(await setting('EVENT', 'DISPLAY_TICKETS_LEFT_INDICATOR')).toBeUndefined();
  });

  it('writes before and after to the audit log, never a secret’s value', async () => {
    const api = adminApi(t, key);
    await api('PUT', organizationPath(organizationId), { STRIPE_SECRET_KEY: 'sk_test_first', VAT_NR: 'CHE-1' });
    await api('PUT', organizationPath(organizationId), { STRIPE_SECRET_KEY: 'sk_test_second', VAT_NR: 'CHE-2' });
    const entries = (await auditEntries(t.db, organizationId)).filter(
      (entry) => entry.action === 'CONFIGURATION_UPDATE',
    );
    expect(entries.at(-1)).toMatchObject({
      actor: expect.stringMatching(/^api-key:/),
      entityType: 'ORGANIZATION',
      before: { STRIPE_SECRET_KEY: '(secret)', VAT_NR: 'CHE-1' },
      after: { STRIPE_SECRET_KEY: '(secret)', VAT_NR: 'CHE-2' },
    });
    expect(JSON.stringify(entries)).not.toContain('sk_test_');
  });

  it('refuses a setting the server does not read at this level with alf.io’s 400 and message', async () => {
    const api = adminApi(t, key);
    const unknown = await api('PUT', organizationPath(organizationId), { NOT_A_SETTING: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe('Request contains unrecognized keys');
    // The installation's own settings are not the organizer's.
    expect((await api('PUT', organizationPath(organizationId), { ANNOUNCEMENT_BANNER_CONTENT: 'x' })).statusCode).toBe(
      400,
    );
    expect((await api('PUT', organizationPath(organizationId), ['BANK_ACCOUNT_NR'])).statusCode).toBe(400);
    expect((await api('PUT', organizationPath(organizationId), undefined, '{"VAT_NR":')).statusCode).toBe(400);
  });

  it('answers 404 for another organization or its event, 403 to check-in staff, 401 without a key', async () => {
    const other = await organizationWithKey(t, 'Settings Meddler');
    const outsider = adminApi(t, other.key);
    expect((await outsider('PUT', organizationPath(organizationId), { VAT_NR: 'X' })).statusCode).toBe(404);
    expect((await outsider('PUT', eventPath(other.id), { VAT_NR: 'X' })).statusCode).toBe(404);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('PUT', organizationPath(organizationId), { VAT_NR: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (await adminApi(t, null, '192.0.2.80')('PUT', organizationPath(organizationId), { VAT_NR: 'X' })).statusCode,
    ).toBe(401);
    expect(await setting('ORGANIZATION', 'VAT_NR')).not.toBe('X');
  });
});
