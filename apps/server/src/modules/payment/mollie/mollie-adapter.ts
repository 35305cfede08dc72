import { HistoricPaymentMethod, PaymentMethod as MollieMethod, PaymentStatus } from '@mollie/api-client';
import type { Queryable } from '../../../db/database.ts';
import { priceReservation } from '../../reservation/pricing/order-summary.ts';
import type { GatewayState, OnlinePaymentAdapter, StartRequest } from '../online-payment.ts';
import { loadPaymentContext, type PaymentContext } from '../payment-context.ts';
import { mollieMethodIds } from './mollie-methods.ts';
import { countTransactions, findReservationOfPayment } from '../transaction-repository.ts';
import { mollieKeyOf } from './mollie-settings.ts';
import { ProviderError } from '../../../lib/provider-error.ts';
import { mollieValue } from '../provider-amounts.ts';

/**
 * Redirect payments through Mollie's payments API: confirming the overview creates a payment for
 * the chosen method and sends the buyer to Mollie's checkout; Mollie sends the buyer back to the
 * engine's return path and calls our webhook with the payment's id only. Whoever asks, the state
 * is read from Mollie's API with the organizer's key, so an unsigned webhook cannot tell us
 * anything we would believe.
 *
 * The official SDK cannot be pointed at a local fake: it sends every request through an HTTPS
 * agent pinned to its own bundle of certificate authorities. The four calls are made here with
 * fetch instead, to the same endpoints and in the same shapes; the SDK's names for methods and
 * statuses are still used, so a rename on Mollie's side shows up as a type error.
 */

export const MOLLIE_WEBHOOK_PATH = '/api/payment/webhook/mollie';

type MollieMethodId = (typeof mollieMethodIds)[number];

/** Our method ids and Mollie's; ING Home'Pay was withdrawn by Mollie and is no longer listed, so never offered. */
export const mollieMethodNames: Record<MollieMethodId, string> = {
  IDEAL: MollieMethod.ideal,
  CREDIT_CARD: MollieMethod.creditcard,
  APPLE_PAY: MollieMethod.applepay,
  BANCONTACT: MollieMethod.bancontact,
  ING_HOME_PAY: HistoricPaymentMethod.inghomepay,
  BELFIUS: MollieMethod.belfius,
  PRZELEWY_24: MollieMethod.przelewy24,
  KBC: MollieMethod.kbc,
};

const isMollieMethod = (method: string): method is MollieMethodId => Object.hasOwn(mollieMethodNames, method);

/** Mollie's answer to a call it refused or could not take; `status` 0 when it did not answer. */
export class MollieError extends ProviderError {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly field?: string,
  ) {
    super(`Mollie: ${status} ${title}: ${detail}`);
  }
}

interface Amount {
  currency: string;
  value: string;
}

export interface MolliePayment {
  id: string;
  status: string;
  amount: Amount;
  amountRemaining?: Amount;
  method: string | null;
  metadata: unknown;
  _links: { checkout?: { href: string } };
}

export function stateOfPayment(payment: Pick<MolliePayment, 'status'>): GatewayState {
  switch (payment.status) {
    case PaymentStatus.paid:
      return { kind: 'succeeded' };
    // The buyer finished at Mollie; the bank (or the capture of an authorisation) confirms later.
    case PaymentStatus.pending:
    case PaymentStatus.authorized:
      return { kind: 'waiting' };
    case PaymentStatus.failed:
    case PaymentStatus.canceled:
    case PaymentStatus.expired:
      return { kind: 'failed', code: payment.status };
    default:
      return { kind: 'open' };
  }
}

const amountOf = (cents: number, currency: string): Amount => ({ currency, value: mollieValue(cents, currency) });

const LOCALES: Record<string, string> = {
  en: 'en_US',
  nl: 'nl_NL',
  fr: 'fr_FR',
  de: 'de_DE',
  es: 'es_ES',
  ca: 'ca_ES',
  pt: 'pt_PT',
  it: 'it_IT',
  nb: 'nb_NO',
  sv: 'sv_SE',
  fi: 'fi_FI',
  da: 'da_DK',
  is: 'is_IS',
  hu: 'hu_HU',
  pl: 'pl_PL',
  lv: 'lv_LV',
  lt: 'lt_LT',
};

