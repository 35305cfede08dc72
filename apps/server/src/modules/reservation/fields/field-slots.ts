import { isMultipleChoice, type FieldConfig } from './field-config.ts';

/**
 * Values of one field as a request sends them (`additional[name]` = one element per slot) and as
 * they are stored (one row per filled slot). A checkbox has a slot per option; it is stored
 * under the option's position in the configuration, so the form may list options in any order.
 * Other types have the single slot 0. Values are trimmed; blank slots are not stored.
 */
export interface Slot {
  index: number;
  value: string;
}

/** The slots a request's values may fill: at most one per option for a checkbox, else one. */
export function sentSlots(field: FieldConfig, sent: readonly (string | null)[] | null | undefined): (string | null)[] {
  const values = sent ?? [];
  if (isMultipleChoice(field)) return values.slice(0, field.restrictedValues.length);
  return [values[0] ?? null];
}

export function slotsToStore(field: FieldConfig, sent: readonly (string | null)[] | null | undefined): Slot[] {
  const filled = sentSlots(field, sent)
    .map((value) => value?.trim() ?? '')
    .filter((value) => value !== '');
  if (!isMultipleChoice(field)) return filled.slice(0, 1).map((value) => ({ index: 0, value }));
  const options = new Set(filled);
  return field.restrictedValues.flatMap((option, index) => (options.has(option) ? [{ index, value: option }] : []));
}
