import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of PayPal's REST API a shop takes payments with: OAuth2 client
 * credentials, Orders v2 (create, show, capture), refunds of a capture, webhooks and their
 * verification, and the page where the buyer approves or cancels. Everything lives in memory;
 * see README.md.
 */

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface Capture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'REFUNDED';
  amount: { currency_code: string; value: string };
}

export interface Order {
  id: string;
  intent: 'CAPTURE';
  status: OrderStatus;
  referenceId: string | null;
  customId: string | null;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  payerId: string | null;
  /** Approved with a funding source that will refuse the capture. */
  declines: boolean;
  capture: Capture | null;
}

export interface SentWebhook {
  transmissionId: string;
  event: { id: string; event_type: string; resource: unknown };
  body: string;
  /** HTTP statuses of the deliveries (0: no answer). */
  deliveries: number[];
}

export interface FakePayPalOptions {
  port?: number;
  host?: string;
  /** Where PAYMENT.CAPTURE.COMPLETED is posted after a capture; null keeps the events for the caller. */
  webhookUrl?: string | null;
}

export interface FakePayPal {
  url: string;
  orders: ReadonlyMap<string, Order>;
  webhooks: readonly SentWebhook[];
  /** The buyer's decision on the approval page, without a browser. */
  decide(orderId: string, decision: Decision): Promise<{ status: number; location: string | null }>;
  close(): Promise<void>;
}

export type Decision = 'approve' | 'approve-declining' | 'cancel';

interface ApiError {
  status: number;
  name: string;
  issue: string;
  description: string;
}

