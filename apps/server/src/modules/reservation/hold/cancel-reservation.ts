import type { Database } from '../../../db/database.ts';
import { isUuid } from '@shop/contract';
import { releaseHolds } from './expiry-sweep.ts';
import { lockReservation } from '../status/reservation-repository.ts';

/**
 * `DELETE …/reservation/{id}` (`endpoints.cancelReservation` in the contract): a PENDING
 * reservation is cancelled at once, its tickets, supplements, tokens and promo-code usage back on
 * sale, and the reservation removed. A hold already past its validity is released the same way: the
 * shop cancels on expiry, and there is no reason to keep those tickets off sale until the next
 * sweep. Any other status is left alone. Resolves to whether something was cancelled (the endpoint
 * answers `true` anyway).
 */
export async function cancelPendingReservation(db: Database, reservationId: string): Promise<boolean> {
  if (!isUuid(reservationId)) return false;
  return db.transaction(async (tx) => {
    // Waits for a confirmation or a sweep in progress; a row they changed or removed no longer matches.
    if (!(await lockReservation(tx, reservationId, { expiredHold: 'kept', status: ['PENDING'] }))) return false;
    await releaseHolds(tx, [reservationId], 'RESERVATION_CANCELLED');
    return true;
  });
}
