import { useId, type ReactNode } from 'react';
import { FieldError } from '../../../../components/ui/form-errors.tsx';
import { useFieldError } from '../use-field-error.ts';

/** What a control needs to be labelled, marked required and pointed at its error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface BookingFieldProps {
  /** Form path of the control, also where its error is read. */
  name: string;
  label: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label (with an asterisk when required), its control and the control's first error. */
export function BookingField({ name, label, required = false, className, children }: BookingFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = useFieldError(name);
  return (
    <div className={className ? `shop-form-field ${className}` : 'shop-form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      <FieldError id={errorId} errors={error ? [error] : undefined} />
    </div>
  );
}

/** Bootstrap's look for a control: invalid in red, read-only as plain text. */
export function controlClass(base: 'form-control' | 'form-select', control: ControlProps, readOnly = false): string {
  const look = readOnly && base === 'form-control' ? 'form-control-plaintext' : base;
  return control['aria-invalid'] ? `${look} is-invalid` : look;
}
