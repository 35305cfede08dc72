import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { ACCESS_DENIED, mayAccess } from '../reservation/status/reservation-access.ts';
import type { Mailer } from '../outbox/sender.ts';
import { findPurchaseContextId, findReservationOwnership } from './email-repository.ts';
import { resendReservationEmail } from './reservation-email.ts';
import { correctEmailAddress, emailDelivery } from './email-delivery.ts';

/**
 * `POST /{type}/{publicIdentifier}/reservation/{id}/re-send-email`
 * (`endpoints.resendReservationEmail` in the contract), and ours: the e-mail's delivery and the
 * buyer's corrected address (`getEmailDelivery`, `correctEmailAddress`).
 */
export function emailRoutes(ctx: AppContext, mailer: Mailer): void {
  const { app, db, config, routeOptions } = ctx;

  bind(
    app,
    endpoints.resendReservationEmail,
    async ({ params, query, request, reply }) => {
      const context = await findPurchaseContextId(db, params.purchaseContextType, params.publicIdentifier);
      if (context === null) return reply.code(404).send();
      const reservationId = params.reservationId.toLowerCase();
      const reservation = await findReservationOwnership(db, reservationId, params.purchaseContextType);
      if (!reservation || reservation.contextId !== context) return false;
      if (!(await mayAccess(db, reservation.userId, request.sessionId)))
        return reply.code(401).type('text/plain').send(ACCESS_DENIED);
      const lang = /^[a-z]{2}$/i.test(query.lang) ? query.lang.toLowerCase() : undefined;
      const queued = await resendReservationEmail(db, reservationId, config.baseUrl, lang);
      if (queued) mailer.kick();
      return queued;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getEmailDelivery,
    async ({ params, request, reply }) => {
      const outcome = await emailDelivery(db, params.reservationId.toLowerCase(), request.sessionId);
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'denied') return reply.code(401).type('text/plain').send(ACCESS_DENIED);
      return outcome.delivery;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.correctEmailAddress,
    async ({ params, query, body, request, reply }) => {
      const outcome = await correctEmailAddress(db, {
        reservationId: params.reservationId.toLowerCase(),
        email: body.email,
        sessionId: request.sessionId,
        baseUrl: config.baseUrl,
        lang: /^[a-z]{2}$/i.test(query.lang) ? query.lang.toLowerCase() : undefined,
      });
      if (outcome.kind === 'not-found') return reply.code(404).send();
      if (outcome.kind === 'denied') return reply.code(401).type('text/plain').send(ACCESS_DENIED);
      if (outcome.queued) mailer.kick();
      return { success: true, errorCount: 0, validationErrors: [], warnings: [], value: outcome.queued };
    },
    routeOptions,
  );
}
