import type { Queryable } from '../../../db/database.ts';
import type { GatewayState, OnlinePaymentAdapter, RefundPart, StartRequest, WebhookEvent } from '../online-payment.ts';
import { loadPaymentContext } from '../payment-context.ts';
import { countTransactions, findReservationOfPayment } from '../transaction-repository.ts';
import { paypalCredentialsOf, type PayPalCredentials } from './paypal-settings.ts';
import { ProviderError } from '../../../lib/provider-error.ts';
import { paypalValue } from '../provider-amounts.ts';

export const PAYPAL_WEBHOOK_PATH = '/api/payment/webhook/paypal';

/**
 * PayPal through its Orders v2 REST API, spoken over fetch. Confirming the overview creates an
 * order and sends the buyer to PayPal to approve it; PayPal sends the browser back with the
 * order's id (the token), which the reservation keeps; confirming again captures the order. The
 * organizer's REST app (client id and secret) is used, so each organizer is paid on its own account.
 */

const SANDBOX = new URL('https://api-m.sandbox.paypal.com');
const LIVE = new URL('https://api-m.paypal.com');

/** Where PayPal sends the browser after the approval page, `operation` being confirm or cancel. */
export const paypalRedirectPath = (operation: 'confirm' | 'cancel', reservationId: string) =>
  `/payment/paypal/redirect/${operation}?reservationId=${reservationId}`;

export interface PayPalOrder {
  id: string;
  status: string;
  payerId: string | null;
  customId: string | null;
  capture: { id: string; status: string } | null;
}

export type CaptureResult =
  | { kind: 'captured' }
  /** PayPal refused: `issue` is its code (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED…), `reason` its words. */
  | { kind: 'refused'; issue: string; reason: string };

export type PayPalNotice =
  { kind: 'invalid' } | { kind: 'ignored' } | { kind: 'payment'; event: WebhookEvent; reservationId: string };

