import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Session id and CSRF token.
 *
 * The session id travels in `X-Auth-Token` on `/api/v2/public/**` and in the `ALFIO_SESSION`
 * cookie elsewhere. The organizer's paths keep theirs in `ALFIO_ORGANIZER_SESSION`, a cookie of its
 * own, so that signing in to the back office (which gives a new id) never replaces the session a
 * buyer has in the shop in the same browser, nor the other way round. Nothing is stored per anonymous session: the CSRF token is an HMAC of the
 * session id under a secret every server process shares, so any process can check it and an
 * on-sale peak of anonymous visitors costs no database write.
 *
 * For the same reason a session id carries its own proof of origin: 24 random bytes followed by
 * an HMAC of them under that secret. An id the server did not issue (one an attacker chose and
 * planted on a victim's browser) fails the check and is replaced by a fresh one, never adopted.
 */
export const SESSION_COOKIE = 'ALFIO_SESSION';
export const ORGANIZER_SESSION_COOKIE = 'ALFIO_ORGANIZER_SESSION';
const PUBLIC_API = '/api/v2/public/';
const RANDOM_BYTES = 24;
const PROOF_BYTES = 16;
/** base64url lengths of the two parts. */
const RANDOM_LENGTH = 32;
const SESSION_ID_LENGTH = RANDOM_LENGTH + 22;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
// The test gateway's page is a plain form addressed by its payment's random id, as a provider's page is.
const CSRF_EXEMPT = ['/api/webhook/', '/api/payment/webhook/', '/report-csp-violation', '/test-gateway/payment/'];

declare module 'fastify' {
  interface FastifyRequest {
    sessionId: string;
    csrfToken: string;
    /** The cookie this request's session id travels in. */
    sessionCookie: string;
  }
}

export interface SessionOptions {
  secret: string;
  /** Adds `Secure` to the cookie (the page is served over HTTPS). */
  secureCookie: boolean;
  /**
   * Paths whose callers authenticate themselves (the organizer's APIs: a key in a header no browser
   * adds by itself, or the session, whose owner checks the CSRF token with `csrfTokenMatches`).
   */
  authenticatesItself: (path: string) => boolean;
  /** Paths of the back office's session (its sign-in and the organizer's APIs), whose id lives in its own cookie. */
  organizerSession: (path: string) => boolean;
}

/** Session changes a module asks for: a new id at sign-in, none at sign-out. */
export interface Sessions {
  /**
   * Gives the browser a new session id and uses it for the rest of the request. At sign-in, the id
   * the browser had before (which someone else may have planted or seen) must not gain the account.
   */
  renew(request: FastifyRequest, reply: FastifyReply): void;
  /** Forgets the browser's session: the shop's `X-Auth-Token` blanks, the cookie is removed. */
  end(reply: FastifyReply): void;
}

export function registerSessions(app: FastifyInstance, options: SessionOptions): Sessions {
  const csrfTokenFor = (sessionId: string) =>
    createHmac('sha256', options.secret).update(`csrf:${sessionId}`).digest('base64url');
  const proofOf = (random: string) =>
    createHmac('sha256', options.secret).update(`session:${random}`).digest().subarray(0, PROOF_BYTES);
  const issue = () => {
    const random = randomBytes(RANDOM_BYTES).toString('base64url');
    return random + proofOf(random).toString('base64url');
  };
  const issuedHere = (id: string) => {
    if (id.length !== SESSION_ID_LENGTH) return false;
    const proof = Buffer.from(id.slice(RANDOM_LENGTH), 'base64url');
    return proof.length === PROOF_BYTES && timingSafeEqual(proof, proofOf(id.slice(0, RANDOM_LENGTH)));
  };

  app.decorateRequest('sessionId', '');
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('sessionCookie', SESSION_COOKIE);

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request);
    const isPublicApi = path.startsWith(PUBLIC_API);
    const fromHeader = isPublicApi ? headerValue(request, 'x-auth-token') : undefined;
    request.sessionCookie = options.organizerSession(path) ? ORGANIZER_SESSION_COOKIE : SESSION_COOKIE;
    const fromCookie = readCookie(request.headers.cookie, request.sessionCookie);
    const presented = [fromHeader, fromCookie].find((id) => id !== undefined && issuedHere(id));

    const sessionId = presented ?? issue();
    request.sessionId = sessionId;
    request.csrfToken = csrfTokenFor(sessionId);

    if (presented === undefined || presented !== fromCookie) {
      setSessionCookie(reply, request.sessionCookie, sessionId, options.secureCookie);
    }
    // The header tells the shop about a session it does not know yet: a new one, or another
    // than the one it sent.
    if (isPublicApi && (presented === undefined || (fromHeader !== undefined && fromHeader !== sessionId))) {
      reply.header('X-Auth-Token', sessionId);
    }
    if (isPublicApi && request.method === 'GET') reply.header('XSRF-TOKEN', request.csrfToken);

    if (
      !SAFE_METHODS.has(request.method) &&
      !CSRF_EXEMPT.some((prefix) => path.startsWith(prefix)) &&
      !options.authenticatesItself(path)
    ) {
      const sent = headerValue(request, 'x-csrf-token');
      if (sent === undefined || !sameToken(sent, request.csrfToken)) {
        // alf.io answers a bare 403; clients rely on the status only.
        return reply.code(403).send();
      }
    }
  });

  return {
    renew(request, reply) {
      const sessionId = issue();
      request.sessionId = sessionId;
      request.csrfToken = csrfTokenFor(sessionId);
      reply.removeHeader('Set-Cookie');
      setSessionCookie(reply, request.sessionCookie, sessionId, options.secureCookie);
      if (pathOf(request).startsWith(PUBLIC_API)) reply.header('X-Auth-Token', sessionId);
    },
    end(reply) {
      reply.header('X-Auth-Token', '');
      reply.removeHeader('Set-Cookie');
      const attributes = [
        'Path=/',
        'Max-Age=0',
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secureCookie ? ['Secure'] : []),
      ];
      reply.header('Set-Cookie', `${SESSION_COOKIE}=; ${attributes.join('; ')}`);
    },
  };
}

export function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? '/';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Whether the request carries its session's CSRF token. Paths that authenticate themselves skip
 * the check above; one that acts through the signed-in session asks here.
 */
export function csrfTokenMatches(request: FastifyRequest): boolean {
  const sent = headerValue(request, 'x-csrf-token');
  return sent !== undefined && sameToken(sent, request.csrfToken);
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const single = Array.isArray(value) ? value[0] : value;
  return single === undefined || single.trim() === '' ? undefined : single.trim();
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function setSessionCookie(reply: FastifyReply, name: string, sessionId: string, secure: boolean): void {
  // Lax rather than alf.io's Strict: a buyer returning from a payment page or an e-mail link
  // must arrive with the session the shop started.
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  reply.header('Set-Cookie', `${name}=${sessionId}; ${attributes.join('; ')}`);
}
