import type { Endpoints } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { RequestLimit, RouteInput } from '../../http/route.ts';
import {
  countRequest,
  openCount,
  sweepClosedWindows,
  uncountRequest,
  type CountedKey,
  type OpenCount,
} from './rate-limit-repository.ts';

interface Limit extends CountedKey {
  /** Requests allowed within the window; the next one is refused until it closes. */
  allowed: number;
}

type LimitsOf = { [K in keyof Endpoints]?: (input: Omit<RouteInput<Endpoints[K]>, 'reply'>) => Limit[] };

/**
 * Which requests count, on which keys. Re-sending the confirmation fills a buyer's outbox, so it
 * counts per reservation and per address. Every attempt at a code, whichever endpoint takes it
 * (validate-code, reserve-tickets, apply-code or a code link), draws on one budget per session
 * and a larger one per address (a guesser who drops the session cookie still comes from
 * somewhere); a request without a code is no guess and is not counted. Every attempt counts on
 * all its keys, a refused one too: what is limited is trying, not succeeding. Asking for lost
 * reservation links fills the outbox of whoever owns the address typed in, so it counts per
 * e-mail address and per client, within the e-mail window. Poll PINs count only when refused
 * (`pinAttempt`).
 */
function limitsByEndpoint(limits: RateLimits): LimitsOf {
  const email = { windowSeconds: limits.emailWindowSeconds };
  const code = { windowSeconds: limits.codeWindowSeconds };
  const codeAttempt = (value: string | null | undefined, request: FastifyRequest): Limit[] =>
    value?.trim()
      ? [
          { key: `code:session:${request.sessionId}`, allowed: limits.codesPerSession, ...code },
          { key: `code:address:${addressKey(request.ip)}`, allowed: limits.codesPerAddress, ...code },
        ]
      : [];
  const emailLimits = (reservationId: string, request: FastifyRequest): Limit[] => [
    { key: `email:reservation:${reservationId.toLowerCase()}`, allowed: limits.emailsPerReservation, ...email },
    { key: `email:address:${addressKey(request.ip)}`, allowed: limits.emailsPerAddress, ...email },
  ];
  return {
    resendReservationEmail: ({ params, request }) => emailLimits(params.reservationId, request),
    // A corrected address sends the e-mail again: it counts as re-sending.
    correctEmailAddress: ({ params, request }) => emailLimits(params.reservationId, request),
    recoverReservationLinks: ({ body, request }) => [
      {
        key: `links:email:${body.email.toLowerCase()}`,
        allowed: limits.linkRecoveriesPerEmail,
        ...email,
      },
      { key: `links:address:${addressKey(request.ip)}`, allowed: limits.linkRecoveriesPerAddress, ...email },
    ],
    validateCode: ({ query, request }) => codeAttempt(query.code, request),
    reserveTickets: ({ body, request }) => codeAttempt(body.promoCode, request),
    applySubscriptionCode: ({ body, request }) => codeAttempt(body.code, request),
    applyCodeLink: ({ params, request }) => codeAttempt(params.code, request),
    listPolls: ({ query, request }) => pinAttempt(limits, query.pin, request),
    getPoll: ({ query, request }) => pinAttempt(limits, query.pin, request),
    answerPoll: ({ body, request }) => pinAttempt(limits, body.pin, request),
  };
}

/**
 * A poll PIN counts like a code while it is being checked, on the session and on the address; one
 * the poll accepts is then given back (`forgivePin`), so only refused PINs use up the budget.
 * Counting first and forgiving after keeps guesses sent all at once within the limit too.
 */
function pinAttempt(limits: RateLimits, pin: string | null | undefined, request: FastifyRequest): Limit[] {
  if (!pin?.trim()) return [];
  const window = { windowSeconds: limits.codeWindowSeconds };
  return [
    { key: `pin:session:${request.sessionId}`, allowed: limits.refusedPinsPerSession, ...window },
    { key: `pin:address:${addressKey(request.ip)}`, allowed: limits.refusedPinsPerAddress, ...window },
  ];
}

/** Gives back what an accepted PIN counted; nothing when limits are off or no PIN was given. */
export async function forgivePin(
  db: Database,
  limits: RateLimits | null,
  pin: string | null | undefined,
  request: FastifyRequest,
): Promise<void> {
  if (!limits) return;
  const keys = pinAttempt(limits, pin, request);
  if (keys.length > 0) await uncountRequest(db, keys);
}

/**
 * The client as an address counts: an IPv4 address, or the /64 network of an IPv6 address, since
 * one subscriber is usually given a whole /64 and could otherwise count afresh from each of them.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(address)) return address;
  const [head = '', tail] = address.split('::');
  const leading = head ? head.split(':') : [];
  const trailing = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - leading.length - trailing.length)).fill('0');
  const groups = [...leading, ...zeros, ...trailing].slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${groups.join(':')}::/64`;
}

/** The limiter `bind` consults before every handler, or undefined when limits are off. */
export function requestLimit(db: Database, limits: RateLimits | null): RequestLimit | undefined {
  if (!limits) return undefined;
  const byEndpoint = limitsByEndpoint(limits) as Partial<Record<string, (input: unknown) => Limit[]>>;
  return async (endpointKey, input) => {
    const applying = byEndpoint[endpointKey]?.(input) ?? [];
    if (applying.length === 0) return null;
    const counts = await countRequest(db, applying);
    // Closed windows are swept when a new one opens: the table keeps about one row per key
    // active within a window, without a timer of its own.
    if (counts.some((count) => count.opened)) await sweepClosedWindows(db);
    let waitSeconds: number | null = null;
    for (const count of counts) {
      const limit = applying.find((candidate) => candidate.key === count.key);
      if (limit && count.hits > limit.allowed) waitSeconds = Math.max(waitSeconds ?? 0, count.secondsLeft);
    }
    return waitSeconds;
  };
}

/**
 * Failed attempts at something secret (an organizer's API key), counted per client address.
 * Once an address has failed more than allowed within the window, every attempt from it is
 * refused until the window closes, a right one too: otherwise a guesser would still learn which
 * guess was right.
 */
export interface FailureLimit {
  /** Seconds the address must wait before trying again, or null when it may try now. */
  waitSeconds(ip: string): Promise<number | null>;
  /** The counter of the address's failures, for a read that takes its count along (`openCountSelect`). */
  counterKey(ip: string): string;
  /** The same wait, from the address's open count as such a read found it. */
  waitSecondsFor(count: OpenCount | null): number | null;
  /** Counts a failed attempt from the address. */
  countFailure(ip: string): Promise<void>;
}

/** The limit on failed organizer authentications; null when limits are off. */
export function authenticationFailureLimit(db: Database, limits: RateLimits | null): FailureLimit | null {
  if (!limits) return null;
  const keyOf = (ip: string) => `auth:address:${addressKey(ip)}`;
  const waitSecondsFor = (count: OpenCount | null) =>
    count && count.hits >= limits.authFailuresPerAddress ? count.secondsLeft : null;
  return {
    async waitSeconds(ip) {
      return waitSecondsFor(await openCount(db, keyOf(ip)));
    },
    counterKey: keyOf,
    waitSecondsFor,
    async countFailure(ip) {
      const counts = await countRequest(db, [{ key: keyOf(ip), windowSeconds: limits.authFailureWindowSeconds }]);
      if (counts.some((count) => count.opened)) await sweepClosedWindows(db);
    },
  };
}
