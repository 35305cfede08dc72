import { isUuid } from '@shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { newNonce, pageSecurityHeaders } from '../../../http/security-headers.ts';
import { reconcilePayment, type OnlinePayments, type OnlineSetup } from '../online-payment.ts';
import { shopReservationPath } from '../../reservation/view/reservation-context.ts';
import { loadPaymentContext } from '../payment-context.ts';
import { findReservationOfPayment } from '../transaction-repository.ts';
import { PAYPAL_WEBHOOK_PATH, paypalAdapter, type PayPalAdapter } from './paypal-adapter.ts';
import { acceptPayPalReturn, type PayPalReturn } from './paypal-return.ts';
import { escapeHtml } from '../../../lib/html.ts';

/**
 * The buyer back from PayPal. PayPal returns the browser to a page that moves on, by a meta
 * refresh, to the confirm or cancel callback; the callback keeps or drops the approval and sends
 * the browser to the reservation's overview, where the buyer confirms. Also PayPal's webhook,
 * verified by PayPal's own verification call with the organizer's webhook id.
 */

const OPERATIONS = new Set(['confirm', 'cancel']);
const PAYPAL_ID = /^[A-Za-z0-9-]{1,64}$/;

interface Query {
  reservationId?: string;
  token?: string;
  PayerID?: string;
}

type Callback = PayPalReturn;

function callbackOf(operation: string, query: Query): Callback | null {
  const reservationId = query.reservationId?.toLowerCase() ?? '';
  const token = query.token ?? '';
  const payerId = query.PayerID ?? null;
  if (!OPERATIONS.has(operation) || !isUuid(reservationId) || !PAYPAL_ID.test(token)) return null;
  if (payerId !== null && !PAYPAL_ID.test(payerId)) return null;
  return { operation: operation as Callback['operation'], reservationId, token, payerId };
}

function callbackUrl(callback: Callback): string {
  const query = new URLSearchParams({ reservationId: callback.reservationId, token: callback.token });
  if (callback.payerId !== null) query.set('PayerID', callback.payerId);
  return `/api/payment/paypal/${callback.operation}?${query.toString()}`;
}

function redirectPage(target: string): string {
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=${href}"><title>PayPal</title></head>
<body><main><p><a href="${href}">Continue</a></p></main></body>
</html>`;
}

export function paypalRoutes(
  app: FastifyInstance,
  options: { online: OnlinePayments; paypal: PayPalAdapter; embedAllowedOrigins: readonly string[] },
): void {
  const { online, paypal } = options;
  const { db } = online;
  const badRequest = (reply: FastifyReply) => reply.code(400).type('text/plain').send('bad request');

  app.get<{ Params: { operation: string }; Querystring: Query }>(
    '/payment/paypal/redirect/:operation',
    async (request, reply) => {
      const callback = callbackOf(request.params.operation, request.query);
      if (!OPERATIONS.has(request.params.operation)) return reply.code(404).type('text/plain').send('not found');
      if (!callback) return badRequest(reply);
      return reply
        .headers(pageSecurityHeaders(newNonce(), options.embedAllowedOrigins))
        .type('text/html; charset=utf-8')
        .send(redirectPage(callbackUrl(callback)));
    },
  );

  app.get<{ Params: { operation: string }; Querystring: Query }>(
    '/api/payment/paypal/:operation',
    async (request, reply) => {
      const callback = callbackOf(request.params.operation, request.query);
      if (!OPERATIONS.has(request.params.operation)) return reply.code(404).type('text/plain').send('not found');
      if (!callback) return badRequest(reply);
      const outcome = await acceptPayPalReturn(db, paypal, callback);
      if (outcome === 'not-found') return reply.code(404).type('text/plain').send('reservation not found');
      if (outcome === 'unknown-order') return badRequest(reply);
      const context = await loadPaymentContext(db, callback.reservationId);
      if (!context) return reply.code(404).type('text/plain').send('reservation not found');
      return reply.redirect(`${shopReservationPath(context)}/overview`, 303);
    },
  );

  void app.register(async (scope) => {
    // PayPal verifies the event as sent, so the body is kept as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(PAYPAL_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const notice = await paypal.readNotice(db, raw, request.headers);
      if (notice.kind === 'invalid') return reply.code(400).send({ received: false });
      if (notice.kind === 'payment') {
        const owner = await findReservationOfPayment(db, paypal.proxy, notice.event.gatewayId);
        if (owner === notice.reservationId)
          await reconcilePayment(online, owner, {
            gatewayId: notice.event.gatewayId,
            event: { proxy: paypal.proxy, eventId: notice.event.eventId },
          });
      }
      return reply.code(200).send({ received: true });
    });
  });
}

export const paypalSetup: OnlineSetup = {
  start: ({ app, config }) => {
    const paypal = paypalAdapter({ apiUrl: config.paypalApiUrl, baseUrl: config.baseUrl });
    return {
      adapter: paypal,
      routes: (online) => paypalRoutes(app, { online, paypal, embedAllowedOrigins: config.embedAllowedOrigins }),
    };
  },
};
