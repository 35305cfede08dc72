import { endpoints, isUuid } from '@shop/contract';
import { mayUse } from './access/access-rule.ts';
import { pagePaths, routePattern } from '@shop/contract/routes';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { cancelPendingReservation } from './hold/cancel-reservation.ts';
import { extendHold } from './hold/extend-hold.ts';
import { ACCESS_DENIED } from './status/reservation-access.ts';
import { reservationInfo } from './view/reservation-info.ts';
import { reopenBooking, statusOf } from './status/reservation-status.ts';
import { validateToOverview } from './booking/validate-to-overview.ts';
import { viesChecker } from './invoicing/vies.ts';
import { reservationPageTarget } from './status/status-page.ts';
import type { ReservationHooks } from './reservation-hooks.ts';

/** The reservation and its booking step (`endpoints.getReservation` to `backToBooking`, and `extendHold`, in the contract). */
export function reservationRoutes(ctx: AppContext, hooks: ReservationHooks): void {
  const { app, db, routeOptions } = ctx;
  const readReservation = (reservationId: string, sessionId: string) =>
    reservationInfo(db, reservationId, sessionId, ctx.config.holdExtension, hooks);
  const vies = ctx.config.viesApiUrl ? viesChecker(ctx.config.viesApiUrl) : null;

  // A reservation step's page carries what `getReservation` would answer its visitor, so the step
  // draws without asking; an id the endpoint would refuse or not find adds nothing.
  ctx.preloads.reservation = async (reservationId, request) => {
    const params = endpoints.getReservation.params.safeParse({ reservationId });
    if (!params.success) return null;
    const outcome = await readReservation(params.data.reservationId, request.sessionId);
    return outcome.kind === 'found' ? outcome.info : null;
  };

  bind(
    app,
    endpoints.getReservation,
    async ({ params, request, reply }) => {
      const outcome = await readReservation(params.reservationId, request.sessionId);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'denied') return denied(reply);
      return outcome.info;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getReservationStatus,
    async ({ params, reply }) => (await statusOf(db, params.reservationId)) ?? reply.code(404).send(),
    routeOptions,
  );

  bind(
    app,
    endpoints.cancelReservation,
    async ({ params }) => {
      await cancelPendingReservation(db, params.reservationId);
      return true;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.extendHold,
    async ({ params, request, reply }) => {
      const outcome = await extendHold(db, ctx.config.holdExtension, params.reservationId, request.sessionId);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'denied') return denied(reply);
      reply.code(outcome.status);
      return outcome.response;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.validateToOverview,
    async ({ params, query, body, request, reply }) => {
      const outcome = await validateToOverview(
        db,
        {
          reservationId: params.reservationId,
          form: body,
          lang: query.lang,
          ignoreWarnings: query.ignoreWarnings,
          sessionId: request.sessionId,
          vies,
        },
        hooks,
      );
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'denied') return denied(reply);
      reply.code(outcome.status);
      return outcome.response;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.backToBooking,
    async ({ params }) => {
      await reopenBooking(db, params.reservationId);
      return true;
    },
    routeOptions,
  );

  // The reservation's address without a page, as e-mails link it: the page of its status.
  const pages = [
    { type: 'event', path: pagePaths.eventReservation, identifier: 'eventShortName' },
    { type: 'subscription', path: pagePaths.subscriptionReservation, identifier: 'id' },
  ] as const;
  for (const page of pages) {
    app.get(routePattern(page.path), async (request, reply) => {
      const params = request.params as Record<string, string>;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const target = await reservationPageTarget(db, {
        type: page.type,
        publicIdentifier: params[page.identifier] ?? '',
        reservationId: params.reservationId ?? '',
        // Whose the order is decides here as on every endpoint: its status is the owner's to see.
        hidden: isUuid(params.reservationId ?? '') && !(await mayUse(db, params, request)),
        lang: typeof query.lang === 'string' ? query.lang : undefined,
        subscription: typeof query.subscription === 'string' ? query.subscription : undefined,
      });
      return reply.redirect(target, 302);
    });
  }
}

function denied(reply: FastifyReply) {
  return reply.code(401).type('text/plain').send(ACCESS_DENIED);
}
