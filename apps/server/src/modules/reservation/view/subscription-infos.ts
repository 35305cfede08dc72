import type { SubscriptionInfo } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import { pinOf } from '../../payment/subscription-pin.ts';
import { toAdditionalField, type SlotValue } from '../fields/additional-field-view.ts';
import { findFields, type FieldConfig } from '../fields/field-config.ts';

/**
 * The subscription a subscription reservation buys (`subscriptionInfos` of the reservation info): its
 * id and PIN once acquired, how many entries are used and left, its owner, and the owner's
 * additional fields with their values.
 */

interface SubscriptionRow {
  id: string;
  status: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  maxEntries: number;
  usageCount: number;
  displayPin: boolean;
  descriptorId: string;
  languages: string[];
}

export async function subscriptionInfosOf(
  q: Queryable,
  reservationId: string,
  _lang: string,
): Promise<SubscriptionInfo[] | null> {
  const [reservation] = await q.query<{ type: string }>(
    'SELECT purchase_context_type AS type FROM reservation WHERE id = $1',
    [reservationId],
  );
  if (reservation?.type !== 'subscription') return null;
  const rows = await q.query<SubscriptionRow>(
    `SELECT s.id, s.status, s.first_name AS "firstName", s.last_name AS "lastName", s.email, s.max_entries AS "maxEntries",
       s.usage_count AS "usageCount", d.display_pin AS "displayPin", d.id AS "descriptorId",
       d.content_languages AS languages
     FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id
     WHERE s.reservation_id = $1 ORDER BY s.id`,
    [reservationId],
  );
  const first = rows[0];
  if (!first) return [];
  const fields = (await findFields(q, { eventId: null, subscriptionDescriptorId: first.descriptorId })).filter(
    (f) => f.context === 'SUBSCRIPTION',
  );
  return Promise.all(rows.map(async (row) => infoOf(row, fields, await valuesOf(q, row.id))));
}

async function valuesOf(q: Queryable, subscriptionId: string): Promise<Map<number, SlotValue[]>> {
  const rows = await q.query<{ fieldId: number; index: number; value: string | null }>(
    'SELECT field_id AS "fieldId", field_index AS index, value FROM additional_field_value WHERE subscription_id = $1 ORDER BY field_index',
    [subscriptionId],
  );
  const byField = new Map<number, SlotValue[]>();
  for (const row of rows)
    byField.set(row.fieldId, [...(byField.get(row.fieldId) ?? []), { index: row.index, value: row.value }]);
  return byField;
}

function infoOf(row: SubscriptionRow, fields: FieldConfig[], values: Map<number, SlotValue[]>): SubscriptionInfo {
  const acquired = row.status === 'ACQUIRED';
  const total = row.maxEntries > 0 ? row.maxEntries : null;
  const additionalFields = fields.map((field) => toAdditionalField(field, values.get(field.id) ?? [], row.languages));
  return {
    id: acquired ? row.id : null,
    pin: acquired ? pinOf(row.id) : null,
    usageDetails: {
      total,
      used: row.usageCount,
      available: total === null ? null : Math.max(0, total - row.usageCount),
    },
    owner: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    configuration: { displayPin: row.displayPin },
    additionalFields,
    fieldConfigurationBeforeStandard: additionalFields.filter((field) => field.beforeStandardFields),
    fieldConfigurationAfterStandard: additionalFields.filter((field) => !field.beforeStandardFields),
  };
}
