import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { readCookie } from './session.ts';

/**
 * The Cloudflare Turnstile check of the reserve calls. Without a configured
 * Turnstile every request passes. Otherwise the request needs a token in `Alfio-Verification`
 * that Turnstile confirms, or, when the operator enables pre-clearance, Cloudflare's
 * `cf_clearance` cookie. A failure answers 403 with `Alfio-Verification-Missing: turnstile` and
 * no body, which makes the shop open its challenge and replay the call with a fresh token
 * (tokens are single-use, so every protected call verifies its own).
 *
 * Returns whether the handler may go on; when not, the 403 has been sent.
 */
export async function requireHumanChallenge(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: { config: Pick<Config, 'turnstile'>; settings: { flag(key: string, fallback: boolean): Promise<boolean> } },
): Promise<boolean> {
  const turnstile = ctx.config.turnstile;
  if (!turnstile) return true;

  const token = singleHeader(request, 'alfio-verification');
  if (token !== undefined) {
    if (await verifyToken(request, turnstile, token)) return true;
  } else if (
    readCookie(request.headers.cookie, 'cf_clearance')?.trim() &&
    (await ctx.settings.flag('CF_TURNSTILE_PRE_CLEARANCE', false))
  ) {
    return true;
  }
  await reply.code(403).header('Alfio-Verification-Missing', 'turnstile').send();
  return false;
}

const VERIFY_TIMEOUT_MS = 10_000;

async function verifyToken(
  request: FastifyRequest,
  turnstile: NonNullable<Config['turnstile']>,
  token: string,
): Promise<boolean> {
  const form = new URLSearchParams({ secret: turnstile.secretKey, response: token });
  const remoteIp = singleHeader(request, 'cf-connecting-ip');
  if (remoteIp !== undefined) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(turnstile.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) {
      request.log.warn({ status: response.status }, 'turnstile verification answered an error');
      return false;
    }
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true;
  } catch (error) {
    // An unreachable verifier must not let unverified requests through.
    request.log.warn({ err: error }, 'turnstile verification failed');
    return false;
  }
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const single = (Array.isArray(value) ? value[0] : value)?.trim();
  return single ? single : undefined;
}
