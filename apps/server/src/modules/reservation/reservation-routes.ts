import { endpoints } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { cancelPendingReservation } from './hold/cancel-reservation.ts';
import { ACCESS_DENIED } from './status/reservation-access.ts';
import { reservationInfo } from './view/reservation-info.ts';
import { lockReservation } from './status/reservation-repository.ts';
import { setBookingValidated, statusOf } from './status/reservation-status.ts';
import { validateToOverview } from './booking/validate-to-overview.ts';

/** The reservation and its booking step (contract §3.5.1–3.5.5). */
export function reservationRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.getReservation,
    async ({ params, request, reply }) => {
      const outcome = await reservationInfo(db, params.reservationId, request.sessionId);
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
    endpoints.validateToOverview,
    async ({ params, query, body, request, reply }) => {
      const outcome = await validateToOverview(db, {
        reservationId: params.reservationId,
        form: body,
        lang: query.lang,
        ignoreWarnings: query.ignoreWarnings,
        sessionId: request.sessionId,
      });
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
      await db.transaction(async (tx) => {
        const reservation = await lockReservation(tx, params.reservationId);
        if (reservation?.status === 'PENDING') await setBookingValidated(tx, reservation.id, false);
      });
      return true;
    },
    routeOptions,
  );
}

function denied(reply: FastifyReply) {
  return reply.code(401).type('text/plain').send(ACCESS_DENIED);
}
