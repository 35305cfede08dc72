import { isUuid, type ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';

/**
 * Reading a reservation by id. A PENDING reservation whose validity has passed is expired even
 * if the sweep has not released it yet: it reads as gone (alf.io deletes such holds), so a
 * buyer can never go on with tickets that are about to return to sale.
 */

/**
 * SQL condition "a hold past its validity, by the database clock", for queries that read
 * `reservation` under `alias`: what the sweep releases, and what every read treats as gone.
 */
export function expiredHold(alias: string): string {
  return `(${alias}.status = 'PENDING' AND ${alias}.validity < now())`;
}

/** SQL condition "the reservation still counts": anything but an expired hold. */
export function liveReservation(alias: string): string {
  return `NOT ${expiredHold(alias)}`;
}

export interface ReservationHeader {
  id: string;
  status: ReservationStatus;
  purchaseContextType: 'event' | 'subscription';
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  /** End of the hold while PENDING; payment deadline while OFFLINE_PAYMENT. */
  validity: Date;
  validated: boolean;
  userLanguage: string;
  userId: number | null;
  promoCodeId: number | null;
  currencyCode: string | null;
  createdAt: Date;
}

const HEADER_COLUMNS = `id, status, purchase_context_type AS "purchaseContextType", event_id AS "eventId",
  subscription_descriptor_id AS "subscriptionDescriptorId", validity, validated, user_language AS "userLanguage",
  user_id AS "userId", promo_code_id AS "promoCodeId", currency_code AS "currencyCode", created_at AS "createdAt"`;

/** The reservation, or null when the id is unknown, malformed, or its hold has expired. */
export async function findReservation(q: Queryable, id: string): Promise<ReservationHeader | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<ReservationHeader>(
    `SELECT ${HEADER_COLUMNS} FROM reservation WHERE id = $1 AND ${liveReservation('reservation')}`,
    [id],
  );
  return row ?? null;
}

/**
 * Like `findReservation`, and locks the row until the transaction ends: use it in every change
 * of a reservation (booking, payment, cancel). The expiry sweep skips locked rows, and once this
 * returns a reservation the sweep cannot release it before the transaction commits; a hold that
 * expired before the lock was taken reads as null.
 */
export async function lockReservation(tx: Queryable, id: string): Promise<ReservationHeader | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.query<ReservationHeader>(
    `SELECT ${HEADER_COLUMNS} FROM reservation WHERE id = $1 AND ${liveReservation('reservation')} FOR UPDATE`,
    [id],
  );
  return row ?? null;
}

/** For rows already in hand: whether a hold has run out at `now`. */
export function isHoldExpired(reservation: Pick<ReservationHeader, 'status' | 'validity'>, now: Date): boolean {
  return reservation.status === 'PENDING' && reservation.validity.getTime() < now.getTime();
}

/** Moves the reservations whose status is one of `from`; resolves to how many moved. */
export async function updateStatuses(
  q: Queryable,
  reservationIds: readonly string[],
  to: ReservationStatus,
  from: readonly ReservationStatus[],
): Promise<number> {
  const rows = await q.query(
    'UPDATE reservation SET status = $2 WHERE id = ANY($1::uuid[]) AND status = ANY($3::text[]) RETURNING id',
    [reservationIds, to, from],
  );
  return rows.length;
}

/** Sets `validated` on a PENDING reservation; resolves to how many rows changed. */
export async function updatePendingValidated(
  tx: Queryable,
  reservationId: string,
  validated: boolean,
): Promise<number> {
  const rows = await tx.query(
    "UPDATE reservation SET validated = $2 WHERE id = $1 AND status = 'PENDING' RETURNING id",
    [reservationId, validated],
  );
  return rows.length;
}

export async function findPurchaseContextType(q: Queryable, reservationId: string): Promise<string | null> {
  const [row] = await q.query<{ type: string }>('SELECT purchase_context_type AS type FROM reservation WHERE id = $1', [
    reservationId,
  ]);
  return row?.type ?? null;
}

/**
 * The enabled account a stored session is signed in as; only signed-in sessions are stored, and one
 * idle for four hours has ended.
 */
export async function findSessionUserId(q: Queryable, sessionId: string): Promise<number | null> {
  const [row] = await q.query<{ userId: number }>(
    `SELECT s.user_id AS "userId" FROM user_session s JOIN app_user u ON u.id = s.user_id
     WHERE s.id = $1 AND u.enabled AND s.last_seen_at > now() - interval '4 hours'`,
    [sessionId],
  );
  return row?.userId ?? null;
}

/**
 * The reservation `id` of the event (by short name) or subscription (by id) the URL names:
 * `contextFound` is false when there is no such event or subscription, `reservation` null when it
 * has no such reservation (or its hold expired).
 */
export async function findReservationOfContext(
  q: Queryable,
  type: 'event' | 'subscription',
  publicIdentifier: string,
  id: string,
): Promise<{ contextFound: boolean; reservation: Pick<ReservationHeader, 'status' | 'validated'> | null }> {
  const [context] =
    type === 'event'
      ? await q.query<{ id: string }>('SELECT id::text AS id FROM event WHERE short_name = $1', [publicIdentifier])
      : isUuid(publicIdentifier)
        ? await q.query<{ id: string }>('SELECT id::text AS id FROM subscription_descriptor WHERE id = $1', [
            publicIdentifier.toLowerCase(),
          ])
        : [];
  if (!context) return { contextFound: false, reservation: null };
  if (!isUuid(id)) return { contextFound: true, reservation: null };
  const [reservation] = await q.query<Pick<ReservationHeader, 'status' | 'validated'>>(
    `SELECT status, validated FROM reservation
     WHERE id = $1 AND coalesce(event_id::text, subscription_descriptor_id::text) = $2 AND ${liveReservation('reservation')}`,
    [id.toLowerCase(), context.id],
  );
  return { contextFound: true, reservation: reservation ?? null };
}
