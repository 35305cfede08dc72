import type { BookingErrors } from '../booking/booking-errors.ts';
import { checkPrefixedVatNumber, type VatNumberChecker } from '../invoicing/eu-vat.ts';
import { isMultipleChoice, type FieldConfig } from './field-config.ts';
import { sentSlots } from './field-slots.ts';

/**
 * Rules of configurable fields, for attendees,
 * additional-service items and subscription owners alike. Errors go to
 * `{prefix}additional[{name}][{slot}]`, or `{prefix}additional[{name}]` when a required
 * multiple choice has nothing ticked.
 */
export interface FieldRuleContext {
  /** Today as `YYYY-MM-DD` in the purchase context's time zone: a date of birth must be before it. */
  today: string;
  /** ISO codes a `country` field accepts. */
  countryCodes: ReadonlySet<string>;
  vatChecker: VatNumberChecker;
}

export type SentValues = Record<string, (string | null)[] | null>;

/** Resolves to whether every field passed. */
export async function checkAdditionalFields(
  fields: readonly FieldConfig[],
  sent: SentValues | null,
  prefix: string,
  errors: BookingErrors,
  ctx: FieldRuleContext,
): Promise<boolean> {
  let passed = true;
  for (const field of fields) {
    const path = `${prefix}additional[${field.name}]`;
    const present = sent !== null && Object.hasOwn(sent, field.name);
    if (!present) {
      if (field.required) {
        errors.reject(`${path}[0]`, 'error.emptyField');
        passed = false;
      }
      continue;
    }
    const slots = sentSlots(field, sent[field.name]);
    if (isMultipleChoice(field) && field.required && slots.every((value) => !value?.trim())) {
      errors.reject(path, 'error.emptyField');
      passed = false;
      continue;
    }
    for (const [index, value] of slots.entries()) {
      const code = await slotError(field, value?.trim() ?? '', ctx);
      if (code) {
        errors.reject(`${path}[${index}]`, code.code, code.argument);
        passed = false;
      }
    }
  }
  return passed;
}

type SlotError = { code: Parameters<BookingErrors['reject']>[1]; argument?: number };

async function slotError(field: FieldConfig, value: string, ctx: FieldRuleContext): Promise<SlotError | null> {
  if (value === '') return field.required && !isMultipleChoice(field) ? { code: 'error.emptyField' } : null;
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      if (!field.restrictedValues.includes(value)) return { code: 'error.restrictedValue' };
      return field.disabledValues.includes(value) ? { code: 'error.disabledValue' } : null;
    case 'country':
      return ctx.countryCodes.has(value.toUpperCase()) ? null : { code: 'error.restrictedValue' };
    case 'input:dateOfBirth':
      return dateOfBirthError(field, value, ctx.today);
    case 'vat:eu': {
      const lengthError = textLengthError(field, value);
      if (lengthError) return lengthError;
      const check = await checkPrefixedVatNumber(value, ctx.vatChecker);
      if (check === 'invalid') return { code: 'error.STEP_2_INVALID_VAT' };
      return check === 'unavailable' ? { code: 'error.vatVIESDown' } : null;
    }
    case 'input:text':
    case 'input:tel':
    case 'textarea':
      return textLengthError(field, value);
  }
}

function textLengthError(field: FieldConfig, value: string): SlotError | null {
  const length = [...value].length;
  if (field.maxLength !== null && length > field.maxLength) return { code: 'error.tooLong', argument: field.maxLength };
  if (field.minLength !== null && length < field.minLength)
    return { code: 'error.tooShort', argument: field.minLength };
  return null;
}

/** A real calendar day before today; its minimum and maximum length are ages in whole years. */
function dateOfBirthError(field: FieldConfig, value: string, today: string): SlotError | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])))
    return { code: 'error.emptyField' };
  if (value >= today) return { code: 'error.restrictedValue' };
  const age = ageOn(value, today);
  if (field.maxLength !== null && age > field.maxLength) return { code: 'error.tooOld', argument: field.maxLength };
  if (field.minLength !== null && age < field.minLength) return { code: 'error.tooYoung', argument: field.minLength };
  return null;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years between two `YYYY-MM-DD` days. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
