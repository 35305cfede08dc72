import type { ReservationStatus } from '@shop/contract';
import type { Database, Queryable } from '../../../db/database.ts';
import { moveStatus, moveStatuses, statusGroups } from '../status/reservation-status.ts';
import { auditHoldsEnded, lockExpiredHolds, lockUnfinishedPayment, releaseHeldItems } from './hold-repository.ts';
import { deleteUnbilledReservations } from '../status/reservation-repository.ts';
import { releaseSubscriptions } from './subscription-rows-repository.ts';
import { releaseSubscriptionUsage } from './subscription-usage-repository.ts';

/**
 * Holds expire: a PENDING reservation past its `validity` gives back everything it holds, and
 * the reservation itself is deleted, as alf.io does (kept as CANCELLED only when a billing
 * document refers to it); the audit log records the expiry.
 *
 * Every server process runs the sweep. Each batch claims its reservations with
 * `FOR UPDATE SKIP LOCKED`, so two processes never release the same hold, and a reservation
 * another transaction is changing (a buyer confirming it, who locks it first) is left alone.
 */

const BATCH_SIZE = 200;

/** Releases every expired hold; resolves to how many reservations expired. */
export async function sweepExpiredReservations(db: Database): Promise<number> {
  let expired = 0;
  for (;;) {
    const released = await db.transaction((tx) => releaseBatch(tx));
    expired += released;
    if (released < BATCH_SIZE) return expired;
  }
}

async function releaseBatch(tx: Queryable): Promise<number> {
  const rows = await lockExpiredHolds(tx, BATCH_SIZE);
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  await releaseHolds(tx, ids, 'RESERVATION_EXPIRED');
  return ids.length;
}

/**
 * Gives back everything the PENDING reservations `ids` hold and deletes them (the caller has
 * locked them): the expiry sweep, and a buyer cancelling a hold, both end a hold this way.
 * `auditType` says which of the two happened.
 */
export async function releaseHolds(
  tx: Queryable,
  ids: string[],
  auditType: 'RESERVATION_EXPIRED' | 'RESERVATION_CANCELLED',
): Promise<void> {
  await releaseSubscriptionUsage(tx, ids);
  await releaseHeldItems(tx, ids);
  await releaseSubscriptions(tx, ids);
  await auditHoldsEnded(tx, ids, auditType);
  const deleted = await deleteUnbilledReservations(tx, ids);
  const kept = ids.length - deleted;
  if (kept > 0 && (await moveStatuses(tx, ids, 'CANCELLED', ['PENDING'])) !== kept) {
    throw new Error('a reservation was not PENDING when its hold was released');
  }
}

/**
 * The next reservation whose online payment nobody finished, `graceSeconds` past its hold,
 * locked for the calling transaction (see `lockUnfinishedPayment`); null when none is left.
 */
export function lockUnfinishedPaymentHold(
  tx: Queryable,
  graceSeconds: number,
  skipped: readonly string[],
): Promise<string | null> {
  return lockUnfinishedPayment(tx, statusGroups.paymentUnderWay, graceSeconds, skipped);
}

/**
 * Ends the expired hold of a reservation whose payment under way was given up (the caller holds
 * its lock and has closed the payment): back to PENDING through the status map, then released as
 * the sweep releases a hold (`status` is what the lock read; a PENDING one is released as it is).
 * The row stays, CANCELLED, since its payment refers to it: a payment the provider takes after
 * all is honoured or refunded. False when the reservation was neither PENDING nor paying.
 */
export async function endPaymentHold(
  tx: Queryable,
  reservationId: string,
  status: ReservationStatus,
): Promise<boolean> {
  if (status !== 'PENDING' && !(await moveStatus(tx, reservationId, 'PENDING', statusGroups.paymentUnderWay)))
    return false;
  await releaseHolds(tx, [reservationId], 'RESERVATION_EXPIRED');
  return true;
}

export interface ExpirySweep {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

/** Runs the sweep every `intervalSeconds` (never two runs of one process at once); 0 starts nothing. */
export function startExpirySweep(
  db: Database,
  intervalSeconds: number,
  onError: (error: unknown) => void,
): ExpirySweep {
  if (intervalSeconds <= 0) return { stop: async () => undefined };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepExpiredReservations(db)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
