import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@shop/contract';
import type { GatewayState, OnlinePaymentAdapter, WebhookEvent } from '../online-payment.ts';
import { ProviderError } from '../../../lib/provider-error.ts';
import {
  cancelTestGatewayPayment,
  findTestGatewayPayment,
  insertTestGatewayPayment,
  refundTestGatewayPayment,
} from './test-gateway-repository.ts';

/**
 * The built-in test gateway: a redirect provider that moves no money. It keeps its own books
 * (table `test_gateway_payment`) as a real provider does on its side, shows the buyer a page
 * addressed by the payment's random id, and announces each approval by a webhook signed with
 * HMAC-SHA256 over `{timestamp}.{body}`, as providers commonly sign theirs.
 */

export const TEST_GATEWAY_SIGNATURE_HEADER = 'test-gateway-signature';
/** A signature older than this is refused, so a recorded call cannot be sent again much later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signTestGatewayBody(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function verifySignature(secret: string, body: string, header: string | undefined, nowSeconds: number): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [key, ...value] = part.split('=');
      return [key?.trim() ?? '', value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signTestGatewayBody(secret, body, timestamp).split('v1=')[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function parseEvent(body: string): WebhookEvent | null {
  try {
    const parsed = JSON.parse(body) as { id?: unknown; type?: unknown; paymentId?: unknown };
    if (typeof parsed.id !== 'string' || parsed.id.length === 0 || parsed.id.length > 100) return null;
    if (parsed.type !== 'payment.approved' || typeof parsed.paymentId !== 'string' || !isUuid(parsed.paymentId))
      return null;
    return { eventId: parsed.id, gatewayId: parsed.paymentId.toLowerCase() };
  } catch {
    return null;
  }
}

/** The webhook body announcing that a payment is approved. */
export function approvalEventBody(paymentId: string): string {
  return JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.approved', paymentId });
}

export function testGatewayAdapter(options: { baseUrl: string; secret: () => Promise<string> }): OnlinePaymentAdapter {
  return {
    proxy: 'TEST_GATEWAY',
    method: 'CREDIT_CARD',
    async start(tx, request) {
      const id = await insertTestGatewayPayment(tx, request);
      return { gatewayId: id, redirectUrl: `${options.baseUrl}${testGatewayPagePath(id)}`, clientSecret: null };
    },
    async check(q, gatewayId): Promise<GatewayState> {
      const payment = await findTestGatewayPayment(q, gatewayId);
      if (!payment) return { kind: 'failed', code: 'payment_not_found' };
      switch (payment.status) {
        case 'OPEN':
          return { kind: 'open' };
        case 'APPROVED':
          return payment.approvedFrom && payment.approvedFrom.getTime() > payment.now.getTime()
            ? { kind: 'waiting' }
            : { kind: 'succeeded' };
        case 'DECLINED':
          return { kind: 'failed', code: 'card_declined' };
        default:
          return { kind: 'failed', code: 'payment_cancelled' };
      }
    },
    async verifyWebhook(rawBody, headers) {
      const header = headers[TEST_GATEWAY_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!verifySignature(await options.secret(), rawBody, signature, Math.floor(Date.now() / 1000))) return null;
      return parseEvent(rawBody);
    },
    async refund(q, gatewayId) {
      await refundTestGatewayPayment(q, gatewayId);
    },
    async close(q, gatewayId) {
      const status = await cancelTestGatewayPayment(q, gatewayId);
      // Approved (even "later") or refunded: the money moved, so it cannot be closed.
      if (status === 'APPROVED' || status === 'REFUNDED')
        throw new ProviderError(`test gateway payment ${gatewayId} is ${status}`);
    },
    resumeUrl: async (_q, gatewayId) => `${options.baseUrl}${testGatewayPagePath(gatewayId)}`,
  };
}

export const testGatewayPagePath = (paymentId: string) => `/test-gateway/payment/${paymentId}`;
export const TEST_GATEWAY_WEBHOOK_PATH = '/api/payment/webhook/test-gateway';
