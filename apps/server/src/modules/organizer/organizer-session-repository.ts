import type { Queryable } from '../../db/database.ts';
import type { OrganizerRole } from './organizer-roles.ts';

/** A session idle this long is over; so is any session this old, however busy. */
const SESSION_IDLE = "interval '2 hours'";
const SESSION_LIFETIME = "interval '12 hours'";

export interface StaffCredentials {
  userId: number;
  passwordHash: string | null;
}

/** An enabled staff account by its address (its user name), with its password hash if it has one. */
export async function findStaffCredentials(q: Queryable, email: string): Promise<StaffCredentials | null> {
  const [row] = await q.query<StaffCredentials>(
    `SELECT u.id AS "userId", p.password_hash AS "passwordHash"
     FROM app_user u LEFT JOIN organizer_password p ON p.user_id = u.id
     WHERE u.username = $1 AND u.type = 'INTERNAL' AND u.enabled`,
    [email.trim().toLowerCase()],
  );
  return row ?? null;
}

export async function findPasswordHash(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q.query<{ hash: string }>(
    'SELECT password_hash AS hash FROM organizer_password WHERE user_id = $1',
    [userId],
  );
  return row?.hash ?? null;
}

export async function savePasswordHash(q: Queryable, userId: number, hash: string): Promise<void> {
  await q.query(
    `INSERT INTO organizer_password (user_id, password_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = excluded.password_hash, changed_at = now()`,
    [userId, hash],
  );
}

export interface Membership {
  organizationId: number;
  organizationName: string;
  role: OrganizerRole;
}

/**
 * The organization a staff member works in when signed in: the first they joined. Someone in
 * several organizations switches to another from the back office (`moveSession`).
 */
export async function firstMembership(q: Queryable, userId: number): Promise<Membership | null> {
  const [row] = await q.query<Membership>(
    `SELECT m.organization_id AS "organizationId", o.name AS "organizationName", m.role
     FROM organization_member m JOIN organization o ON o.id = m.organization_id
     WHERE m.user_id = $1 ORDER BY m.created_at, m.organization_id LIMIT 1`,
    [userId],
  );
  return row ?? null;
}

export async function startOrganizerSession(
  q: Queryable,
  idHash: string,
  userId: number,
  organizationId: number,
): Promise<void> {
  // Sessions that ended are cleared here, at a rare enough moment.
  await q.query(
    `DELETE FROM organizer_session WHERE last_seen_at < now() - ${SESSION_IDLE} OR created_at < now() - ${SESSION_LIFETIME}`,
  );
  await q.query('INSERT INTO organizer_session (id_hash, user_id, organization_id) VALUES ($1, $2, $3)', [
    idHash,
    userId,
    organizationId,
  ]);
}

export async function endOrganizerSession(q: Queryable, idHash: string): Promise<void> {
  await q.query('DELETE FROM organizer_session WHERE id_hash = $1', [idHash]);
}

/** Ends every session of the user but the one given (after a password change), or all of them. */
export async function endOtherOrganizerSessions(q: Queryable, userId: number, keepIdHash: string | null) {
  await q.query('DELETE FROM organizer_session WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2', [
    userId,
    keepIdHash,
  ]);
}

export interface SessionOrganizer {
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  organizationId: number;
  organizationName: string;
  /** The member's role now: a role changed or taken away applies to sessions already open. */
  role: OrganizerRole;
}

/** Who a live session is signed in as; each call keeps it alive. */
export async function findSessionOrganizer(q: Queryable, idHash: string): Promise<SessionOrganizer | null> {
  const [row] = await q.query<SessionOrganizer>(
    `UPDATE organizer_session s SET last_seen_at = now()
     FROM app_user u, organization_member m, organization o
     WHERE s.id_hash = $1 AND u.id = s.user_id AND u.enabled
       AND m.user_id = s.user_id AND m.organization_id = s.organization_id AND o.id = s.organization_id
       AND s.last_seen_at > now() - ${SESSION_IDLE} AND s.created_at > now() - ${SESSION_LIFETIME}
     RETURNING u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
       o.id AS "organizationId", o.name AS "organizationName", m.role`,
    [idHash],
  );
  return row ?? null;
}

/** Ends the user's sessions in one organization (they no longer work for it). */
export async function endSessionsInOrganization(q: Queryable, userId: number, organizationId: number) {
  await q.query('DELETE FROM organizer_session WHERE user_id = $1 AND organization_id = $2', [userId, organizationId]);
}

/** Every organization the user works for, the one they joined first first. */
export async function memberships(q: Queryable, userId: number): Promise<Membership[]> {
  return q.query<Membership>(
    `SELECT m.organization_id AS "organizationId", o.name AS "organizationName", m.role
     FROM organization_member m JOIN organization o ON o.id = m.organization_id
     WHERE m.user_id = $1 ORDER BY m.created_at, m.organization_id`,
    [userId],
  );
}

/** Moves a live session to another organization of its user; false when they do not work for it. */
export async function moveSession(q: Queryable, idHash: string, organizationId: number): Promise<boolean> {
  const rows = await q.query(
    `UPDATE organizer_session s SET organization_id = $2
     WHERE s.id_hash = $1 AND EXISTS (
       SELECT 1 FROM organization_member m WHERE m.user_id = s.user_id AND m.organization_id = $2)
     RETURNING 1`,
    [idHash, organizationId],
  );
  return rows.length > 0;
}
