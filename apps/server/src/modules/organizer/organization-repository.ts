import type { Queryable } from '../../db/database.ts';
import type { OrganizerRole } from './organizer-roles.ts';

export interface OrganizationRow {
  id: number;
  name: string;
  email: string;
  description: string | null;
  externalId: string | null;
  slug: string;
}

const columns = `id, name, email, description, external_id AS "externalId", slug`;

export interface NewOrganization {
  name: string;
  email: string;
  description: string | null;
  externalId: string | null;
  slug: string;
}

export async function insertOrganization(tx: Queryable, organization: NewOrganization): Promise<OrganizationRow> {
  const [row] = await tx.query<OrganizationRow>(
    `INSERT INTO organization (name, email, description, external_id, slug) VALUES ($1, $2, $3, $4, $5)
     RETURNING ${columns}`,
    [organization.name, organization.email, organization.description, organization.externalId, organization.slug],
  );
  if (!row) throw new Error('organization not inserted');
  return row;
}

export async function findOrganization(db: Queryable, id: number): Promise<OrganizationRow | null> {
  const [row] = await db.query<OrganizationRow>(`SELECT ${columns} FROM organization WHERE id = $1`, [id]);
  return row ?? null;
}

export async function listOrganizations(db: Queryable): Promise<OrganizationRow[]> {
  return db.query<OrganizationRow>(`SELECT ${columns} FROM organization ORDER BY id`);
}

/** The slugs among `candidates` some organization already has. */
export async function takenSlugs(db: Queryable, candidates: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ slug: string }>('SELECT slug FROM organization WHERE slug = ANY($1::text[])', [
    candidates,
  ]);
  return new Set(rows.map((row) => row.slug));
}

export async function updateOrganization(
  tx: Queryable,
  id: number,
  changes: Omit<NewOrganization, 'slug'> & { slug: string | null },
): Promise<OrganizationRow | null> {
  const [row] = await tx.query<OrganizationRow>(
    `UPDATE organization SET name = $2, email = $3, description = $4, external_id = $5, slug = coalesce($6, slug)
     WHERE id = $1 RETURNING ${columns}`,
    [id, changes.name, changes.email, changes.description, changes.externalId, changes.slug],
  );
  return row ?? null;
}

/**
 * The organizer staff account with this e-mail address, created when missing. Staff sign in by
 * their address, so it is their user name too; a buyer's account under the same name is another
 * identity and stays as it is.
 */
export async function staffUser(
  tx: Queryable,
  person: { email: string; firstName: string | null; lastName: string | null },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO app_user (username, email, first_name, last_name, type) VALUES ($1, $1, $2, $3, 'INTERNAL')
     ON CONFLICT (type, username) DO UPDATE SET updated_at = now()
     RETURNING id`,
    [person.email.toLowerCase(), person.firstName, person.lastName],
  );
  if (!row) throw new Error(`no staff account for ${person.email}`);
  return row.id;
}

/** Whether the staff account with this address exists and was disabled (it signs nobody in). */
export async function isDisabledStaff(q: Queryable, email: string): Promise<boolean> {
  const rows = await q.query(`SELECT 1 FROM app_user WHERE type = 'INTERNAL' AND username = $1 AND NOT enabled`, [
    email.toLowerCase(),
  ]);
  return rows.length > 0;
}

export async function addMember(tx: Queryable, organizationId: number, userId: number, role: OrganizerRole) {
  await tx.query(
    `INSERT INTO organization_member (organization_id, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT (organization_id, user_id) DO UPDATE SET role = excluded.role`,
    [organizationId, userId, role],
  );
}

/** The id of the organization's event with this slug; null when it has none (or another has it). */
export async function findOrganizationEventId(
  db: Queryable,
  organizationId: number,
  eventSlug: string,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM event WHERE short_name = $1 AND organization_id = $2', [
    eventSlug,
    organizationId,
  ]);
  return row?.id ?? null;
}

/** The organization's event (by short name) or subscription (by id); null when it has none such. */
export async function findPurchaseContext(
  db: Queryable,
  organizationId: number,
  context: { type: 'event' | 'subscription'; publicIdentifier: string },
): Promise<{ eventId: number | null; subscriptionDescriptorId: string | null } | null> {
  if (context.type === 'event') {
    const eventId = await findOrganizationEventId(db, organizationId, context.publicIdentifier);
    return eventId === null ? null : { eventId, subscriptionDescriptorId: null };
  }
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(context.publicIdentifier)) return null;
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM subscription_descriptor WHERE id = $1::uuid AND organization_id = $2',
    [context.publicIdentifier, organizationId],
  );
  return row ? { eventId: null, subscriptionDescriptorId: row.id } : null;
}

/** Whether the organization still runs an event or a subscription, which deleting it would take along. */
export async function hasPurchaseContexts(q: Queryable, organizationId: number): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM event WHERE organization_id = $1
     UNION ALL SELECT 1 FROM subscription_descriptor WHERE organization_id = $1 LIMIT 1`,
    [organizationId],
  );
  return rows.length > 0;
}

/** Deletes the organization; its members, keys and settings go with it (ON DELETE CASCADE). */
export async function deleteOrganizationRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM organization WHERE id = $1', [id]);
}

export interface MemberRow {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: OrganizerRole;
}

export async function listMembers(q: Queryable, organizationId: number): Promise<MemberRow[]> {
  return q.query<MemberRow>(
    `SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", m.role
     FROM organization_member m JOIN app_user u ON u.id = m.user_id
     WHERE m.organization_id = $1 ORDER BY lower(u.email), u.id`,
    [organizationId],
  );
}

/**
 * Locks the organization's owners and answers their user ids. Two owners demoting each other at
 * once both lock these rows first, so the second sees the first's change and keeps an owner.
 */
export async function lockOwners(tx: Queryable, organizationId: number): Promise<number[]> {
  const rows = await tx.query<{ userId: number }>(
    `SELECT user_id AS "userId" FROM organization_member WHERE organization_id = $1 AND role = 'OWNER'
     ORDER BY user_id FOR UPDATE`,
    [organizationId],
  );
  return rows.map((row) => row.userId);
}

export async function findMemberForUpdate(tx: Queryable, organizationId: number, userId: number) {
  const [row] = await tx.query<MemberRow>(
    `SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName", m.role
     FROM organization_member m JOIN app_user u ON u.id = m.user_id
     WHERE m.organization_id = $1 AND m.user_id = $2 FOR UPDATE OF m`,
    [organizationId, userId],
  );
  return row ?? null;
}

export async function setMemberRole(tx: Queryable, organizationId: number, userId: number, role: OrganizerRole) {
  await tx.query('UPDATE organization_member SET role = $3 WHERE organization_id = $1 AND user_id = $2', [
    organizationId,
    userId,
    role,
  ]);
}

export async function removeMember(tx: Queryable, organizationId: number, userId: number): Promise<void> {
  await tx.query('DELETE FROM organization_member WHERE organization_id = $1 AND user_id = $2', [
    organizationId,
    userId,
  ]);
}

export async function isMemberByEmail(q: Queryable, organizationId: number, email: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM organization_member m JOIN app_user u ON u.id = m.user_id
     WHERE m.organization_id = $1 AND u.username = $2`,
    [organizationId, email],
  );
  return rows.length > 0;
}

/** Whether another organization has the slug. */
export async function slugTakenByOther(q: Queryable, organizationId: number, slug: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM organization WHERE slug = $1 AND id <> $2', [slug, organizationId]);
  return rows.length > 0;
}
