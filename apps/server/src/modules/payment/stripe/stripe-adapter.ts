import Stripe from 'stripe';
import type { Queryable } from '../../../db/database.ts';
import { ProviderError } from '../../../lib/provider-error.ts';
import type { GatewayState, OnlinePaymentAdapter, RefundPart, StartRequest, WebhookEvent } from '../online-payment.ts';
import { loadPaymentContext } from '../payment-context.ts';
import { countTransactions, findReservationOfPayment } from '../transaction-repository.ts';
import { stripeKeysOf, type StripeKeys } from './stripe-settings.ts';
import { stripeAmount } from '../provider-amounts.ts';

export type { StripeKeys } from './stripe-settings.ts';

export const STRIPE_WEBHOOK_PATH = '/api/payment/webhook/stripe';

/**
 * Card payments through Stripe's PaymentIntents, on the official SDK. The server creates the
 * PaymentIntent when the shop initialises the payment; the browser confirms it with Stripe.js
 * (3-D Secure included) and the order settles when Stripe's webhook, the status poll or a forced
 * check finds it succeeded. Keys are the organizer's settings, so each organizer is paid on its
 * own account.
 */

export function stateOfIntent(intent: Stripe.PaymentIntent): GatewayState {
  switch (intent.status) {
    case 'succeeded':
      return { kind: 'succeeded' };
    case 'processing':
      return { kind: 'waiting' };
    case 'canceled':
      return { kind: 'failed', code: 'payment_intent_canceled' };
    case 'requires_payment_method': {
      const error = intent.last_payment_error;
      return error ? { kind: 'failed', code: error.decline_code ?? error.code ?? 'card_error' } : { kind: 'open' };
    }
    default:
      return { kind: 'open' };
  }
}

/** What a verified Stripe webhook call asks of us. */
export type StripeNotice =
  | { kind: 'invalid' }
  /** Signed, but of a type this server does not act upon. */
  | { kind: 'ignored' }
  | { kind: 'payment'; event: WebhookEvent; reservationId: string; keys: StripeKeys };

const HANDLED = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

