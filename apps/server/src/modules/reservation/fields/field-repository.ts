import type { Queryable } from '../../../db/database.ts';
import type { FieldConfig } from './field-config.ts';

const FIELD_COLUMNS = `id, name, type, context, required, editable, ordinal, min_length AS "minLength", max_length AS "maxLength",
  restricted_values AS "restrictedValues", disabled_values AS "disabledValues", description, category_ids AS "categoryIds",
  additional_service_id AS "additionalServiceId"`;

/** Every field of the purchase context, in display order. */
export async function findFields(
  q: Queryable,
  owner: { eventId: number | null; subscriptionDescriptorId: string | null },
): Promise<FieldConfig[]> {
  if (owner.eventId !== null) {
    return q.query<FieldConfig>(
      `SELECT ${FIELD_COLUMNS} FROM additional_field WHERE event_id = $1 ORDER BY ordinal, id`,
      [owner.eventId],
    );
  }
  return q.query<FieldConfig>(
    `SELECT ${FIELD_COLUMNS} FROM additional_field WHERE subscription_descriptor_id = $1 ORDER BY ordinal, id`,
    [owner.subscriptionDescriptorId],
  );
}
