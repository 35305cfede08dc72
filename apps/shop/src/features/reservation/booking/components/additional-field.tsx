import type { AdditionalField, AdditionalFieldType } from '@shop/contract';
import type { ComponentType } from 'react';
import { useTranslation } from '../../../../lib/i18n.tsx';
import type { AdditionalInputProps } from './additional-field-input.ts';
import { CheckboxGroup, CountryInput, RadioGroup, SelectInput } from './additional-field-choice.tsx';
import { BirthDateInput, PhoneInput, TextAreaInput, TextInput, VatInput } from './additional-field-text.tsx';

/** One input per field type. */
const inputs: Record<AdditionalFieldType, ComponentType<AdditionalInputProps>> = {
  'input:text': TextInput,
  'input:tel': PhoneInput,
  'vat:eu': VatInput,
  textarea: TextAreaInput,
  'input:dateOfBirth': BirthDateInput,
  country: CountryInput,
  select: SelectInput,
  checkbox: CheckboxGroup,
  radio: RadioGroup,
};

interface AdditionalFieldControlProps {
  field: AdditionalField;
  /** Form path of the field's slots. */
  name: string;
  editable: boolean;
}

/**
 * A field the organizer configured, labelled in the visitor's language (else the first language
 * it has); restricted values show their localized descriptions. A type the shop does not know is
 * asked as text, so the buyer can still answer it.
 */
export function AdditionalFieldControl({ field, name, editable }: AdditionalFieldControlProps) {
  const { lang } = useTranslation();
  const description = field.description[lang] ?? Object.values(field.description)[0];
  const Input = inputs[field.type as AdditionalFieldType] ?? TextInput;
  return (
    <Input
      field={field}
      name={name}
      label={description?.label || field.name}
      placeholder={description?.placeholder ?? ''}
      editable={editable}
      describe={(value) => description?.restrictedValuesDescription[value] || value}
    />
  );
}
