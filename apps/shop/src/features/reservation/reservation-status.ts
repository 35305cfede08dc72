import type { ReservationStatus } from '@shop/contract';
import { reservationStepFor, reservationSteps, type ReservationStep } from '@shop/contract/routes';

export { reservationSteps, type ReservationStep };

/** What the shop calls a reservation it could not look up; the server never sends it. */
export const lookupFailed = 'NOT_FOUND';

/**
 * The one map from a reservation's status to the page that shows it. Every reservation route goes through it.
 */
export function stepForStatus(
  status: ReservationStatus | typeof lookupFailed,
  validatedBookingInformation: boolean,
): ReservationStep {
  return status === lookupFailed ? 'not-found' : reservationStepFor(status, validatedBookingInformation);
}

export function isReservationStep(segment: string | undefined): segment is ReservationStep {
  return (reservationSteps as readonly string[]).includes(segment ?? '');
}

/**
 * Statuses the server moves out of by itself; while one lasts the status is asked again every
 * 5 s until another one is reached.
 */
export const transientStatuses: readonly ReservationStatus[] = ['FINALIZING', 'OFFLINE_FINALIZING'];
export const statusPollIntervalMs = 5000;
