import { endpoints, globalErrorFieldOf, isUuid } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { requireHumanChallenge } from '../../http/human-challenge.ts';
import { bind } from '../../http/route.ts';
import { failure, fieldError, success } from '../../http/validated-response.ts';
import { subscriptionPageHead } from './subscription-page-head.ts';
import { reserveSubscription, subscriptionDetails } from './subscription-service.ts';
import { signedInUserId } from '../reservation/status/reservation-access.ts';

export function subscriptionRoutes(ctx: AppContext): void {
  const { app, db, config, routeOptions } = ctx;

  ctx.preloads.subscription = async (id, request) => {
    if (!isUuid(id)) return null;
    const details = await subscriptionDetails(db, id.toLowerCase(), request.sessionId);
    return details ? { head: (lang) => subscriptionPageHead(id.toLowerCase(), details, lang, config.baseUrl) } : null;
  };

  bind(
    app,
    endpoints.getSubscription,
    async ({ params, request, reply }) => {
      const details = await subscriptionDetails(db, params.id.toLowerCase(), request.sessionId);
      if (!details) return reply.code(404).send();
      return details;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.reserveSubscription,
    async ({ params, request, reply }) => {
      // Before anything else, as alf.io's filter: unverified callers learn nothing, not even a 404.
      if (!(await requireHumanChallenge(request, reply, ctx))) return reply;
      const outcome = await reserveSubscription(db, {
        descriptorId: params.id.toLowerCase(),
        acceptLanguage: request.headers['accept-language'],
        // A reservation made while signed in belongs to the account: only its buyer may open it.
        userId: ctx.authenticationEnabled ? await signedInUserId(db, request.sessionId) : null,
      });
      const form = globalErrorFieldOf.reserveSubscription;
      switch (outcome.kind) {
        case 'reserved':
          return success(outcome.reservationId);
        case 'not-found':
          return reply.code(404).send();
        case 'sold-out':
          reply.code(422);
          return failure<string>([fieldError(form, 'show-subscription.sold-out.message')]);
        case 'no-payment-method':
          reply.code(422);
          return failure<string>([fieldError(form, 'error.STEP_1_CATEGORIES_NOT_COMPATIBLE')]);
      }
    },
    routeOptions,
  );
}
