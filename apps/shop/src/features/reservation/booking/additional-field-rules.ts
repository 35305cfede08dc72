import type { AdditionalField } from '@shop/contract';
import * as v from 'valibot';
import { errorMessage } from '../../../lib/server-errors.ts';

/**
 * Client rules of one configurable field, with the codes the server uses for the
 * same mistakes so both read alike.
 */

/** `YYYY-MM-DD` of a local calendar day. */
export function isoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date of birth is at the latest the day before today. */
export function latestBirthDate(today: Date): string {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  return isoDate(yesterday);
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Full years between a `YYYY-MM-DD` birth date and today. */
export function ageOn(birthDate: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number);
  const age = today.getFullYear() - year;
  const birthdayPassed = today.getMonth() + 1 > month || (today.getMonth() + 1 === month && today.getDate() >= day);
  return birthdayPassed ? age : age - 1;
}

/** Editable unless the ticket is confirmed, the field already holds a value and the organizer froze it. */
export function isFieldEditable(field: AdditionalField, acquired: boolean): boolean {
  return !acquired || !field.value?.trim() || field.editable;
}

const message = (code: string, argument?: number | null) =>
  errorMessage(code, argument == null ? null : { '0': argument });

function slotRule(field: AdditionalField, today: Date): (value: string) => string | null {
  return (value) => {
    if (value === '') return field.required ? message('error.emptyField') : null;
    switch (field.type) {
      case 'select':
      case 'radio':
        return field.restrictedValues.includes(value) ? null : message('error.restrictedValue');
      case 'input:dateOfBirth': {
        if (!datePattern.test(value) || Number.isNaN(Date.parse(value))) return message('error.emptyField');
        if (value > latestBirthDate(today)) return message('error.restrictedValue');
        const age = ageOn(value, today);
        if (field.minLength != null && age < field.minLength) return message('error.tooYoung', field.minLength);
        if (field.maxLength != null && age > field.maxLength) return message('error.tooOld', field.maxLength);
        return null;
      }
      case 'country':
        return null;
      default:
        if (field.maxLength != null && value.length > field.maxLength) return message('error.tooLong', field.maxLength);
        if (field.minLength != null && value.length < field.minLength)
          return message('error.tooShort', field.minLength);
        return null;
    }
  };
}

/**
 * The schema of a field's slots: one per checkbox option (a required checkbox needs one ticked,
 * reported on its first option), a single one for every other type.
 */
export function additionalFieldSchema(field: AdditionalField, today: Date, editable: boolean): v.GenericSchema {
  if (!editable) return v.any();
  if (field.type === 'checkbox') {
    return v.pipe(
      v.array(v.nullable(v.string())),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed || !field.required || dataset.value.some(Boolean)) return;
        addIssue({
          message: message('error.emptyField'),
          path: [{ type: 'array', origin: 'value', input: dataset.value, key: 0, value: dataset.value[0] }],
        });
      }),
    );
  }
  const rule = slotRule(field, today);
  return v.tuple([
    v.pipe(
      v.nullable(v.string()),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const problem = rule((dataset.value ?? '').trim());
        if (problem) addIssue({ message: problem });
      }),
    ),
  ]);
}

export function additionalValuesSchema(
  fields: readonly AdditionalField[],
  today: Date,
  acquired: boolean,
): v.GenericSchema {
  return v.looseObject(
    Object.fromEntries(
      fields.map((field) => [field.name, additionalFieldSchema(field, today, isFieldEditable(field, acquired))]),
    ),
  );
}
