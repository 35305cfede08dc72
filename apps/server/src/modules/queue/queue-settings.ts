import type { Queryable } from '../../db/database.ts';
import { readSettings, type ScopedSettings } from '../settings/scoped-settings.ts';

/** An event's fair queue as the organizer configured it (settings of the event or wider). */
export interface QueueSettings {
  enabled: boolean;
  /** Buyers let into ticket selection per minute, spread evenly over the minute. */
  admissionsPerMinute: number;
  /** How long a buyer who stops asking keeps their place, in seconds. */
  placeKeptSeconds: number;
}

export const queueSettingKeys = ['QUEUE_ENABLED', 'QUEUE_ADMISSIONS_PER_MINUTE', 'QUEUE_PLACE_KEPT_MINUTES'] as const;

const DEFAULT_ADMISSIONS_PER_MINUTE = 60;
const DEFAULT_PLACE_KEPT_MINUTES = 5;

export async function readQueueSettings(
  db: Queryable,
  event: { id: number; organizationId: number },
): Promise<QueueSettings> {
  return queueSettingsFrom(
    await readSettings(db, { organizationId: event.organizationId, eventId: event.id }, queueSettingKeys),
  );
}

/** The queue's settings among settings already read (with `queueSettingKeys` among their keys). */
export function queueSettingsFrom(settings: ScopedSettings): QueueSettings {
  // A value that is not a positive whole number falls back to the default rather than
  // stopping the queue or opening the gates.
  const positive = (key: string, fallback: number) => {
    const value = settings.integer(key, fallback);
    return value > 0 ? value : fallback;
  };
  return {
    enabled: settings.flag('QUEUE_ENABLED', false),
    admissionsPerMinute: positive('QUEUE_ADMISSIONS_PER_MINUTE', DEFAULT_ADMISSIONS_PER_MINUTE),
    placeKeptSeconds: positive('QUEUE_PLACE_KEPT_MINUTES', DEFAULT_PLACE_KEPT_MINUTES) * 60,
  };
}