export interface StripeAdapter extends OnlinePaymentAdapter {
  /** The PaymentIntent as Stripe has it now. */
  retrieve(keys: StripeKeys, gatewayId: string): Promise<Stripe.PaymentIntent>;
  keysOfReservation(q: Queryable, reservationId: string): Promise<StripeKeys | null>;
  readNotice(
    q: Queryable,
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<StripeNotice>;
  /** The same adapter with the keys fixed, for a payment we have no record of. */
  withKeys(keys: StripeKeys): OnlinePaymentAdapter;
}

/** The engine's adapter for STRIPE, with what the init call needs. */
export function isStripeAdapter(adapter: OnlinePaymentAdapter | undefined): adapter is StripeAdapter {
  return adapter?.proxy === 'STRIPE';
}

export function stripeAdapter(options: { apiUrl: URL }): StripeAdapter {
  const clients = new Map<string, Stripe>();
  const client = (keys: StripeKeys): Stripe => {
    let found = clients.get(keys.secretKey);
    if (!found) {
      const { protocol, hostname, port } = options.apiUrl;
      found = new Stripe(keys.secretKey, {
        host: hostname,
        port: port || (protocol === 'https:' ? 443 : 80),
        protocol: protocol === 'https:' ? 'https' : 'http',
        telemetry: false,
        timeout: 20_000,
      });
      clients.set(keys.secretKey, found);
    }
    return found;
  };

  const keysOfReservation = async (q: Queryable, reservationId: string) => {
    const context = await loadPaymentContext(q, reservationId);
    return context && stripeKeysOf(context.settings);
  };
  const keysOfPayment = async (q: Queryable, gatewayId: string): Promise<StripeKeys> => {
    const reservationId = await findReservationOfPayment(q, 'STRIPE', gatewayId);
    const keys = reservationId && (await keysOfReservation(q, reservationId));
    if (!keys) throw new Error(`no Stripe keys for payment ${gatewayId}`);
    return keys;
  };

  const start = async (tx: Queryable, keys: StripeKeys, request: StartRequest) => {
    // One key per attempt: a retry after a lost answer finds the same PaymentIntent, a new attempt gets a new one.
    const attempt = await countTransactions(tx, request.reservationId);
    const intent = await client(keys).paymentIntents.create(
      {
        amount: stripeAmount(request.amountCents, request.currency),
        currency: request.currency.toLowerCase(),
        description: request.description.slice(0, 1000),
        metadata: { reservationId: request.reservationId },
        allowed_payment_method_types: ['card'],
      },
      { idempotencyKey: `reservation-${request.reservationId}-${attempt}-${request.amountCents}` },
    );
    return { gatewayId: intent.id, redirectUrl: null, clientSecret: intent.client_secret };
  };
  const check = async (keys: StripeKeys, gatewayId: string) =>
    stateOfIntent(await reported(client(keys).paymentIntents.retrieve(gatewayId)));
  const refund = async (keys: StripeKeys, gatewayId: string, part?: RefundPart) => {
    await reported(
      client(keys).refunds.create(
        {
          payment_intent: gatewayId,
          reason: 'requested_by_customer',
          ...(part && { amount: stripeAmount(part.amountCents, part.currency) }),
        },
        { idempotencyKey: part?.key ?? `refund-${gatewayId}` },
      ),
    );
  };

  const close = async (keys: StripeKeys, gatewayId: string) => {
    await reported(client(keys).paymentIntents.cancel(gatewayId, { cancellation_reason: 'abandoned' }));
  };

  const adapter: StripeAdapter = {
    proxy: 'STRIPE',
    method: 'CREDIT_CARD',
    async start(tx, request) {
      const keys = await keysOfReservation(tx, request.reservationId);
      if (!keys) throw new Error(`no Stripe keys for reservation ${request.reservationId}`);
      return start(tx, keys, request);
    },
    check: async (q, gatewayId) => check(await keysOfPayment(q, gatewayId), gatewayId),
    refund: async (q, gatewayId, part) => refund(await keysOfPayment(q, gatewayId), gatewayId, part),
    close: async (q, gatewayId) => close(await keysOfPayment(q, gatewayId), gatewayId),
    async verifyWebhook() {
      // Stripe's signature is checked with the organizer's secret: see readNotice.
      return null;
    },
    retrieve: (keys, gatewayId) => client(keys).paymentIntents.retrieve(gatewayId),
    keysOfReservation,
    async readNotice(q, rawBody, headers) {
      const reservationId = claimedReservation(rawBody);
      const keys = reservationId && (await keysOfReservation(q, reservationId));
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      // An event of the Stripe account that names none of our reservations (another integration
      // of the organizer) has no secret here to verify it with and nothing to change: it is
      // acknowledged, since Stripe retries every other answer for days and then turns the endpoint off.
      if (!keys) return { kind: 'ignored' };
      if (!signature) return { kind: 'invalid' };
      let event: Stripe.Event;
      try {
        event = client(keys).webhooks.constructEvent(rawBody, signature, keys.webhookKey);
      } catch {
        return { kind: 'invalid' };
      }
      if (!HANDLED.has(event.type)) return { kind: 'ignored' };
      const intent = event.data.object as Stripe.PaymentIntent;
      // Signed, so the metadata is ours; it must still name the reservation whose secret verified it.
      if (intent.metadata?.reservationId !== reservationId || typeof intent.id !== 'string') return { kind: 'invalid' };
      return { kind: 'payment', event: { eventId: event.id, gatewayId: intent.id }, reservationId, keys };
    },
    withKeys: (keys) => ({
      ...adapter,
      start: (tx, request) => start(tx, keys, request),
      check: (_q, gatewayId) => check(keys, gatewayId),
      refund: (_q, gatewayId, part) => refund(keys, gatewayId, part),
    }),
  };
  return adapter;
}

/** A call to Stripe whose refusal or unreachability is reported as the provider's, not as a bug here. */
async function reported<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new ProviderError(`Stripe: ${error.message}`);
    throw error;
  }
}

/**
 * The reservation an unverified webhook body names, only to choose whose signing secret checks it.
 * Nothing else is read before the signature holds.
 */
function claimedReservation(rawBody: string): string | null {
  try {
    const body = JSON.parse(rawBody) as { data?: { object?: { metadata?: { reservationId?: unknown } } } };
    const id = body.data?.object?.metadata?.reservationId;
    return typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id) ? id.toLowerCase() : null;
  } catch {
    return null;
  }
}
