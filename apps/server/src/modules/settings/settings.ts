import type { Queryable } from '../../db/database.ts';
import { findSystemSettings } from './settings-repository.ts';

/**
 * System-wide settings from the `configuration` table. Pages read several on every request,
 * so values are kept for a few seconds; a change made by another process shows up within that.
 */
export interface SystemSettings {
  text(key: string): Promise<string | null>;
  flag(key: string, fallback: boolean): Promise<boolean>;
  integer(key: string, fallback: number): Promise<number>;
}

const TTL_MS = 5_000;

export function systemSettings(db: Queryable, now: () => number = Date.now): SystemSettings {
  let cache: { at: number; values: Map<string, string> } | null = null;

  async function all(): Promise<Map<string, string>> {
    if (cache && now() - cache.at < TTL_MS) return cache.values;
    const rows = await findSystemSettings(db);
    cache = { at: now(), values: new Map(rows.map((row) => [row.key, row.value])) };
    return cache.values;
  }

  return {
    async text(key) {
      return (await all()).get(key) ?? null;
    },
    async flag(key, fallback) {
      const value = (await all()).get(key);
      return value === undefined ? fallback : value.toLowerCase() === 'true';
    },
    async integer(key, fallback) {
      const value = Number((await all()).get(key));
      return Number.isInteger(value) ? value : fallback;
    },
  };
}
