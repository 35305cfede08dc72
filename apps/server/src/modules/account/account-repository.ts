import type { Database, Queryable } from '../../db/database.ts';

/** A buyer account with its profile as stored (`billing_details` and `additional_data` are JSON). */
export interface AccountRow {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  type: 'PUBLIC' | 'INTERNAL';
  billingDetails: Record<string, unknown> | null;
  additionalData: Record<string, unknown> | null;
}

export interface IdentityClaims {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** A signed-in session ends after this long without a request, as alf.io's do. */
const SESSION_IDLE = "interval '4 hours'";
/** A sign-in left at the identity provider for longer is not accepted any more. */
const LOGIN_ATTEMPT_TTL = "interval '15 minutes'";

const ACCOUNT_COLUMNS = `u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.type,
  p.billing_details AS "billingDetails", p.additional_data AS "additionalData"`;

/**
 * The enabled buyer account the identity provider knows by `subject`, created on its first
 * sign-in with an empty profile. The address follows the provider's; names stay as the buyer
 * last saved them in the profile.
 */
export async function signInAccount(
  db: Database,
  claims: IdentityClaims,
): Promise<{ userId: number; signedUp: boolean } | null> {
  return db.transaction((tx) => findOrCreateAccount(tx, claims));
}

async function findOrCreateAccount(
  q: Queryable,
  claims: IdentityClaims,
): Promise<{ userId: number; signedUp: boolean } | null> {
  const [existing] = await q.query<{ id: number; enabled: boolean }>(
    'SELECT id, enabled FROM app_user WHERE external_subject = $1',
    [claims.subject],
  );
  if (existing) {
    if (!existing.enabled) return null;
    await q.query('UPDATE app_user SET email = $2, updated_at = now() WHERE id = $1', [existing.id, claims.email]);
    return { userId: existing.id, signedUp: false };
  }
  // Two first sign-ins at once (two tabs) make one account; the second finds the first's.
  const [created] = await q.query<{ id: number }>(
    `INSERT INTO app_user (username, email, first_name, last_name, type, external_subject)
     VALUES ($1, $2, $3, $4, 'PUBLIC', $5) ON CONFLICT DO NOTHING RETURNING id`,
    [`openid:${claims.subject}`, claims.email, claims.firstName, claims.lastName, claims.subject],
  );
  if (!created) {
    const [other] = await q.query<{ id: number }>('SELECT id FROM app_user WHERE external_subject = $1 AND enabled', [
      claims.subject,
    ]);
    return other ? { userId: other.id, signedUp: false } : null;
  }
  await q.query('INSERT INTO user_profile (user_id) VALUES ($1)', [created.id]);
  return { userId: created.id, signedUp: true };
}

export async function startUserSession(q: Queryable, sessionId: string, userId: number, signedUp: boolean) {
  // Sessions that ended by idling are cleared here, at a rare enough moment.
  await q.query(`DELETE FROM user_session WHERE last_seen_at < now() - ${SESSION_IDLE}`);
  await q.query('INSERT INTO user_session (id, user_id, signed_up) VALUES ($1, $2, $3)', [sessionId, userId, signedUp]);
}

export async function endUserSession(q: Queryable, sessionId: string): Promise<void> {
  await q.query('DELETE FROM user_session WHERE id = $1', [sessionId]);
}

/** The account a session is signed in as, if the session is still alive; each call keeps it alive. */
export async function findSessionAccount(q: Queryable, sessionId: string): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(
    `UPDATE user_session s SET last_seen_at = now()
     FROM app_user u LEFT JOIN user_profile p ON p.user_id = u.id
     WHERE s.id = $1 AND u.id = s.user_id AND u.enabled AND s.last_seen_at > now() - ${SESSION_IDLE}
     RETURNING ${ACCOUNT_COLUMNS}`,
    [sessionId],
  );
  return row ?? null;
}

/** True once, on the first page after the sign-in that created the account (the shop's welcome). */
export async function takeSignedUp(q: Queryable, sessionId: string): Promise<boolean> {
  const rows = await q.query('UPDATE user_session SET signed_up = false WHERE id = $1 AND signed_up RETURNING id', [
    sessionId,
  ]);
  return rows.length > 0;
}

export interface ProfileChanges {
  firstName: string | null;
  lastName: string | null;
  billingDetails: Record<string, unknown>;
  additionalData: Record<string, unknown>;
}

