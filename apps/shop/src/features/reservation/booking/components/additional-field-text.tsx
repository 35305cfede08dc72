import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { latestBirthDate } from '../additional-field-rules.ts';
import { bookingPath, type BookingFormValues } from '../booking-values.ts';
import type { AdditionalInputProps } from './additional-field-input.ts';
import { ContextField, controlClass } from '../../../../components/ui/context-field.tsx';

type Kind = 'text' | 'tel' | 'vat' | 'textarea' | 'date';

const autoCompletes: Partial<Record<Kind, string>> = { tel: 'tel', date: 'bday' };

/** A field with one slot typed by the buyer; read-only once frozen. */
function SingleSlot({ field, name, label, placeholder, editable, kind }: AdditionalInputProps & { kind: Kind }) {
  const { register } = useFormContext<BookingFormValues>();
  const [today] = useState(() => new Date());
  const slot = bookingPath(name, 0);
  const common = { placeholder: placeholder || undefined, readOnly: !editable, ...register(slot) };
  return (
    <ContextField name={slot} label={label} required={field.required}>
      {(control) =>
        kind === 'textarea' ? (
          <textarea
            {...control}
            {...common}
            className={controlClass('form-control', control, !editable)}
            rows={3}
            maxLength={field.maxLength ?? undefined}
          />
        ) : (
          <input
            {...control}
            {...common}
            className={controlClass('form-control', control, !editable)}
            type={kind === 'date' ? 'date' : kind === 'tel' ? 'tel' : 'text'}
            autoComplete={autoCompletes[kind] ?? 'off'}
            spellCheck={kind === 'vat' ? false : undefined}
            maxLength={kind === 'date' ? undefined : (field.maxLength ?? undefined)}
            max={kind === 'date' ? latestBirthDate(today) : undefined}
          />
        )
      }
    </ContextField>
  );
}

export const TextInput = (props: AdditionalInputProps) => <SingleSlot {...props} kind="text" />;
export const PhoneInput = (props: AdditionalInputProps) => <SingleSlot {...props} kind="tel" />;
export const VatInput = (props: AdditionalInputProps) => <SingleSlot {...props} kind="vat" />;
export const TextAreaInput = (props: AdditionalInputProps) => <SingleSlot {...props} kind="textarea" />;
export const BirthDateInput = (props: AdditionalInputProps) => <SingleSlot {...props} kind="date" />;
