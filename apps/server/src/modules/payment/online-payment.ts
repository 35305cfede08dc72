import type { PaymentMethod, PaymentProxy, ReservationStatus } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { priceReservation, summaryOf, type PricedOrder } from '../reservation/pricing/order-summary.ts';
import { descriptionForPayment } from '../reservation/pricing/order-summary-rows.ts';
import { queueRefundEmail } from '../email/refund-email.ts';
import { isIn, moveStatus, statusGroups } from '../reservation/status/reservation-status.ts';
import { loadPaymentContext, type PaymentContext } from './payment-context.ts';
import {
  cancelPendingTransactions,
  findPayableEarlierPayments,
  findOnlineTransaction,
  insertOnlineTransaction,
  markTransaction,
  markTransactionCancelled,
  recordWebhookEvent,
  type OnlineTransactionRow,
} from './transaction-repository.ts';
import { claimAllOrNothing, findClaimTarget, snapshotTickets } from '../reservation/hold/inventory-claim.ts';
import { hasBillingDocument } from '../billing-document/billing-document-repository.ts';
import { insertConfirmationAudit } from './payment-audit-repository.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import { paidOutcome } from './payment-provider.ts';
import { settleReservation } from './settle-reservation.ts';
import { ProviderError } from '../../lib/provider-error.ts';

/**
 * Payments taken by an online provider. Each provider is an adapter behind one interface; the
 * engine around them owns the reservation: it starts a payment when the overview is confirmed,
 * and applies what the provider says, whoever asks (the provider's webhook, the buyer coming
 * back, the status poll, a forced check). Applying holds the reservation's row lock and acts only
 * on a payment still open, so of any number of such calls, on any number of server processes,
 * one confirms the order and the others find it done.
 */

/** What the provider says about a payment. */
export type GatewayState =
  /** The money is taken. */
  | { kind: 'succeeded' }
  /** Refused (declined card, cancelled by the buyer); `code` is the provider's reason. */
  | { kind: 'failed'; code: string }
  /** The buyer is done, the provider confirms later (a webhook follows). */
  | { kind: 'waiting' }
  /** Nothing decided yet. */
  | { kind: 'open' };

export interface StartRequest {
  reservationId: string;
  amountCents: number;
  currency: string;
  description: string;
  language: string;
  /** Where the provider sends the buyer back. */
  returnUrl: string;
  /** The method the buyer chose, for a provider taking several. */
  method?: PaymentMethod;
}

/** A started payment: the provider's id, and where the buyer pays (a page) or what pays in ours (a client secret). */
export interface StartedPayment {
  gatewayId: string;
  redirectUrl: string | null;
  clientSecret: string | null;
}

/** Part of a payment to give back, in the payment's currency and our minor unit. */
export interface RefundPart {
  amountCents: number;
  currency: string;
  key: string;
}

/** A webhook call whose signature holds. */
export interface WebhookEvent {
  eventId: string;
  gatewayId: string;
}

export interface OnlinePaymentAdapter {
  proxy: Exclude<PaymentProxy, 'NONE' | 'ADMIN' | 'OFFLINE' | 'ON_SITE' | 'CUSTOM_OFFLINE'>;
  method: PaymentMethod;
  /**
   * Creates the payment at the provider. `tx` is the confirmation's transaction: a provider
   * that keeps its books in our database writes them there, a remote one ignores it.
   */
  start(tx: Queryable, request: StartRequest): Promise<StartedPayment>;
  check(q: Queryable, gatewayId: string): Promise<GatewayState>;
  /** The event a webhook call announces; null when its signature or shape is wrong. */
  verifyWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<WebhookEvent | null>;
  /**
   * Gives money back: all that is left of the payment (one the order cannot honour), or `part`
   * of it. `part.key` names the refund at the provider, so asking again after a lost answer
   * refunds once. A ProviderError when the provider refuses or cannot be reached.
   */
  refund(q: Queryable, gatewayId: string, part?: RefundPart): Promise<void>;
  /** The provider's page where the buyer carries on with a payment still open there; null when there is none. */
  resumeUrl?(q: Queryable, gatewayId: string): Promise<string | null>;
  /**
   * Closes at the provider a payment a new one replaces, so a page left open elsewhere cannot
   * pay it too, or one nobody finished (`unfinished-payments.ts`); a ProviderError when the
   * provider refuses (the payment went through meanwhile).
   */
  close?(q: Queryable, gatewayId: string): Promise<void>;
}