export async function saveProfile(q: Queryable, userId: number, changes: ProfileChanges): Promise<void> {
  await q.query('UPDATE app_user SET first_name = $2, last_name = $3, updated_at = now() WHERE id = $1', [
    userId,
    changes.firstName,
    changes.lastName,
  ]);
  await saveBillingDetails(q, userId, changes.billingDetails, changes.additionalData);
}

export async function saveBillingDetails(
  q: Queryable,
  userId: number,
  billingDetails: Record<string, unknown>,
  additionalData?: Record<string, unknown>,
): Promise<void> {
  await q.query(
    `INSERT INTO user_profile (user_id, billing_details, additional_data) VALUES ($1, $2::text::jsonb, coalesce($3::text::jsonb, '{}'))
     ON CONFLICT (user_id) DO UPDATE SET billing_details = excluded.billing_details,
       additional_data = coalesce($3::text::jsonb, user_profile.additional_data), updated_at = now()`,
    [userId, JSON.stringify(billingDetails), additionalData === undefined ? null : JSON.stringify(additionalData)],
  );
}

export async function findAccountEmail(q: Queryable, userId: number): Promise<string | null> {
  const [row] = await q.query<{ email: string | null }>('SELECT email FROM app_user WHERE id = $1', [userId]);
  return row?.email ?? null;
}

/** Replaces the billing details when given, and adds or replaces the given additional data entries. */
export async function mergeIntoProfile(
  q: Queryable,
  userId: number,
  billingDetails: Record<string, unknown> | null,
  additionalData: Record<string, unknown>,
): Promise<void> {
  await q.query(
    `INSERT INTO user_profile (user_id, billing_details, additional_data)
     VALUES ($1, coalesce($2::text::jsonb, '{}'), $3::text::jsonb)
     ON CONFLICT (user_id) DO UPDATE SET
       billing_details = coalesce($2::text::jsonb, user_profile.billing_details),
       additional_data = user_profile.additional_data || excluded.additional_data, updated_at = now()`,
    [userId, billingDetails === null ? null : JSON.stringify(billingDetails), JSON.stringify(additionalData)],
  );
}

/**
 * Deletes what identifies the buyer: the profile goes, the account keeps only its id, disabled and
 * cut from the identity provider, so a later sign-in makes a new, empty account. Its orders keep
 * pointing at it and so stay closed to everyone; every session of it ends.
 */
export async function anonymiseAccount(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM user_profile WHERE user_id = $1', [userId]);
  await q.query(
    `UPDATE app_user SET username = 'deleted:' || id, email = NULL, first_name = NULL, last_name = NULL,
       external_subject = NULL, enabled = false, updated_at = now()
     WHERE id = $1`,
    [userId],
  );
  await q.query('DELETE FROM user_session WHERE user_id = $1', [userId]);
}

export interface LoginAttempt {
  state: string;
  sessionId: string;
  nonce: string;
  codeVerifier: string;
  returnPath: string;
  /** A buyer's sign-in to the shop or a staff member's to the back office, each finished by its own callback. */
  purpose: 'buyer' | 'organizer';
}

export async function saveLoginAttempt(q: Queryable, attempt: LoginAttempt): Promise<void> {
  await q.query(`DELETE FROM openid_login WHERE created_at < now() - ${LOGIN_ATTEMPT_TTL}`);
  await q.query(
    `INSERT INTO openid_login (state, session_id, nonce, code_verifier, return_path, purpose)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [attempt.state, attempt.sessionId, attempt.nonce, attempt.codeVerifier, attempt.returnPath, attempt.purpose],
  );
}

/** The attempt of this purpose a callback's state names, used up by this call whatever comes next. */
export async function takeLoginAttempt(
  q: Queryable,
  state: string,
  purpose: LoginAttempt['purpose'],
): Promise<LoginAttempt | null> {
  const [row] = await q.query<LoginAttempt>(
    `DELETE FROM openid_login WHERE state = $1 AND purpose = $2 AND created_at > now() - ${LOGIN_ATTEMPT_TTL}
     RETURNING state, session_id AS "sessionId", nonce, code_verifier AS "codeVerifier", return_path AS "returnPath",
       purpose`,
    [state, purpose],
  );
  return row ?? null;
}
