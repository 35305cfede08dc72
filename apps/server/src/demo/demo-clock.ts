import { wallClock, zoneOffsetSeconds } from '../lib/date-format.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Dates of the demo, all relative to one `now`, so the demo never goes stale. */
export interface DemoClock {
  readonly now: Date;
  /** `now` moved by days and hours (negative: in the past). */
  shift(days: number, hours?: number): Date;
  /** Wall-clock `time` ("HH:MM") in `timeZone` on the local date `days` from now. */
  at(days: number, time: string, timeZone: string): Date;
}

export function demoClock(now: Date): DemoClock {
  return {
    now,
    shift: (days, hours = 0) => new Date(now.getTime() + days * DAY_MS + hours * HOUR_MS),
    at(days, time, timeZone) {
      const match = /^(\d{2}):(\d{2})$/.exec(time);
      if (!match) throw new Error(`not a time of day: ${time}`);
      const local = wallClock(new Date(now.getTime() + days * DAY_MS), timeZone);
      return zonedInstant(local.year, local.month, local.day, Number(match[1]), Number(match[2]), timeZone);
    },
  };
}

function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const first = naive - zoneOffsetSeconds(naive, timeZone) * 1000;
  // A second pass settles times near a daylight-saving change.
  return new Date(naive - zoneOffsetSeconds(first, timeZone) * 1000);
}
