/**
 * Formats an instant with a Java `DateTimeFormatter`-style pattern from the translation bundle
 * (`common.event.date-format` and friends), in a time zone and a language. The bundles use only
 * the letters below; names of days and months come from `Intl`, so every language is covered.
 *
 * Supported: EEEE EEE d dd M MM MMM MMMM yy yyyy H HH h hh mm a, and 'quoted literals'.
 */
import { memoize } from './memo.ts';

const TOKEN = /'([^']*)'|E{3,4}|M{1,4}|d{1,2}|y{2,4}|H{1,2}|h{1,2}|m{2}|a/g;

type Parts = Record<string, string>;

export function formatDate(instant: Date | number, pattern: string, timeZone: string, lang: string): string {
  const date = typeof instant === 'number' ? new Date(instant) : instant;
  const parts = dateParts(date, timeZone);
  return pattern.replace(TOKEN, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal === '' ? "'" : literal;
    return render(token, parts, date, timeZone, lang);
  });
}

function dateParts(date: Date, timeZone: string): Parts {
  const numeric = formatter('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const parts: Parts = {};
  for (const part of numeric) parts[part.type] = part.value;
  return parts;
}

function render(token: string, parts: Parts, date: Date, timeZone: string, lang: string): string {
  const hour = Number(parts.hour);
  switch (token) {
    case 'EEEE':
      return named(date, timeZone, lang, { weekday: 'long' });
    case 'EEE':
      return named(date, timeZone, lang, { weekday: 'short' });
    case 'd':
      return String(Number(parts.day));
    case 'dd':
      return parts.day!.padStart(2, '0');
    case 'M':
      return String(Number(parts.month));
    case 'MM':
      return parts.month!.padStart(2, '0');
    case 'MMM': {
      // Some languages (Bulgarian) have only numbers as short month names: write the name out.
      const short = named(date, timeZone, lang, { month: 'short' });
      return /^\d+$/.test(short) ? named(date, timeZone, lang, { month: 'long' }) : short;
    }
    case 'MMMM':
      return named(date, timeZone, lang, { month: 'long' }, true);
    case 'yy':
      return parts.year!.slice(-2);
    case 'yyy':
    case 'yyyy':
      return parts.year!;
    case 'H':
      return String(hour);
    case 'HH':
      return String(hour).padStart(2, '0');
    case 'h':
      return String(hour % 12 === 0 ? 12 : hour % 12);
    case 'hh':
      return String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0');
    case 'mm':
      return parts.minute!.padStart(2, '0');
    case 'a':
      return hour < 12 ? 'AM' : 'PM';
    default:
      return token;
  }
}

/**
 * A day or month name. `MMMM` wants the stand-alone nominative form, which some languages
 * only give inside a full date ("1. Januar" rather than "Jan"); asking for the month together
 * with a day and cutting the day out keeps the grammatical form right for those languages.
 */
function named(
  date: Date,
  timeZone: string,
  lang: string,
  options: Intl.DateTimeFormatOptions,
  inDate = false,
): string {
  const locale = safeLocale(lang);
  if (!inDate) return formatter(locale, { timeZone, ...options }).format(date);
  const withDay = formatter(locale, { timeZone, ...options, day: 'numeric' }).formatToParts(date);
  return (
    withDay.find((part) => part.type === 'month')?.value ?? formatter(locale, { timeZone, ...options }).format(date)
  );
}

/** Building an Intl formatter costs far more than using one; lists format hundreds of dates. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

const safeLocale = memoize((lang) => {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([lang]).length > 0 ? lang : 'en';
  } catch {
    return 'en';
  }
});

/** Calendar date and time of day that `instant` shows on a clock in `timeZone`. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const date = typeof instant === 'number' ? new Date(instant) : instant;
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Seconds east of UTC of `timeZone` at `instant`, the unit of the contract's `…TimeZoneOffset`. */
export function zoneOffsetSeconds(instant: Date | number, timeZone: string): number {
  const date = typeof instant === 'number' ? new Date(instant) : instant;
  const local = wallClock(date, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 1000);
}