/**
 * How the server starts an online provider: `start` makes its adapter from the configuration and
 * returns it with the function that adds the provider's routes, called once the engine holds
 * every adapter. The table is `online-setups.ts`.
 */
export interface OnlineSetup {
  start(ctx: AppContext): { adapter: OnlinePaymentAdapter; routes(online: OnlinePayments): void };
}

export interface OnlinePayments {
  db: Database;
  baseUrl: string;
  adapters: ReadonlyMap<string, OnlinePaymentAdapter>;
  /** After a confirmation or a refund: the outbox has mail to send. */
  onMailQueued(): void;
}

/** Why a payment that succeeded was given back. */
export const REFUND_REASONS = {
  /** The hold had ended and its seats were sold meanwhile. */
  soldOut: 'HOLD_EXPIRED_SOLD_OUT',
  /** The order had been confirmed otherwise meanwhile (another payment, or cancelled). */
  notPayable: 'ORDER_NOT_PAYABLE',
} as const;

/**
 * Starts the online payment of a confirmed overview, in the transaction holding the
 * reservation's lock: the reservation waits for the provider (EXTERNAL_PROCESSING_PAYMENT) and
 * the payment is recorded (see `recordNewPayment`). Resolves to null, having changed nothing,
 * when the status may not move.
 */
export async function startOnlinePayment(
  tx: Queryable,
  engine: OnlinePayments,
  adapter: OnlinePaymentAdapter,
  context: PaymentContext,
  priced: PricedOrder,
  method: PaymentMethod = adapter.method,
): Promise<StartedPayment | null> {
  if (!(await moveStatus(tx, context.reservationId, 'EXTERNAL_PROCESSING_PAYMENT', [context.status]))) return null;
  return recordNewPayment(tx, engine, adapter, context, priced, method);
}

/**
 * Creates a payment at the provider and records it as the reservation's payment under way,
 * replacing any earlier one still open; its tickets are noted on it, so that a payment arriving
 * after the hold ended can claim the same again. The reservation's status is the caller's: a
 * provider whose buyer approves first (PayPal) leaves it payable meanwhile.
 */
export async function recordNewPayment(
  tx: Queryable,
  engine: OnlinePayments,
  adapter: OnlinePaymentAdapter,
  context: PaymentContext,
  priced: PricedOrder,
  method: PaymentMethod = adapter.method,
): Promise<StartedPayment> {
  const id = context.reservationId;
  const started = await adapter.start(tx, {
    reservationId: id,
    amountCents: priced.pricing.totals.final,
    currency: priced.order.header.currency ?? 'EUR',
    description: descriptionForPayment(summaryOf(priced, context.language).summary),
    language: context.language,
    returnUrl: `${engine.baseUrl}${paymentReturnPath(id)}`,
    method,
  });
  await closeSupersededPayments(tx, engine, id);
  await cancelPendingTransactions(tx, id);
  await insertOnlineTransaction(tx, {
    reservationId: id,
    proxy: adapter.proxy,
    method,
    gatewayId: started.gatewayId,
    amountCents: priced.pricing.totals.final,
    currency: priced.order.header.currency,
    tickets: await snapshotTickets(tx, id),
    pageUrl: started.redirectUrl,
  });
  return started;
}

/**
 * Closes at their providers the reservation's earlier payments that could still be paid (open,
 * or refused once, which Stripe lets a buyer retry), and marks them cancelled. One the provider
 * will not close may have gone through meanwhile: it stays as it is, and the engine honours or
 * gives back its money when the provider says so.
 */
