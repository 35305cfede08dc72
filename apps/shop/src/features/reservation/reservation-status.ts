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
 * Whether a reservation's page asks for its status again every `statusPollIntervalMs` (the
 * generic status poll) while the reservation is in `status`, until it moves on and the status →
 * page map shows where to: while the server finalizes by itself, and while a waiting page waits
 * for the organizer to confirm the money (a bank transfer, or the organizer's own method), which
 * leads the buyer to the success page without a reload.
 */
export function pollsStatus(status: ReservationStatus): boolean {
  switch (status) {
    case 'FINALIZING':
    case 'OFFLINE_FINALIZING':
    case 'OFFLINE_PAYMENT':
    case 'CUSTOM_OFFLINE_PAYMENT':
      return true;
    case 'PENDING':
    case 'IN_PAYMENT':
    case 'EXTERNAL_PROCESSING_PAYMENT':
    case 'WAITING_EXTERNAL_CONFIRMATION':
    case 'DEFERRED_OFFLINE_PAYMENT':
    case 'COMPLETE':
    case 'STUCK':
    case 'CANCELLED':
    case 'CREDIT_NOTE_ISSUED':
      return false;
  }
}
export const statusPollIntervalMs = 5000;
