import { useId, type ReactNode } from 'react';
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

/** A labelled input of the editor with its hint and its error under it. */
export function Field({
  name,
  label,
  type = 'text',
  hint,
  className = 'mb-3',
  inputMode,
  autoComplete = 'off',
  children,
}: {
  name: string;
  label: string;
  type?: 'text' | 'url' | 'datetime-local' | 'textarea';
  hint?: string;
  className?: string;
  inputMode?: 'decimal' | 'numeric';
  autoComplete?: string;
  children?: ReactNode;
}) {
  const { register } = useFormContext<FieldValues>();
  const id = useId();
  const error = useFieldError(name);
  const described = [hint ? `${id}-hint` : null, error.message ? error.id : null].filter(Boolean).join(' ');
  const common = {
    id,
    className: `form-control${error.message ? ' is-invalid' : ''}`,
    'aria-invalid': error.message ? true : undefined,
    'aria-describedby': described || undefined,
    ...register(name),
  };
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea rows={6} {...common} />
      ) : (
        <input type={type} inputMode={inputMode} autoComplete={autoComplete} {...common} />
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      <FieldError {...error} />
      {children}
    </div>
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
