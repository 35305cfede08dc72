import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Mollie's payments API a shop takes redirect payments with:
 * payments created with a test key, a checkout page where the tester decides the outcome, the
 * unsigned webhook that only names the payment, refunds, and the methods available for an
 * amount. Everything lives in memory; see README.md.
 */

export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

/** What the checkout page's buttons set. */
export type Decision = Extract<PaymentStatus, 'paid' | 'failed' | 'canceled' | 'expired'>;
const DECISIONS: readonly Decision[] = ['paid', 'failed', 'canceled', 'expired'];

export interface Amount {
  currency: string;
  value: string;
}

export interface Payment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: PaymentStatus;
  amount: Amount;
  amountRefunded: Amount;
  amountRemaining: Amount;
  description: string;
  method: string | null;
  metadata: unknown;
  locale: string | null;
  redirectUrl: string;
  webhookUrl: string | null;
  profileId: string;
  sequenceType: 'oneoff';
  isCancelable: boolean;
  createdAt: string;
  expiresAt: string;
  paidAt?: string;
  failedAt?: string;
  canceledAt?: string;
  expiredAt?: string;
  _links: Record<string, { href: string; type: string }>;
}

export interface Refund {
  resource: 'refund';
  id: string;
  mode: 'test';
  amount: Amount;
  status: 'pending';
  description: string;
  metadata: unknown;
  paymentId: string;
  createdAt: string;
  _links: Record<string, { href: string; type: string }>;
}

/** A method the fake's account has enabled; amounts are compared in the requested currency, without exchange. */
export interface FakeMethod {
  id: string;
  description: string;
  currencies: readonly string[];
  minimumCents: number;
  maximumCents: number | null;
}

export interface WebhookCall {
  paymentId: string;
  status: PaymentStatus;
  url: string;
  /** HTTP status of the answer; 0 when none came. */
  answer: number;
}

export interface ApiCall {
  method: string;
  path: string;
}

export interface FakeMollieOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  methods?: readonly FakeMethod[];
}

export interface FakeMollie {
  /** Base URL, e.g. `http://127.0.0.1:12112`, without trailing slash; the API is under `/v2/`. */
  url: string;
  port: number;
  payments: ReadonlyMap<string, Payment>;
  refunds: readonly Refund[];
  /** Every webhook call made, in order. */
  webhookCalls: readonly WebhookCall[];
  /** Every call to the API under `/v2/`, in order: what a test counts to see a payment asked about or cancelled once. */
  apiCalls: readonly ApiCall[];
  /** The enabled methods; replace entries to change what `GET /v2/methods` lists. */
  methods: FakeMethod[];
  /** What a checkout button does, without a browser: the new status, then the webhook call. */
  decide(paymentId: string, decision: Decision): Promise<Payment>;
  close(): Promise<void>;
}

const EUR_ONLY = ['EUR'];
const CARDS = ['EUR', 'CHF', 'GBP', 'USD', 'PLN', 'SEK', 'DKK', 'NOK'];

/** The methods a Mollie test account typically has enabled, with limits in the spirit of Mollie's. */
export const DEFAULT_METHODS: readonly FakeMethod[] = [
  { id: 'creditcard', description: 'Card', currencies: CARDS, minimumCents: 1, maximumCents: 1_000_000 },
  { id: 'applepay', description: 'Apple Pay', currencies: CARDS, minimumCents: 1, maximumCents: 1_000_000 },
  { id: 'ideal', description: 'iDEAL', currencies: EUR_ONLY, minimumCents: 1, maximumCents: 5_000_000 },
  { id: 'bancontact', description: 'Bancontact', currencies: EUR_ONLY, minimumCents: 2, maximumCents: 5_000_000 },
  { id: 'belfius', description: 'Belfius Pay Button', currencies: EUR_ONLY, minimumCents: 1, maximumCents: 5_000_000 },
  { id: 'kbc', description: 'KBC/CBC Payment Button', currencies: EUR_ONLY, minimumCents: 1, maximumCents: 5_000_000 },
  { id: 'przelewy24', description: 'Przelewy24', currencies: ['EUR', 'PLN'], minimumCents: 1, maximumCents: 1_281_500 },
];

class MollieError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

const unprocessable = (detail: string, field?: string) => new MollieError(422, 'Unprocessable Entity', detail, field);

