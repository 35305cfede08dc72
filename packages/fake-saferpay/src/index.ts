import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Saferpay's JSON API a shop takes Payment Page payments with:
 * Initialize, the hosted page where the tester decides the outcome, Assert, Capture and Refund,
 * and the unsigned notification calls. Everything lives in memory; see README.md.
 */

/** What the payment page's buttons do. */
export type Decision = 'pay' | 'cancel' | 'fail';
const DECISIONS: readonly Decision[] = ['pay', 'cancel', 'fail'];
const LABELS: Record<Decision, string> = { pay: 'Pay', cancel: 'Cancel', fail: 'Fail' };

export interface Amount {
  /** In the currency's minor unit, digits only: "2400" is 24.00 CHF, "1000" is 1000 JPY. */
  Value: string;
  CurrencyCode: string;
}

export interface Transaction {
  Type: 'PAYMENT' | 'REFUND';
  Status: 'AUTHORIZED' | 'CAPTURED';
  Id: string;
  CaptureId?: string;
  Date: string;
  Amount: Amount;
  OrderId?: string;
  AcquirerName: string;
  AcquirerReference: string;
  SixTransactionReference: string;
  ApprovalCode: string;
}

export interface Payment {
  token: string;
  customerId: string;
  terminalId: string;
  /** open until the page's buttons decide; then paid, canceled or failed for good. */
  state: 'open' | 'paid' | 'canceled' | 'failed';
  amount: Amount;
  orderId: string | null;
  description: string;
  returnUrl: string;
  successNotifyUrl: string | null;
  failNotifyUrl: string | null;
  languageCode: string | null;
  redirectUrl: string;
  transaction: Transaction | null;
  /** Minor units refunded so far. */
  refunded: number;
}

export interface Refund {
  token: string;
  captureId: string;
  transaction: Transaction;
}

export interface NotifyCall {
  token: string;
  url: string;
  /** HTTP status of the answer; 0 when none came. */
  answer: number;
}

export interface FakeSaferpayOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface FakeSaferpay {
  /** Base URL, e.g. `http://127.0.0.1:12114`, without trailing slash. */
  url: string;
  /** Where the JSON API lives, as `https://test.saferpay.com/api` does: point SAFERPAY_API_URL here. */
  apiUrl: string;
  port: number;
  /** By token. */
  payments: ReadonlyMap<string, Payment>;
  refunds: readonly Refund[];
  /** Every notification call made, in order. */
  notifyCalls: readonly NotifyCall[];
  /** What a button of the payment page does, without a browser: the outcome, then the notification. */
  decide(token: string, decision: Decision): Promise<Payment>;
  close(): Promise<void>;
}

/** An error answer in Saferpay's shape; `behavior` tells the caller whether trying again can help. */
class SaferpayError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly behavior: 'ABORT' | 'OTHER_MEANS' | 'RETRY' | 'RETRY_LATER' = 'ABORT',
    readonly detail: string[] = [],
  ) {
    super(message);
  }
}

const invalid = (detail: string) =>
  new SaferpayError(400, 'VALIDATION_FAILED', 'Request validation failed', 'ABORT', [detail]);

const randomId = (length: number) => randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function amountOf(input: unknown, field: string): Amount {
  const amount = objectOf(input);
  if (!amount) throw invalid(`${field}: The ${field} field is required.`);
  // Saferpay takes minor units as a string of digits: "24.00" or a number is refused.
  if (typeof amount.Value !== 'string' || !/^\d{1,12}$/.test(amount.Value) || Number(amount.Value) < 1)
    throw invalid(`${field}.Value: The field Value is invalid.`);
  if (typeof amount.CurrencyCode !== 'string' || !/^[A-Z]{3}$/.test(amount.CurrencyCode))
    throw invalid(`${field}.CurrencyCode: The field CurrencyCode is invalid.`);
  return { Value: amount.Value, CurrencyCode: amount.CurrencyCode };
}

/** Saferpay's JSON API users are named `API_{customer id}_{number}`; the password is anything set. */
function customerOfCredentials(request: IncomingMessage): string | null {
  const encoded = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!encoded) return null;
  const [user, ...rest] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
  const password = rest.join(':');
  const customer = /^API_(\d+)_\d+$/.exec(user ?? '')?.[1];
  return customer && password.length > 0 ? customer : null;
}

