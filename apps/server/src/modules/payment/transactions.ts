import type { Database } from '../../db/database.ts';
import { moveStatus } from '../reservation/status/reservation-status.ts';
import { cancelPendingTransactions } from './transaction-repository.ts';

/**
 * Gives up a payment under way with an online provider: the transaction is cancelled and the
 * reservation is PENDING again. Offline payments are not "under way": they are left alone.
 */
export async function cancelPendingPayment(db: Database, reservationId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (
      !(await moveStatus(tx, reservationId, 'PENDING', [
        'EXTERNAL_PROCESSING_PAYMENT',
        'WAITING_EXTERNAL_CONFIRMATION',
      ]))
    )
      return false;
    await cancelPendingTransactions(tx, reservationId);
    return true;
  });
}
