import { useId } from 'react';
import { useController } from 'react-hook-form';
import { FieldError } from '../../../../components/ui/form-errors.tsx';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { bookingPath, type BookingFormValues } from '../booking-values.ts';
import { useCountryLists } from '../../../../components/ui/country-lists.tsx';
import { useFieldError } from '../../../../components/ui/use-field-error.ts';
import type { AdditionalInputProps } from './additional-field-input.ts';
import { ContextField } from '../../../../components/ui/context-field.tsx';
import { FormSelect } from '../../../../components/ui/form-select.tsx';

/**
 * Fields whose answer is chosen. They stay controlled by the form even when frozen, so a
 * disabled control still sends its value.
 */
function useSlot(name: string, index = 0) {
  return useController<BookingFormValues>({ name: bookingPath(name, index) }).field;
}

const chosen = (value: unknown) => (typeof value === 'string' ? value : '');

function ChoiceSelect({
  field,
  name,
  label,
  editable,
  options,
}: AdditionalInputProps & { options: { value: string; label: string }[] }) {
  const slot = bookingPath(name, 0);
  return (
    <ContextField name={slot} label={label} required={field.required}>
      {(control) => (
        <FormSelect name={slot} control={control} disabled={!editable}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormSelect>
      )}
    </ContextField>
  );
}

export function SelectInput(props: AdditionalInputProps) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('shop.booking.choose-option') },
    ...props.field.restrictedValues.map((value) => ({ value, label: props.describe(value) })),
  ];
  return <ChoiceSelect {...props} options={options} />;
}

export function CountryInput(props: AdditionalInputProps) {
  const { t } = useTranslation();
  const { countries } = useCountryLists();
  const options = [
    { value: '', label: t('reservation-page.country.select') },
    ...countries.map((country) => ({ value: country.isoCode, label: country.name })),
  ];
  return <ChoiceSelect {...props} options={options} />;
}

/** A legend with the required marker, which screen readers hear as a word. */
function GroupLegend({ label, required }: { label: string; required: boolean }) {
  const { t } = useTranslation();
  return (
    <legend className="form-label">
      {label}
      {required ? (
        <>
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({t('shop.booking.required')})</span>
        </>
      ) : null}
    </legend>
  );
}

export function RadioGroup({ field, name, label, editable, describe }: AdditionalInputProps) {
  const id = useId();
  const slot = useSlot(name);
  const error = useFieldError(slot.name);
  return (
    <fieldset className="shop-form-field shop-choice-group">
      <GroupLegend label={label} required={field.required} />
      {field.restrictedValues.map((value, index) => (
        <div className="form-check" key={value}>
          <input
            ref={index === 0 ? slot.ref : undefined}
            id={`${id}-${index}`}
            className={error ? 'form-check-input is-invalid' : 'form-check-input'}
            type="radio"
            name={slot.name}
            value={value}
            checked={chosen(slot.value) === value}
            onChange={() => slot.onChange(value)}
            onBlur={slot.onBlur}
            disabled={!editable}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <label className="form-check-label" htmlFor={`${id}-${index}`}>
            {describe(value)}
          </label>
        </div>
      ))}
      <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
    </fieldset>
  );
}

function CheckboxOption({
  name,
  index,
  value,
  text,
  editable,
  errorId,
}: {
  name: string;
  index: number;
  value: string;
  text: string;
  editable: boolean;
  errorId: string | undefined;
}) {
  const id = useId();
  const { ref, name: slotName, value: current, onChange, onBlur } = useSlot(name, index);
  return (
    <div className="form-check">
      <input
        ref={ref}
        id={id}
        className={errorId ? 'form-check-input is-invalid' : 'form-check-input'}
        type="checkbox"
        name={slotName}
        checked={current === value}
        // A ticked option stores its value, an unticked one null.
        onChange={(event) => onChange(event.target.checked ? value : null)}
        onBlur={onBlur}
        disabled={!editable}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      <label className="form-check-label" htmlFor={id}>
        {text}
      </label>
    </div>
  );
}

export function CheckboxGroup({ field, name, label, editable, describe }: AdditionalInputProps) {
  const id = useId();
  const error = useFieldError(name);
  return (
    <fieldset className="shop-form-field shop-choice-group">
      <GroupLegend label={label} required={field.required} />
      {field.restrictedValues.map((value, index) => (
        <CheckboxOption
          key={value}
          name={name}
          index={index}
          value={value}
          text={describe(value)}
          editable={editable}
          errorId={error ? `${id}-error` : undefined}
        />
      ))}
      <FieldError id={`${id}-error`} errors={error ? [error] : undefined} />
    </fieldset>
  );
}
