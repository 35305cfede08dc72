import { isUuid } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { reconcilePayment, type OnlinePayments, type OnlineSetup } from '../online-payment.ts';
import { findLatestPaymentOf } from '../transaction-repository.ts';
import { SAFERPAY_NOTIFY_PATH, saferpayAdapter } from './saferpay-adapter.ts';

/**
 * Saferpay's notification: a bare GET of the URL we gave at Initialize, unsigned, whether the
 * payment succeeded or failed. It only says "look at this reservation's payment": the engine
 * asserts the reservation's latest Saferpay payment with the organizer's credentials, under the
 * reservation's lock, so a forged call can at most make us ask Saferpay about a payment of ours.
 *
 * A reservation without a Saferpay payment is answered 200 like any other, having done nothing:
 * a different answer would tell a caller which reservations exist. No event is recorded: applying
 * acts only on a payment still open and reads its state from Saferpay, so a replayed call finds
 * the payment settled and changes nothing.
 */
export function saferpayRoutes(app: FastifyInstance, options: { online: OnlinePayments }) {
  const { online } = options;
  app.get<{ Params: { reservationId: string } }>(`${SAFERPAY_NOTIFY_PATH}/:reservationId`, async (request, reply) => {
    const id = request.params.reservationId.toLowerCase();
    if (!isUuid(id)) return reply.code(400).send();
    const token = await findLatestPaymentOf(online.db, id, 'SAFERPAY');
    // When Saferpay cannot tell us the state now, the answer is 503; the buyer's return or the status poll asks again.
    if (token !== null) await reconcilePayment(online, id, { gatewayId: token });
    return reply.code(200).send();
  });
}

export const saferpaySetup: OnlineSetup = {
  start: ({ app, config }) => ({
    adapter: saferpayAdapter({ apiUrl: config.saferpayApiUrl, baseUrl: config.baseUrl }),
    routes: (online) => saferpayRoutes(app, { online }),
  }),
};
