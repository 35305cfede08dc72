import { useId } from 'react';
import { Field } from '../../../components/field.tsx';
import { get, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';

/** The error under a field, in words, by the id its input names in `aria-describedby`. */
export function useFieldError(name: string): { id: string; message: string | null } {
  const { t } = useTranslation();
  const {
    formState: { errors },
  } = useFormContext<FieldValues>();
  const id = `${useId()}-error`;
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return { id, message: message ? t(message as MessageKey) : null };
}

export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  ) : null;
}

/** A labelled input of the editor registered by name with the form around it; the shared `Field` lays it out. */
export function FormField({
  name,
  label,
  type = 'text',
  hint,
  className,
  inputMode,
  autoComplete = 'off',
}: {
  name: string;
  label: string;
  type?: 'text' | 'url' | 'datetime-local' | 'textarea' | 'password';
  hint?: string;
  className?: string;
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: string;
}) {
  const { register, formState } = useFormContext<FieldValues>();
  const { t } = useTranslation();
  const id = useId();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={id} label={label} hint={hint} error={message ? t(message as MessageKey) : null} className={className}>
      {({ className: state, ...attributes }) =>
        type === 'textarea' ? (
          <textarea rows={6} className={`form-control ${state}`} {...attributes} {...register(name)} />
        ) : (
          <input
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            className={`form-control ${state}`}
            {...attributes}
            {...register(name)}
          />
        )
      }
    </Field>
  );
}

/** A labelled list of choices of the editor, registered by name; its error lands under it like an input's. */
export function SelectField({
  name,
  label,
  options,
  className,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const { register, formState } = useFormContext<FieldValues>();
  const { t } = useTranslation();
  const id = useId();
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field id={id} label={label} error={message ? t(message as MessageKey) : null} className={className}>
      {({ className: state, ...attributes }) => (
        <select className={`form-select ${state}`} {...attributes} {...register(name)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A checkbox of the editor. */
export function Check({ name, label, value }: { name: string; label: string; value?: string }) {
  const { register } = useFormContext<FieldValues>();
  const id = useId();
  return (
    <div className="form-check">
      <input id={id} type="checkbox" className="form-check-input" value={value} {...register(name)} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
