import { holdExtensionOfferedBelowMs } from '@shop/contract/routes';

/** Under 5 minutes the countdown warns and sticks to the top, under 1 minute it alarms. */
export const warningBelowMs = 300_000;
export const dangerBelowMs = 60_000;
/** In the last 2 minutes a server that offers it lets the buyer ask for more time (and grants it only then). */
export const moreTimeBelowMs = holdExtensionOfferedBelowMs;

export function offersMoreTime(remainingMs: number): boolean {
  return remainingMs > 0 && remainingMs < moreTimeBelowMs;
}

export type CountdownLevel = 'info' | 'warning' | 'danger' | 'expired';

export function countdownLevel(remainingMs: number): CountdownLevel {
  if (remainingMs <= 0) return 'expired';
  if (remainingMs < dangerBelowMs) return 'danger';
  if (remainingMs < warningBelowMs) return 'warning';
  return 'info';
}

/** Months of 30 days down to seconds, the units the countdown shows. */
const units = [
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
] as const;

type Unit = (typeof units)[number][0];

// Building an `Intl` formatter costs far more than using one (on a slow phone, tens of
// milliseconds for the first of a language): the countdown, redrawn every second, builds each once.
const unitFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function unitFormat(lang: string, unit: Unit): Intl.NumberFormat {
  const key = `${lang} ${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(key, format);
  }
  return format;
}

function listFormat(lang: string): Intl.ListFormat {
  let format = listFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
    listFormats.set(lang, format);
  }
  return format;
}

/**
 * "4 minutes and 12 seconds" in the visitor's language: each unit with its plural rules by
 * `Intl.NumberFormat`, joined by `Intl.ListFormat`. Units that are zero are left out.
 */
export function formatRemaining(remainingMs: number, lang: string): string {
  let rest = Math.max(0, Math.ceil(remainingMs / 1000) * 1000);
  const parts: string[] = [];
  for (const [unit, size] of units) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) parts.push(unitFormat(lang, unit).format(amount));
  }
  if (parts.length === 0) parts.push(unitFormat(lang, 'second').format(0));
  return listFormat(lang).format(parts);
}
