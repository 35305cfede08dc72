import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { reconcilePayment, refundOrphanPayment, type OnlinePayments, type OnlineSetup } from '../online-payment.ts';
import { findReservationOfPayment } from '../transaction-repository.ts';
import { STRIPE_WEBHOOK_PATH, stripeAdapter, type StripeAdapter } from './stripe-adapter.ts';

/**
 * Stripe's webhook. The body is verified against the signing secret of the organizer whose
 * reservation the event names, then the payment is reconciled: the engine asks Stripe for the
 * PaymentIntent as it is now, so events arriving late or out of order cannot move it backwards.
 */
export function stripeRoutes(
  app: FastifyInstance,
  options: { db: Database; online: OnlinePayments; stripe: StripeAdapter },
) {
  const { db, online, stripe } = options;
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.post(STRIPE_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const notice = await stripe.readNotice(db, raw, request.headers);
      if (notice.kind === 'invalid') return reply.code(400).send({ received: false });
      if (notice.kind === 'payment') {
        const { event } = notice;
        const reservationId = await findReservationOfPayment(db, stripe.proxy, event.gatewayId);
        if (reservationId === null) await refundOrphanPayment(online, stripe.withKeys(notice.keys), event);
        else
          await reconcilePayment(online, reservationId, {
            gatewayId: event.gatewayId,
            event: { proxy: stripe.proxy, eventId: event.eventId },
          });
      }
      // A replayed event changed nothing and still gets 200: Stripe retries every other answer
      // for days and disables an endpoint that keeps failing.
      return reply.code(200).send({ received: true });
    });
  });
}

export const stripeSetup: OnlineSetup = {
  start: ({ app, db, config }) => {
    const stripe = stripeAdapter({ apiUrl: config.stripeApiUrl });
    return { adapter: stripe, routes: (online) => stripeRoutes(app, { db, online, stripe }) };
  },
};
