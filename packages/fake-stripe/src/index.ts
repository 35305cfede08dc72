import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brandOf, outcomeOf, type Card } from './cards.ts';
import { object, parseForm, text, type FormObject } from './form.ts';
import { stripeSignature } from './signature.ts';

/**
 * A local stand-in for the part of Stripe's API a shop takes card payments with: PaymentIntents
 * created with the secret key, confirmed from the browser with the publishable key and a test
 * card or a PaymentMethod (a wallet's card), refunds, and signed webhooks. Everything lives in memory; see README.md.
 */

export { stripeSignature } from './signature.ts';

export const FAKE_API_VERSION = '2026-10-28.endive';

export type PaymentIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: PaymentIntentStatus;
  client_secret: string;
  created: number;
  description: string | null;
  metadata: Record<string, string>;
  livemode: false;
  payment_method_types: string[];
  automatic_payment_methods: { enabled: boolean } | null;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: PaymentError | null;
  next_action: Record<string, unknown> | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
}

/** What a wallet's sheet hands over: a card PaymentMethod, as Stripe.js makes of Apple Pay's or Google Pay's token. */
export type WalletType = 'apple_pay' | 'google_pay';

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    wallet: { type: WalletType } | null;
  };
  billing_details: Record<string, unknown>;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  data: { object: unknown };
}

export interface SentEvent {
  event: StripeEvent;
  /** The exact body posted; sign it again with `stripeSignature` to deliver it yourself. */
  body: string;
  /** HTTP statuses of the deliveries so far (0: no answer); empty while none was attempted. */
  deliveries: number[];
}

export interface FakeStripeOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Where events are posted; null or absent keeps them in `sentEvents` only. */
  webhookUrl?: string | null;
  webhookSecret: string;
  /** How long after a change its event is posted. */
  webhookDelayMs?: number;
}