const randomId = (prefix: string) => `${prefix}_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Currencies Mollie writes without decimals; every other it takes with two. */
const NO_DECIMALS = new Set(['JPY', 'ISK']);
const decimalsOf = (currency: string) => (NO_DECIMALS.has(currency) ? 0 : 2);

/**
 * "10.00" (or "1000" for JPY) in the currency's minor unit; null when the value is not written as
 * Mollie wants it, with exactly the currency's decimals.
 */
function centsOf(value: unknown, currency: string): number | null {
  const decimals = decimalsOf(currency);
  const pattern = decimals === 0 ? /^\d{1,9}$/ : /^\d{1,9}\.\d{2}$/;
  if (typeof value !== 'string' || !pattern.test(value)) return null;
  return Math.round(Number(value) * 10 ** decimals);
}

const valueOf = (cents: number, currency: string) => (cents / 10 ** decimalsOf(currency)).toFixed(decimalsOf(currency));

function amountOf(input: unknown, field: string): { currency: string; cents: number } {
  const amount = input as { currency?: unknown; value?: unknown } | undefined;
  if (!amount || typeof amount !== 'object') throw unprocessable(`The amount is required.`, field);
  if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency))
    throw unprocessable('The amount currency is invalid.', field);
  const cents = centsOf(amount.value, amount.currency);
  if (cents === null) throw unprocessable('The amount contains an invalid value.', field);
  return { currency: amount.currency, cents };
}

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export async function startFakeMollie(options: FakeMollieOptions = {}): Promise<FakeMollie> {
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const webhookCalls: WebhookCall[] = [];
  const apiCalls: ApiCall[] = [];
  const methods: FakeMethod[] = [...(options.methods ?? DEFAULT_METHODS)];
  const idempotent = new Map<string, { status: number; body: string }>();
  let baseUrl = '';

  const available = (currency: string, cents: number) =>
    methods.filter(
      (method) =>
        method.currencies.includes(currency) &&
        cents >= method.minimumCents &&
        (method.maximumCents === null || cents <= method.maximumCents),
    );

  const links = (payment: Payment) => ({
    self: { href: `${baseUrl}/v2/payments/${payment.id}`, type: 'application/hal+json' },
    ...(payment.status === 'open' && {
      checkout: { href: `${baseUrl}/checkout/${payment.id}`, type: 'text/html' },
    }),
    dashboard: { href: `${baseUrl}/dashboard/payments/${payment.id}`, type: 'text/html' },
    ...(refunds.some((refund) => refund.paymentId === payment.id) && {
      refunds: { href: `${baseUrl}/v2/payments/${payment.id}/refunds`, type: 'application/hal+json' },
    }),
  });

  function payment(id: string): Payment {
    const found = payments.get(id);
    if (!found) throw new MollieError(404, 'Not Found', `No payment exists with token ${id}.`);
    return found;
  }

  function createPayment(body: Record<string, unknown>): Payment {
    const { currency, cents } = amountOf(body.amount, 'amount');
    if (cents < 1) throw unprocessable('The amount is lower than the minimum.', 'amount');
    if (typeof body.description !== 'string' || body.description.trim() === '')
      throw unprocessable('The description is invalid.', 'description');
    if (body.description.length > 255) throw unprocessable('The description is too long.', 'description');
    if (!isUrl(body.redirectUrl)) throw unprocessable('The redirect URL is invalid.', 'redirectUrl');
    if (body.webhookUrl !== undefined && body.webhookUrl !== null && !isUrl(body.webhookUrl))
      throw unprocessable('The webhook URL is invalid.', 'webhookUrl');
    const method = body.method ?? null;
    if (method !== null) {
      if (typeof method !== 'string' || !methods.some((candidate) => candidate.id === method))
        throw unprocessable('The payment method is invalid or not activated on this profile.', 'method');
      if (!available(currency, cents).some((candidate) => candidate.id === method))
        throw unprocessable(`The amount is not supported by the payment method ${method}.`, 'amount');
    }
    const now = new Date();
    const created: Payment = {
      resource: 'payment',
      id: randomId('tr'),
      mode: 'test',
      status: 'open',
      amount: { currency, value: valueOf(cents, currency) },
      amountRefunded: { currency, value: valueOf(0, currency) },
      amountRemaining: { currency, value: valueOf(cents, currency) },
      description: body.description,
      method,
      metadata: body.metadata ?? null,
      locale: typeof body.locale === 'string' ? body.locale : null,
      redirectUrl: body.redirectUrl,
      webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
      profileId: 'pfl_fake',
      sequenceType: 'oneoff',
      // Mollie lets an open payment be cancelled; once decided it no longer can.
      isCancelable: true,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 15 * 60_000).toISOString(),
      _links: {},
    };
    payments.set(created.id, created);
    return created;
  }

  function refund(target: Payment, body: Record<string, unknown>): Refund {
    if (target.status !== 'paid') throw unprocessable('The payment cannot be refunded: it has not been paid.');
    const { currency, cents } = amountOf(body.amount, 'amount');
    const remaining = centsOf(target.amountRemaining.value, target.amount.currency)!;
    if (currency !== target.amount.currency) throw unprocessable('The currency differs from the payment.', 'amount');
    if (cents < 1 || cents > remaining)
      throw unprocessable('The amount is higher than the amount that can be refunded.', 'amount');
    target.amountRemaining = { currency, value: valueOf(remaining - cents, currency) };
    target.amountRefunded = {
      currency,
      value: valueOf(centsOf(target.amountRefunded.value, target.amount.currency)! + cents, currency),
    };
    const created: Refund = {
      resource: 'refund',
      id: randomId('re'),
      mode: 'test',
      amount: { currency, value: valueOf(cents, currency) },
      status: 'pending',
      description: typeof body.description === 'string' ? body.description : '',
      metadata: body.metadata ?? null,
      paymentId: target.id,
      createdAt: new Date().toISOString(),
      _links: {},
    };
    created._links = {
      self: { href: `${baseUrl}/v2/payments/${target.id}/refunds/${created.id}`, type: 'application/hal+json' },
      payment: { href: `${baseUrl}/v2/payments/${target.id}`, type: 'application/hal+json' },
    };
    refunds.push(created);
    return created;
  }

  async function callWebhook(target: Payment): Promise<void> {
    if (!target.webhookUrl) return;
    let answer = 0;
    try {
      const response = await fetch(target.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mollie HTTP API/2.0' },
        body: new URLSearchParams({ id: target.id }).toString(),
      });
      await response.arrayBuffer();
      answer = response.status;
    } catch {
      answer = 0;
    }
    webhookCalls.push({ paymentId: target.id, status: target.status, url: target.webhookUrl, answer });
  }

  async function decide(id: string, decision: Decision): Promise<Payment> {
    const target = payment(id);
    // Decided before (a second click, another tab): nothing changes and nobody is called again.
    if (target.status !== 'open') return target;
    target.status = decision;
    target.isCancelable = false;
    const at = new Date().toISOString();
    if (decision === 'paid') {
      target.paidAt = at;
      target.method ??= 'ideal';
    } else target[`${decision}At`] = at;
    await callWebhook(target);
    return target;
  }

  /** `DELETE /v2/payments/{id}`: only while Mollie says the payment is cancelable; no webhook follows. */
  function cancel(target: Payment): Payment {
    if (!target.isCancelable) throw unprocessable('The payment cannot be canceled.');
    target.status = 'canceled';
    target.canceledAt = new Date().toISOString();
    target.isCancelable = false;
    return target;
  }

  const view = (target: Payment): Payment => ({ ...target, _links: links(target) });

  function keyOf(request: IncomingMessage): boolean {
    const key = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return key !== undefined && key.startsWith('test_') && key.length > 'test_'.length;
  }

  interface Answer {
    status: number;
    body?: unknown;
    html?: string;
    location?: string;
  }

  async function route(request: IncomingMessage, url: URL, raw: string): Promise<Answer> {
    const method = request.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/healthz') return { status: 200, body: { ok: true } };

    const checkout = /^\/checkout\/(tr_[A-Za-z0-9]+)$/.exec(path);
    if (checkout) {
      const target = payments.get(checkout[1]!);
      if (!target) return { status: 404, html: page('Payment not found', '<p>This payment does not exist.</p>') };
      if (method === 'GET') return { status: 200, html: checkoutPage(target) };
      if (method === 'POST') {
        const decision = new URLSearchParams(raw).get('status');
        if (!DECISIONS.includes(decision as Decision))
          return { status: 400, html: page('Bad request', '<p>Choose an outcome.</p>') };
        await decide(target.id, decision as Decision);
        return { status: 303, location: target.redirectUrl };
      }
    }

    if (!path.startsWith('/v2/')) throw new MollieError(404, 'Not Found', `The resource ${path} does not exist.`);
    apiCalls.push({ method, path });
    if (!keyOf(request))
      throw new MollieError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');

    let body: Record<string, unknown> = {};
    if (method === 'POST' && raw.length > 0) {
      try {
        const parsed = JSON.parse(raw) as unknown;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
        else throw new Error('not an object');
      } catch {
        throw new MollieError(400, 'Bad Request', 'The request body is not valid JSON.');
      }
    }

    if (path === '/v2/payments' && method === 'POST') return { status: 201, body: view(createPayment(body)) };
    const one = /^\/v2\/payments\/([A-Za-z0-9_]+)(\/refunds)?$/.exec(path);
    if (one && method === 'GET' && !one[2]) return { status: 200, body: view(payment(one[1]!)) };
    if (one && method === 'DELETE' && !one[2]) return { status: 200, body: view(cancel(payment(one[1]!))) };
    if (one && method === 'POST' && one[2]) return { status: 201, body: refund(payment(one[1]!), body) };
    if (one && method === 'GET' && one[2]) {
      const found = refunds.filter((candidate) => candidate.paymentId === payment(one[1]!).id);
      return {
        status: 200,
        body: { count: found.length, _embedded: { refunds: found }, _links: { self: { href: url.href } } },
      };
    }
    if (path === '/v2/methods' && method === 'GET') {
      const value = url.searchParams.get('amount[value]');
      const currency = url.searchParams.get('amount[currency]');
      let listed = methods;
      if (value !== null || currency !== null) {
        const { currency: wanted, cents } = amountOf({ value, currency }, 'amount');
        listed = available(wanted, cents);
      }
      const shown = listed.map((entry) => ({
        resource: 'method',
        id: entry.id,
        description: entry.description,
        minimumAmount: { currency: 'EUR', value: valueOf(entry.minimumCents, 'EUR') },
        maximumAmount:
          entry.maximumCents === null ? null : { currency: 'EUR', value: valueOf(entry.maximumCents, 'EUR') },
        image: {
          size1x: `${baseUrl}/images/${entry.id}.png`,
          size2x: `${baseUrl}/images/${entry.id}@2x.png`,
          svg: `${baseUrl}/images/${entry.id}.svg`,
        },
        status: 'activated',
        _links: { self: { href: `${baseUrl}/v2/methods/${entry.id}`, type: 'application/hal+json' } },
      }));
      return {
        status: 200,
        body: { count: shown.length, _embedded: { methods: shown }, _links: { self: { href: url.href } } },
      };
    }
    throw new MollieError(404, 'Not Found', `The resource ${method} ${path} does not exist.`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const remembered = typeof key === 'string' ? idempotent.get(`${url.pathname} ${key}`) : undefined;
    if (remembered) {
      response.writeHead(remembered.status, { 'content-type': 'application/hal+json' }).end(remembered.body);
      return;
    }
    let answer: Answer;
    try {
      answer = await route(request, url, raw);
    } catch (error) {
      if (!(error instanceof MollieError)) throw error;
      const body = {
        status: error.status,
        title: error.title,
        detail: error.detail,
        ...(error.field && { field: error.field }),
        _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
      };
      response.writeHead(error.status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body));
      return;
    }
    if (answer.location) {
      response.writeHead(answer.status, { location: answer.location }).end();
      return;
    }
    if (answer.html !== undefined) {
      response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
      return;
    }
    const body = JSON.stringify(answer.body);
    // Mollie answers a repeated key with the first answer, so a retried create makes one payment.
    if (typeof key === 'string' && answer.status < 300)
      idempotent.set(`${url.pathname} ${key}`, { status: answer.status, body });
    response.writeHead(answer.status, { 'content-type': 'application/hal+json' }).end(body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/hal+json' });
      response.end(
        JSON.stringify({ status: 500, title: 'Internal Server Error', detail: 'An unexpected error occurred.' }),
      );
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
    payments,
    refunds,
    webhookCalls,
    apiCalls,
    methods,
    decide,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/** Mollie's test-mode checkout, reduced to its outcome buttons; each sends the browser back to the shop. */
function checkoutPage(target: Payment): string {
  if (target.status !== 'open')
    return page(
      'Test payment',
      `<p>This payment is ${escape(target.status)}.</p><p><a href="${escape(target.redirectUrl)}">Back to the shop</a></p>`,
    );
  const buttons = DECISIONS.map(
    (decision) =>
      `<button type="submit" name="status" value="${decision}">${decision[0]!.toUpperCase()}${decision.slice(1)}</button>`,
  ).join(' ');
  return page(
    'Test payment',
    `<p>${escape(target.description)}</p><p>${escape(target.amount.value)} ${escape(target.amount.currency)}${target.method ? ` · ${escape(target.method)}` : ''}</p><form method="post" action="/checkout/${escape(target.id)}"><fieldset><legend>Select the payment status</legend>${buttons}</fieldset></form>`,
  );
}
