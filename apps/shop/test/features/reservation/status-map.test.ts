import { reservationStatuses, type ReservationStatus } from '@shop/contract';
import { describe, expect, test } from 'vitest';
import {
  lookupFailed,
  pollsStatus,
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

/** The statuses whose page asks the server again until the status moves on; one row per status. */
const polled: Record<ReservationStatus, boolean> = {
  PENDING: false,
  IN_PAYMENT: false,
  EXTERNAL_PROCESSING_PAYMENT: false,
  WAITING_EXTERNAL_CONFIRMATION: false,
  CUSTOM_OFFLINE_PAYMENT: true,
  OFFLINE_PAYMENT: true,
  DEFERRED_OFFLINE_PAYMENT: false,
  FINALIZING: true,
  OFFLINE_FINALIZING: true,
  COMPLETE: false,
  STUCK: false,
  CANCELLED: false,
  CREDIT_NOTE_ISSUED: false,
};

describe('the status poll', () => {
  test.each(reservationStatuses.map((status) => [status, polled[status]] as const))(
    '%s is asked again: %s',
    (status, asked) => {
      expect(pollsStatus(status)).toBe(asked);
    },
  );

  test('a waiting page polls until the organizer confirms the money, and the page the confirmation leads to does not', () => {
    expect(pollsStatus('OFFLINE_PAYMENT') && stepForStatus('OFFLINE_PAYMENT', false)).toBe('waiting-payment');
    expect(stepForStatus('COMPLETE', false)).toBe('success');
    expect(pollsStatus('COMPLETE')).toBe(false);
  });
});
