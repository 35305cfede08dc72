import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  delayForOfflinePayment,
  offlinePaymentDeadline,
  offlineWaitingDays,
} from '../../../../src/modules/payment/offline/offline-deadline.ts';

const ZURICH = 'Europe/Zurich';
/** Wednesday 12 March 2025, 09:30 in Zurich (UTC+1). */
const WEDNESDAY_MORNING = new Date('2025-03-12T08:30:00Z');

describe('days to pay by bank transfer', () => {
  it('counts calendar days in the event time zone, not 24-hour periods', () => {
    // 23:30 UTC is already the next day in Zurich.
    expect(calendarDaysBetween(new Date('2025-03-12T23:30:00Z'), new Date('2025-03-13T08:00:00Z'), ZURICH)).toBe(0);
    expect(calendarDaysBetween(new Date('2025-03-12T23:30:00Z'), new Date('2025-03-13T08:00:00Z'), 'UTC')).toBe(1);
  });

  it('OFFLINE_PAYMENT_DAYS, but not past the last day before the event', () => {
    expect(offlineWaitingDays(WEDNESDAY_MORNING, new Date('2025-03-30T08:00:00Z'), ZURICH, 5)).toBe(5);
    expect(offlineWaitingDays(WEDNESDAY_MORNING, new Date('2025-03-15T08:00:00Z'), ZURICH, 5)).toBe(3);
    expect(offlineWaitingDays(WEDNESDAY_MORNING, new Date('2025-03-12T18:00:00Z'), ZURICH, 5)).toBe(0);
  });

  it('none once the last day has passed; the configured days when nothing limits them', () => {
    expect(offlineWaitingDays(WEDNESDAY_MORNING, new Date('2025-03-11T18:00:00Z'), ZURICH, 5)).toBeNull();
    expect(offlineWaitingDays(WEDNESDAY_MORNING, null, ZURICH, 7)).toBe(7);
  });

  it('the buyer is always told at least one day', () => {
    expect(delayForOfflinePayment(0)).toBe(1);
    expect(delayForOfflinePayment(null)).toBe(1);
    expect(delayForOfflinePayment(4)).toBe(4);
  });
});

describe('payment deadline', () => {
  it('the days from now, rounded down to the half day in the event time zone', () => {
    // Monday 17 March, midnight in Zurich.
    expect(offlinePaymentDeadline(WEDNESDAY_MORNING, 5, ZURICH, true).toISOString()).toBe('2025-03-16T23:00:00.000Z');
    // An afternoon confirmation gets until noon.
    expect(offlinePaymentDeadline(new Date('2025-03-12T14:00:00Z'), 5, ZURICH, true).toISOString()).toBe(
      '2025-03-17T11:00:00.000Z',
    );
  });

  it('a deadline on a weekend moves to Monday when business days count', () => {
    // Wednesday + 3 days is Saturday 15 March.
    expect(offlinePaymentDeadline(WEDNESDAY_MORNING, 3, ZURICH, true).toISOString()).toBe('2025-03-16T23:00:00.000Z');
    expect(offlinePaymentDeadline(WEDNESDAY_MORNING, 4, ZURICH, true).toISOString()).toBe('2025-03-16T23:00:00.000Z');
    expect(offlinePaymentDeadline(WEDNESDAY_MORNING, 3, ZURICH, false).toISOString()).toBe('2025-03-14T23:00:00.000Z');
  });

  it('no day left: two hours from now', () => {
    expect(offlinePaymentDeadline(WEDNESDAY_MORNING, 0, ZURICH, true).toISOString()).toBe('2025-03-12T10:30:00.000Z');
  });

  it('follows the clock across a change to summer time', () => {
    // Thursday 27 March 15:00 (UTC+1) + 4 days is Monday 31 March, noon in summer time (UTC+2).
    expect(offlinePaymentDeadline(new Date('2025-03-27T14:00:00Z'), 4, ZURICH, true).toISOString()).toBe(
      '2025-03-31T10:00:00.000Z',
    );
  });
});