export async function startFakeSaferpay(options: FakeSaferpayOptions = {}): Promise<FakeSaferpay> {
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const notifyCalls: NotifyCall[] = [];
  /** Answers by customer and RequestId: a request sent again with the same id is answered as the first time. */
  const answered = new Map<string, { status: number; body: string }>();
  let baseUrl = '';

  const paymentOfTransaction = (id: string) =>
    [...payments.values()].find((candidate) => candidate.transaction?.Id === id) ?? null;

  function initialize(customerId: string, body: Record<string, unknown>): Record<string, unknown> {
    if (typeof body.TerminalId !== 'string' || !/^\d{8}$/.test(body.TerminalId))
      throw invalid('TerminalId: The field TerminalId is invalid.');
    const payment = objectOf(body.Payment);
    if (!payment) throw invalid('Payment: The Payment field is required.');
    const amount = amountOf(payment.Amount, 'Payment.Amount');
    if (
      typeof payment.Description !== 'string' ||
      payment.Description.trim() === '' ||
      payment.Description.length > 1000
    )
      throw invalid('Payment.Description: The field Description is invalid.');
    if (payment.OrderId !== undefined && (typeof payment.OrderId !== 'string' || payment.OrderId.length > 80))
      throw invalid('Payment.OrderId: The field OrderId is invalid.');
    const returnUrl = objectOf(body.ReturnUrl)?.Url;
    if (!isUrl(returnUrl)) throw invalid('ReturnUrl.Url: The field Url is invalid.');
    const notification = objectOf(body.Notification) ?? {};
    for (const field of ['SuccessNotifyUrl', 'FailNotifyUrl'])
      if (notification[field] !== undefined && !isUrl(notification[field]))
        throw invalid(`Notification.${field}: The field ${field} is invalid.`);
    const languageCode = objectOf(body.Payer)?.LanguageCode;
    const token = randomId(24);
    const created: Payment = {
      token,
      customerId,
      terminalId: body.TerminalId,
      state: 'open',
      amount,
      orderId: typeof payment.OrderId === 'string' ? payment.OrderId : null,
      description: payment.Description,
      returnUrl,
      successNotifyUrl: (notification.SuccessNotifyUrl as string | undefined) ?? null,
      failNotifyUrl: (notification.FailNotifyUrl as string | undefined) ?? null,
      languageCode: typeof languageCode === 'string' ? languageCode : null,
      redirectUrl: `${baseUrl}/vt2/api/PaymentPage/${customerId}/${body.TerminalId}/${token}`,
      transaction: null,
      refunded: 0,
    };
    payments.set(token, created);
    return {
      Token: token,
      Expiration: new Date(Date.now() + 4 * 3_600_000).toISOString(),
      RedirectUrl: created.redirectUrl,
    };
  }

  function ownPayment(customerId: string, token: unknown): Payment {
    const found = typeof token === 'string' ? payments.get(token) : undefined;
    if (!found || found.customerId !== customerId)
      throw new SaferpayError(400, 'TOKEN_INVALID', 'Invalid token', 'ABORT');
    return found;
  }

  function assert(customerId: string, body: Record<string, unknown>): Record<string, unknown> {
    const payment = ownPayment(customerId, body.Token);
    switch (payment.state) {
      case 'open':
        throw new SaferpayError(402, 'TRANSACTION_NOT_STARTED', 'Transaction not started yet', 'RETRY_LATER');
      case 'canceled':
        throw new SaferpayError(402, 'TRANSACTION_ABORTED', 'Transaction aborted by the payer', 'ABORT');
      case 'failed':
        throw new SaferpayError(402, 'TRANSACTION_DECLINED', 'Transaction declined by the processor', 'OTHER_MEANS');
      case 'paid':
        return {
          Transaction: payment.transaction,
          PaymentMeans: {
            Brand: { PaymentMethod: 'VISA', Name: 'VISA Saferpay Test' },
            DisplayText: 'xxxx xxxx xxxx 0004',
            Card: { MaskedNumber: 'xxxxxxxxxxxx0004', ExpYear: 2030, ExpMonth: 12, CountryCode: 'CH' },
          },
          Liability: { LiabilityShift: true, LiableEntity: 'THREEDS' },
        };
    }
  }

  function transactionOf(
    customerId: string,
    reference: unknown,
  ): { payment: Payment | null; transaction: Transaction } {
    const id = objectOf(reference)?.TransactionId;
    if (typeof id !== 'string')
      throw invalid('TransactionReference.TransactionId: The field TransactionId is required.');
    const payment = paymentOfTransaction(id);
    if (payment && payment.customerId === customerId) return { payment, transaction: payment.transaction! };
    const refund = refunds.find((candidate) => candidate.transaction.Id === id);
    if (refund && payments.get(refund.token)?.customerId === customerId)
      return { payment: null, transaction: refund.transaction };
    throw new SaferpayError(402, 'TRANSACTION_NOT_FOUND', 'Transaction not found', 'ABORT');
  }

  function capture(customerId: string, body: Record<string, unknown>): Record<string, unknown> {
    const { transaction } = transactionOf(customerId, body.TransactionReference);
    if (transaction.Status === 'CAPTURED')
      throw new SaferpayError(402, 'TRANSACTION_ALREADY_CAPTURED', 'Transaction already captured', 'ABORT');
    transaction.Status = 'CAPTURED';
    transaction.CaptureId = `${transaction.Id}_c`;
    return { CaptureId: transaction.CaptureId, Status: 'CAPTURED', Date: new Date().toISOString() };
  }

  function refund(customerId: string, body: Record<string, unknown>): Record<string, unknown> {
    const amount = amountOf(objectOf(body.Refund)?.Amount, 'Refund.Amount');
    const captureId = objectOf(body.CaptureReference)?.CaptureId;
    if (typeof captureId !== 'string') throw invalid('CaptureReference.CaptureId: The field CaptureId is required.');
    const payment = [...payments.values()].find(
      (candidate) => candidate.transaction?.CaptureId === captureId && candidate.customerId === customerId,
    );
    if (!payment) throw new SaferpayError(402, 'TRANSACTION_NOT_FOUND', 'Capture not found', 'ABORT');
    if (amount.CurrencyCode !== payment.amount.CurrencyCode)
      throw new SaferpayError(402, 'CURRENCY_INVALID', 'Currency does not match the payment', 'ABORT');
    if (Number(amount.Value) > Number(payment.amount.Value) - payment.refunded)
      throw new SaferpayError(402, 'AMOUNT_INVALID', 'Amount exceeds what can be refunded', 'ABORT');
    payment.refunded += Number(amount.Value);
    // A refund is a transaction of its own, authorized first and captured like a payment.
    const transaction = newTransaction('REFUND', amount, payment.orderId);
    refunds.push({ token: payment.token, captureId, transaction });
    return {
      Transaction: transaction,
      PaymentMeans: {
        Brand: { PaymentMethod: 'VISA', Name: 'VISA Saferpay Test' },
        DisplayText: 'xxxx xxxx xxxx 0004',
      },
    };
  }

  function newTransaction(type: Transaction['Type'], amount: Amount, orderId: string | null): Transaction {
    return {
      Type: type,
      Status: 'AUTHORIZED',
      Id: randomId(28),
      Date: new Date().toISOString(),
      Amount: { ...amount },
      ...(orderId !== null && { OrderId: orderId }),
      AcquirerName: 'VISA Saferpay Test',
      AcquirerReference: randomId(12),
      SixTransactionReference: `0:0:3:${randomId(28)}`,
      ApprovalCode: String(100_000 + Math.floor(Math.random() * 900_000)),
    };
  }

  async function notify(payment: Payment): Promise<void> {
    const url = payment.state === 'paid' ? payment.successNotifyUrl : payment.failNotifyUrl;
    if (!url) return;
    let answer = 0;
    try {
      // Saferpay's notification is a bare GET: whatever the receiver needs to know is in the URL it gave.
      const response = await fetch(url, { method: 'GET' });
      await response.arrayBuffer();
      answer = response.status;
    } catch {
      answer = 0;
    }
    notifyCalls.push({ token: payment.token, url, answer });
  }

  async function decide(token: string, decision: Decision): Promise<Payment> {
    const payment = payments.get(token);
    if (!payment) throw new Error(`no payment with token ${token}`);
    // Decided before (a second click, another tab): nothing changes and nobody is called again.
    if (payment.state !== 'open') return payment;
    payment.state = decision === 'pay' ? 'paid' : decision === 'cancel' ? 'canceled' : 'failed';
    if (payment.state === 'paid') payment.transaction = newTransaction('PAYMENT', payment.amount, payment.orderId);
    await notify(payment);
    return payment;
  }

  interface Answer {
    status: number;
    body?: unknown;
    html?: string;
    location?: string;
  }

  const API: Record<string, (customerId: string, body: Record<string, unknown>) => Record<string, unknown>> = {
    '/api/Payment/v1/PaymentPage/Initialize': initialize,
    '/api/Payment/v1/PaymentPage/Assert': assert,
    '/api/Payment/v1/Transaction/Capture': capture,
    '/api/Payment/v1/Transaction/Refund': refund,
  };

  async function route(request: IncomingMessage, url: URL, raw: string): Promise<Answer> {
    const method = request.method ?? 'GET';
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/healthz') return { status: 200, body: { ok: true } };

    const page = /^\/vt2\/api\/PaymentPage\/\d+\/\d+\/([A-Za-z0-9]+)$/.exec(path);
    if (page) {
      const payment = payments.get(page[1]!);
      if (!payment) return { status: 404, html: htmlPage('Payment not found', '<p>This payment does not exist.</p>') };
      if (method === 'GET') return { status: 200, html: paymentPage(payment) };
      if (method === 'POST') {
        const decision = new URLSearchParams(raw).get('outcome');
        if (!DECISIONS.includes(decision as Decision))
          return { status: 400, html: htmlPage('Bad request', '<p>Choose an outcome.</p>') };
        await decide(payment.token, decision as Decision);
        return { status: 303, location: payment.returnUrl };
      }
    }

    const handler = API[path];
    if (!handler || method !== 'POST')
      throw new SaferpayError(404, 'ACTION_NOT_SUPPORTED', `${method} ${path} does not exist`, 'ABORT');
    const customerId = customerOfCredentials(request);
    if (!customerId) throw new SaferpayError(401, 'AUTHENTICATION_FAILED', 'Unable to authenticate request', 'ABORT');
    let body: Record<string, unknown>;
    try {
      const parsed = objectOf(JSON.parse(raw) as unknown);
      if (!parsed) throw new Error('not an object');
      body = parsed;
    } catch {
      throw invalid('The request body is not a JSON object.');
    }
    const header = objectOf(body.RequestHeader);
    if (
      !header ||
      typeof header.SpecVersion !== 'string' ||
      typeof header.RequestId !== 'string' ||
      header.RequestId.length === 0 ||
      header.RequestId.length > 50 ||
      !Number.isInteger(header.RetryIndicator) ||
      (header.RetryIndicator as number) < 0 ||
      (header.RetryIndicator as number) > 9
    )
      throw invalid('RequestHeader: SpecVersion, RequestId and RetryIndicator are required.');
    if (header.CustomerId !== customerId)
      throw new SaferpayError(403, 'PERMISSION_DENIED', 'The customer does not belong to these credentials', 'ABORT');
    const responseHeader = { SpecVersion: header.SpecVersion, RequestId: header.RequestId };
    return { status: 200, body: { ResponseHeader: responseHeader, ...handler(customerId, body) } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const requestKey = retryKeyOf(request, url, raw);
    const remembered = requestKey ? answered.get(requestKey) : undefined;
    if (remembered) {
      response.writeHead(remembered.status, json).end(remembered.body);
      return;
    }
    let answer: Answer;
    try {
      answer = await route(request, url, raw);
    } catch (error) {
      if (!(error instanceof SaferpayError)) throw error;
      const body = {
        ResponseHeader: { SpecVersion: '1.40', RequestId: requestIdOf(raw) ?? '' },
        Behavior: error.behavior,
        ErrorName: error.errorName,
        ErrorMessage: error.message,
        ...(error.detail.length > 0 && { ErrorDetail: error.detail }),
      };
      response.writeHead(error.status, json).end(JSON.stringify(body));
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
    if (requestKey) answered.set(requestKey, { status: answer.status, body });
    response.writeHead(answer.status, json).end(body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      response.end(
        JSON.stringify({ Behavior: 'RETRY', ErrorName: 'INTERNAL_ERROR', ErrorMessage: 'An internal error occurred' }),
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
    apiUrl: `${baseUrl}/api`,
    port: address.port,
    payments,
    refunds,
    notifyCalls,
    decide,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function requestIdOf(raw: string): string | null {
  try {
    const id = objectOf(objectOf(JSON.parse(raw) as unknown)?.RequestHeader)?.RequestId;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Saferpay answers a request sent again with the same RequestId and a higher RetryIndicator as it
 * answered the first, so a retry after a lost answer does not pay or refund twice.
 */
function retryKeyOf(request: IncomingMessage, url: URL, raw: string): string | null {
  if (request.method !== 'POST' || !url.pathname.startsWith('/api/')) return null;
  const id = requestIdOf(raw);
  return id ? `${request.headers.authorization ?? ''} ${url.pathname} ${id}` : null;
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/** Saferpay's hosted payment page in a test account, reduced to its outcomes; each sends the browser back. */
function paymentPage(payment: Payment): string {
  const title = 'Saferpay test payment';
  if (payment.state !== 'open')
    return htmlPage(
      title,
      `<p>This payment is ${escape(payment.state)}.</p><p><a href="${escape(payment.returnUrl)}">Back to the shop</a></p>`,
    );
  const buttons = DECISIONS.map(
    (decision) => `<button type="submit" name="outcome" value="${decision}">${LABELS[decision]}</button>`,
  ).join(' ');
  return htmlPage(
    title,
    `<p>${escape(payment.description)}</p><p>${escape(payment.amount.Value)} ${escape(payment.amount.CurrencyCode)} (minor units)</p><form method="post"><fieldset><legend>Choose the outcome of this test payment</legend>${buttons}</fieldset></form>`,
  );
}
