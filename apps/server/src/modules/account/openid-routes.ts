import { isUuid } from '@shop/contract';
import { browserPaths, pageHref, routePattern } from '@shop/contract/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { escapeHtml } from '../../lib/html.ts';
import {
  endUserSession,
  findSessionAccount,
  saveLoginAttempt,
  signInAccount,
  startUserSession,
  takeLoginAttempt,
} from './account-repository.ts';
import { buyerSignIn, CALLBACK_PATH, SignInRefused, type OpenIdSignIn } from './openid-sign-in.ts';

/**
 * The browser's side of buyer sign-in, on the cookie session: the start (the shop's login link),
 * the identity provider's callback, and the booking page's login that comes back to its reservation.
 */
export function openIdRoutes(ctx: AppContext, signIn: OpenIdSignIn | null): void {
  const { app, db, sessions, config } = ctx;

  const startSignIn = async (request: FastifyRequest, reply: FastifyReply, returnPath: string) => {
    if (!signIn) return reply.code(404).send();
    let started;
    try {
      started = await signIn.start(request.sessionId, returnPath, buyerSignIn);
    } catch (error) {
      request.log.error({ err: error }, 'identity provider unreachable');
      return signInPage(reply, 503, 'The sign-in service cannot be reached right now. Please try again later.');
    }
    await saveLoginAttempt(db, started.attempt);
    return reply.header('Cache-Control', 'no-store').redirect(started.url, 302);
  };

  app.get(browserPaths.openIdLogin, async (request, reply) => startSignIn(request, reply, '/'));

  app.get(routePattern(browserPaths.openIdReservation), async (request, reply) => {
    const { purchaseContextType, publicIdentifier, reservationId } = request.params as Record<string, string>;
    if (
      (purchaseContextType !== 'event' && purchaseContextType !== 'subscription') ||
      !isUuid(reservationId ?? '') ||
      !/^[A-Za-z0-9_-]+$/.test(publicIdentifier ?? '')
    ) {
      return reply.code(404).send();
    }
    const reservationPath = pageHref.reservation({
      type: purchaseContextType,
      publicIdentifier: publicIdentifier!,
      reservationId: reservationId!.toLowerCase(),
    });
    if (!signIn || (await findSessionAccount(db, request.sessionId))) return reply.redirect(reservationPath, 302);
    return startSignIn(request, reply, reservationPath);
  });

  app.get(CALLBACK_PATH, async (request, reply) => {
    if (!signIn) return reply.code(404).send();
    const { state } = request.query as { state?: unknown };
    const attempt = typeof state === 'string' && state !== '' ? await takeLoginAttempt(db, state, 'buyer') : null;
    // Only the browser that started this sign-in may finish it: a callback link someone else
    // started must not sign a victim into the other person's account.
    if (!attempt || attempt.sessionId !== request.sessionId) {
      return signInPage(reply, 400, 'This sign-in has expired or was not started here. Please sign in again.');
    }
    const search = (request.raw.url ?? '').slice(CALLBACK_PATH.length);
    let claims;
    try {
      claims = await signIn.finish(new URL(`${config.baseUrl}${CALLBACK_PATH}${search}`), attempt, buyerSignIn);
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      request.log.warn({ err: error }, 'sign-in refused');
      return signInPage(reply, 400, 'The sign-in could not be completed. Please sign in again.');
    }
    const account = await signInAccount(db, claims);
    if (!account) return signInPage(reply, 403, 'This account is disabled.');
    await endUserSession(db, request.sessionId);
    sessions.renew(request, reply);
    await startUserSession(db, request.sessionId, account.userId, account.signedUp);
    const target = escapeHtml(attempt.returnPath);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${target}"><title>Signed in</title></head><body><p><a href="${target}">Continue</a></p></body></html>`,
      );
  });
}

function signInPage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head><body><main><h1>Sign-in</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the shop</a></p></main></body></html>`,
    );
}
