import { reservationStatuses, type ReservationStatus } from '@shop/contract';
import { describe, expect, test } from 'vitest';
import {
  lookupFailed,
  reservationSteps,
  stepForStatus,
  type ReservationStep,
} from '../../../src/features/reservation/reservation-status.ts';
import { reservationSteps as routedSteps } from '../../../src/app/lazy-routes.ts';

/** The page each reservation status leads to, one row per status the server sends. */
const expected: Record<ReservationStatus, ReservationStep> = {
  PENDING: 'book',
  IN_PAYMENT: 'error',
  EXTERNAL_PROCESSING_PAYMENT: 'processing-payment',
  WAITING_EXTERNAL_CONFIRMATION: 'processing-payment',
  CUSTOM_OFFLINE_PAYMENT: 'waiting-custom-payment',
  OFFLINE_PAYMENT: 'waiting-payment',
  DEFERRED_OFFLINE_PAYMENT: 'deferred-payment',
  FINALIZING: 'success',
  OFFLINE_FINALIZING: 'waiting-payment',
  COMPLETE: 'success',
  STUCK: 'error',
  CANCELLED: 'not-found',
  CREDIT_NOTE_ISSUED: 'not-found',
};

describe('the status → page map', () => {
  test.each(reservationStatuses.map((status) => [status, expected[status]] as const))(
    '%s (booking not validated) shows %s',
    (status, step) => {
      expect(stepForStatus(status, false)).toBe(step);
    },
  );

  test('a pending reservation whose booking was validated shows the overview', () => {
    expect(stepForStatus('PENDING', true)).toBe('overview');
  });

  test('the validated flag changes nothing for other statuses', () => {
    for (const status of reservationStatuses.filter((candidate) => candidate !== 'PENDING')) {
      expect(stepForStatus(status, true)).toBe(expected[status]);
    }
  });

  test('a failed lookup shows not-found', () => {
    expect(stepForStatus(lookupFailed, false)).toBe('not-found');
  });

  test('every page the map can choose is a route', () => {
    expect(Object.keys(routedSteps).sort()).toEqual([...reservationSteps].sort());
  });
});
