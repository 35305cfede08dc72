import type { ReservationStatus } from '@shop/contract';
import { reservationSteps, type ReservationStep } from '@shop/contract/routes';

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
  switch (status) {
    case 'PENDING':
      return validatedBookingInformation ? 'overview' : 'book';
    case 'COMPLETE':
    case 'FINALIZING':
      return 'success';
    case 'OFFLINE_PAYMENT':
    case 'OFFLINE_FINALIZING':
      return 'waiting-payment';
    case 'CUSTOM_OFFLINE_PAYMENT':
      return 'waiting-custom-payment';
    case 'DEFERRED_OFFLINE_PAYMENT':
      return 'deferred-payment';
    case 'EXTERNAL_PROCESSING_PAYMENT':
    case 'WAITING_EXTERNAL_CONFIRMATION':
      return 'processing-payment';
    case 'IN_PAYMENT':
    case 'STUCK':
      return 'error';
    case 'CANCELLED':
    case 'CREDIT_NOTE_ISSUED':
    case lookupFailed:
      return 'not-found';
  }
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
