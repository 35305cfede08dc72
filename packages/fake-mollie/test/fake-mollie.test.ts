import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMollie, type FakeMollie } from '../src/index.ts';

let fake: FakeMollie;
beforeAll(async () => {
  fake = await startFakeMollie();
});
afterAll(() => fake.close());

const api = (path: string, init: { key?: string; body?: unknown; idempotencyKey?: string } = {}) =>
  fetch(`${fake.url}/v2/${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${init.key ?? 'test_fake_key'}`,
      'content-type': 'application/json',
      ...(init.idempotencyKey && { 'idempotency-key': init.idempotencyKey }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });

const PAYMENT = {
  amount: { currency: 'EUR', value: '24.00' },
  description: 'Order 1',
  redirectUrl: 'http://shop.test/back',
  method: 'ideal',
  metadata: { order: '1' },
};

describe('the fake of Mollie', () => {
  it('creates an open payment with a checkout link, and a repeated idempotency key gives the same one', async () => {
    const created = await api('payments', { body: PAYMENT, idempotencyKey: 'k-1' });
    expect(created.status).toBe(201);
    const payment = (await created.json()) as { id: string; status: string; _links: { checkout: { href: string } } };
    expect(payment).toMatchObject({ resource: 'payment', status: 'open', method: 'ideal', metadata: { order: '1' } });
    expect(payment.id).toMatch(/^tr_/);
    expect(payment._links.checkout.href).toBe(`${fake.url}/checkout/${payment.id}`);
    const again = (await (await api('payments', { body: PAYMENT, idempotencyKey: 'k-1' })).json()) as { id: string };
    expect(again.id).toBe(payment.id);
    expect((await (await api(`payments/${payment.id}`)).json()) as unknown).toMatchObject({ id: payment.id });
  });

  it("answers Mollie's errors: a bad key, an invalid field, an unknown payment", async () => {
    const unauthorized = await api('payments', { key: 'live_x', body: PAYMENT });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('content-type')).toBe('application/hal+json');
    const invalid = await api('payments', { body: { ...PAYMENT, amount: { currency: 'EUR', value: '24' } } });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ status: 422, title: 'Unprocessable Entity', field: 'amount' });
    const notForChf = await api('payments', { body: { ...PAYMENT, amount: { currency: 'CHF', value: '24.00' } } });
    expect(notForChf.status).toBe(422);
    const unknown = await api('payments/tr_unknown');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('takes a currency without decimals (JPY) as Mollie writes it, and refuses it with decimals', async () => {
    const yen = { ...PAYMENT, method: 'creditcard', amount: { currency: 'JPY', value: '1000' } };
    const card = fake.methods[0]!;
    fake.methods[0] = { ...card, currencies: [...card.currencies, 'JPY'] };
    try {
      const created = await api('payments', { body: yen });
      expect(created.status).toBe(201);
      expect(await created.json()).toMatchObject({ amount: yen.amount, amountRemaining: yen.amount });
      const decimals = await api('payments', { body: { ...yen, amount: { currency: 'JPY', value: '1000.00' } } });
      expect(decimals.status).toBe(422);
    } finally {
      fake.methods[0] = card;
    }
  });

  it('lists the methods available for an amount and currency', async () => {
    const ids = async (query: string) =>
      (
        (await (await api(`methods${query}`)).json()) as { _embedded: { methods: { id: string }[] } }
      )._embedded.methods.map((method) => method.id);
    expect(await ids('?amount[value]=24.00&amount[currency]=EUR')).toEqual(
      expect.arrayContaining(['creditcard', 'ideal', 'bancontact', 'kbc', 'belfius', 'przelewy24', 'applepay']),
    );
    expect(await ids('?amount[value]=24.00&amount[currency]=CHF')).toEqual(['creditcard', 'applepay']);
    expect(await ids('?amount[value]=20000.00&amount[currency]=EUR')).not.toContain('przelewy24');
  });

  it('the checkout page sets the status, calls the webhook with the id only, and sends the browser back', async () => {
    const received: string[] = [];
    const hook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(`${request.headers['content-type']} ${body}`);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
      const { id } = (await (await api('payments', { body: { ...PAYMENT, webhookUrl } })).json()) as { id: string };
      const page = await (await fetch(`${fake.url}/checkout/${id}`)).text();
      for (const label of ['Paid', 'Failed', 'Canceled', 'Expired']) expect(page).toContain(`>${label}</button>`);
      const chosen = await fetch(`${fake.url}/checkout/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'status=paid',
        redirect: 'manual',
      });
      expect(chosen.status).toBe(303);
      expect(chosen.headers.get('location')).toBe(PAYMENT.redirectUrl);
      expect(received).toEqual([`application/x-www-form-urlencoded id=${id}`]);
      const paid = (await (await api(`payments/${id}`)).json()) as { status: string; _links: Record<string, unknown> };
      expect(paid.status).toBe('paid');
      expect(paid._links.checkout).toBeUndefined();
      // A second click changes nothing and calls nobody.
      await fake.decide(id, 'failed');
      expect(fake.payments.get(id)?.status).toBe('paid');
      expect(received).toHaveLength(1);
    } finally {
      hook.closeAllConnections();
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });

  it('cancels an open payment, and refuses to cancel one decided', async () => {
    const created = (await (await api('payments', { body: PAYMENT })).json()) as { id: string; isCancelable: boolean };
    expect(created.isCancelable).toBe(true);
    const cancel = (id: string) =>
      fetch(`${fake.url}/v2/payments/${id}`, { method: 'DELETE', headers: { authorization: 'Bearer test_fake_key' } });
    const cancelled = await cancel(created.id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ id: created.id, status: 'canceled', isCancelable: false });
    expect((await cancel(created.id)).status).toBe(422);
    const paid = (await (await api('payments', { body: PAYMENT })).json()) as { id: string };
    await fake.decide(paid.id, 'paid');
    expect((await cancel(paid.id)).status).toBe(422);
    expect(fake.payments.get(paid.id)?.status).toBe('paid');
  });

  it('refunds a paid payment up to its amount, and no other', async () => {
    const { id } = (await (await api('payments', { body: PAYMENT })).json()) as { id: string };
    expect((await api(`payments/${id}/refunds`, { body: { amount: PAYMENT.amount } })).status).toBe(422);
    await fake.decide(id, 'paid');
    const refunded = await api(`payments/${id}/refunds`, { body: { amount: PAYMENT.amount } });
    expect(refunded.status).toBe(201);
    expect(await refunded.json()).toMatchObject({ resource: 'refund', paymentId: id, amount: PAYMENT.amount });
    expect((await api(`payments/${id}/refunds`, { body: { amount: { currency: 'EUR', value: '0.01' } } })).status).toBe(
      422,
    );
    expect(await (await api(`payments/${id}`)).json()).toMatchObject({
      status: 'paid',
      amountRefunded: PAYMENT.amount,
      amountRemaining: { value: '0.00' },
    });
  });
});
