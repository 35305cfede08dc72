import type { ScopedSettings } from '../../settings/scoped-settings.ts';

/** alf.io's default for RESERVATION_TIMEOUT. */
const DEFAULT_HOLD_MINUTES = 25;
/** A year: a longer hold is a typo, and far longer ones overflow PostgreSQL's interval arithmetic. */
const MAX_HOLD_MINUTES = 366 * 24 * 60;

/**
 * Minutes a new hold lasts: the purchase context's setting RESERVATION_TIMEOUT. alf.io reads a
 * whole number; ours also takes a decimal (`0.25` is 15 seconds), so a hold can be watched
 * expiring in a test. Anything but a positive number of minutes reads as the default.
 */
export function holdMinutes(settings: Pick<ScopedSettings, 'text'>): number {
  const text = settings.text('RESERVATION_TIMEOUT')?.trim() ?? '';
  const minutes = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  return minutes > 0 && minutes <= MAX_HOLD_MINUTES ? minutes : DEFAULT_HOLD_MINUTES;
}
