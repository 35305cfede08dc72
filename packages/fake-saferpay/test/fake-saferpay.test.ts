import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSaferpay, type FakeSaferpay } from '../src/index.ts';

let fake: FakeSaferpay;
beforeAll(async () => {
  fake = await startFakeSaferpay();
});
afterAll(() => fake.close());

const CUSTOMER = '245294';
const USER = `API_${CUSTOMER}_80003225`;
let requests = 0;

const api = (path: string, body: Record<string, unknown>, user = USER, password = 'secret') =>
  fetch(`${fake.apiUrl}/Payment/v1/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      RequestHeader: { SpecVersion: '1.40', CustomerId: CUSTOMER, RequestId: `r-${++requests}`, RetryIndicator: 0 },
      ...body,
    }),
  });

const INITIALIZE = {
  TerminalId: '17757531',
  Payment: { Amount: { Value: '2400', CurrencyCode: 'CHF' }, OrderId: 'order-1', Description: 'Order 1' },
  ReturnUrl: { Url: 'http://shop.test/back' },
};

async function initialize(extra: Record<string, unknown> = {}): Promise<{ Token: string; RedirectUrl: string }> {
  const answer = await api('PaymentPage/Initialize', { ...INITIALIZE, ...extra });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { Token: string; RedirectUrl: string };
}

const assertion = (token: string) => api('PaymentPage/Assert', { Token: token });

describe('the fake of Saferpay', () => {
  it('initializes a payment page for an amount in minor units, and a request sent again gets the same token', async () => {
    const { Token, RedirectUrl } = await initialize();
    expect(RedirectUrl).toBe(`${fake.url}/vt2/api/PaymentPage/${CUSTOMER}/17757531/${Token}`);
    expect(fake.payments.get(Token)).toMatchObject({ state: 'open', amount: { Value: '2400', CurrencyCode: 'CHF' } });
    const body = JSON.stringify({
      RequestHeader: { SpecVersion: '1.40', CustomerId: CUSTOMER, RequestId: 'same', RetryIndicator: 0 },
      ...INITIALIZE,
    });
    const send = (retry: string) =>
      fetch(`${fake.apiUrl}/Payment/v1/PaymentPage/Initialize`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${USER}:secret`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: retry,
      }).then((answer) => answer.json() as Promise<{ Token: string }>);
    const first = await send(body);
    const again = await send(body.replace('"RetryIndicator":0', '"RetryIndicator":1'));
    expect(again.Token).toBe(first.Token);
  });

  it("answers Saferpay's errors: bad credentials, another customer, an amount with decimals, an unknown token", async () => {
    const wrongPassword = await api('PaymentPage/Initialize', INITIALIZE, USER, '');
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toMatchObject({ ErrorName: 'AUTHENTICATION_FAILED', Behavior: 'ABORT' });
    const otherCustomer = await api('PaymentPage/Initialize', INITIALIZE, 'API_999999_1');
    expect(otherCustomer.status).toBe(403);
    const decimals = await api('PaymentPage/Initialize', {
      ...INITIALIZE,
      Payment: { ...INITIALIZE.Payment, Amount: { Value: '24.00', CurrencyCode: 'CHF' } },
    });
    expect(decimals.status).toBe(400);
    expect(await decimals.json()).toMatchObject({ ErrorName: 'VALIDATION_FAILED' });
    const unknown = await assertion('NoSuchToken');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ ErrorName: 'TOKEN_INVALID' });
  });

  it('the payment page decides the outcome, calls the notify URL with a bare GET and sends the browser back', async () => {
    const received: string[] = [];
    const hook = createServer((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    try {
      const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
      const { Token, RedirectUrl } = await initialize({
        Notification: { SuccessNotifyUrl: `${hookUrl}/success?order=1`, FailNotifyUrl: `${hookUrl}/fail?order=1` },
      });
      expect((await assertion(Token)).status).toBe(402);
      const page = await (await fetch(RedirectUrl)).text();
      for (const label of ['Pay', 'Cancel', 'Fail']) expect(page).toContain(`>${label}</button>`);
      const chosen = await fetch(RedirectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'outcome=pay',
        redirect: 'manual',
      });
      expect(chosen.status).toBe(303);
      expect(chosen.headers.get('location')).toBe(INITIALIZE.ReturnUrl.Url);
      expect(received).toEqual(['GET /success?order=1']);
      const asserted = (await (await assertion(Token)).json()) as { Transaction: { Status: string; Id: string } };
      expect(asserted.Transaction.Status).toBe('AUTHORIZED');
      // A second click changes nothing and calls nobody.
      await fake.decide(Token, 'fail');
      expect(fake.payments.get(Token)?.state).toBe('paid');
      expect(received).toHaveLength(1);

      const cancelled = await initialize({ Notification: { FailNotifyUrl: `${hookUrl}/fail?order=2` } });
      await fake.decide(cancelled.Token, 'cancel');
      expect(received.at(-1)).toBe('GET /fail?order=2');
      const aborted = await assertion(cancelled.Token);
      expect(aborted.status).toBe(402);
      expect(await aborted.json()).toMatchObject({ ErrorName: 'TRANSACTION_ABORTED' });
      const declined = await initialize();
      await fake.decide(declined.Token, 'fail');
      expect(await (await assertion(declined.Token)).json()).toMatchObject({ ErrorName: 'TRANSACTION_DECLINED' });
    } finally {
      hook.closeAllConnections();
      await new Promise<void>((resolve) => hook.close(() => resolve()));
    }
  });

  it('captures an authorization once, and refunds a capture up to its amount', async () => {
    const { Token } = await initialize();
    await fake.decide(Token, 'pay');
    const { Transaction } = (await (await assertion(Token)).json()) as { Transaction: { Id: string } };
    const reference = { TransactionReference: { TransactionId: Transaction.Id } };
    const captured = await api('Transaction/Capture', reference);
    expect(captured.status).toBe(200);
    const { CaptureId } = (await captured.json()) as { CaptureId: string; Status: string };
    expect(await (await assertion(Token)).json()).toMatchObject({ Transaction: { Status: 'CAPTURED', CaptureId } });
    const twice = await api('Transaction/Capture', reference);
    expect(await twice.json()).toMatchObject({ ErrorName: 'TRANSACTION_ALREADY_CAPTURED' });

    const refund = (value: string) =>
      api('Transaction/Refund', {
        Refund: { Amount: { Value: value, CurrencyCode: 'CHF' } },
        CaptureReference: { CaptureId },
      });
    const refunded = await refund('2400');
    expect(refunded.status).toBe(200);
    const { Transaction: refundTransaction } = (await refunded.json()) as { Transaction: { Id: string; Type: string } };
    expect(refundTransaction.Type).toBe('REFUND');
    expect(
      (await api('Transaction/Capture', { TransactionReference: { TransactionId: refundTransaction.Id } })).status,
    ).toBe(200);
    expect(fake.refunds.map((entry) => entry.transaction.Status)).toEqual(['CAPTURED']);
    expect(await (await refund('1')).json()).toMatchObject({ ErrorName: 'AMOUNT_INVALID' });
  });
});