async function closeSupersededPayments(tx: Queryable, engine: OnlinePayments, reservationId: string): Promise<void> {
  for (const payment of await findPayableEarlierPayments(tx, reservationId)) {
    const close = engine.adapters.get(payment.proxy)?.close;
    if (!close) continue;
    try {
      await close(tx, payment.gatewayId);
    } catch (error) {
      if (error instanceof ProviderError) continue;
      throw error;
    }
    await markTransactionCancelled(tx, payment.id);
  }
}

/** Where a provider sends the buyer back: the engine checks the payment, then the shop shows the reservation. */
export const paymentReturnPath = (reservationId: string) => `/api/payment/return/${reservationId}`;

export type Reconciled =
  | { kind: 'not-found' }
  /** The webhook event was applied before. */
  | { kind: 'replayed' }
  | { kind: 'done'; transaction: OnlineTransactionRow; reservationStatus: ReservationStatus };

/**
 * Asks the provider about the reservation's latest online payment (or the one `gatewayId`
 * names) and applies the answer. A webhook passes its event, recorded in the same transaction:
 * the same event a second time changes nothing.
 */
export async function reconcilePayment(
  engine: OnlinePayments,
  reservationId: string,
  options: { gatewayId?: string; event?: { proxy: string; eventId: string } } = {},
): Promise<Reconciled> {
  let mailQueued = false;
  const result = await engine.db.transaction(async (tx): Promise<Reconciled> => {
    const locked = await lockReservation(tx, reservationId, { expiredHold: 'kept' });
    if (!locked) return { kind: 'not-found' };
    if (options.event && !(await recordWebhookEvent(tx, options.event.proxy, options.event.eventId)))
      return { kind: 'replayed' };
    const applied = await reconcileLocked(tx, engine, reservationId, locked.status, options.gatewayId ?? null);
    mailQueued = applied.mailQueued;
    return applied.result;
  });
  if (mailQueued) engine.onMailQueued();
  return result;
}

/**
 * The same, in a transaction that already holds the reservation's lock (its status is
 * `status`): for a provider whose money is taken while the buyer confirms (a PayPal capture).
 * `mailQueued` says whether the caller has mail to send once the transaction commits.
 */
export async function reconcileLocked(
  tx: Queryable,
  engine: OnlinePayments,
  reservationId: string,
  status: ReservationStatus,
  gatewayId: string | null,
): Promise<{ result: Reconciled; mailQueued: boolean }> {
  const transaction = await findOnlineTransaction(tx, reservationId, gatewayId);
  if (!transaction) return { result: { kind: 'not-found' }, mailQueued: false };
  const adapter = engine.adapters.get(transaction.proxy);
  // A payment we gave up on (CANCELLED) or saw refused (FAILED: a declined card may be tried
  // again on the same payment, as Stripe allows) may still be taken by the provider; money
  // taken is then honoured or given back. COMPLETE and REFUNDED are final.
  if (!adapter || !['PENDING', 'CANCELLED', 'FAILED'].includes(transaction.status))
    return { result: { kind: 'done', transaction, reservationStatus: status }, mailQueued: false };
  const state = await adapter.check(tx, transaction.gatewayId);
  const after = await apply(tx, engine, adapter, transaction, status, state);
  const confirmed = after.reservationStatus === 'COMPLETE' && status !== 'COMPLETE';
  return {
    result: after,
    mailQueued: confirmed || (after.transaction.status === 'REFUNDED' && transaction.status !== 'REFUNDED'),
  };
}

