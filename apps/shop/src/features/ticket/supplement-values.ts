import type { AdditionalField } from '@shop/contract';

/** A supplement field as the ticket page lists it: its label and what was entered. */
export interface FieldValue {
  label: string;
  value: string;
}

/** `YYYY-MM-DD` as a calendar date in the page's language; it names a day, not an instant. */
function birthDate(value: string, lang: string): string {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

/**
 * The fields that hold a value, each value readable: a date of birth as a date, an option by
 * its description in the page's language; several options of a checkbox joined.
 */
export function fieldValues(fields: readonly AdditionalField[], lang: string): FieldValue[] {
  return fields.flatMap((field) => {
    const description = field.description[lang] ?? Object.values(field.description)[0];
    const values = [...field.fields]
      .sort((a, b) => a.fieldIndex - b.fieldIndex)
      .map((slot) => slot.fieldValue)
      .filter((value) => value !== '');
    if (values.length === 0) return [];
    const shown = values.map((value) => {
      if (field.type === 'input:dateOfBirth') return birthDate(value, lang);
      return description?.restrictedValuesDescription[value] || value;
    });
    return [{ label: description?.label || field.name, value: shown.join(', ') }];
  });
}
