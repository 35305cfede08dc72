import { bundleFor } from '../messages/index.ts';
import { formatDate, zoneOffsetSeconds } from './date-format.ts';
import type { DatesWithOffset } from '@shop/contract';

/** Bundle keys whose messages are date patterns. */
export type DatePatternKey =
  | 'common.event.date-format'
  | 'common.event.time-format'
  | 'common.ticket-category.date-format'
  | 'datetime.pattern'
  | 'date.extended.pattern'
  | 'time.extended.pattern';

/** One instant formatted for each language with that language's pattern: a LocalizedText map. */
export function formatForLanguages(
  instant: Date | number,
  patternKey: DatePatternKey,
  timeZone: string,
  languages: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      formatDate(instant, bundleFor(lang)[patternKey] ?? 'yyyy-MM-dd HH:mm', timeZone, lang),
    ]),
  );
}

/** Start and end with their zone offsets at each instant (daylight saving may differ between them). */
export function datesWithOffset(start: Date | null, end: Date | null, timeZone: string): DatesWithOffset {
  return {
    startDateTime: start ? start.getTime() : 0,
    startTimeZoneOffset: start ? zoneOffsetSeconds(start, timeZone) : 0,
    endDateTime: end ? end.getTime() : 0,
    endTimeZoneOffset: end ? zoneOffsetSeconds(end, timeZone) : 0,
  };
}

/** Whether two instants fall on the same calendar day in `timeZone`. */
export function sameDay(start: Date, end: Date, timeZone: string): boolean {
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  return day(start) === day(end);
}

/**
 * The begin/end date and time maps events and tickets carry (`formattedBeginDate` …), for the
 * given languages.
 */
export function formattedEventDates(start: Date, end: Date, timeZone: string, languages: readonly string[]) {
  return {
    formattedBeginDate: formatForLanguages(start, 'common.event.date-format', timeZone, languages),
    formattedBeginTime: formatForLanguages(start, 'common.event.time-format', timeZone, languages),
    formattedEndDate: formatForLanguages(end, 'common.event.date-format', timeZone, languages),
    formattedEndTime: formatForLanguages(end, 'common.event.time-format', timeZone, languages),
  };
}
