import { bookingDraftKey, sessionStore } from '../../../lib/storage.ts';
import type { BookingFormValues } from './booking-values.ts';

/** Keeps what is in the form now, for when the buyer comes back to this reservation. */
export function saveBookingDraft(reservationId: string, values: BookingFormValues): void {
  sessionStore.set(bookingDraftKey(reservationId), JSON.stringify(values));
}

/** The kept form of this reservation, if any; anything unreadable counts as none. */
export function readBookingDraft(reservationId: string): unknown {
  const raw = sessionStore.get(bookingDraftKey(reservationId));
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function forgetBookingDraft(reservationId: string): void {
  sessionStore.remove(bookingDraftKey(reservationId));
}

/**
 * The form's starting values with a kept draft laid over them: what the buyer typed wins, a blank
 * leaves what the reservation or the profile gives. Only places the form has now are taken, with
 * values of the same kind, so a draft of another version of the form cannot break it.
 */
export function withDraft(defaults: BookingFormValues, draft: unknown): BookingFormValues {
  return overlay(defaults, draft) as BookingFormValues;
}

function overlay(base: unknown, draft: unknown): unknown {
  if (draft === undefined || draft === null) return base;
  if (typeof base === 'string' || base === null) return typeof draft === 'string' && draft !== '' ? draft : base;
  if (typeof base === 'boolean') return typeof draft === 'boolean' ? draft : base;
  if (typeof base === 'number') return typeof draft === 'number' ? draft : base;
  if (Array.isArray(base)) {
    if (!Array.isArray(draft) || draft.length !== base.length) return base;
    return base.map((item, index) => overlay(item, draft[index]));
  }
  if (typeof base === 'object' && typeof draft === 'object' && !Array.isArray(draft)) {
    const kept = draft as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(base as Record<string, unknown>).map(([key, value]) => [key, overlay(value, kept[key])]),
    );
  }
  return base;
}
