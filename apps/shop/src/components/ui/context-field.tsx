import type { ReactNode } from 'react';
import { FormField, type FieldControlProps } from './form-field.tsx';
import { useFieldError } from './use-field-error.ts';

/** What a control needs to be labelled, marked required and pointed at its error. */
export interface ControlProps extends FieldControlProps {
  'aria-required': true | undefined;
}

interface ContextFieldProps {
  /** Form path of the control, also where its error is read. */
  name: string;
  label: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A field of the surrounding react-hook-form form, its error read from the form at `name`. */
export function ContextField({ name, label, required = false, className, children }: ContextFieldProps) {
  const error = useFieldError(name);
  return (
    <FormField label={label} required={required} className={className} errors={error ? [error] : undefined}>
      {(control) => children({ ...control, 'aria-required': required || undefined })}
    </FormField>
  );
}

/** Bootstrap's look for a control: invalid in red, read-only as plain text. */
export function controlClass(base: 'form-control' | 'form-select', control: ControlProps, readOnly = false): string {
  const look = readOnly && base === 'form-control' ? 'form-control-plaintext' : base;
  return control['aria-invalid'] ? `${look} is-invalid` : look;
}
