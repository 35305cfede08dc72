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