const fail = (status: number, name: string, issue: string, description: string): ApiError => ({
  status,
  name,
  issue,
  description,
});
const NOT_FOUND = fail(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.');

const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

export async function startFakePayPal(options: FakePayPalOptions = {}): Promise<FakePayPal> {
  const orders = new Map<string, Order>();
  const captures = new Map<string, Order>();
  const tokens = new Set<string>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const webhooks: SentWebhook[] = [];
  let base = '';

  const orderBody = (order: Order) => ({
    id: order.id,
    intent: order.intent,
    status: order.status,
    purchase_units: [
      {
        reference_id: order.referenceId ?? 'default',
        ...(order.customId !== null && { custom_id: order.customId }),
        amount: order.amount,
        ...(order.capture && { payments: { captures: [order.capture] } }),
      },
    ],
    ...(order.payerId && { payer: { payer_id: order.payerId } }),
    links: [
      { rel: 'self', href: `${base}/v2/checkout/orders/${order.id}`, method: 'GET' },
      ...(order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED'
        ? [
            {
              rel: order.status === 'CREATED' ? 'approve' : 'payer-action',
              href: `${base}/checkoutnow?token=${order.id}`,
              method: 'GET',
            },
          ]
        : []),
    ],
  });

  async function sendWebhook(eventType: string, resource: unknown) {
    const event = { id: `WH-${paypalId()}`, event_type: eventType, resource_type: 'capture', resource };
    const sent: SentWebhook = { transmissionId: randomUUID(), event, body: JSON.stringify(event), deliveries: [] };
    webhooks.push(sent);
    if (!options.webhookUrl) return;
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': sent.transmissionId,
          'paypal-transmission-time': new Date().toISOString(),
          'paypal-transmission-sig': 'fake-signature',
          'paypal-cert-url': `${base}/certs/fake`,
          'paypal-auth-algo': 'SHA256withRSA',
        },
        body: sent.body,
      });
      sent.deliveries.push(response.status);
    } catch {
      sent.deliveries.push(0);
    }
  }

  function createOrder(body: Record<string, unknown>): { status: number; body: unknown } | ApiError {
    if (body.intent !== 'CAPTURE') return fail(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'intent');
    const units = body.purchase_units;
    const unit = Array.isArray(units) ? (units[0] as Record<string, unknown> | undefined) : undefined;
    const amount = unit?.amount as { currency_code?: unknown; value?: unknown } | undefined;
    if (
      !amount ||
      typeof amount.currency_code !== 'string' ||
      !/^[A-Z]{3}$/.test(amount.currency_code) ||
      typeof amount.value !== 'string' ||
      !/^\d+(\.\d{1,2})?$/.test(amount.value)
    )
      return fail(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE', 'purchase_units[0].amount');
    const source = (body.payment_source as { paypal?: { experience_context?: Record<string, unknown> } } | undefined)
      ?.paypal?.experience_context;
    const context = source ?? (body.application_context as Record<string, unknown> | undefined);
    const returnUrl = context?.return_url;
    const cancelUrl = context?.cancel_url;
    if (typeof returnUrl !== 'string' || typeof cancelUrl !== 'string')
      return fail(422, 'UNPROCESSABLE_ENTITY', 'MISSING_REQUIRED_PARAMETER', 'return_url and cancel_url');
    const order: Order = {
      id: paypalId(),
      intent: 'CAPTURE',
      status: source ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      referenceId: typeof unit?.reference_id === 'string' ? unit.reference_id : null,
      customId: typeof unit?.custom_id === 'string' ? unit.custom_id : null,
      amount: { currency_code: amount.currency_code, value: amount.value },
      returnUrl,
      cancelUrl,
      payerId: null,
      declines: false,
      capture: null,
    };
    orders.set(order.id, order);
    return { status: 200, body: orderBody(order) };
  }

  function captureOrder(order: Order): { status: number; body: unknown } | ApiError {
    if (order.status === 'COMPLETED')
      return fail(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED')
      return fail(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED', 'Payer has not yet approved the Order.');
    if (order.declines) {
      // PayPal lets the buyer choose another funding source: the order goes back to approval.
      order.status = 'PAYER_ACTION_REQUIRED';
      order.declines = false;
      return fail(
        422,
        'UNPROCESSABLE_ENTITY',
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it can not be used for this payment.',
      );
    }
    order.status = 'COMPLETED';
    order.capture = { id: paypalId(), status: 'COMPLETED', amount: order.amount };
    captures.set(order.capture.id, order);
    void sendWebhook('PAYMENT.CAPTURE.COMPLETED', {
      ...order.capture,
      custom_id: order.customId,
      supplementary_data: { related_ids: { order_id: order.id } },
    });
    return { status: 201, body: orderBody(order) };
  }

  function decide(order: Order, decision: Decision): string {
    if (decision === 'cancel') return withQuery(order.cancelUrl, { token: order.id });
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      order.status = 'APPROVED';
      order.payerId = order.payerId ?? paypalId().slice(0, 13);
      order.declines = decision === 'approve-declining';
    }
    return withQuery(order.returnUrl, { token: order.id, PayerID: order.payerId ?? '' });
  }

  async function api(method: string, path: string, request: IncomingMessage, raw: string) {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
      const [clientId, secret] = Buffer.from(encoded ?? '', 'base64')
        .toString()
        .split(':');
      if (scheme !== 'Basic' || !clientId || !secret)
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      if (new URLSearchParams(raw).get('grant_type') !== 'client_credentials')
        return { status: 400, body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' } };
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments',
          access_token: token,
          token_type: 'Bearer',
          expires_in: 32400,
        },
      };
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer))
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return fail(400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
      }
    }
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' && method === 'POST' ? `${path} ${requestId}` : null;
    const replay = key && answered.get(key);
    if (replay) return replay;
    const answer = route(method, path, body);
    // A request sent again with the same PayPal-Request-Id gets the first success's answer, not a second effect.
    if (key && !('issue' in answer)) answered.set(key, answer);
    return answer;
  }

  function route(method: string, path: string, body: Record<string, unknown>) {
    if (method === 'POST' && path === '/v2/checkout/orders') return createOrder(body);
    const orderPath = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = orders.get(orderPath[1]!);
      if (!order) return NOT_FOUND;
      if (method === 'GET' && !orderPath[2]) return { status: 200, body: orderBody(order) };
      if (method === 'POST' && orderPath[2]) return captureOrder(order);
    }
    const refundPath = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
    if (method === 'POST' && refundPath) {
      const order = captures.get(refundPath[1]!);
      if (!order?.capture) return NOT_FOUND;
      if (order.capture.status === 'REFUNDED')
        return fail(
          422,
          'UNPROCESSABLE_ENTITY',
          'CAPTURE_FULLY_REFUNDED',
          'The capture has already been fully refunded',
        );
      order.capture.status = 'REFUNDED';
      return { status: 201, body: { id: paypalId(), status: 'COMPLETED', amount: order.capture.amount } };
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const event = body.webhook_event as { id?: unknown } | undefined;
      const sent = webhooks.find((hook) => hook.transmissionId === body.transmission_id);
      const genuine = sent !== undefined && event?.id === sent.event.id && typeof body.webhook_id === 'string';
      return { status: 200, body: { verification_status: genuine ? 'SUCCESS' : 'FAILURE' } };
    }
    return NOT_FOUND;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const method = request.method ?? 'GET';
    const raw = await readBody(request);
    if (url.pathname === '/healthz') return send(response, 200, { ok: true });
    if (url.pathname === '/checkoutnow') {
      const form = method === 'POST' ? new URLSearchParams(raw) : url.searchParams;
      const order = orders.get(form.get('token') ?? '');
      if (!order) return sendText(response, 404, 'text/plain', 'order not found');
      if (method === 'GET') return sendText(response, 200, 'text/html; charset=utf-8', approvalPage(order));
      const decision = form.get('decision') as Decision | null;
      if (decision !== 'approve' && decision !== 'approve-declining' && decision !== 'cancel')
        return sendText(response, 400, 'text/plain', 'bad decision');
      response.writeHead(303, { location: decide(order, decision) }).end();
      return;
    }
    const answer = await api(method, url.pathname, request, raw);
    if ('issue' in answer) {
      return send(response, answer.status, {
        name: answer.name,
        message: answer.description,
        debug_id: randomBytes(6).toString('hex'),
        details: [{ issue: answer.issue, description: answer.description }],
        links: [],
      });
    }
    return send(response, answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(response, 500, { name: 'INTERNAL_SERVER_ERROR' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url: base,
    orders,
    webhooks,
    async decide(orderId, decision) {
      const response = await fetch(`${base}/checkoutnow`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: orderId, decision }),
        redirect: 'manual',
      });
      return { status: response.status, location: response.headers.get('location') };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function withQuery(target: string, query: Record<string, string>): string {
  const url = new URL(target);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  sendText(response, status, 'application/json', JSON.stringify(body));
}

function sendText(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': type }).end(body);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain form, no script: the buyer's two choices, plus one that approves a funding source that will decline. */
function approvalPage(order: Order): string {
  const amount = `${escapeHtml(order.amount.value)} ${escapeHtml(order.amount.currency_code)}`;
  const button = (decision: Decision, label: string) =>
    `<button type="submit" name="decision" value="${decision}">${label}</button>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>PayPal (fake): approve payment</title></head>
<body>
<main>
<h1>Pay with PayPal (fake)</h1>
<p>Amount: <strong>${amount}</strong></p>
<form method="post" action="/checkoutnow">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
${button('approve', 'Approve')}
${button('approve-declining', 'Approve with a declined funding source')}
${button('cancel', 'Cancel')}
</form>
</main>
</body>
</html>`;
}
