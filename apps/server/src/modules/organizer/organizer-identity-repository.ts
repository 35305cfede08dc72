import type { Queryable } from '../../db/database.ts';
import type { OrganizerRole } from './organizer-roles.ts';

/** A staff account as the identity provider's sign-in finds it. */
export interface StaffAccount {
  userId: number;
  enabled: boolean;
  /** The provider's subject it is linked to; null until its first sign-in there. */
  subject: string | null;
}

/** The staff account linked to the provider's subject. */
export async function findLinkedStaff(q: Queryable, subject: string): Promise<StaffAccount | null> {
  const [row] = await q.query<StaffAccount>(
    `SELECT u.id AS "userId", u.enabled, i.subject
     FROM organizer_identity i JOIN app_user u ON u.id = i.user_id
     WHERE i.subject = $1 AND u.type = 'INTERNAL'`,
    [subject],
  );
  return row ?? null;
}

/** The staff account by its address (its user name), linked or not. */
export async function findStaffByEmail(q: Queryable, email: string): Promise<StaffAccount | null> {
  const [row] = await q.query<StaffAccount>(
    `SELECT u.id AS "userId", u.enabled, i.subject
     FROM app_user u LEFT JOIN organizer_identity i ON i.user_id = u.id
     WHERE u.username = $1 AND u.type = 'INTERNAL'`,
    [email.trim().toLowerCase()],
  );
  return row ?? null;
}

/** Links the account to the subject; false when either is linked already (another sign-in won). */
export async function linkStaffIdentity(q: Queryable, subject: string, userId: number): Promise<boolean> {
  const rows = await q.query(
    'INSERT INTO organizer_identity (subject, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [subject, userId],
  );
  return rows.length > 0;
}

export interface NamedOrganization {
  organizationId: number;
  externalId: string;
}

/** The organizations with these external ids, as an identity provider names them. */
export async function organizationsByExternalId(q: Queryable, externalIds: string[]): Promise<NamedOrganization[]> {
  if (externalIds.length === 0) return [];
  return q.query<NamedOrganization>(
    `SELECT id AS "organizationId", external_id AS "externalId" FROM organization WHERE external_id = ANY($1::text[])
     ORDER BY id`,
    [externalIds],
  );
}

export interface NamedMembership extends NamedOrganization {
  role: OrganizerRole;
}

/**
 * The user's memberships in organizations that have an external id, the ones an identity provider
 * can name, locked for the change its sign-in makes.
 */
export async function lockNamedMemberships(q: Queryable, userId: number): Promise<NamedMembership[]> {
  return q.query<NamedMembership>(
    `SELECT m.organization_id AS "organizationId", o.external_id AS "externalId", m.role
     FROM organization_member m JOIN organization o ON o.id = m.organization_id
     WHERE m.user_id = $1 AND o.external_id IS NOT NULL ORDER BY m.organization_id FOR UPDATE OF m`,
    [userId],
  );
}
