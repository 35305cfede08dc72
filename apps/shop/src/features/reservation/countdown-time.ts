/** Under 5 minutes the countdown warns and sticks to the top, under 1 minute it alarms. */
export const warningBelowMs = 300_000;
export const dangerBelowMs = 60_000;
/** In the last 2 minutes a server that offers it lets the buyer ask for more time. */
export const moreTimeBelowMs = 120_000;

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
    if (amount > 0)
      parts.push(new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(amount));
  }
  if (parts.length === 0)
    parts.push(new Intl.NumberFormat(lang, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(0));
  return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(parts);
}
