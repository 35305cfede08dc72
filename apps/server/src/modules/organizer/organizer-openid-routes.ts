import type { OrganizerOpenIdProblem } from '@shop/contract';
import { organizerBrowserPaths, SIGN_IN_PROBLEM_PARAMETER } from '@shop/contract/organizer-routes';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ADMIN_APP_PREFIX } from '../../http/admin-app.ts';
import { saveLoginAttempt, takeLoginAttempt } from '../account/account-repository.ts';
import { SignInRefused, type OpenIdSignIn } from '../account/openid-sign-in.ts';
import { organizerSignInFlow, signInThroughProvider } from './organizer-openid.ts';

const BACK_OFFICE = `${ADMIN_APP_PREFIX}/`;

/**
 * The browser's side of the back office's sign-in through the identity provider, on the back
 * office's session cookie: the sign-in button's link and the provider's callback. Both end in the
 * back office, signed in or with the reason it failed in the address, which the app words.
 */
export function organizerOpenIdRoutes(ctx: AppContext, signIn: OpenIdSignIn | null): void {
  const { app, db, sessions, config } = ctx;
  const names = config.openId?.organizerClaims ?? null;
  const flow = signIn && names ? organizerSignInFlow(names) : null;
  const back = (reply: FastifyReply, problem?: OrganizerOpenIdProblem) =>
    reply
      .header('Cache-Control', 'no-store')
      .redirect(problem ? `${BACK_OFFICE}?${SIGN_IN_PROBLEM_PARAMETER}=${problem}` : BACK_OFFICE, 302);

  app.get(organizerBrowserPaths.openIdSignIn, async (request, reply) => {
    if (!signIn || !flow) return reply.code(404).send();
    let started;
    try {
      started = await signIn.start(request.sessionId, BACK_OFFICE, flow);
    } catch (error) {
      request.log.error({ err: error }, 'identity provider unreachable');
      return back(reply, 'unavailable');
    }
    await saveLoginAttempt(db, started.attempt);
    return reply.header('Cache-Control', 'no-store').redirect(started.url, 302);
  });

  app.get(organizerBrowserPaths.openIdCallback, async (request, reply) => {
    if (!signIn || !flow || !names) return reply.code(404).send();
    const { state } = request.query as { state?: unknown };
    const attempt = typeof state === 'string' && state !== '' ? await takeLoginAttempt(db, state, 'organizer') : null;
    // Only the browser that started this sign-in may finish it, as for buyers.
    if (!attempt || attempt.sessionId !== request.sessionId) return back(reply, 'failed');
    const search = (request.raw.url ?? '').slice(flow.callbackPath.length);
    let identity;
    try {
      identity = await signIn.finish(new URL(`${config.baseUrl}${flow.callbackPath}${search}`), attempt, flow);
    } catch (error) {
      if (!(error instanceof SignInRefused)) throw error;
      request.log.warn({ err: error }, 'back-office sign-in refused by the provider');
      return back(reply, 'failed');
    }
    const outcome = await signInThroughProvider(db, identity, names, request.sessionId, () => {
      sessions.renew(request, reply);
      return request.sessionId;
    });
    if (outcome.kind === 'refused') {
      request.log.warn({ subject: identity.subject, problem: outcome.problem }, 'back-office sign-in refused');
      return back(reply, outcome.problem);
    }
    return back(reply);
  });
}
