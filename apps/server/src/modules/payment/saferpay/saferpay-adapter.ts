import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database.ts';
import type { GatewayState, OnlinePaymentAdapter, StartRequest } from '../online-payment.ts';
import { loadPaymentContext } from '../payment-context.ts';
import { findPaymentPage, findReservationOfPayment } from '../transaction-repository.ts';
import { saferpayValue } from '../provider-amounts.ts';
import { ProviderError } from '../../../lib/provider-error.ts';
import { saferpayCredentialsOf, type SaferpayCredentials } from './saferpay-settings.ts';

/**
 * Card payments on Saferpay's hosted Payment Page, over its JSON API: confirming the overview
 * initializes a payment page for the order total and sends the buyer there; Saferpay sends the
 * buyer back to the engine's return path and calls our notify URL. Neither carries anything we
 * would believe: whoever asks, the payment is asserted with its token and the organizer's
 * credentials, and an authorization is captured before the order counts it as paid.
 *
 * Saferpay has no maintained SDK for Node; the five calls are plain JSON over fetch. The token of
 * the payment page is the payment's id on our side: it is all Assert needs.
 */

export const SAFERPAY_NOTIFY_PATH = '/api/payment/webhook/saferpay';

/** The version of the JSON API whose shapes these calls use. */
const SPEC_VERSION = '1.40';

const LIVE = new URL('https://www.saferpay.com/api/');
const TEST = new URL('https://test.saferpay.com/api/');

/** The languages Saferpay's payment page speaks; others get its default. */
const LANGUAGES = new Set([
  'de',
  'en',
  'fr',
  'it',
  'es',
  'pt',
  'nl',
  'da',
  'fi',
  'sv',
  'no',
  'pl',
  'cs',
  'hu',
  'ru',
  'ja',
  'zh',
  'el',
  'hr',
  'sk',
  'sl',
  'sr',
  'bg',
  'ro',
  'tr',
  'et',
  'lt',
  'lv',
  'ko',
]);

/** Saferpay's answer to a call it refused or could not take; `status` 0 when it did not answer. */
export class SaferpayError extends ProviderError {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly behavior: string,
    detail: string,
  ) {
    super(`Saferpay: ${status} ${errorName}: ${detail}`);
  }
}

interface Amount {
  /** In the currency's minor unit, digits only. */
  Value: string;
  CurrencyCode: string;
}

export interface SaferpayTransaction {
  Type: string;
  Status: string;
  Id: string;
  CaptureId?: string;
  Amount: Amount;
}

/** The calls to Saferpay's JSON API the server makes, with the organizer's credentials. */
export interface SaferpayApi {
  initialize(
    credentials: SaferpayCredentials,
    body: Record<string, unknown>,
  ): Promise<{ Token: string; RedirectUrl: string }>;
  assert(credentials: SaferpayCredentials, token: string): Promise<{ Transaction: SaferpayTransaction }>;
  capture(credentials: SaferpayCredentials, transactionId: string): Promise<{ CaptureId?: string; Status: string }>;
  refund(
    credentials: SaferpayCredentials,
    captureId: string,
    amount: Amount,
  ): Promise<{ Transaction: SaferpayTransaction }>;
}

