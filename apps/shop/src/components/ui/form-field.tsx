import { useId, type ReactNode } from 'react';
import type { GlobalError } from '../../lib/api-client.ts';
import { FieldError } from './form-errors.tsx';

/** What a control needs to be labelled and to point at its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** The control's errors; the first one shows. */
  errors: readonly GlobalError[] | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label (with an asterisk when required), its control and the control's first error, wired for assistive technology. */
export function FormField({ label, required = false, errors, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={className ? `shop-form-field ${className}` : 'shop-form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({ id, 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? errorId : undefined })}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
