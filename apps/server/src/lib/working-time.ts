import { wallClock, zoneOffsetSeconds } from './date-format.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Working time, on the clock of the event's time zone: Monday to Friday, from 08:00 until 20:00. */
const OPENS_AT_HOUR = 8;
const CLOSES_AT_HOUR = 20;

/**
 * The deadline `instant` moved into working time in `timeZone`, so that a person given until then
 * to answer is not asked to do it at night or over a weekend (as alf.io does with a waiting list's
 * offers): a weekend's moment moves on to Monday at the same time of day, a moment before 08:00
 * to 08:00 that day, one from 20:00 on to 08:00 of the next working day. A moment in working time
 * stays as it is.
 */
export function intoWorkingTime(instant: Date, timeZone: string): Date {
  const clock = wallClock(instant, timeZone);
  // The wall clock read as if it were UTC: calendar arithmetic without the zone's shifts.
  const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  const weekend = (wall: number) => [0, 6].includes(new Date(wall).getUTCDay());
  const startOfDay = (wall: number) => wall - (wall % DAY_MS);
  let wall = shown;
  while (weekend(wall)) wall += DAY_MS;
  const hour = new Date(wall).getUTCHours();
  if (hour < OPENS_AT_HOUR) wall = startOfDay(wall) + OPENS_AT_HOUR * HOUR_MS;
  else if (hour >= CLOSES_AT_HOUR) {
    wall = startOfDay(wall) + DAY_MS + OPENS_AT_HOUR * HOUR_MS;
    while (weekend(wall)) wall += DAY_MS;
  }
  if (wall === shown) return instant;
  // Back to an instant: the zone's offset at the moved moment (asked twice, for a change of offset between).
  const guess = wall - zoneOffsetSeconds(wall, timeZone) * 1000;
  return new Date(wall - zoneOffsetSeconds(guess, timeZone) * 1000);
}
