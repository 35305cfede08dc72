import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A labelled form field with its hint and its error under it, tied to the input by
 * `aria-describedby`; `children` receives the attributes the input needs.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className = 'mb-3',
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** The wrapper's classes: its place in a grid row. */
  className?: string;
  children: (attributes: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: error ? 'is-invalid' : '',
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/** The common case of `Field`: one text-like input registered with the form. */
export function InputField({
  id,
  label,
  hint,
  error,
  registration,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  registration: UseFormRegisterReturn;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | keyof UseFormRegisterReturn>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {({ className, ...attributes }) => (
        <input className={`form-control ${className}`} {...input} {...attributes} {...registration} />
      )}
    </Field>
  );
}
