import { ApiError } from '../../lib/api-client.ts';

/**
 * The server no longer holds the reservation although the countdown still runs: the browser's
 * clock is behind the server's. Our server answers such a hold as unknown (404); alf.io may
 * refuse it as expired. Either way the buyer gets the expiry dialog, not an error to retry.
 */
export function isHoldGone(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    (failure.status === 404 || failure.globalErrors.some((error) => error.code === 'error.STEP_2_ORDER_HAS_EXPIRED'))
  );
}
