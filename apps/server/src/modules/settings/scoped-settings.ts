import type { Queryable } from '../../db/database.ts';
import { findScopedSettingRows } from './settings-repository.ts';

/**
 * Settings of one purchase context, resolved from the narrowest scope outward: CATEGORY, then
 * EVENT or SUBSCRIPTION, then ORGANIZATION, then SYSTEM. Values are read fresh from the database
 * (one query per context, or one for a whole list), so an organizer's change applies at once.
 */
export interface SettingsTarget {
  organizationId: number;
  eventId?: number | null;
  categoryId?: number | null;
  subscriptionDescriptorId?: string | null;
}

export interface ScopedSettings {
  /** The value of the narrowest scope that sets `key`; a blank value reads as unset. */
  text(key: string): string | null;
  flag(key: string, fallback: boolean): boolean;
  integer(key: string, fallback: number): number;
}

const RANK: Record<string, number> = { CATEGORY: 0, EVENT: 1, SUBSCRIPTION: 1, ORGANIZATION: 2, SYSTEM: 3 };

export async function readSettings(
  db: Queryable,
  target: SettingsTarget,
  keys?: readonly string[],
): Promise<ScopedSettings> {
  const [settings] = await readSettingsForEach(db, [target], keys);
  if (!settings) throw new Error('no settings resolved for the target');
  return settings;
}

/** One `ScopedSettings` per target, in the same order, from a single query. */
export async function readSettingsForEach(
  db: Queryable,
  targets: readonly SettingsTarget[],
  keys?: readonly string[],
): Promise<ScopedSettings[]> {
  if (targets.length === 0) return [];
  const rows = await findScopedSettingRows(db, targets, keys);
  const resolved = targets.map(() => new Map<string, { rank: number; value: string }>());
  for (const row of rows) {
    const values = resolved[row.position - 1];
    const rank = RANK[row.scope] ?? Number.MAX_SAFE_INTEGER;
    const current = values?.get(row.key);
    if (values && (!current || rank < current.rank)) values.set(row.key, { rank, value: row.value });
  }
  return resolved.map((values) => settingsOf(new Map([...values].map(([key, entry]) => [key, entry.value]))));
}

/**
 * The settings of one target from rows a caller read in a statement of its own
 * (`scopedSettingRowsJson`), resolved by the same rule as `readSettings`.
 */
export function settingsFromRows(rows: readonly { scope: string; key: string; value: string }[]): ScopedSettings {
  const values = new Map<string, { rank: number; value: string }>();
  for (const row of rows) {
    const rank = RANK[row.scope] ?? Number.MAX_SAFE_INTEGER;
    const current = values.get(row.key);
    if (!current || rank < current.rank) values.set(row.key, { rank, value: row.value });
  }
  return settingsOf(new Map([...values].map(([key, entry]) => [key, entry.value])));
}

function settingsOf(values: Map<string, string>): ScopedSettings {
  const text = (key: string) => {
    const value = values.get(key);
    return value === undefined || value.trim() === '' ? null : value;
  };
  return {
    text,
    flag(key, fallback) {
      const value = text(key);
      return value === null ? fallback : value.trim().toLowerCase() === 'true';
    },
    integer(key, fallback) {
      const value = Number(text(key) ?? Number.NaN);
      return Number.isInteger(value) ? value : fallback;
    },
  };
}
