import type { AdditionalField } from '@shop/contract';
import { isMultipleChoice, type FieldConfig } from './field-config.ts';

/** A stored value of one slot of a field. */
export interface SlotValue {
  index: number;
  value: string | null;
}

/**
 * A field as the shop renders it (contract `AdditionalField`), with the values stored for one
 * ticket, item or subscription. A checkbox's value is the JSON array of the ticked options and
 * it has one slot per option offered; other types have one slot. A disabled option is offered
 * only to whoever already chose it.
 */
export function toAdditionalField(
  field: FieldConfig,
  stored: readonly SlotValue[],
  languages: readonly string[],
): AdditionalField {
  const chosen = stored.map((slot) => slot.value).filter((value): value is string => value !== null && value !== '');
  const restrictedValues = field.restrictedValues.filter(
    (option) => !field.disabledValues.includes(option) || chosen.includes(option),
  );
  const single = chosen[0] ?? null;
  return {
    name: field.name,
    value: isMultipleChoice(field) ? (chosen.length > 0 ? JSON.stringify(chosen) : null) : single,
    type: field.type,
    required: field.required,
    editable: field.editable,
    minLength: field.minLength,
    maxLength: field.maxLength,
    restrictedValues,
    fields: isMultipleChoice(field)
      ? restrictedValues.map((option, index) => ({
          fieldIndex: index,
          fieldValue: chosen.includes(option) ? option : '',
        }))
      : [{ fieldIndex: 0, fieldValue: single ?? '' }],
    beforeStandardFields: field.ordinal < 0,
    description: descriptionsFor(field, languages),
  };
}

function descriptionsFor(field: FieldConfig, languages: readonly string[]): AdditionalField['description'] {
  const result: AdditionalField['description'] = {};
  for (const lang of languages) {
    const text = field.description[lang];
    if (!text) continue;
    result[lang] = {
      label: text.label ?? '',
      placeholder: text.placeholder ?? '',
      restrictedValuesDescription: text.restrictedValuesDescription ?? {},
    };
  }
  return result;
}
