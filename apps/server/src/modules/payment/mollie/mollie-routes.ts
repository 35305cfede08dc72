import type { FastifyInstance } from 'fastify';
import { MOLLIE_WEBHOOK_PATH, mollieAdapter, type MollieAdapter } from './mollie-adapter.ts';
import { useMollieAdapter } from './mollie-methods.ts';
import { reconcilePayment, type OnlinePayments, type OnlineSetup } from '../online-payment.ts';
import { findReservationOfPayment } from '../transaction-repository.ts';

/** Mollie's payment ids: `tr_` and a short token. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/**
 * Mollie's webhook: a form-encoded `id=tr_…`, unsigned. It only says "look at this payment": the
 * engine asks Mollie's API for the payment's state with the organizer's key, under the
 * reservation's lock, so a forged call can at most make us ask about a payment of ours.
 *
 * An id we have no payment of is answered 200 like any other, having done nothing: a different
 * answer would tell a caller which ids exist, and Mollie retries anything but 2xx for days.
 *
 * No webhook event is recorded: the call carries no event id, and none is needed, since applying
 * acts only on a payment still open and reads the state from Mollie, so a replayed call finds
 * the payment settled and changes nothing.
 */
export function mollieRoutes(app: FastifyInstance, options: { online: OnlinePayments; mollie: MollieAdapter }) {
  const { online, mollie } = options;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );
    scope.post(MOLLIE_WEBHOOK_PATH, async (request, reply) => {
      const id = request.body instanceof URLSearchParams ? request.body.get('id') : null;
      if (id === null || !PAYMENT_ID.test(id)) return reply.code(400).send();
      const reservationId = await findReservationOfPayment(online.db, mollie.proxy, id);
      // When Mollie cannot tell us the state now, the answer is 503 and Mollie calls again later.
      if (reservationId !== null) await reconcilePayment(online, reservationId, { gatewayId: id });
      return reply.code(200).send();
    });
  });
}

export const mollieSetup: OnlineSetup = {
  start: ({ app, config }) => {
    const mollie = mollieAdapter({ apiUrl: config.mollieApiUrl, baseUrl: config.baseUrl });
    useMollieAdapter(mollie);
    return { adapter: mollie, routes: (online) => mollieRoutes(app, { online, mollie }) };
  },
};