async function apply(
  tx: Queryable,
  engine: OnlinePayments,
  adapter: OnlinePaymentAdapter,
  transaction: OnlineTransactionRow,
  status: ReservationStatus,
  state: GatewayState,
): Promise<Extract<Reconciled, { kind: 'done' }>> {
  const id = transaction.reservationId;
  const done = async (): Promise<Extract<Reconciled, { kind: 'done' }>> => ({
    kind: 'done',
    transaction: (await findOnlineTransaction(tx, id, transaction.gatewayId))!,
    reservationStatus: (await lockReservation(tx, id, { expiredHold: 'kept' }))!.status,
  });
  if (state.kind === 'open' || (state.kind !== 'succeeded' && transaction.status !== 'PENDING')) return done();
  if (state.kind === 'waiting') {
    await moveStatus(tx, id, 'WAITING_EXTERNAL_CONFIRMATION', ['EXTERNAL_PROCESSING_PAYMENT']);
    return done();
  }
  if (state.kind === 'failed') {
    await markTransaction(tx, transaction.id, 'FAILED', state.code);
    // Back to the overview, where the buyer may pay again while the hold lasts.
    await moveStatus(tx, id, 'PENDING', statusGroups.paymentUnderWay);
    return done();
  }
  const honoured = await takeSeats(tx, transaction, status);
  if (!honoured.ok) {
    await adapter.refund(tx, transaction.gatewayId);
    await markTransaction(tx, transaction.id, 'REFUNDED', honoured.reason);
    await insertConfirmationAudit(tx, {
      reservationId: id,
      eventId: null,
      subscriptionDescriptorId: null,
      eventType: 'PAYMENT_REFUNDED',
      data: { paymentProxy: transaction.proxy, gatewayId: transaction.gatewayId, reason: honoured.reason },
    });
    await queueRefundEmail(
      tx,
      {
        reservationId: id,
        amountCents: transaction.amountCents,
        currency: transaction.currency,
        reason: honoured.reason,
      },
      engine.baseUrl,
    );
    return done();
  }
  const context = await loadPaymentContext(tx, id);
  const priced = context && (await priceReservation(tx, id, context.language));
  if (!context || !priced) throw new Error(`reservation ${id} has no purchase context`);
  const settled = await settleReservation(tx, {
    context: { ...context, status: honoured.from },
    priced,
    outcome: paidOutcome,
    proxy: transaction.proxy,
    method: transaction.method,
    customPaymentMethodId: null,
    baseUrl: engine.baseUrl,
    transactionId: transaction.id,
  });
  if (!settled) throw new Error(`reservation ${id} could not move from ${honoured.from} to COMPLETE`);
  return done();
}

type Seats = { ok: true; from: ReservationStatus } | { ok: false; reason: string };

/**
 * Whether the order can be honoured: it is waiting for this payment, or was left to expire
 * but still holds its tickets (the lock keeps the sweep away), or lost them and gets as many
 * again from what is free now. All or nothing: a partial claim is rolled back with the rest.
 */
async function takeSeats(tx: Queryable, transaction: OnlineTransactionRow, status: ReservationStatus): Promise<Seats> {
  if (isIn('paymentUnderWay', status) || status === 'PENDING') return { ok: true, from: status };
  if (
    status !== 'CANCELLED' ||
    transaction.tickets.length === 0 ||
    (await hasBillingDocument(tx, transaction.reservationId))
  )
    return { ok: false, reason: REFUND_REASONS.notPayable };
  const target = await findClaimTarget(tx, transaction.reservationId);
  if (!target) return { ok: false, reason: REFUND_REASONS.notPayable };
  if (!(await claimAllOrNothing(tx, transaction.reservationId, target, transaction.tickets)))
    return { ok: false, reason: REFUND_REASONS.soldOut };
  return { ok: true, from: 'CANCELLED' };
}

/**
 * A payment whose order no longer exists at all (a webhook naming a payment we have no record
 * of): when the provider took the money, it goes back.
 */
export async function refundOrphanPayment(
  engine: OnlinePayments,
  adapter: OnlinePaymentAdapter,
  event: WebhookEvent,
): Promise<'replayed' | 'not-found' | 'done'> {
  return engine.db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, adapter.proxy, event.eventId))) return 'replayed';
    const state = await adapter.check(tx, event.gatewayId);
    if (state.kind === 'failed') return 'not-found';
    if (state.kind === 'succeeded') await adapter.refund(tx, event.gatewayId);
    return 'done';
  });
}
