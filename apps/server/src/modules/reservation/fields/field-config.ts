import type { AdditionalFieldType } from '@shop/contract';

/** A configurable field as stored: per attendee, per additional-service item, per subscription owner. */
export interface FieldConfig {
  id: number;
  name: string;
  type: AdditionalFieldType;
  context: 'ATTENDEE' | 'ADDITIONAL_SERVICE' | 'SUBSCRIPTION';
  required: boolean;
  /** Whether a value can be changed once set. */
  editable: boolean;
  /** Negative: shown before the standard name and e-mail fields. */
  ordinal: number;
  /** Lengths, or for a date of birth the minimum and maximum age in years. */
  minLength: number | null;
  maxLength: number | null;
  restrictedValues: string[];
  disabledValues: string[];
  description: Record<
    string,
    { label?: string; placeholder?: string; restrictedValuesDescription?: Record<string, string> }
  >;
  /** Empty: every category. */
  categoryIds: number[];
  additionalServiceId: number | null;
}

/** Attendee fields a ticket of `categoryId` asks for. */
export function attendeeFieldsFor(fields: readonly FieldConfig[], categoryId: number): FieldConfig[] {
  return fields.filter(
    (field) =>
      field.context === 'ATTENDEE' && (field.categoryIds.length === 0 || field.categoryIds.includes(categoryId)),
  );
}

/** Fields an item of the additional service `serviceId` asks for. */
export function itemFieldsFor(fields: readonly FieldConfig[], serviceId: number): FieldConfig[] {
  return fields.filter((field) => field.context === 'ADDITIONAL_SERVICE' && field.additionalServiceId === serviceId);
}

export const isMultipleChoice = (field: Pick<FieldConfig, 'type'>) => field.type === 'checkbox';
