import { endpoints, paymentMethods, type ReservationPaymentResult } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { failure, success } from '../../http/validated-response.ts';
import type { Mailer } from '../email/mailer.ts';
import { ACCESS_DENIED, mayAccess } from '../reservation/status/reservation-access.ts';
import { confirmOverview } from './confirm-overview.ts';
import { toCustomPaymentMethod } from './custom-payment-methods.ts';
import {
  clearPaymentToken,
  findCustomPaymentMethods,
  findSelectedCustomPaymentMethod,
  findTransaction,
  reservationOwner,
} from './payment-repository.ts';
import { cancelPendingPayment } from './transactions.ts';

/**
 * Paying a reservation (`endpoints.confirmOverview` and the payment endpoints after it in the
 * contract). Only offline methods exist on this server, so the calls of online providers answer
 * what alf.io answers when no provider takes them: an unknown method is 400, a payment nobody
 * started is 404.
 */
const isPaymentMethod = (method: string) => (paymentMethods as readonly string[]).includes(method);

export function paymentRoutes(ctx: AppContext, mailer: Mailer): void {
  const { app, db, config, routeOptions } = ctx;

  bind(
    app,
    endpoints.confirmOverview,
    async ({ params, body, request, reply }) => {
      const result = await confirmOverview(
        {
          db,
          baseUrl: config.baseUrl,
          recaptchaVerifyUrl: config.recaptchaVerifyUrl,
          remoteIp: request.ip,
          sessionId: request.sessionId,
        },
        params.reservationId.toLowerCase(),
        body,
      );
      switch (result.kind) {
        case 'not-found':
          return reply.code(404).send();
        case 'access-denied':
          return reply.code(401).type('text/plain').send(ACCESS_DENIED);
        case 'invalid':
          reply.code(422);
          return failure<ReservationPaymentResult>(result.errors);
        case 'done':
          mailer.kick();
          return success(result.value);
      }
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.initPayment,
    async ({ params, reply }) => {
      if (!isPaymentMethod(params.method)) return reply.code(400).send();
      if ((await reservationOwner(db, params.reservationId)) === undefined) return reply.code(400).send();
      // No provider here starts a payment from the server (that is Stripe's way).
      return reply.code(404).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getPaymentStatus,
    async ({ params, reply }) => {
      if (!isPaymentMethod(params.method)) return reply.code(400).send();
      const transaction = await findTransaction(db, params.reservationId, params.method);
      if (!transaction) return reply.code(404).send();
      const result: ReservationPaymentResult = {
        success: transaction.status === 'COMPLETE',
        redirect: false,
        redirectUrl: null,
        failure: transaction.status === 'FAILED',
        gatewayIdOrNull: transaction.gatewayId,
      };
      return result;
    },
    routeOptions,
  );

  // Without an online provider there is never a provider-side state to look up.
  bind(app, endpoints.forceCheckTransaction, async ({ reply }) => reply.code(404).send(), routeOptions);
  bind(app, endpoints.forceCheckTransactionLegacy, async ({ reply }) => reply.code(404).send(), routeOptions);

  bind(
    app,
    endpoints.clearPaymentToken,
    async ({ params }) => clearPaymentToken(db, params.reservationId.toLowerCase()),
    routeOptions,
  );
  bind(
    app,
    endpoints.cancelPayment,
    async ({ params }) => cancelPendingPayment(db, params.reservationId.toLowerCase()),
    routeOptions,
  );

  bind(
    app,
    endpoints.getApplicableCustomPaymentMethods,
    async ({ params, request, reply }) => {
      const owner = await reservationOwner(db, params.reservationId);
      if (owner === undefined) return reply.code(400).type('text/plain').send('reservation not found');
      if (!(await mayAccess(db, owner.userId, request.sessionId)))
        return reply.code(401).type('text/plain').send(ACCESS_DENIED);
      // alf.io fails here for subscriptions; they have no custom methods, so the list is empty.
      if (owner.eventId === null) return [];
      return (await findCustomPaymentMethods(db, owner.eventId)).map(toCustomPaymentMethod);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getSelectedCustomPaymentMethod,
    async ({ params, request, reply }) => {
      const owner = await reservationOwner(db, params.reservationId);
      if (owner === undefined) return reply.code(400).type('text/plain').send('reservation not found');
      if (!(await mayAccess(db, owner.userId, request.sessionId)))
        return reply.code(401).type('text/plain').send(ACCESS_DENIED);
      const method = await findSelectedCustomPaymentMethod(db, params.reservationId.toLowerCase());
      if (!method) return reply.code(400).type('text/plain').send('no custom payment method selected');
      if (method.deleted) return reply.code(400).type('text/plain').send('the custom payment method no longer exists');
      return toCustomPaymentMethod(method);
    },
    routeOptions,
  );
}
