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
import { liveReservation, lockReservation } from '../reservation/status/reservation-repository.ts';
import {
  countSubscriptionUsage,
  refreshUsageCounts,
  releaseSubscriptionUsage,
} from '../reservation/hold/subscription-usage.ts';
import { idPrefixOfPin } from './subscription-pin.ts';

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

interface SubscriptionRow {
  id: string;
  status: string;
  email: string | null;
  maxEntries: number;
  validFrom: Date | null;
  validTo: Date | null;
  usageType: 'ONCE_PER_EVENT' | 'UNLIMITED';
  descriptorId: string;
  now: Date;
}

const SUBSCRIPTION_COLUMNS = `s.id, s.status, s.email, s.max_entries AS "maxEntries", s.valid_from AS "validFrom", s.valid_to AS "validTo",
  d.usage_type AS "usageType", d.id AS "descriptorId", now() AS now`;

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
    const [row] = await tx.query<SubscriptionRow>(
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id
       WHERE s.id = $1 FOR UPDATE OF s`,
      [code.toLowerCase()],
    );
    return row ? { subscription: row } : { error: rejected('subscription.uuid.not.found', code) };
  }
  const prefix = idPrefixOfPin(code);
  if (prefix === null) return { error: rejected('error.restrictedValue') };
  const rows = await tx.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id
     WHERE left(replace(s.id::text, '-', ''), 9) = $1 AND s.status <> 'FREE'
     ORDER BY s.id FOR UPDATE OF s`,
    [prefix],
  );
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
    const applied = await tx.query(
      'SELECT 1 FROM ticket WHERE reservation_id = $1 AND subscription_id IS NOT NULL LIMIT 1',
      [reservationId],
    );
    if (applied.length > 0) return done(success(false));
    if (subscription.status !== 'ACQUIRED') return rejected('subscription.not.acquired');
    const [link] = await tx.query<{ categoryIds: number[] }>(
      'SELECT compatible_category_ids AS "categoryIds" FROM subscription_event WHERE subscription_descriptor_id = $1 AND event_id = $2',
      [subscription.descriptorId, reservation.eventId],
    );
    if (!link) return done(success(false));
    if (subscription.validFrom && subscription.validFrom.getTime() > subscription.now.getTime())
      return rejected('subscription.not.valid');
    if (subscription.validTo && subscription.validTo.getTime() < subscription.now.getTime())
      return rejected('subscription.expired');

    const used = await countSubscriptionUsage(tx, subscription.id, reservationId);
    const left = subscription.maxEntries > 0 ? subscription.maxEntries - used : Number.POSITIVE_INFINITY;
    if (left <= 0) return rejected('subscription.max-usage-reached');
    const perEvent = subscription.usageType === 'ONCE_PER_EVENT';
    if (perEvent && (await usedOnEvent(tx, subscription.id, reservation.eventId, reservationId)))
      return rejected('subscription.max-usage-reached-per-event');

    const wanted = Math.max(1, form.amount ?? 1);
    const count = Math.min(wanted, left, perEvent ? 1 : Number.POSITIVE_INFINITY);
    const covered = await tx.query<{ id: number }>(
      `UPDATE ticket SET subscription_id = $2, metadata = metadata || jsonb_build_object('discountBeforeSubscription', discount_cents),
         updated_at = now()
       WHERE id IN (SELECT id FROM ticket WHERE reservation_id = $1 AND src_price_cents > 0
                      AND (cardinality($3::integer[]) = 0 OR category_id = ANY($3::integer[]))
                    ORDER BY id LIMIT $4)
       RETURNING id`,
      [reservationId, subscription.id, link.categoryIds, Number.isFinite(count) ? count : null],
    );
    if (covered.length === 0) return done(success(false));
    await refreshUsageCounts(tx, [subscription.id]);
    await repriceReservation(tx, reservationId);
    return done(success(true));
  });
}

async function usedOnEvent(
  tx: Queryable,
  subscriptionId: string,
  eventId: number,
  exceptReservation: string,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM ticket t JOIN reservation r ON r.id = t.reservation_id
     WHERE t.subscription_id = $1 AND t.event_id = $2 AND r.id <> $3
       AND r.status NOT IN ('CANCELLED', 'CREDIT_NOTE_ISSUED') AND ${liveReservation('r')}
     LIMIT 1`,
    [subscriptionId, eventId, exceptReservation],
  );
  return rows.length > 0;
}

/** Takes the subscription off the reservation's tickets; false when none was applied or the type is not SUBSCRIPTION. */
export async function removeSubscriptionCode(db: Database, reservationId: string, type: string): Promise<boolean> {
  if (type !== 'SUBSCRIPTION') return false;
  return db.transaction(async (tx) => {
    const reservation = await lockReservation(tx, reservationId);
    if (!reservation || reservation.status !== 'PENDING') return false;
    const applied = await tx.query(
      'SELECT 1 FROM ticket WHERE reservation_id = $1 AND subscription_id IS NOT NULL LIMIT 1',
      [reservationId],
    );
    if (applied.length === 0) return false;
    await releaseSubscriptionUsage(tx, reservationId);
    await repriceReservation(tx, reservationId);
    return true;
  });
}
