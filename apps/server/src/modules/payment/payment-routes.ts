import { endpoints, isUuid, paymentMethods, type PaymentResult, type ReservationPaymentResult } from '@shop/contract';
import { reservationStepFor } from '@shop/contract/routes';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { failure, success } from '../../http/validated-response.ts';
import type { Mailer } from '../outbox/sender.ts';
import { ACCESS_DENIED, mayAccess } from '../reservation/status/reservation-access.ts';
import { confirmOverview } from './confirm-overview.ts';
import { toCustomPaymentMethod } from './offline/custom-payment-methods.ts';
import { initPayment } from './stripe/init-payment.ts';
import { reconcilePayment, type OnlinePaymentAdapter, type OnlinePayments } from './online-payment.ts';
import { loadPaymentContext } from './payment-context.ts';
import { shopReservationPath } from '../reservation/view/reservation-context.ts';
import { clearPaymentToken, findOnlineTransaction, findTransaction } from './transaction-repository.ts';
import { findCustomPaymentMethods } from './custom-payment-method-repository.ts';
import { findSelectedCustomPaymentMethod } from '../reservation/view/chosen-custom-method-repository.ts';
import { reservationOwner } from '../reservation/status/reservation-read-repository.ts';
import { ProviderError } from '../../lib/provider-error.ts';
import { cancelPendingPayment } from './transactions.ts';
import { paidCancellationRoutes } from './paid-cancellation-routes.ts';
import { onlineSetups } from './online-setups.ts';
import { isPayPalAdapter } from './paypal/paypal-adapter.ts';
import { isStripeAdapter } from './stripe/stripe-adapter.ts';

/**
 * Paying a reservation (`endpoints.confirmOverview` and the payment endpoints after it in the
 * contract), and the way back from an online provider. The payment engine (`online-payment.ts`)
 * has one adapter per online provider, each started from `online-setups.ts` with its routes.
 */
const isPaymentMethod = (method: string) => (paymentMethods as readonly string[]).includes(method);

/** A payment that did not go through: declined, or taken and given back. */
const FAILED = new Set(['FAILED', 'REFUNDED']);

/** Adds the payment routes; resolves to the payment engine, for the background work on payments. */
export function paymentRoutes(ctx: AppContext, mailer: Mailer): OnlinePayments {
  const { app, db, config, routeOptions } = ctx;
  const started = onlineSetups.map((setup) => setup.start(ctx));
  const online: OnlinePayments = {
    db,
    baseUrl: config.baseUrl,
    adapters: new Map(started.map(({ adapter }): [string, OnlinePaymentAdapter] => [adapter.proxy, adapter])),
    onMailQueued: () => mailer.kick(),
  };
  for (const { routes } of started) routes(online);
  paidCancellationRoutes(ctx, online);
  // Card payments started in the shop's page and PayPal's approval have calls of their own.
  const stripe = online.adapters.get('STRIPE');
  const paypal = online.adapters.get('PAYPAL');
  if (!isStripeAdapter(stripe) || !isPayPalAdapter(paypal)) throw new Error('Stripe and PayPal must have adapters');

  // The buyer back from a provider's page: what the provider says is applied, then the shop's
  // status guard shows the page the reservation is at.
  app.get<{ Params: { reservationId: string } }>('/api/payment/return/:reservationId', async (request, reply) => {
    const id = request.params.reservationId.toLowerCase();
    if (!isUuid(id)) return reply.code(404).send();
    // A provider that cannot answer now leaves the payment as it is: the shop's status page polls.
    await reconcilePayment(online, id).catch(unlessProviderDown);
    const context = await loadPaymentContext(db, id);
    if (!context) return reply.code(404).send();
    return reply.redirect(
      `${shopReservationPath(context)}/${reservationStepFor(context.status, context.validated)}`,
      303,
    );
  });

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
          online,
          paypal,
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
    async ({ params, request, reply }) => {
      if (!isPaymentMethod(params.method)) return reply.code(400).send();
      const result = await initPayment(
        { db, online, stripe, sessionId: request.sessionId },
        params.reservationId.toLowerCase(),
        params.method,
      );
      switch (result.kind) {
        case 'bad-request':
          return reply.code(400).send();
        case 'access-denied':
          return reply.code(401).type('text/plain').send(ACCESS_DENIED);
        case 'unsupported':
          return reply.code(404).send();
        case 'done':
          return result.value;
      }
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getPaymentStatus,
    async ({ params, reply }) => {
      if (!isPaymentMethod(params.method)) return reply.code(400).send();
      const id = params.reservationId.toLowerCase();
      let transaction = await findTransaction(db, id, params.method);
      if (!transaction) return reply.code(404).send();
      // Polling asks the provider too, so a lost webhook does not leave the buyer waiting; a
      // provider that cannot answer now leaves the answer at what is known, and the next poll asks again.
      if (transaction.status === 'PENDING' && transaction.gatewayId !== null) {
        await reconcilePayment(online, id, { gatewayId: transaction.gatewayId }).catch(unlessProviderDown);
        transaction = (await findTransaction(db, id, params.method)) ?? transaction;
      }
      const result: ReservationPaymentResult = {
        success: transaction.status === 'COMPLETE',
        redirect: false,
        redirectUrl: null,
        failure: FAILED.has(transaction.status),
        gatewayIdOrNull: transaction.gatewayId,
      };
      return result;
    },
    routeOptions,
  );

  const forceCheck = async (reservationId: string): Promise<PaymentResult | null> => {
    const id = reservationId.toLowerCase();
    const result = await reconcilePayment(online, id).catch(unlessProviderDown);
    if (result && result.kind !== 'done') return null;
    // The provider cannot answer now: the payment as last known, still open to the buyer.
    const transaction = result ? result.transaction : await findOnlineTransaction(db, id, null);
    if (!transaction) return null;
    // A payment still open: the processing page sends the buyer back to the provider's page.
    const page =
      transaction.status !== 'PENDING'
        ? null
        : ((await online.adapters.get(transaction.proxy)?.resumeUrl?.(db, transaction.gatewayId)) ?? null);
    return {
      successful: transaction.status === 'COMPLETE',
      failed: FAILED.has(transaction.status),
      redirect: page !== null,
      initialized: true,
      redirectUrl: page,
      gatewayIdOrNull: transaction.gatewayId,
    };
  };
  bind(
    app,
    endpoints.forceCheckTransaction,
    async ({ params, reply }) => (await forceCheck(params.reservationId)) ?? reply.code(404).send(),
    routeOptions,
  );
  bind(
    app,
    endpoints.forceCheckTransactionLegacy,
    async ({ params, reply }) => (await forceCheck(params.reservationId)) ?? reply.code(404).send(),
    routeOptions,
  );

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
  return online;
}

/** Lets a provider's outage through as "nothing learnt"; anything else is a bug and still fails. */
function unlessProviderDown(error: unknown): undefined {
  if (error instanceof ProviderError) return undefined;
  throw error;
}
