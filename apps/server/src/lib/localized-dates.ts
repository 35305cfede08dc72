import { bundleFor } from '../messages/index.ts';
import { formatDate, zoneOffsetSeconds } from './date-format.ts';
import { memoize } from './memo.ts';
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
  return { ...offsetsOf(`${start?.getTime() ?? ''} ${end?.getTime() ?? ''} ${timeZone}`) };
}

const offsetsOf = memoize((key): DatesWithOffset => {
  const [startMs = '', endMs = '', timeZone = ''] = key.split(' ');
  const start = startMs === '' ? null : new Date(Number(startMs));
  const end = endMs === '' ? null : new Date(Number(endMs));
  return {
    startDateTime: start ? start.getTime() : 0,
    startTimeZoneOffset: start ? zoneOffsetSeconds(start, timeZone) : 0,
    endDateTime: end ? end.getTime() : 0,
    endTimeZoneOffset: end ? zoneOffsetSeconds(end, timeZone) : 0,
  };
});

/** Whether two instants fall on the same calendar day in `timeZone`. */
export function sameDay(start: Date, end: Date, timeZone: string): boolean {
  return sameDayOf(`${start.getTime()} ${end.getTime()} ${timeZone}`);
}

const sameDayOf = memoize((key) => {
  const [startMs, endMs, timeZone = ''] = key.split(' ');
  const day = dayFormatter(timeZone);
  return day.format(Number(startMs)) === day.format(Number(endMs));
});

const dayFormatter = memoize(
  (timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/**
 * The begin/end date and time maps events and tickets carry (`formattedBeginDate` …), for the
 * given languages.
 */
export function formattedEventDates(start: Date, end: Date, timeZone: string, languages: readonly string[]) {
  return eventDatesOf(JSON.stringify([start.getTime(), end.getTime(), timeZone, languages]));
}

/** Frozen: one answer serves every request about the same dates. */
const eventDatesOf = memoize((key) => {
  const [startMs, endMs, timeZone, languages] = JSON.parse(key) as [number, number, string, string[]];
  const [start, end] = [new Date(startMs), new Date(endMs)];
  return deepFreeze({
    formattedBeginDate: formatForLanguages(start, 'common.event.date-format', timeZone, languages),
    formattedBeginTime: formatForLanguages(start, 'common.event.time-format', timeZone, languages),
    formattedEndDate: formatForLanguages(end, 'common.event.date-format', timeZone, languages),
    formattedEndTime: formatForLanguages(end, 'common.event.time-format', timeZone, languages),
  });
});

function deepFreeze<T extends Record<string, Record<string, string>>>(maps: T): Readonly<T> {
  for (const map of Object.values(maps)) Object.freeze(map);
  return Object.freeze(maps);
}
