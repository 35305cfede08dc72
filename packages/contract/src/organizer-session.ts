import { z } from 'zod';
import { emptyBody, endpoint } from './endpoint.ts';

/**
 * Organizer staff signed in to the back office with an e-mail address and a password. The session
 * lives in its own cookie, `ALFIO_ORGANIZER_SESSION`, apart from the shop's `ALFIO_SESSION`, so
 * signing in to the back office leaves a buyer's session in the same browser as it was; once signed in, the organizer's endpoints accept it instead
 * of an API key, with the same role checks. Changing requests carry `X-CSRF-TOKEN`, which every
 * answer of these endpoints sends in its `XSRF-TOKEN` header.
 */

/** Fewer characters than this are refused; a long passphrase is the advice, not rules of symbols. */
export const ORGANIZER_PASSWORD_MIN_LENGTH = 12;
/** Longer input is refused before hashing, so a megabyte of "password" costs nothing. */
export const ORGANIZER_PASSWORD_MAX_LENGTH = 256;

const password = z.string().max(ORGANIZER_PASSWORD_MAX_LENGTH);

export const OrganizerSignInRequest = z.object({
  email: z.string().max(320),
  password,
});
export type OrganizerSignInRequest = z.input<typeof OrganizerSignInRequest>;

export const OrganizerRole = z.enum(['OWNER', 'API_CLIENT', 'SUPERVISOR', 'OPERATOR', 'SPONSOR']);
export type OrganizerRole = z.infer<typeof OrganizerRole>;

/** Who is signed in, for which organization and in which role. */
export const OrganizerSession = z.object({
  userId: z.int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  organizationId: z.int(),
  organizationName: z.string(),
  role: OrganizerRole,
});
export type OrganizerSession = z.infer<typeof OrganizerSession>;

export const ChangeOrganizerPasswordRequest = z.object({
  currentPassword: password,
  newPassword: password,
});
export type ChangeOrganizerPasswordRequest = z.input<typeof ChangeOrganizerPasswordRequest>;

/** Why a new password was refused; the app words each. */
export const PasswordProblem = z.enum(['too-short', 'too-long', 'same-as-email', 'wrong-current-password']);
export type PasswordProblem = z.infer<typeof PasswordProblem>;
export const PasswordRefused = z.object({ problem: PasswordProblem });

/** How staff may sign in here: always with a password, through the identity provider where configured. */
export const OrganizerSignInMethods = z.object({ openId: z.boolean() });
export type OrganizerSignInMethods = z.infer<typeof OrganizerSignInMethods>;

/**
 * Why a sign-in through the identity provider ended without a session: the provider gave no
 * back-office role for an organization of this server (`no-organizer-role`), the account here is
 * disabled, the provider could not be reached, or the sign-in failed or expired on the way.
 */
export const OrganizerOpenIdProblem = z.enum(['no-organizer-role', 'disabled', 'unavailable', 'failed']);
export type OrganizerOpenIdProblem = z.infer<typeof OrganizerOpenIdProblem>;

export const organizerSessionEndpoints = {
  /**
   * Signs in with a new session id. A wrong address or password answers 401 alike; each failure
   * counts against the caller's address, and past the limit 429 with `Retry-After`.
   */
  organizerSignIn: endpoint('organizerSignIn', {
    body: OrganizerSignInRequest,
    responses: { 200: OrganizerSession, 401: emptyBody, 429: emptyBody },
  }),
  /** Ends the session; answers 204 whether or not one was signed in. */
  organizerSignOut: endpoint('organizerSignOut', {
    responses: { 204: emptyBody },
  }),
  /** The signed-in organizer, or 401. */
  organizerSession: endpoint('organizerSession', {
    responses: { 200: OrganizerSession, 401: emptyBody },
  }),
  /** Whether the sign-in page offers the identity provider's sign-in beside the password. */
  organizerSignInMethods: endpoint('organizerSignInMethods', {
    responses: { 200: OrganizerSignInMethods },
  }),
  /** Sets a new password for the signed-in organizer; their other sessions end. */
  changeOrganizerPassword: endpoint('changeOrganizerPassword', {
    body: ChangeOrganizerPasswordRequest,
    responses: { 204: emptyBody, 400: PasswordRefused, 401: emptyBody },
  }),
};
