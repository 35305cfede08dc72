import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../../src/db/database.ts';
import type { TestApp } from '../../helpers.ts';

/** The installation's system key in these tests (SYSTEM_API_KEY). */
export const SYSTEM_KEY = 'system-key-for-tests-0123456789abcdef0123456789';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the admin API as a program would: the key in `Authorization: ApiKey …`, no session, no CSRF token. */
export function adminApi(t: TestApp, key: string | null, remoteAddress = '127.0.0.1') {
  return (method: Method, url: string, body?: unknown, raw?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...(key !== null && { authorization: `ApiKey ${key}` }),
        ...((body !== undefined || raw !== undefined) && { 'content-type': 'application/json' }),
      },
      ...(raw !== undefined ? { payload: raw } : body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
}

export interface CreatedOrganization {
  id: number;
  slug: string;
  /** An API_CLIENT key of the organization. */
  key: string;
}

/** A new organization with an API key of the given type, made through the system key's API. */
export async function organizationWithKey(t: TestApp, name: string, type = 'API_CLIENT'): Promise<CreatedOrganization> {
  const system = adminApi(t, SYSTEM_KEY);
  const created = await system('POST', '/api/v1/admin/system/organization/create', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
    description: `${name}, for tests`,
  });
  if (created.statusCode !== 200) throw new Error(`organization not created: ${created.statusCode} ${created.body}`);
  const organization = created.json<{ id: number; slug: string }>();
  const key = await system('PUT', `/api/v1/admin/system/organization/${organization.id}/api-key`, { type });
  if (key.statusCode !== 200) throw new Error(`key not created: ${key.statusCode} ${key.body}`);
  return { id: organization.id, slug: organization.slug, key: key.json<{ apiKey: string }>().apiKey };
}

export interface AuditRow {
  organizationId: number | null;
  actor: string;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** The organizer entries of the audit log, oldest first. */
export async function auditEntries(db: Queryable, organizationId: number): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT organization_id AS "organizationId", actor, event_type AS action, entity_type AS "entityType",
       entity_id AS "entityId", before_data AS before, after_data AS after
     FROM audit_log WHERE organization_id = $1 AND actor IS NOT NULL ORDER BY id`,
    [organizationId],
  );
}

/** A new API key of `type` for the organization that runs the event, made with the system key. */
/** The id of the organization an event belongs to. */
export async function organizationOfEvent(db: Queryable, eventShortName: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT organization_id AS id FROM event WHERE short_name = $1', [
    eventShortName,
  ]);
  if (!row) throw new Error(`no event ${eventShortName}`);
  return row.id;
}

export async function keyForEventOrganizer(t: TestApp, eventShortName: string, type = 'API_CLIENT'): Promise<string> {
  const organizationId = await organizationOfEvent(t.db, eventShortName);
  const key = await adminApi(t, SYSTEM_KEY)('PUT', `/api/v1/admin/system/organization/${organizationId}/api-key`, {
    type,
  });
  if (key.statusCode !== 200) throw new Error(`key not created: ${key.statusCode} ${key.body}`);
  return key.json<{ apiKey: string }>().apiKey;
}

/** alf.io's confirmation of a bank transfer, as its API clients send it. */
export const BANK_TRANSFER_RECEIVED = {
  transaction: {
    id: 'BANK-2026-0042',
    paidAmount: 120.5,
    timestamp: '2026-03-01T10:15:00',
    notes: 'Received on the club account',
    paymentProvider: 'OFFLINE',
  },
  notification: { customer: true, attendees: false },
};

/** The e-mails queued for a reservation, with what they attach. */
export async function emailsOf(q: Queryable, reservationId: string) {
  return q.query<{ subject: string; kinds: string[] }>(
    `SELECT subject, coalesce((SELECT array_agg(a->>'kind') FROM jsonb_array_elements(attachments) a), '{}') AS kinds
     FROM email_message WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  );
}
