import type { FastifyInstance } from 'fastify';
import { newNonce, pageSecurityHeaders } from '../../../http/security-headers.ts';
import type { OnlinePaymentAdapter, OnlinePayments, OnlineSetup } from '../online-payment.ts';
import { sharedSecret } from '../../../db/server-secret.ts';
import { reconcilePayment, refundOrphanPayment } from '../online-payment.ts';
import { findReservationOfPayment } from '../transaction-repository.ts';
import { isUuid } from '@shop/contract';
import { decideTestGatewayPayment, findTestGatewayPayment, type Decision } from './test-gateway-repository.ts';
import {
  approvalEventBody,
  signTestGatewayBody,
  TEST_GATEWAY_SIGNATURE_HEADER,
  TEST_GATEWAY_WEBHOOK_PATH,
  testGatewayAdapter,
  testGatewayPagePath,
} from './test-gateway-adapter.ts';
import { renderTestGatewayPage } from './test-gateway-page.ts';

/**
 * The test gateway's side: its payment page (GET shows it, the form POSTs the buyer's decision
 * and sends the browser back), and the webhook announcing each approval (at once, or when
 * "Approve later" takes effect), delivered to our own webhook endpoint through the same HTTP
 * handling a provider's call gets.
 */

export interface TestGatewayOptions {
  adapter: OnlinePaymentAdapter;
  online: OnlinePayments;
  secret: () => Promise<string>;
  /** How long after "Approve later" the approval and its webhook come. */
  webhookDelayMs: number;
  embedAllowedOrigins: readonly string[];
}

const DECISIONS = new Set<Decision>(['approve', 'decline', 'later']);

export function testGatewayRoutes(app: FastifyInstance, options: TestGatewayOptions): void {
  const { online } = options;
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  const deliverApproval = (paymentId: string, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void (async () => {
        const body = approvalEventBody(paymentId);
        const signature = signTestGatewayBody(await options.secret(), body, Math.floor(Date.now() / 1000));
        await app.inject({
          method: 'POST',
          url: TEST_GATEWAY_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', [TEST_GATEWAY_SIGNATURE_HEADER]: signature },
          payload: body,
        });
      })().catch((error: unknown) => app.log.error({ err: error }, 'test gateway webhook failed'));
    }, delayMs);
    timers.add(timer);
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );

    scope.get<{ Params: { paymentId: string } }>('/test-gateway/payment/:paymentId', async (request, reply) => {
      const id = request.params.paymentId.toLowerCase();
      const payment = isUuid(id) ? await findTestGatewayPayment(online.db, id) : null;
      if (!payment) return reply.code(404).type('text/plain').send('payment not found');
      return reply
        .headers(pageSecurityHeaders(newNonce(), options.embedAllowedOrigins))
        .type('text/html; charset=utf-8')
        .send(renderTestGatewayPage(payment, testGatewayPagePath(payment.id)));
    });

    scope.post<{ Params: { paymentId: string } }>('/test-gateway/payment/:paymentId', async (request, reply) => {
      const id = request.params.paymentId.toLowerCase();
      const payment = isUuid(id) ? await findTestGatewayPayment(online.db, id) : null;
      if (!payment) return reply.code(404).type('text/plain').send('payment not found');
      const decision = request.body instanceof URLSearchParams ? request.body.get('decision') : null;
      if (!DECISIONS.has(decision as Decision)) return reply.code(400).type('text/plain').send('bad request');
      const decided = await decideTestGatewayPayment(
        online.db,
        payment.id,
        decision as Decision,
        options.webhookDelayMs,
      );
      // Every approval is reported, as a real provider reports every success: a buyer who closes
      // the browser instead of coming back still gets the order.
      if (decided && decision !== 'decline')
        deliverApproval(payment.id, decision === 'later' ? options.webhookDelayMs : 0);
      // Decided before (a second click, another tab): the buyer goes back all the same.
      return reply.redirect(payment.returnUrl, 303);
    });
  });

  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as text.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.post(TEST_GATEWAY_WEBHOOK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const event = await options.adapter.verifyWebhook(raw, request.headers);
      if (!event) return reply.code(400).send();
      const reservationId = await findReservationOfPayment(online.db, options.adapter.proxy, event.gatewayId);
      if (reservationId === null) {
        const orphan = await refundOrphanPayment(online, options.adapter, event);
        return reply.code(orphan === 'replayed' ? 409 : orphan === 'not-found' ? 404 : 204).send();
      }
      const result = await reconcilePayment(online, reservationId, {
        gatewayId: event.gatewayId,
        event: { proxy: options.adapter.proxy, eventId: event.eventId },
      });
      if (result.kind === 'replayed') return reply.code(409).send();
      if (result.kind === 'not-found') return reply.code(404).send();
      return reply.code(204).send();
    });
  });
}

export const testGatewaySetup: OnlineSetup = {
  start: ({ app, db, config }) => {
    let secret: Promise<string> | null = null;
    const webhookSecret = () => (secret ??= sharedSecret(db, 'test-gateway-webhook'));
    const adapter = testGatewayAdapter({ baseUrl: config.baseUrl, secret: webhookSecret });
    return {
      adapter,
      routes: (online) =>
        testGatewayRoutes(app, {
          adapter,
          online,
          secret: webhookSecret,
          webhookDelayMs: config.testGatewayWebhookDelayMs,
          embedAllowedOrigins: config.embedAllowedOrigins,
        }),
    };
  },
};
