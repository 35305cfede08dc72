import {
  globalErrorFieldOf,
  isUuid,
  type ErrorCode,
  type ValidatedResponse,
  type ReservationCodeForm,
} from '@shop/contract';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/database.ts';
import { failure, fieldError, success } from '../../http/validated-response.ts';
import { repriceReservation } from '../reservation/pricing/order-summary.ts';
import { lockReservation } from '../reservation/status/reservation-repository.ts';
import {
  countSubscriptionUsage,
  refreshUsageCounts,
  releaseSubscriptionUsage,
  coverTicketsWithSubscription,
  hasSubscriptionApplied,
} from '../reservation/hold/subscription-usage-repository.ts';
import {
  findCompatibleCategoryIds,
  lockSubscriptionById,
  lockSubscriptionsByPinPrefix,
  subscriptionUsedOnEvent,
  type SubscriptionRow,
} from './subscription-payment-repository.ts';
import { idPrefixOfPin } from '../../lib/subscription-pin.ts';

/**
 * Paying event tickets with a subscription. The buyer gives the
 * subscription's id or PIN; an ambiguous PIN is told apart by the owner's e-mail. A subscription
 * that is acquired, valid now, linked to the event and not used up pays for compatible tickets
 * of the reservation, which then cost nothing. Its entries are counted at once and given back
 * when the subscription is removed or the reservation ends without being confirmed.
 */

export type CodeForm = z.output<typeof ReservationCodeForm>;

export type ApplyResult =
  { kind: 'not-found' } | { kind: 'bad-request' } | { kind: 'done'; response: ValidatedResponse<boolean> };

const done = (response: ValidatedResponse<boolean>): ApplyResult => ({ kind: 'done', response });
const rejected = (code: ErrorCode, entered?: string): ApplyResult =>
  done(
    failure<boolean>(
      [fieldError(globalErrorFieldOf.applySubscriptionCode, code, entered === undefined ? undefined : { 0: entered })],
      false,
    ),
  );

type Found = { subscription: SubscriptionRow } | { error: ApplyResult };

/** The subscription a code names, locked for this transaction. */
async function findByCode(tx: Queryable, code: string, email: string | null): Promise<Found> {
  if (isUuid(code)) {
    const row = await lockSubscriptionById(tx, code.toLowerCase());
    return row ? { subscription: row } : { error: rejected('subscription.uuid.not.found', code) };
  }
  const prefix = idPrefixOfPin(code);
  if (prefix === null) return { error: rejected('error.restrictedValue') };
  const rows = await lockSubscriptionsByPinPrefix(tx, prefix);
  if (rows.length === 0) return { error: rejected('subscription.pin.not.found', code) };
  const matching =
    rows.length === 1
      ? rows
      : rows.filter((row) => email !== null && row.email?.toLowerCase() === email.trim().toLowerCase());
  return matching.length === 1 ? { subscription: matching[0]! } : { error: rejected('subscription.code.insert.full') };
}

export async function applySubscriptionCode(db: Database, reservationId: string, form: CodeForm): Promise<ApplyResult> {
  if (form.type !== 'SUBSCRIPTION') return { kind: 'bad-request' };
  const code = form.code?.trim() ?? '';
  return db.transaction(async (tx): Promise<ApplyResult> => {
    const reservation = await lockReservation(tx, reservationId);
    if (!reservation) return { kind: 'not-found' };
    if (reservation.purchaseContextType !== 'event' || reservation.eventId === null) return { kind: 'bad-request' };
    if (code === '') return rejected('error.restrictedValue');
    const found = await findByCode(tx, code, form.email);
    if ('error' in found) return found.error;
    const { subscription } = found;
    if (reservation.status !== 'PENDING') return done(success(false));
    if (await hasSubscriptionApplied(tx, reservationId)) return done(success(false));
    if (subscription.status !== 'ACQUIRED') return rejected('subscription.not.acquired');
    const categoryIds = await findCompatibleCategoryIds(tx, subscription.descriptorId, reservation.eventId);
    if (!categoryIds) return done(success(false));
    if (subscription.validFrom && subscription.validFrom.getTime() > subscription.now.getTime())
      return rejected('subscription.not.valid');
    if (subscription.validTo && subscription.validTo.getTime() < subscription.now.getTime())
      return rejected('subscription.expired');

    const used = await countSubscriptionUsage(tx, subscription.id, reservationId);
    const left = subscription.maxEntries > 0 ? subscription.maxEntries - used : Number.POSITIVE_INFINITY;
    if (left <= 0) return rejected('subscription.max-usage-reached');
    const perEvent = subscription.usageType === 'ONCE_PER_EVENT';
    if (perEvent && (await subscriptionUsedOnEvent(tx, subscription.id, reservation.eventId, reservationId)))
      return rejected('subscription.max-usage-reached-per-event');

    const wanted = Math.max(1, form.amount ?? 1);
    const count = Math.min(wanted, left, perEvent ? 1 : Number.POSITIVE_INFINITY);
    const covered = await coverTicketsWithSubscription(
      tx,
      reservationId,
      subscription.id,
      categoryIds,
      Number.isFinite(count) ? count : null,
    );
    if (covered.length === 0) return done(success(false));
    await refreshUsageCounts(tx, [subscription.id]);
    await repriceReservation(tx, reservationId);
    return done(success(true));
  });
}

/** Takes the subscription off the reservation's tickets; false when none was applied or the type is not SUBSCRIPTION. */
export async function removeSubscriptionCode(db: Database, reservationId: string, type: string): Promise<boolean> {
  if (type !== 'SUBSCRIPTION') return false;
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, reservationId);
    if (!reservation || reservation.status !== 'PENDING') return false;
    if (!(await hasSubscriptionApplied(tx, reservationId))) return false;
    await releaseSubscriptionUsage(tx, reservationId);
    await repriceReservation(tx, reservationId);
    return true;
  });
}
