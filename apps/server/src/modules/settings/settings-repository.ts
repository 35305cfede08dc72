import type { Queryable } from '../../db/database.ts';
import type { SettingsTarget } from './scoped-settings.ts';

/** The `configuration` table, read by scope. */

export async function findSystemSettings(db: Queryable): Promise<{ key: string; value: string }[]> {
  return db.query<{ key: string; value: string }>("SELECT key, value FROM configuration WHERE scope = 'SYSTEM'");
}

export interface ScopedSettingRow {
  /** The 1-based position of the target the row applies to. */
  position: number;
  scope: string;
  key: string;
  value: string;
}

/** Every setting that applies to each target, at any scope; `keys` limits which (all when absent). */
export async function findScopedSettingRows(
  db: Queryable,
  targets: readonly SettingsTarget[],
  keys?: readonly string[],
): Promise<ScopedSettingRow[]> {
  return db.query<ScopedSettingRow>(
    `SELECT t.position::int AS position, c.scope, c.key, c.value
     FROM unnest($1::integer[], $2::integer[], $3::integer[], $4::uuid[])
       WITH ORDINALITY AS t(organization_id, event_id, category_id, subscription_descriptor_id, position)
     JOIN configuration c ON c.scope = 'SYSTEM'
       OR (c.scope = 'ORGANIZATION' AND c.organization_id = t.organization_id)
       OR (c.scope = 'EVENT' AND c.event_id = t.event_id)
       OR (c.scope = 'CATEGORY' AND c.ticket_category_id = t.category_id)
       OR (c.scope = 'SUBSCRIPTION' AND c.subscription_descriptor_id = t.subscription_descriptor_id)
     WHERE $5::text[] IS NULL OR c.key = ANY($5::text[])`,
    [
      targets.map((t) => t.organizationId),
      targets.map((t) => t.eventId ?? null),
      targets.map((t) => t.categoryId ?? null),
      targets.map((t) => t.subscriptionDescriptorId ?? null),
      keys ? [...keys] : null,
    ],
  );
}

/**
 * SQL expression: the settings that apply to one target as a JSON array of `{scope, key, value}`,
 * for `settingsFromRows`, so that a repository can read them in the statement that reads the
 * target. The arguments are SQL expressions (`null` where a scope does not apply); `keys`, a
 * text[] expression.
 */
export function scopedSettingRowsJson(target: {
  organizationId: string;
  eventId: string;
  categoryId: string;
  keys: string;
}): string {
  return `(SELECT coalesce(json_agg(json_build_object('scope', c.scope, 'key', c.key, 'value', c.value)), '[]')
     FROM configuration c
     WHERE c.key = ANY(${target.keys})
       AND (c.scope = 'SYSTEM'
         OR (c.scope = 'ORGANIZATION' AND c.organization_id = ${target.organizationId})
         OR (c.scope = 'EVENT' AND c.event_id = ${target.eventId})
         OR (c.scope = 'CATEGORY' AND c.ticket_category_id = ${target.categoryId})))`;
}

/** Where an organizer's settings are written: the organization, or one event or subscription of it. */
export type WritableScope =
  | { scope: 'ORGANIZATION'; organizationId: number }
  | { scope: 'EVENT'; eventId: number }
  | { scope: 'SUBSCRIPTION'; subscriptionDescriptorId: string };

function scopeColumns(target: WritableScope): [number | null, number | null, string | null] {
  switch (target.scope) {
    case 'ORGANIZATION':
      return [target.organizationId, null, null];
    case 'EVENT':
      return [null, target.eventId, null];
    case 'SUBSCRIPTION':
      return [null, null, target.subscriptionDescriptorId];
  }
}

/** The values the scope sets itself for `keys`. */
export async function findOwnSettings(
  q: Queryable,
  target: WritableScope,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const [organizationId, eventId, descriptorId] = scopeColumns(target);
  const rows = await q.query<{ key: string; value: string }>(
    `SELECT key, value FROM configuration
     WHERE scope = $1 AND organization_id IS NOT DISTINCT FROM $2 AND event_id IS NOT DISTINCT FROM $3
       AND ticket_category_id IS NULL AND subscription_descriptor_id IS NOT DISTINCT FROM $4::uuid AND key = ANY($5::text[])`,
    [target.scope, organizationId, eventId, descriptorId, [...keys]],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Sets each key in the scope; a blank value removes the scope's own value, so a wider scope's applies again. */
export async function saveSettings(q: Queryable, target: WritableScope, values: Record<string, string>): Promise<void> {
  const [organizationId, eventId, descriptorId] = scopeColumns(target);
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() === '') {
      await q.query(
        `DELETE FROM configuration WHERE scope = $1 AND organization_id IS NOT DISTINCT FROM $2
           AND event_id IS NOT DISTINCT FROM $3 AND ticket_category_id IS NULL
           AND subscription_descriptor_id IS NOT DISTINCT FROM $4::uuid AND key = $5`,
        [target.scope, organizationId, eventId, descriptorId, key],
      );
      continue;
    }
    await q.query(
      `INSERT INTO configuration (scope, organization_id, event_id, subscription_descriptor_id, key, value)
       VALUES ($1, $2, $3, $4::uuid, $5, $6)
       ON CONFLICT ON CONSTRAINT configuration_unique_key DO UPDATE SET value = excluded.value, updated_at = now()`,
      [target.scope, organizationId, eventId, descriptorId, key, value],
    );
  }
}
