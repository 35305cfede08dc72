import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { csrfTokenMatches, pathOf } from '../../http/session.ts';
import { authenticationFailureLimit } from '../rate-limit/rate-limits.ts';
import { apiKeyHash, presentedApiKey, sameKey } from './api-key.ts';
import { findUsableApiKey } from './api-key-repository.ts';
import { signedInOrganizer } from './organizer-sign-in.ts';
import type { Organizer, OrganizerRole, Principal, SystemCaller } from './organizer-roles.ts';

/** alf.io's admin API v1: every path under it needs an API key or the system key. */
export const ADMIN_API_PREFIX = '/api/v1/admin';

/** alf.io's check-in API, called by its scan app with the same keys. */
export const CHECK_IN_API_PREFIX = '/admin/api/check-in';

/** alf.io's back-office API for an order (cancel, refund), on the same keys. */
export const RESERVATION_ADMIN_PREFIX = '/admin/api/reservation';

/** The events the scan app offers at the door, called with the same keys. */
export const CHECK_IN_EVENTS_PATH = '/admin/api/events';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who presented a valid key, on the admin API; null elsewhere. */
    organizerPrincipal: Principal | null;
  }
}

/**
 * Authenticates every request to the admin API before anything else reads it, by its key or, with
 * no `Authorization` header, by the back office's signed-in session: a missing, wrong,
 * revoked or expired key answers a bare 401, and each such failure counts against the client's
 * address (`RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS`); past the limit the address is answered 429
 * whatever it sends. What a caller may do is each route's business (`requireOrganizer`).
 * Call before any route is bound.
 */
export function registerOrganizerAuthentication(ctx: AppContext): void {
  const { app, db, config } = ctx;
  const failures = authenticationFailureLimit(db, config.rateLimits);
  app.decorateRequest('organizerPrincipal', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isOrganizerApi(pathOf(request))) return;
    const waitSeconds = await failures?.waitSeconds(request.ip);
    if (waitSeconds != null) return reply.code(429).header('Retry-After', String(waitSeconds)).send();
    const principal =
      request.headers.authorization === undefined
        ? await sessionPrincipal(db, request)
        : await authenticate(db, config.systemApiKey, request.headers.authorization);
    if (!principal) {
      await failures?.countFailure(request.ip);
      return reply.code(401).header('WWW-Authenticate', 'ApiKey').send();
    }
    request.organizerPrincipal = principal;
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The back office's signed-in staff member, in their role now. The browser sends the session's
 * cookie by itself, so a change also needs the session's CSRF token, as everywhere in the shop.
 */
async function sessionPrincipal(db: Queryable, request: FastifyRequest): Promise<Principal | null> {
  if (!SAFE_METHODS.has(request.method) && !csrfTokenMatches(request)) return null;
  const organizer = await signedInOrganizer(db, request.sessionId);
  if (!organizer) return null;
  return {
    kind: 'organizer',
    organizationId: organizer.organizationId,
    role: organizer.role,
    actor: { kind: 'user', userId: organizer.userId },
  };
}

/** The organizer's APIs, whose callers authenticate here, by key or by the back office's session. */
export function isOrganizerApi(path: string): boolean {
  if (path === CHECK_IN_EVENTS_PATH) return true;
  return [ADMIN_API_PREFIX, CHECK_IN_API_PREFIX, RESERVATION_ADMIN_PREFIX].some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}

/** The back office's sign-in, invitations and session, which need no key. */
export const ORGANIZER_SESSION_PREFIX = '/api/v1/organizer';

/** The back office's sign-in through the identity provider: its start and its callback. */
export const ORGANIZER_OPENID_PREFIX = '/admin/openid/';

/** Paths whose session is the back office's, kept in a cookie apart from the shop's. */
export function usesOrganizerSession(path: string): boolean {
  return (
    isOrganizerApi(path) ||
    path === ORGANIZER_SESSION_PREFIX ||
    path.startsWith(`${ORGANIZER_SESSION_PREFIX}/`) ||
    path.startsWith(ORGANIZER_OPENID_PREFIX)
  );
}

async function authenticate(
  db: Queryable,
  systemApiKey: string | null,
  header: string | string[] | undefined,
): Promise<Principal | null> {
  const presented = presentedApiKey(header);
  if (!presented) return null;
  if (systemApiKey !== null && sameKey(presented, systemApiKey))
    return { kind: 'system', actor: { kind: 'system-key' } };
  const key = await findUsableApiKey(db, apiKeyHash(presented));
  if (!key) return null;
  return {
    kind: 'organizer',
    organizationId: key.organizationId,
    role: key.role,
    actor: { kind: 'api-key', apiKeyId: key.id },
  };
}

function principalOf(request: FastifyRequest): Principal {
  const principal = request.organizerPrincipal;
  // Only a route outside the admin API gets here unauthenticated: a mistake in its binding.
  if (!principal) throw new Error(`${pathOf(request)} is not under an admin API prefix, where callers authenticate`);
  return principal;
}

/**
 * The organization and role of the caller when its role is one of `roles`; otherwise answers a
 * bare 403 and resolves to null (the handler then returns `reply`). The system key is no
 * organizer. A route still checks that what it touches belongs to `organizationId`, answering
 * 404 when it does not, so that a caller learns nothing of other organizations.
 */
export function requireOrganizer(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { roles: readonly OrganizerRole[] },
): Organizer | null {
  const principal = principalOf(request);
  if (principal.kind === 'organizer' && options.roles.includes(principal.role)) {
    return { organizationId: principal.organizationId, role: principal.role, actor: principal.actor };
  }
  void reply.code(403).send();
  return null;
}

/** The system key's caller; otherwise answers a bare 403 and resolves to null, as `requireOrganizer`. */
export function requireSystemKey(request: FastifyRequest, reply: FastifyReply): SystemCaller | null {
  const principal = principalOf(request);
  if (principal.kind === 'system') return { actor: principal.actor };
  void reply.code(403).send();
  return null;
}
