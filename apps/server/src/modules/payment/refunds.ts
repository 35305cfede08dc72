import type { Queryable } from '../../db/database.ts';
import { ProviderError } from '../../lib/provider-error.ts';
import type { OnlinePayments } from './online-payment.ts';
import { insertConfirmationAudit } from './payment-audit-repository.ts';
import {
  findPaidTransaction,
  insertRefund,
  lockOwedRefund,
  markRefundDone,
  markRefundRefused,
  type RefundReason,
} from './refund-repository.ts';

/**
 * Giving a buyer's money back. A refund is decided inside the transaction that cancels or
 * changes the order (`decideRefund`), where it is recorded as owed: whatever happens next, the
 * debt is in the database. The provider that took the money is asked after that transaction
 * commits (`giveRefund`), and again by the sweep (`sweepOwedRefunds`) for as long as it refuses
 * or cannot be reached; the organizer sees every refund and its last error meanwhile. Money taken
 * by bank transfer or another offline method goes back the same way it came, by the organizer:
 * the refund is recorded as requested of them.
 *
 * Every process runs the sweep. An owed refund is taken with `FOR UPDATE SKIP LOCKED` and held
 * until the provider's answer is recorded, so two processes never ask for the same refund, and
 * the key sent with it makes a second request after a lost answer refund once.
 */

export type RefundDecision =
  /** Owed by the provider that took the money; `giveRefund(refundId)` asks it. */
  | { kind: 'owed'; refundId: number; amountCents: number; currency: string | null }
  /** To be paid back by the organizer (bank transfer, another offline method, on site). */
  | { kind: 'requested'; refundId: number; amountCents: number; currency: string | null }
  /** Nothing was paid for this order (free, or not paid yet). */
  | { kind: 'nothing-paid' }
  /** More than what is left of the payment after earlier refunds. */
  | { kind: 'too-much'; refundableCents: number };

/**
 * Records a refund of `amount` (minor units; `'rest'` for all that earlier refunds left) of the
 * reservation's payment less `keepCents` (a cancellation fee), in the caller's transaction, which
 * holds the reservation's lock.
 */
export async function decideRefund(
  tx: Queryable,
  engine: OnlinePayments,
  reservationId: string,
  amount: number | 'rest',
  reason: RefundReason,
  keepCents = 0,
): Promise<RefundDecision> {
  const paid = await findPaidTransaction(tx, reservationId);
  const refundable = paid ? paid.amountCents - paid.refundedCents : 0;
  if (!paid || paid.amountCents <= 0) return { kind: 'nothing-paid' };
  const cents = amount === 'rest' ? refundable - keepCents : amount;
  if (cents <= 0 && amount === 'rest') return { kind: 'nothing-paid' };
  if (cents <= 0 || cents > refundable) return { kind: 'too-much', refundableCents: refundable };
  const online = paid.gatewayId !== null && engine.adapters.has(paid.proxy);
  const status = online ? 'PENDING' : 'REQUESTED';
  const refundId = await insertRefund(tx, {
    reservationId,
    transactionId: paid.id,
    proxy: paid.proxy,
    amountCents: cents,
    currency: paid.currency,
    status,
    reason,
  });
  await insertConfirmationAudit(tx, {
    reservationId,
    eventId: null,
    subscriptionDescriptorId: null,
    eventType: online ? 'REFUND_OWED' : 'REFUND_REQUESTED',
    data: { refundId, paymentProxy: paid.proxy, amountCents: cents, reason },
  });
  return { kind: online ? 'owed' : 'requested', refundId, amountCents: cents, currency: paid.currency };
}

/** Asks the provider for one owed refund now; resolves to whether it is given (false: owed still, retried). */
export async function giveRefund(engine: OnlinePayments, refundId: number): Promise<boolean> {
  const outcome = await engine.db.transaction(async (tx) => {
    const owed = await lockOwedRefund(tx, { id: refundId, lookaheadSeconds: null, skip: [] });
    // Given already, or being asked for by another process right now.
    if (!owed) return 'none';
    return askProvider(tx, engine, owed);
  });
  return outcome === 'done';
}

/**
 * Asks the providers for every refund owed and due within `lookaheadSeconds` (the timer passes 0;
 * a test looks ahead past the wait after a refusal); resolves to how many were given.
 */
export async function sweepOwedRefunds(engine: OnlinePayments, lookaheadSeconds = 0): Promise<number> {
  const seen: number[] = [];
  let given = 0;
  for (;;) {
    const outcome = await engine.db.transaction(async (tx) => {
      const owed = await lockOwedRefund(tx, { lookaheadSeconds, skip: seen });
      if (!owed) return 'none';
      seen.push(owed.id);
      return askProvider(tx, engine, owed);
    });
    if (outcome === 'none') return given;
    if (outcome === 'done') given += 1;
  }
}

async function askProvider(
  tx: Queryable,
  engine: OnlinePayments,
  owed: NonNullable<Awaited<ReturnType<typeof lockOwedRefund>>>,
): Promise<'done' | 'refused'> {
  const adapter = engine.adapters.get(owed.proxy);
  if (!adapter) {
    await markRefundRefused(tx, owed.id, `${owed.proxy} is not configured on this server`);
    return 'refused';
  }
  try {
    await adapter.refund(tx, owed.gatewayId, {
      amountCents: owed.amountCents,
      currency: owed.currency,
      key: `refund-${owed.reservationId}-${owed.id}`,
    });
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await markRefundRefused(tx, owed.id, error.message);
    return 'refused';
  }
  await markRefundDone(tx, owed.id);
  await insertConfirmationAudit(tx, {
    reservationId: owed.reservationId,
    eventId: null,
    subscriptionDescriptorId: null,
    eventType: 'PAYMENT_REFUNDED',
    data: { refundId: owed.id, paymentProxy: owed.proxy, gatewayId: owed.gatewayId, amountCents: owed.amountCents },
  });
  return 'done';
}
