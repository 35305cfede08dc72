import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePayPal, type FakePayPal } from '../src/index.ts';

let fake: FakePayPal;
let token: string;
beforeAll(async () => {
  fake = await startFakePayPal();
  const response = await fetch(`${fake.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('client:secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  token = ((await response.json()) as { access_token: string }).access_token;
});
afterAll(() => fake.close());

// PayPal's answers are deep JSON; the assertions read the fields they check.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const call = async (method: string, path: string, body?: unknown, requestId?: string) => {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(requestId && { 'paypal-request-id': requestId }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Json };
};

const newOrder = (requestId?: string) =>
  call(
    'POST',
    '/v2/checkout/orders',
    {
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: 'r1', custom_id: 'r1', amount: { currency_code: 'CHF', value: '12.50' } }],
      payment_source: {
        paypal: { experience_context: { return_url: 'http://shop.test/back', cancel_url: 'http://shop.test/cancel' } },
      },
    },
    requestId,
  );

describe('fake PayPal', () => {
  it('refuses the API without an access token', async () => {
    const response = await fetch(`${fake.url}/v2/checkout/orders/X`);
    expect(response.status).toBe(401);
  });

  it('creates an order the buyer approves, captures it once and refunds the capture', async () => {
    const created = await newOrder();
    expect(created.body.status).toBe('PAYER_ACTION_REQUIRED');
    const id = created.body.id as string;
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`, {})).body.details[0].issue).toBe(
      'ORDER_NOT_APPROVED',
    );
    const page = await fetch(created.body.links.find((link: { rel: string }) => link.rel === 'payer-action').href);
    expect(await page.text()).toContain('12.50 CHF');
    const decided = await fake.decide(id, 'approve');
    expect(decided.location).toMatch(new RegExp(`^http://shop.test/back\\?token=${id}&PayerID=\\w+$`));
    const captured = await call('POST', `/v2/checkout/orders/${id}/capture`, {}, 'capture-1');
    expect(captured.status).toBe(201);
    const capture = captured.body.purchase_units[0].payments.captures[0];
    expect(capture.status).toBe('COMPLETED');
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`, {}, 'capture-1')).body).toEqual(captured.body);
    expect((await call('POST', `/v2/checkout/orders/${id}/capture`, {}, 'capture-2')).status).toBe(422);
    expect((await call('POST', `/v2/payments/captures/${capture.id}/refund`, {})).body.status).toBe('COMPLETED');
    expect((await call('GET', `/v2/checkout/orders/${id}`)).body.purchase_units[0].payments.captures[0].status).toBe(
      'REFUNDED',
    );
  });

  it('answers the same order to a repeated create with one request id', async () => {
    const first = await newOrder('order-a');
    expect((await newOrder('order-a')).body.id).toBe(first.body.id);
    expect((await newOrder('order-b')).body.id).not.toBe(first.body.id);
  });

  it('declines a capture with a refused funding source and sends the buyer back to approval', async () => {
    const id = (await newOrder()).body.id as string;
    await fake.decide(id, 'approve-declining');
    const refused = await call('POST', `/v2/checkout/orders/${id}/capture`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.details[0].issue).toBe('INSTRUMENT_DECLINED');
    expect((await call('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('PAYER_ACTION_REQUIRED');
  });

  it('verifies only webhooks it sent itself', async () => {
    const id = (await newOrder()).body.id as string;
    await fake.decide(id, 'approve');
    await call('POST', `/v2/checkout/orders/${id}/capture`, {});
    const sent = fake.webhooks.at(-1)!;
    const verify = (transmissionId: string, event: unknown) =>
      call('POST', '/v1/notifications/verify-webhook-signature', {
        transmission_id: transmissionId,
        webhook_id: 'WH-1',
        webhook_event: event,
      });
    expect((await verify(sent.transmissionId, sent.event)).body.verification_status).toBe('SUCCESS');
    expect((await verify('forged', sent.event)).body.verification_status).toBe('FAILURE');
    expect((await verify(sent.transmissionId, { ...sent.event, id: 'WH-other' })).body.verification_status).toBe(
      'FAILURE',
    );
  });

  it('sends a cancelling buyer to the cancel address', async () => {
    const id = (await newOrder()).body.id as string;
    expect((await fake.decide(id, 'cancel')).location).toBe(`http://shop.test/cancel?token=${id}`);
  });
});