export interface FakeStripe {
  /** Base URL, e.g. `http://127.0.0.1:4242`, without trailing slash. */
  url: string;
  port: number;
  paymentIntents: ReadonlyMap<string, PaymentIntent>;
  paymentMethods: ReadonlyMap<string, PaymentMethod>;
  refunds: readonly Refund[];
  /** Every event created, in order, delivered or not. */
  sentEvents: readonly SentEvent[];
  /** Posts an event again (newly signed) and resolves to the HTTP status of the answer. */
  resend(eventId: string): Promise<number>;
  setWebhookUrl(url: string | null): void;
  /** Resolves once every delivery scheduled so far is done. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, code?: string, param?: string) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...(code && { code }), ...(param && { param }) });
const missing = (kind: string, id: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const seconds = () => Math.floor(Date.now() / 1000);

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, stripe-version, idempotency-key',
  'access-control-max-age': '600',
};

const OPEN: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const intents = new Map<string, PaymentIntent>();
  const methods = new Map<string, PaymentMethod>();
  /** The card behind each PaymentMethod, which Stripe never shows again. */
  const methodCards = new Map<string, Card>();
  const refunds: Refund[] = [];
  const events: SentEvent[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const timers = new Set<NodeJS.Timeout>();
  const deliveries = new Set<Promise<unknown>>();
  let webhookUrl = options.webhookUrl ?? null;
  let baseUrl = '';

  const track = <T>(promise: Promise<T>): Promise<T> => {
    deliveries.add(promise);
    void promise.finally(() => deliveries.delete(promise)).catch(() => undefined);
    return promise;
  };

  async function deliver(sent: SentEvent): Promise<number> {
    if (!webhookUrl) return 0;
    let status = 0;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': stripeSignature(options.webhookSecret, sent.body),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: sent.body,
      });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = 0;
    }
    sent.deliveries.push(status);
    return status;
  }

  function emit(type: string, data: unknown): void {
    const event: StripeEvent = {
      id: randomId('evt'),
      object: 'event',
      type,
      api_version: FAKE_API_VERSION,
      created: seconds(),
      livemode: false,
      pending_webhooks: webhookUrl ? 1 : 0,
      // A snapshot: the object as it was when the event happened.
      data: { object: structuredClone(data) },
    };
    const sent: SentEvent = { event, body: JSON.stringify(event, null, 2), deliveries: [] };
    events.push(sent);
    if (!webhookUrl) return;
    let release: () => void = () => undefined;
    void track(new Promise<void>((resolve) => (release = resolve)));
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(sent).finally(release);
    }, options.webhookDelayMs ?? 0);
    timers.add(timer);
  }

  function intent(id: string): PaymentIntent {
    const found = intents.get(id);
    if (!found) throw missing('payment_intent', id);
    return found;
  }

  /** A publishable-key caller sees a PaymentIntent only with its client secret, and without its metadata. */
  function browserIntent(form: FormObject, id: string): PaymentIntent {
    const found = intents.get(id);
    const secret = text(form, 'client_secret');
    if (!found || secret !== found.client_secret) throw missing('payment_intent', id);
    return found;
  }
  const publicView = (pi: PaymentIntent) => ({ ...pi, metadata: undefined });

  function createIntent(form: FormObject): PaymentIntent {
    const amount = Number(text(form, 'amount'));
    const currency = text(form, 'currency')?.toLowerCase();
    if (text(form, 'amount') === undefined)
      throw invalid('Missing required param: amount.', 'parameter_missing', 'amount');
    if (!Number.isInteger(amount) || amount < 1)
      throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
    if (amount < 50) throw invalid('Amount must be at least 50 cents', 'amount_too_small', 'amount');
    if (!currency) throw invalid('Missing required param: currency.', 'parameter_missing', 'currency');
    if (!/^[a-z]{3}$/.test(currency))
      throw invalid(`Invalid currency: ${currency}.`, 'parameter_invalid_empty', 'currency');
    const metadata = object(form, 'metadata') ?? {};
    const types = form.payment_method_types ?? form.allowed_payment_method_types;
    const automatic = object(form, 'automatic_payment_methods');
    const id = randomId('pi');
    const created: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: seconds(),
      description: text(form, 'description') ?? null,
      metadata: Object.fromEntries(
        Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
      livemode: false,
      payment_method_types: Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : ['card'],
      automatic_payment_methods: automatic ? { enabled: text(automatic, 'enabled') === 'true' } : null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      canceled_at: null,
      cancellation_reason: null,
    };
    intents.set(id, created);
    return created;
  }

  function succeed(pi: PaymentIntent): void {
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.latest_charge = randomId('ch');
    pi.next_action = null;
    pi.last_payment_error = null;
    emit('payment_intent.succeeded', pi);
  }

  function fail(pi: PaymentIntent, error: PaymentError): void {
    pi.status = 'requires_payment_method';
    pi.next_action = null;
    pi.last_payment_error = error;
    emit('payment_intent.payment_failed', pi);
  }

  function cardOf(card: FormObject): Card {
    return {
      number: (text(card, 'number') ?? '').replace(/\s+/g, ''),
      expMonth: Number(text(card, 'exp_month')),
      expYear: Number(text(card, 'exp_year')),
      cvc: text(card, 'cvc') ?? '',
    };
  }

  function createPaymentMethod(form: FormObject): PaymentMethod {
    const card = object(form, 'card');
    if (text(form, 'type') !== 'card' || !card)
      throw invalid('You must provide type=card with the card details.', 'parameter_missing', 'card');
    const details = cardOf(card);
    const wallet = text(card, 'wallet');
    if (wallet !== undefined && wallet !== 'apple_pay' && wallet !== 'google_pay')
      throw invalid(`Invalid wallet: ${wallet}.`, 'parameter_invalid_empty', 'card[wallet]');
    const created: PaymentMethod = {
      id: randomId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: brandOf(details.number),
        last4: details.number.slice(-4),
        exp_month: details.expMonth,
        exp_year: details.expYear < 100 ? 2000 + details.expYear : details.expYear,
        wallet: wallet ? { type: wallet } : null,
      },
      billing_details: object(form, 'billing_details') ?? {},
      created: seconds(),
      livemode: false,
    };
    methods.set(created.id, created);
    methodCards.set(created.id, details);
    return created;
  }

  function confirm(pi: PaymentIntent, form: FormObject): { status: number; body: unknown } {
    if (!OPEN.includes(pi.status) || pi.status === 'requires_action')
      throw invalid(
        `This PaymentIntent's status is ${pi.status}, and it cannot be confirmed.`,
        'payment_intent_unexpected_state',
      );
    const methodId = text(form, 'payment_method');
    const data = object(form, 'payment_method_data');
    const card = data && object(data, 'card');
    let details: Card;
    if (methodId !== undefined) {
      const known = methodCards.get(methodId);
      if (!known) throw missing('payment_method', methodId);
      details = known;
      pi.payment_method = methodId;
    } else if (data && text(data, 'type') === 'card' && card) {
      details = cardOf(card);
      pi.payment_method = randomId('pm');
    } else
      throw invalid(
        'You must provide payment_method, or payment_method_data[type]=card with the card details.',
        'parameter_missing',
        'payment_method_data',
      );
    const outcome = outcomeOf(details, new Date());
    switch (outcome.kind) {
      case 'approved':
        succeed(pi);
        return { status: 200, body: pi };
      case 'declined': {
        const error: PaymentError = {
          type: 'card_error',
          code: outcome.code,
          ...(outcome.declineCode && { decline_code: outcome.declineCode }),
          message: outcome.message,
        };
        fail(pi, error);
        return { status: 402, body: { error: { ...error, payment_intent: publicView(pi) } } };
      }
      case 'authenticate': {
        pi.status = 'requires_action';
        const returnUrl = text(form, 'return_url') ?? null;
        const url = `${baseUrl}/fake/3ds/${pi.id}?client_secret=${encodeURIComponent(pi.client_secret)}`;
        pi.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: { url, return_url: returnUrl },
        };
        pendingReturn.set(pi.id, returnUrl);
        return { status: 200, body: pi };
      }
    }
  }

  const pendingReturn = new Map<string, string | null>();

  function authenticate(pi: PaymentIntent, result: string): void {
    if (pi.status !== 'requires_action')
      throw invalid(
        `This PaymentIntent's status is ${pi.status}, and it needs no authentication.`,
        'payment_intent_unexpected_state',
      );
    if (result === 'complete') succeed(pi);
    else if (result === 'fail')
      fail(pi, {
        type: 'card_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      });
    else throw invalid('result must be complete or fail.', 'parameter_invalid_empty', 'result');
  }

  function cancel(pi: PaymentIntent, form: FormObject): PaymentIntent {
    if (!OPEN.includes(pi.status) && pi.status !== 'processing')
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
        'payment_intent_unexpected_state',
      );
    pi.status = 'canceled';
    pi.next_action = null;
    pi.canceled_at = seconds();
    pi.cancellation_reason = text(form, 'cancellation_reason') ?? null;
    emit('payment_intent.canceled', pi);
    return pi;
  }

  function refund(form: FormObject): Refund {
    const id = text(form, 'payment_intent');
    if (!id) throw invalid('Missing required param: payment_intent.', 'parameter_missing', 'payment_intent');
    const pi = intent(id);
    if (pi.status !== 'succeeded' || !pi.latest_charge)
      throw invalid(`This PaymentIntent (${id}) does not have a successful charge to refund.`, 'charge_not_refundable');
    const refunded = refunds.filter((r) => r.payment_intent === id).reduce((sum, r) => sum + r.amount, 0);
    const amount = text(form, 'amount') === undefined ? pi.amount - refunded : Number(text(form, 'amount'));
    if (refunded >= pi.amount)
      throw invalid(`Charge ${pi.latest_charge} has already been refunded.`, 'charge_already_refunded');
    if (!Number.isInteger(amount) || amount < 1 || amount > pi.amount - refunded)
      throw invalid('Refund amount is greater than unrefunded amount on charge.', 'amount_too_large', 'amount');
    const created: Refund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      currency: pi.currency,
      charge: pi.latest_charge,
      payment_intent: pi.id,
      status: 'succeeded',
      reason: text(form, 'reason') ?? null,
      metadata: {},
      created: seconds(),
    };
    refunds.push(created);
    emit('charge.refunded', {
      id: pi.latest_charge,
      object: 'charge',
      amount: pi.amount,
      amount_refunded: refunded + amount,
      currency: pi.currency,
      payment_intent: pi.id,
      refunded: refunded + amount === pi.amount,
      metadata: pi.metadata,
    });
    return created;
  }

  type Key = 'secret' | 'publishable';
  function keyOf(request: IncomingMessage, form: FormObject): Key | null {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? text(form, 'key');
    if (bearer?.startsWith('sk_test_') && bearer.length > 8) return 'secret';
    if (bearer?.startsWith('pk_test_') && bearer.length > 8) return 'publishable';
    return null;
  }

  async function route(
    request: IncomingMessage,
    url: URL,
    form: FormObject,
  ): Promise<{ status: number; body: unknown; html?: string; location?: string }> {
    const method = request.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/healthz') return { status: 200, body: { ok: true } };

    const threeDs = /^\/fake\/3ds\/([A-Za-z0-9_]+)$/.exec(path);
    if (threeDs) {
      const pi = browserIntent(form, threeDs[1]!);
      if (method === 'GET') return { status: 200, body: null, html: challengePage(pi) };
      authenticate(pi, text(form, 'result') ?? '');
      const back = pendingReturn.get(pi.id);
      if (text(form, 'redirect') === 'true' && back) {
        const target = new URL(back);
        target.searchParams.set('payment_intent', pi.id);
        target.searchParams.set('payment_intent_client_secret', pi.client_secret);
        target.searchParams.set('redirect_status', pi.status === 'succeeded' ? 'succeeded' : 'failed');
        return { status: 303, body: null, location: target.toString() };
      }
      return { status: 200, body: publicView(pi) };
    }

    const key = keyOf(request, form);
    if (!key)
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided. A test-mode key starts with sk_test_ or pk_test_.',
      });

    if (path === '/v1/payment_methods' && method === 'POST') return { status: 200, body: createPaymentMethod(form) };
    const oneMethod = /^\/v1\/payment_methods\/([A-Za-z0-9_]+)$/.exec(path);
    if (oneMethod && method === 'GET' && key === 'secret') {
      const found = methods.get(oneMethod[1]!);
      if (!found) throw missing('payment_method', oneMethod[1]!);
      return { status: 200, body: found };
    }

    const one = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)(\/confirm|\/cancel)?$/.exec(path);
    if (one && key === 'publishable') {
      const pi = browserIntent(form, one[1]!);
      if (method === 'GET' && !one[2]) return { status: 200, body: publicView(pi) };
      if (method === 'POST' && one[2] === '/confirm') {
        const result = confirm(pi, form);
        return { status: result.status, body: result.status === 200 ? publicView(pi) : result.body };
      }
    }
    if (key === 'publishable')
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
      });
    if (path === '/v1/payment_intents' && method === 'POST') return { status: 200, body: createIntent(form) };
    if (one && method === 'GET' && !one[2]) return { status: 200, body: intent(one[1]!) };
    if (one && method === 'POST' && one[2] === '/cancel') return { status: 200, body: cancel(intent(one[1]!), form) };
    if (one && method === 'POST' && one[2] === '/confirm') {
      const result = confirm(intent(one[1]!), form);
      return result;
    }
    if (path === '/v1/refunds' && method === 'POST') return { status: 200, body: refund(form) };
    const refundOne = /^\/v1\/refunds\/([A-Za-z0-9_]+)$/.exec(path);
    if (refundOne && method === 'GET') {
      const found = refunds.find((r) => r.id === refundOne[1]);
      if (!found) throw missing('refund', refundOne[1]!);
      return { status: 200, body: found };
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const cors = url.pathname.startsWith('/fake/') || url.pathname.startsWith('/v1/');
    const headers: Record<string, string> = {
      ...(cors ? CORS : {}),
      'request-id': randomId('req'),
      'stripe-version': FAKE_API_VERSION,
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const form = parseForm(request.method === 'GET' ? url.search.slice(1) : `${url.search.slice(1)}&${raw}`);
    const idempotencyKey = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const fingerprint = createHash('sha256').update(`${url.pathname}\n${raw}`).digest('hex');
    const remembered = typeof idempotencyKey === 'string' ? idempotent.get(idempotencyKey) : undefined;
    if (remembered) {
      if (remembered.fingerprint !== fingerprint) {
        const body = JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
        response.writeHead(400, { ...headers, 'content-type': 'application/json' }).end(body);
        return;
      }
      response
        .writeHead(remembered.status, { ...headers, 'content-type': 'application/json', 'idempotent-replayed': 'true' })
        .end(remembered.body);
      return;
    }
    let status: number;
    let body: string;
    try {
      const result = await route(request, url, form);
      if (result.location) {
        response.writeHead(result.status, { ...headers, location: result.location }).end();
        return;
      }
      if (result.html !== undefined) {
        response.writeHead(result.status, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(result.html);
        return;
      }
      status = result.status;
      body = JSON.stringify(result.body, null, 2);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.error }, null, 2);
    }
    // Stripe replays a key's first answer, errors included, but not an authentication failure.
    if (typeof idempotencyKey === 'string' && status !== 401)
      idempotent.set(idempotencyKey, { fingerprint, status, body });
    response.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: 'An unexpected error occurred.' } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;

  return {
    url: baseUrl,
    port: address.port,
    paymentIntents: intents,
    paymentMethods: methods,
    refunds,
    sentEvents: events,
    resend(eventId) {
      const sent = events.find((candidate) => candidate.event.id === eventId);
      if (!sent) return Promise.reject(new Error(`no event ${eventId}`));
      return track(deliver(sent));
    },
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    async settled() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The bank's challenge, reduced to two buttons; each posts back here and returns the browser to the shop. */
function challengePage(pi: PaymentIntent): string {
  const action = `/fake/3ds/${pi.id}`;
  const button = (result: string, label: string) =>
    `<form method="post" action="${escape(action)}"><input type="hidden" name="client_secret" value="${escape(pi.client_secret)}"><input type="hidden" name="redirect" value="true"><button name="result" value="${result}">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3D Secure test payment</title></head><body><h1>3D Secure test payment</h1><p>${escape((pi.amount / 100).toFixed(2))} ${escape(pi.currency.toUpperCase())}</p>${button('complete', 'Complete authentication')}${button('fail', 'Fail authentication')}</body></html>`;
}
