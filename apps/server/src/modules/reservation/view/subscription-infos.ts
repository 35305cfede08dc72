import type { SubscriptionInfo } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import { pinOf } from '../../../lib/subscription-pin.ts';
import { findPurchaseContextType } from '../status/reservation-read-repository.ts';
import { toAdditionalField, type SlotValue } from '../fields/additional-field-view.ts';
import { type FieldConfig } from '../fields/field-config.ts';
import { findFields } from '../fields/field-repository.ts';
import {
  findReservedSubscriptions,
  findSubscriptionFieldValues,
  type ReservedSubscriptionRow,
} from './subscription-info-repository.ts';

/**
 * The subscription a subscription reservation buys (`subscriptionInfos` of the reservation info): its
 * id and PIN once acquired, how many entries are used and left, its owner, and the owner's
 * additional fields with their values.
 */

export async function subscriptionInfosOf(
  q: Queryable,
  reservationId: string,
  _lang: string,
): Promise<SubscriptionInfo[] | null> {
  if ((await findPurchaseContextType(q, reservationId)) !== 'subscription') return null;
  const rows = await findReservedSubscriptions(q, reservationId);
  const first = rows[0];
  if (!first) return [];
  const fields = (await findFields(q, { eventId: null, subscriptionDescriptorId: first.descriptorId })).filter(
    (f) => f.context === 'SUBSCRIPTION',
  );
  return Promise.all(rows.map(async (row) => infoOf(row, fields, await valuesOf(q, row.id))));
}

async function valuesOf(q: Queryable, subscriptionId: string): Promise<Map<number, SlotValue[]>> {
  const rows = await findSubscriptionFieldValues(q, subscriptionId);
  const byField = new Map<number, SlotValue[]>();
  for (const row of rows)
    byField.set(row.fieldId, [...(byField.get(row.fieldId) ?? []), { index: row.index, value: row.value }]);
  return byField;
}

function infoOf(
  row: ReservedSubscriptionRow,
  fields: FieldConfig[],
  values: Map<number, SlotValue[]>,
): SubscriptionInfo {
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
