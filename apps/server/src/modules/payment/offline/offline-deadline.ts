import { wallClock, zoneOffsetSeconds } from '../../../lib/date-format.ts';

/**
 * How long a buyer has to pay by bank transfer. Pure functions of a clock, so
 * the rules can be checked on any date.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Whole calendar days from the day of `from` to the day of `to`, as a clock in `timeZone` shows them. */
export function calendarDaysBetween(from: Date, to: Date, timeZone: string): number {
  const day = (instant: Date) => {
    const wall = wallClock(instant, timeZone);
    return Date.UTC(wall.year, wall.month - 1, wall.day);
  };
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/**
 * Days to pay: the configured OFFLINE_PAYMENT_DAYS, but no later than `lastDay` (the event's
 * start when it lasts one day, else its end). Null when `lastDay` has passed.
 */
export function offlineWaitingDays(
  now: Date,
  lastDay: Date | null,
  timeZone: string,
  configuredDays: number,
): number | null {
  if (lastDay === null) return Math.max(0, configuredDays);
  const untilLastDay = calendarDaysBetween(now, lastDay, timeZone);
  if (untilLastDay < 0) return null;
  return Math.max(0, Math.min(untilLastDay, configuredDays));
}

/** The `delayForOfflinePayment` parameter: at least one day, whatever the calendar says. */
export function delayForOfflinePayment(waitingDays: number | null): number {
  return Math.max(1, waitingDays ?? 0);
}

/** The instant a clock in `timeZone` shows the given wall time (the earlier one in a DST overlap). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  let instant = asUtc - zoneOffsetSeconds(asUtc, timeZone) * 1000;
  instant = asUtc - zoneOffsetSeconds(instant, timeZone) * 1000;
  return new Date(instant);
}

/**
 * The payment deadline stored as the reservation's validity: `waitingDays` days from now,
 * rounded down to the half day (midnight or noon), moved to Monday when it falls on a weekend
 * and OFFLINE_PAYMENT_BUSINESS_DAYS is on. With no day left it is two hours from now.
 */
export function offlinePaymentDeadline(now: Date, waitingDays: number, timeZone: string, businessDays: boolean): Date {
  if (waitingDays <= 0) return new Date(now.getTime() + 2 * HOUR_MS);
  const wall = wallClock(now, timeZone);
  const target = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + waitingDays));
  const weekday = target.getUTCDay();
  const skip = !businessDays ? 0 : weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  const due = new Date(target.getTime() + skip * DAY_MS);
  return instantOf(due.getUTCFullYear(), due.getUTCMonth() + 1, due.getUTCDate(), wall.hour < 12 ? 0 : 12, timeZone);
}