/** `apiUrl` from SAFERPAY_API_URL; null picks Saferpay's live or test system by the organizer's SAFERPAY_LIVE_MODE. */
export function saferpayApi(apiUrl: URL | null): SaferpayApi {
  const fixed = apiUrl && new URL(apiUrl.href.endsWith('/') ? apiUrl.href : `${apiUrl.href}/`);
  async function call<T>(credentials: SaferpayCredentials, path: string, body: Record<string, unknown>): Promise<T> {
    const base = fixed ?? (credentials.live ? LIVE : TEST);
    let response: Response;
    try {
      response = await fetch(new URL(`Payment/v1/${path}`, base), {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
          accept: 'application/json',
          'content-type': 'application/json; charset=utf-8',
        },
        body: JSON.stringify({
          // Each call is sent once; a new call is a new request, so its id is new and it is no retry.
          RequestHeader: {
            SpecVersion: SPEC_VERSION,
            CustomerId: credentials.customerId,
            RequestId: randomUUID(),
            RetryIndicator: 0,
          },
          ...body,
        }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new SaferpayError(0, 'UNREACHABLE', 'RETRY', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text.length > 0 ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const failure = (json ?? {}) as { ErrorName?: unknown; Behavior?: unknown; ErrorMessage?: unknown };
      throw new SaferpayError(
        response.status,
        typeof failure.ErrorName === 'string' ? failure.ErrorName : response.statusText,
        typeof failure.Behavior === 'string' ? failure.Behavior : 'ABORT',
        typeof failure.ErrorMessage === 'string' ? failure.ErrorMessage : text.slice(0, 200),
      );
    }
    if (json === null || typeof json !== 'object')
      throw new SaferpayError(response.status, 'BAD_ANSWER', 'RETRY', text.slice(0, 200));
    return json as T;
  }
  return {
    initialize: (credentials, body) => call(credentials, 'PaymentPage/Initialize', body),
    assert: (credentials, token) => call(credentials, 'PaymentPage/Assert', { Token: token }),
    capture: (credentials, transactionId) =>
      call(credentials, 'Transaction/Capture', { TransactionReference: { TransactionId: transactionId } }),
    refund: (credentials, captureId, amount) =>
      call(credentials, 'Transaction/Refund', {
        Refund: { Amount: amount },
        CaptureReference: { CaptureId: captureId },
      }),
  };
}

/** Errors of Assert that mean the payment will not be taken: given up, refused, or left until its token expired. */
const REFUSED = new Set([
  'TRANSACTION_ABORTED',
  'TRANSACTION_DECLINED',
  'TOKEN_EXPIRED',
  '3DS_AUTHENTICATION_FAILED',
  'GENERAL_DECLINED',
  'CARD_EXPIRED',
  'PAYMENTMEANS_INVALID',
  'PAYMENTMEANS_NOT_SUPPORTED',
  'BLOCKED_BY_RISK_MANAGEMENT',
  'NO_CONTRACT',
]);

/** What Assert says, as the engine's state; an error that says nothing about the payment is thrown. */
export function stateOfAssert(
  answer: { Transaction: Pick<SaferpayTransaction, 'Status'> } | SaferpayError,
): GatewayState {
  if (answer instanceof SaferpayError) {
    if (answer.errorName === 'TRANSACTION_NOT_STARTED') return { kind: 'open' };
    if (REFUSED.has(answer.errorName)) return { kind: 'failed', code: answer.errorName };
    throw answer;
  }
  switch (answer.Transaction.Status) {
    case 'CAPTURED':
      return { kind: 'succeeded' };
    // Some means of payment confirm later; Saferpay notifies again then.
    case 'PENDING':
      return { kind: 'waiting' };
    case 'CANCELED':
      return { kind: 'failed', code: 'CANCELED' };
    default:
      return { kind: 'open' };
  }
}

export function saferpayAdapter(options: { apiUrl: URL | null; baseUrl: string }): OnlinePaymentAdapter {
  const api = saferpayApi(options.apiUrl);

  const credentialsOfPayment = async (q: Queryable, token: string): Promise<SaferpayCredentials> => {
    const reservationId = await findReservationOfPayment(q, 'SAFERPAY', token);
    const context = reservationId && (await loadPaymentContext(q, reservationId));
    const credentials = context && saferpayCredentialsOf(context.settings);
    if (!credentials) throw new SaferpayError(401, 'NOT_CONFIGURED', 'ABORT', `no Saferpay credentials for ${token}`);
    return credentials;
  };

  const asserted = async (credentials: SaferpayCredentials, token: string) => {
    try {
      return await api.assert(credentials, token);
    } catch (error) {
      if (error instanceof SaferpayError && error.status !== 0 && error.status < 500) return error;
      throw error;
    }
  };

  return {
    proxy: 'SAFERPAY',
    method: 'CREDIT_CARD',
    async start(tx, request: StartRequest) {
      const context = await loadPaymentContext(tx, request.reservationId);
      const credentials = context && saferpayCredentialsOf(context.settings);
      if (!credentials) throw new SaferpayError(0, 'NOT_CONFIGURED', 'ABORT', 'Saferpay is not set up');
      const language = request.language.split(/[-_]/)[0]!.toLowerCase();
      // Whichever way the payment ends, Saferpay calls this URL: it only says "assert this reservation's payment".
      const notifyUrl = `${options.baseUrl}${SAFERPAY_NOTIFY_PATH}/${request.reservationId}`;
      const page = await api.initialize(credentials, {
        TerminalId: credentials.terminalId,
        Payment: {
          Amount: { Value: saferpayValue(request.amountCents, request.currency), CurrencyCode: request.currency },
          OrderId: request.reservationId,
          Description: request.description.slice(0, 1000),
        },
        ...(LANGUAGES.has(language) && { Payer: { LanguageCode: language } }),
        ReturnUrl: { Url: request.returnUrl },
        Notification: { SuccessNotifyUrl: notifyUrl, FailNotifyUrl: notifyUrl },
      });
      return { gatewayId: page.Token, redirectUrl: page.RedirectUrl, clientSecret: null };
    },
    async check(q, token) {
      const credentials = await credentialsOfPayment(q, token);
      const answer = await asserted(credentials, token);
      if (answer instanceof SaferpayError || answer.Transaction.Status !== 'AUTHORIZED') return stateOfAssert(answer);
      // Authorized is not paid yet: the money is ours once captured.
      try {
        const captured = await api.capture(credentials, answer.Transaction.Id);
        return captured.Status === 'PENDING' ? { kind: 'waiting' } : { kind: 'succeeded' };
      } catch (error) {
        // Captured meanwhile by another process asking about the same payment.
        if (error instanceof SaferpayError && error.errorName === 'TRANSACTION_ALREADY_CAPTURED')
          return { kind: 'succeeded' };
        throw error;
      }
    },
    // Saferpay's notifications carry no signature and no body: see saferpay-routes.ts.
    verifyWebhook: async () => null,
    async refund(q, token, part) {
      const credentials = await credentialsOfPayment(q, token);
      const answer = await asserted(credentials, token);
      if (answer instanceof SaferpayError) throw answer;
      const { Transaction: payment } = answer;
      if (payment.Status !== 'CAPTURED' || !payment.CaptureId)
        throw new SaferpayError(0, 'NOT_CAPTURED', 'ABORT', `payment ${payment.Id} has no capture to refund`);
      const amount = part
        ? { Value: saferpayValue(part.amountCents, part.currency), CurrencyCode: part.currency.toUpperCase() }
        : payment.Amount;
      const refunded = await api.refund(credentials, payment.CaptureId, amount);
      // A refund is a transaction of its own that, like a payment, is captured to move the money.
      if (refunded.Transaction.Status === 'AUTHORIZED') await api.capture(credentials, refunded.Transaction.Id);
    },
    // Saferpay cannot be asked for a payment page again: the one it gave is kept, good while Saferpay
    // says the buyer has not paid there yet (its token expires after some hours).
    async resumeUrl(q, token) {
      try {
        const answer = await asserted(await credentialsOfPayment(q, token), token);
        if (!(answer instanceof SaferpayError) || answer.errorName !== 'TRANSACTION_NOT_STARTED') return null;
        return await findPaymentPage(q, 'SAFERPAY', token);
      } catch (error) {
        if (error instanceof SaferpayError) return null;
        throw error;
      }
    },
  };
}
