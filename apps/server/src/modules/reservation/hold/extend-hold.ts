import { globalErrorFieldOf, isUuid, type ErrorCode, type HoldExtension, type ValidatedResponse } from '@shop/contract';
import { holdExtensionOfferedBelowMs } from '@shop/contract/routes';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { mayAccess } from '../status/reservation-access.ts';
import { extendHeldReservation, lockReservation } from '../status/reservation-repository.ts';

/** The buyer's clock, by which the shop offers more time, may run a little ahead of the database's. */
const CLOCK_SLACK_MS = 30_000;

export type ExtendHoldOutcome =
  | { kind: 'not-found' }
  | { kind: 'denied' }
  | { kind: 'answered'; status: 200 | 422; response: ValidatedResponse<HoldExtension> };

/**
 * `POST …/extend-hold` (`endpoints.extendHold` in the contract): a buyer who needs more time gets
 * it while the tickets are still held, a configured number of times. The reservation's row stays
 * locked from the check to the update, so presses arriving together, in one process or several,
 * are counted one after the other, and the expiry sweep (which skips locked rows) cannot release
 * the hold in between. More time is granted only in the last minutes of the hold, when the shop
 * offers it: asked for earlier, by a script, it would keep seats off sale indefinitely.
 */
export async function extendHold(
  db: Database,
  settings: Config['holdExtension'],
  reservationId: string,
  sessionId: string,
): Promise<ExtendHoldOutcome> {
  if (!isUuid(reservationId)) return { kind: 'not-found' };
  return db.transaction(async (tx) => {
    const held = await lockReservation(tx, reservationId, { expiredHold: 'kept' });
    if (!held) return { kind: 'not-found' };
    if (!(await mayAccess(tx, held.userId, sessionId))) return { kind: 'denied' };
    if (held.status !== 'PENDING' || held.expired) return refused('error.STEP_2_ORDER_HAS_EXPIRED');
    if (held.holdExtensions >= settings.times) return refused('error.HOLD_EXTENSION_LIMIT');
    if (held.validity.getTime() - held.now.getTime() >= holdExtensionOfferedBelowMs + CLOCK_SLACK_MS)
      return refused('error.HOLD_EXTENSION_NOT_YET');
    const validity = await extendHeldReservation(tx, reservationId, settings.minutes);
    const value = { validity: validity.getTime(), extensionsLeft: settings.times - held.holdExtensions - 1 };
    return { kind: 'answered', status: 200, response: answer(value, []) };
  });
}

function refused(code: ErrorCode): ExtendHoldOutcome {
  const error = { fieldName: globalErrorFieldOf.extendHold, code, arguments: null };
  return { kind: 'answered', status: 422, response: answer(null, [error]) };
}

function answer(
  value: HoldExtension | null,
  errors: ValidatedResponse<HoldExtension>['validationErrors'],
): ValidatedResponse<HoldExtension> {
  return { success: errors.length === 0, errorCount: errors.length, validationErrors: errors, warnings: [], value };
}
