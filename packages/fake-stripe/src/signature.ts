import { createHmac } from 'node:crypto';

/** Stripe's `Stripe-Signature` header: HMAC-SHA256 of `{timestamp}.{body}` with the endpoint's signing secret. */
export function stripeSignature(
  secret: string,
  body: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}