export interface PayPalAdapter extends OnlinePaymentAdapter {
  /** The order as PayPal has it now; null when PayPal does not know it. */
  order(q: Queryable, gatewayId: string): Promise<PayPalOrder | null>;
  /** Takes the money of an approved order; the same order captured twice is taken once. */
  capture(q: Queryable, gatewayId: string): Promise<CaptureResult>;
  readNotice(
    q: Queryable,
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<PayPalNotice>;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export class PayPalError extends ProviderError {}

/** `fetch` to PayPal, with a network failure or a timeout reported as PayPal's. */
async function reach(url: URL, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch (error) {
    throw new PayPalError(`PayPal could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The engine's adapter for PAYPAL, with what confirming with PayPal needs. */
export function isPayPalAdapter(adapter: OnlinePaymentAdapter | undefined): adapter is PayPalAdapter {
  return adapter?.proxy === 'PAYPAL';
}

export function paypalAdapter(options: { apiUrl: URL | null; baseUrl: string }): PayPalAdapter {
  const tokens = new Map<string, { token: string; expiresAt: number }>();
  const origin = (credentials: PayPalCredentials) => options.apiUrl ?? (credentials.live ? LIVE : SANDBOX);

  async function accessToken(credentials: PayPalCredentials, fresh: boolean): Promise<string> {
    const key = `${credentials.live}:${credentials.clientId}:${credentials.clientSecret}`;
    const cached = tokens.get(key);
    if (!fresh && cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const response = await reach(new URL('/v1/oauth2/token', origin(credentials)), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string')
      throw new PayPalError(`PayPal refused the credentials (${response.status})`);
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 300;
    // A minute early, so a token never expires between reading and using it.
    tokens.set(key, { token: body.access_token, expiresAt: Date.now() + Math.max(seconds - 60, 0) * 1000 });
    return body.access_token;
  }

  async function call(
    credentials: PayPalCredentials,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<Answer> {
    const send = async (fresh: boolean) => {
      const response = await reach(new URL(path, origin(credentials)), {
        method,
        headers: {
          authorization: `Bearer ${await accessToken(credentials, fresh)}`,
          'content-type': 'application/json',
          ...(requestId && { 'paypal-request-id': requestId }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
    };
    const first = await send(false);
    // A token PayPal revoked before its time: one new token, then the answer stands.
    return first.status === 401 ? send(true) : first;
  }

  const credentialsOfReservation = async (q: Queryable, reservationId: string) => {
    const context = await loadPaymentContext(q, reservationId);
    return context && paypalCredentialsOf(context.settings);
  };
  const credentialsOfOrder = async (q: Queryable, gatewayId: string): Promise<PayPalCredentials> => {
    const reservationId = await findReservationOfPayment(q, 'PAYPAL', gatewayId);
    const credentials = reservationId && (await credentialsOfReservation(q, reservationId));
    if (!credentials) throw new PayPalError(`no PayPal credentials for order ${gatewayId}`);
    return credentials;
  };

  const orderPath = (gatewayId: string) => `/v2/checkout/orders/${encodeURIComponent(gatewayId)}`;

  async function order(q: Queryable, gatewayId: string): Promise<PayPalOrder | null> {
    const answer = await call(await credentialsOfOrder(q, gatewayId), 'GET', orderPath(gatewayId));
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw new PayPalError(`PayPal answered ${answer.status} for order ${gatewayId}`);
    return orderOf(answer.body);
  }

  async function start(tx: Queryable, request: StartRequest) {
    const credentials = await credentialsOfReservation(tx, request.reservationId);
    if (!credentials) throw new PayPalError(`no PayPal credentials for reservation ${request.reservationId}`);
    // One key per attempt: a retry after a lost answer finds the same order, a new attempt gets a new one.
    const attempt = await countTransactions(tx, request.reservationId);
    const answer = await call(
      credentials,
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.reservationId,
            custom_id: request.reservationId,
            description: request.description.slice(0, 127),
            amount: { currency_code: request.currency, value: paypalValue(request.amountCents, request.currency) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              // The buyer confirms on our overview after approving, so PayPal's button says "Continue".
              user_action: 'CONTINUE',
              shipping_preference: 'NO_SHIPPING',
              return_url: `${options.baseUrl}${paypalRedirectPath('confirm', request.reservationId)}`,
              cancel_url: `${options.baseUrl}${paypalRedirectPath('cancel', request.reservationId)}`,
            },
          },
        },
      },
      `order-${request.reservationId}-${attempt}-${request.amountCents}`,
    );
    const links = Array.isArray(answer.body.links) ? (answer.body.links as { rel?: unknown; href?: unknown }[]) : [];
    const approval = links.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
    if (answer.status >= 300 || typeof answer.body.id !== 'string' || typeof approval !== 'string')
      throw new PayPalError(`PayPal did not create the order (${answer.status})`);
    return { gatewayId: answer.body.id, redirectUrl: approval, clientSecret: null };
  }

  const adapter: PayPalAdapter = {
    proxy: 'PAYPAL',
    method: 'PAYPAL',
    start,
    async check(q, gatewayId) {
      const found = await order(q, gatewayId);
      return found ? stateOfOrder(found) : { kind: 'failed', code: 'ORDER_NOT_FOUND' };
    },
    async refund(q, gatewayId, part?: RefundPart) {
      const credentials = await credentialsOfOrder(q, gatewayId);
      const capture = (await order(q, gatewayId))?.capture;
      if (!capture) throw new PayPalError(`order ${gatewayId} has no capture to refund`);
      const answer = await call(
        credentials,
        'POST',
        `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        part
          ? {
              amount: {
                value: paypalValue(part.amountCents, part.currency),
                currency_code: part.currency.toUpperCase(),
              },
            }
          : {},
        part?.key ?? `refund-${capture.id}`,
      );
      // Fully refunded already: what is asked for a whole refund is done; a part cannot be given.
      if (answer.status >= 300 && (part || issueOf(answer.body) !== 'CAPTURE_FULLY_REFUNDED'))
        throw new PayPalError(`PayPal did not refund capture ${capture.id} (${answer.status})`);
    },
    async verifyWebhook() {
      // Verified by PayPal with the organizer's webhook id: see readNotice.
      return null;
    },
    order,
    async capture(q, gatewayId) {
      const credentials = await credentialsOfOrder(q, gatewayId);
      const answer = await call(credentials, 'POST', `${orderPath(gatewayId)}/capture`, {}, `capture-${gatewayId}`);
      if (answer.status < 300) {
        const state = stateOfOrder(orderOf(answer.body));
        return state.kind === 'failed'
          ? { kind: 'refused', issue: state.code, reason: 'The payment was declined.' }
          : { kind: 'captured' };
      }
      const issue = issueOf(answer.body);
      if (issue === 'ORDER_ALREADY_CAPTURED') return { kind: 'captured' };
      if (answer.status === 422 && issue !== null) {
        const details = answer.body.details as { description?: unknown }[];
        const description = details[0]?.description;
        return { kind: 'refused', issue, reason: typeof description === 'string' ? description : issue };
      }
      throw new PayPalError(`PayPal answered ${answer.status} to the capture of ${gatewayId}`);
    },
    async readNotice(q, rawBody, headers) {
      let event: { id?: unknown; event_type?: unknown; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        return { kind: 'invalid' };
      }
      const resource = event.resource ?? {};
      const reservationId = typeof resource.custom_id === 'string' ? resource.custom_id.toLowerCase() : null;
      const orderId = (resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids
        ?.order_id;
      const credentials =
        reservationId && /^[0-9a-f-]{36}$/.test(reservationId)
          ? await credentialsOfReservation(q, reservationId)
          : null;
      const header = (name: string) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      if (!credentials?.webhookId || typeof event.id !== 'string') return { kind: 'invalid' };
      const answer = await call(credentials, 'POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: credentials.webhookId,
        webhook_event: event,
      });
      if (answer.status !== 200 || answer.body.verification_status !== 'SUCCESS') return { kind: 'invalid' };
      if (typeof event.event_type !== 'string' || !event.event_type.startsWith('PAYMENT.CAPTURE.'))
        return { kind: 'ignored' };
      if (typeof orderId !== 'string') return { kind: 'ignored' };
      return { kind: 'payment', event: { eventId: event.id, gatewayId: orderId }, reservationId: reservationId! };
    },
  };
  return adapter;
}

function issueOf(body: Record<string, unknown>): string | null {
  const details = body.details;
  const issue = Array.isArray(details) ? (details[0] as { issue?: unknown } | undefined)?.issue : undefined;
  return typeof issue === 'string' ? issue : null;
}

function orderOf(body: Record<string, unknown>): PayPalOrder {
  const units = Array.isArray(body.purchase_units) ? (body.purchase_units as Record<string, unknown>[]) : [];
  const unit = units[0];
  const captures = (unit?.payments as { captures?: { id?: unknown; status?: unknown }[] } | undefined)?.captures;
  const capture = captures?.[0];
  const payer = body.payer as { payer_id?: unknown } | undefined;
  return {
    id: String(body.id),
    status: String(body.status),
    payerId: typeof payer?.payer_id === 'string' ? payer.payer_id : null,
    customId: typeof unit?.custom_id === 'string' ? unit.custom_id : null,
    capture: capture && typeof capture.id === 'string' ? { id: capture.id, status: String(capture.status) } : null,
  };
}

export function stateOfOrder(order: PayPalOrder): GatewayState {
  if (order.status === 'VOIDED') return { kind: 'failed', code: 'ORDER_VOIDED' };
  if (order.status !== 'COMPLETED' || !order.capture) return { kind: 'open' };
  switch (order.capture.status) {
    case 'COMPLETED':
    case 'REFUNDED':
    case 'PARTIALLY_REFUNDED':
      return { kind: 'succeeded' };
    case 'PENDING':
      return { kind: 'waiting' };
    default:
      return { kind: 'failed', code: `CAPTURE_${order.capture.status}` };
  }
}