/** The calls to Mollie's API the server makes, with the organizer's key. */
export interface MollieApi {
  createPayment(key: string, body: Record<string, unknown>, idempotencyKey: string): Promise<MolliePayment>;
  getPayment(key: string, id: string): Promise<MolliePayment>;
  /** Cancels a payment Mollie still lets be cancelled; a MollieError (422) once it is decided. */
  cancelPayment(key: string, id: string): Promise<MolliePayment>;
  createRefund(key: string, id: string, amount: Amount, idempotencyKey: string, description: string): Promise<void>;
  listMethods(key: string, amount: Amount): Promise<string[]>;
}

export function mollieApi(apiUrl: URL): MollieApi {
  const base = new URL('v2/', apiUrl.href.endsWith('/') ? apiUrl : `${apiUrl.href}/`);
  async function call<T>(
    key: string,
    path: string,
    init: { body?: unknown; idempotencyKey?: string; method?: 'DELETE' } = {},
  ) {
    let response: Response;
    try {
      response = await fetch(new URL(path, base), {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          authorization: `Bearer ${key}`,
          accept: 'application/hal+json',
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
          ...(init.idempotencyKey && { 'idempotency-key': init.idempotencyKey }),
        },
        ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new MollieError(0, 'Unreachable', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text.length > 0 ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const failure = (json ?? {}) as { title?: unknown; detail?: unknown; field?: unknown };
      throw new MollieError(
        response.status,
        typeof failure.title === 'string' ? failure.title : response.statusText,
        typeof failure.detail === 'string' ? failure.detail : text.slice(0, 200),
        typeof failure.field === 'string' ? failure.field : undefined,
      );
    }
    if (json === null || typeof json !== 'object')
      throw new MollieError(response.status, 'Bad answer', text.slice(0, 200));
    return json as T;
  }
  return {
    createPayment: (key, body, idempotencyKey) => call<MolliePayment>(key, 'payments', { body, idempotencyKey }),
    getPayment: (key, id) => call<MolliePayment>(key, `payments/${encodeURIComponent(id)}`),
    cancelPayment: (key, id) => call<MolliePayment>(key, `payments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    async createRefund(key, id, amount, idempotencyKey, description) {
      await call(key, `payments/${encodeURIComponent(id)}/refunds`, {
        body: { amount, description },
        idempotencyKey,
      });
    },
    async listMethods(key, amount) {
      const query = new URLSearchParams({ 'amount[value]': amount.value, 'amount[currency]': amount.currency });
      const listed = await call<{ _embedded?: { methods?: { id?: unknown }[] } }>(key, `methods?${query}`);
      return (listed._embedded?.methods ?? []).flatMap((method) => (typeof method.id === 'string' ? [method.id] : []));
    },
  };
}

export interface MollieAdapter extends OnlinePaymentAdapter {
  /** Our ids of the methods Mollie lists as available for this reservation's amount and currency. */
  availableMethods(q: Queryable, context: PaymentContext): Promise<string[]>;
}

/** Mollie's list of methods for an amount changes rarely: asked at most once a minute per key, amount and currency. */
const METHODS_CACHE_MS = 60_000;

export function mollieAdapter(options: { apiUrl: URL; baseUrl: string; now?: () => number }): MollieAdapter {
  const api = mollieApi(options.apiUrl);
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; methods: Promise<string[]> }>();

  const keyOfPayment = async (q: Queryable, gatewayId: string): Promise<string> => {
    const reservationId = await findReservationOfPayment(q, 'MOLLIE', gatewayId);
    const context = reservationId && (await loadPaymentContext(q, reservationId));
    const key = context && mollieKeyOf(context.settings);
    if (!key) throw new MollieError(401, 'No key', `no Mollie key for payment ${gatewayId}`);
    return key;
  };

  const listed = (key: string, amount: Amount): Promise<string[]> => {
    const id = `${key}\n${amount.currency}\n${amount.value}`;
    const found = cache.get(id);
    if (found && now() - found.at < METHODS_CACHE_MS) return found.methods;
    if (cache.size > 1000) cache.clear();
    const methods = api.listMethods(key, amount);
    cache.set(id, { at: now(), methods });
    // A failed answer is not kept: the next buyer asks again.
    methods.catch(() => cache.delete(id));
    return methods;
  };

  return {
    proxy: 'MOLLIE',
    method: 'IDEAL',
    async start(tx, request: StartRequest) {
      const context = await loadPaymentContext(tx, request.reservationId);
      const key = context && mollieKeyOf(context.settings);
      const method = request.method ?? 'IDEAL';
      if (!key || !isMollieMethod(method)) throw new MollieError(0, 'Not configured', `Mollie cannot take ${method}`);
      // One key per attempt: a retry after a lost answer finds the same payment, a new attempt gets a new one.
      const attempt = await countTransactions(tx, request.reservationId);
      const locale = LOCALES[request.language.split(/[-_]/)[0]!.toLowerCase()];
      const payment = await api.createPayment(
        key,
        {
          amount: amountOf(request.amountCents, request.currency),
          description: request.description.slice(0, 255),
          redirectUrl: request.returnUrl,
          webhookUrl: `${options.baseUrl}${MOLLIE_WEBHOOK_PATH}`,
          method: mollieMethodNames[method],
          metadata: { reservationId: request.reservationId },
          ...(locale && { locale }),
        },
        `reservation-${request.reservationId}-${attempt}-${request.amountCents}-${method}`,
      );
      const checkout = payment._links.checkout?.href;
      if (!checkout) throw new MollieError(0, 'No checkout', `payment ${payment.id} has no checkout link`);
      return { gatewayId: payment.id, redirectUrl: checkout, clientSecret: null };
    },
    check: async (q, gatewayId) => stateOfPayment(await api.getPayment(await keyOfPayment(q, gatewayId), gatewayId)),
    // Some methods cannot be cancelled while open; Mollie then expires the payment itself, and
    // the refusal leaves it to be asked about again.
    async close(q, gatewayId) {
      await api.cancelPayment(await keyOfPayment(q, gatewayId), gatewayId);
    },
    // Mollie's webhook carries no signature: see mollie-routes.ts.
    verifyWebhook: async () => null,
    async refund(q, gatewayId, part) {
      const key = await keyOfPayment(q, gatewayId);
      if (part) {
        const amount = { currency: part.currency.toUpperCase(), value: mollieValue(part.amountCents, part.currency) };
        await api.createRefund(key, gatewayId, amount, part.key, 'Cancelled by request');
        return;
      }
      const payment = await api.getPayment(key, gatewayId);
      const remaining = payment.amountRemaining ?? payment.amount;
      if (Number(remaining.value) <= 0) return;
      await api.createRefund(key, gatewayId, remaining, `refund-${gatewayId}`, 'Order not honoured');
    },
    async resumeUrl(q, gatewayId) {
      try {
        const payment = await api.getPayment(await keyOfPayment(q, gatewayId), gatewayId);
        return payment.status === PaymentStatus.open ? (payment._links.checkout?.href ?? null) : null;
      } catch (error) {
        if (error instanceof MollieError) return null;
        throw error;
      }
    },
    async availableMethods(q, context) {
      const key = mollieKeyOf(context.settings);
      if (!key) return [];
      const priced = await priceReservation(q, context.reservationId, context.language);
      const total = priced?.pricing.totals.final ?? 0;
      if (!priced || total <= 0) return [];
      try {
        const names = new Set(await listed(key, amountOf(total, priced.order.header.currency ?? 'EUR')));
        return mollieMethodIds.filter((method) => names.has(mollieMethodNames[method]));
      } catch (error) {
        // Mollie unreachable or refusing the key: its methods are not offered, the others still are.
        if (error instanceof MollieError) return [];
        throw error;
      }
    },
  };
}
