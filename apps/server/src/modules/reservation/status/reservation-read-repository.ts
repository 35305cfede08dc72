import { isUuid, type ReservationStatus } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import { liveReservation, type ReservationHeader } from './reservation-repository.ts';

/** Reads of a reservation beside its header: who owns it, where it belongs, what a page or a check needs of it. */

/** How many times the reservation's hold was extended; 0 for an unknown reservation. */
export async function countHoldExtensions(q: Queryable, reservationId: string): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT hold_extensions AS n FROM reservation WHERE id = $1', [
    reservationId,
  ]);
  return row?.n ?? 0;
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

/** Whose the reservation is and where it was bought; undefined when it does not exist. */
export async function reservationOwner(
  q: Queryable,
  reservationId: string,
): Promise<{ userId: number | null; eventId: number | null } | undefined> {
  const [row] = await q.query<{ userId: number | null; eventId: number | null }>(
    'SELECT user_id AS "userId", event_id AS "eventId" FROM reservation WHERE id = $1',
    [reservationId.toLowerCase()],
  );
  return row;
}

export async function findReservationStatus(q: Queryable, reservationId: string): Promise<ReservationStatus | null> {
  const [row] = await q.query<{ status: ReservationStatus }>('SELECT status FROM reservation WHERE id = $1', [
    reservationId,
  ]);
  return row?.status ?? null;
}
