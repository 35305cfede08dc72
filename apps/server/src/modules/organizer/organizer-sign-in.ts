import { createHash } from 'node:crypto';
import type { OrganizerSession, PasswordProblem } from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import type { FailureLimit } from '../rate-limit/rate-limits.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import { hashPassword, passwordMatches, passwordProblem } from './organizer-password.ts';
import {
  endOrganizerSession,
  endOtherOrganizerSessions,
  findPasswordHash,
  findSessionOrganizer,
  findStaffCredentials,
  firstMembership,
  savePasswordHash,
  startOrganizerSession,
  type Membership,
  type SessionOrganizer,
} from './organizer-session-repository.ts';

/** Sessions are kept by the SHA-256 of their id, never the id itself. */
export function sessionIdHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

export type SignInOutcome =
  { kind: 'signed-in'; session: OrganizerSession } | { kind: 'refused' } | { kind: 'wait'; seconds: number };

/**
 * Checks an address and password. A wrong address, a wrong password, an account without a
 * password or without an organization are all one refusal, counted against the caller's address.
 * `renewSession` gives the browser its new session id, which the new session is stored under.
 */
export async function signIn(
  db: Database,
  failures: FailureLimit | null,
  attempt: { ip: string; email: string; password: string; previousSessionId: string },
  renewSession: () => string,
): Promise<SignInOutcome> {
  const wait = await failures?.waitSeconds(attempt.ip);
  if (wait != null) return { kind: 'wait', seconds: wait };
  const credentials = await findStaffCredentials(db, attempt.email);
  const matches = await passwordMatches(attempt.password, credentials?.passwordHash ?? null);
  const membership = matches && credentials ? await firstMembership(db, credentials.userId) : null;
  if (!credentials || !membership) {
    await failures?.countFailure(attempt.ip);
    return { kind: 'refused' };
  }
  return {
    kind: 'signed-in',
    session: await startSession(
      db,
      credentials.userId,
      membership,
      { previousSessionId: attempt.previousSessionId },
      renewSession,
    ),
  };
}

/**
 * Starts the back-office session of a staff member whose identity was checked (by password or by
 * the identity provider) in the organization given, under a new session id from `renewSession`.
 */
export async function startSession(
  db: Database,
  userId: number,
  membership: Membership,
  attempt: { previousSessionId: string; method?: 'openid' },
  renewSession: () => string,
): Promise<OrganizerSession> {
  // The id the browser had before may be known to someone else: it signs nobody in from now on.
  await endOrganizerSession(db, sessionIdHash(attempt.previousSessionId));
  const sessionId = renewSession();
  const idHash = sessionIdHash(sessionId);
  await db.transaction(async (tx) => {
    await startOrganizerSession(tx, idHash, userId, membership.organizationId);
    await insertOrganizerChange(
      tx,
      { kind: 'user', userId },
      {
        action: 'ORGANIZER_SIGN_IN',
        organizationId: membership.organizationId,
        entityType: 'USER',
        entityId: String(userId),
        before: null,
        after: { role: membership.role, ...(attempt.method && { method: attempt.method }) },
      },
    );
  });
  const organizer = await findSessionOrganizer(db, idHash);
  if (!organizer) throw new Error('a session just started is not found');
  return sessionAnswer(organizer);
}

export function signedInOrganizer(q: Queryable, sessionId: string): Promise<SessionOrganizer | null> {
  return findSessionOrganizer(q, sessionIdHash(sessionId));
}

export function signOut(q: Queryable, sessionId: string): Promise<void> {
  return endOrganizerSession(q, sessionIdHash(sessionId));
}

export function sessionAnswer(organizer: SessionOrganizer): OrganizerSession {
  return { ...organizer };
}

/**
 * Sets the signed-in organizer's new password after checking the current one. Every other
 * session of theirs ends: whoever knew the old password is signed out.
 */
export async function changePassword(
  db: Database,
  organizer: SessionOrganizer,
  sessionId: string,
  change: { currentPassword: string; newPassword: string },
): Promise<PasswordProblem | null> {
  if (!(await passwordMatches(change.currentPassword, await findPasswordHash(db, organizer.userId)))) {
    return 'wrong-current-password';
  }
  const problem = passwordProblem(change.newPassword, organizer.email);
  if (problem) return problem;
  const hash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await savePasswordHash(tx, organizer.userId, hash);
    await endOtherOrganizerSessions(tx, organizer.userId, sessionIdHash(sessionId));
    await insertOrganizerChange(tx, { kind: 'user', userId: organizer.userId }, passwordChange(organizer));
  });
  return null;
}

function passwordChange(organizer: { userId: number; organizationId: number | null }) {
  return {
    action: 'ORGANIZER_PASSWORD_CHANGE',
    organizationId: organizer.organizationId,
    entityType: 'USER',
    entityId: String(organizer.userId),
    before: null,
    after: null,
  };
}

export type SetPasswordOutcome =
  { kind: 'set' } | { kind: 'no-such-user' } | { kind: 'refused'; problem: PasswordProblem };

/** The command line's way in for a fresh installation: sets a staff member's password by address. */
export async function setPasswordByEmail(db: Database, email: string, password: string): Promise<SetPasswordOutcome> {
  const credentials = await findStaffCredentials(db, email);
  if (!credentials) return { kind: 'no-such-user' };
  const problem = passwordProblem(password, email);
  if (problem) return { kind: 'refused', problem };
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await savePasswordHash(tx, credentials.userId, hash);
    await endOtherOrganizerSessions(tx, credentials.userId, null);
    await insertOrganizerChange(
      tx,
      { kind: 'command-line' },
      passwordChange({ userId: credentials.userId, organizationId: null }),
    );
  });
  return { kind: 'set' };
}
