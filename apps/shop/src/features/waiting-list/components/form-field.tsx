import { useId, type ReactNode } from 'react';
import { FieldError } from '../../../components/ui/form-errors.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';

/** What a control needs to be labelled and to point at its error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

interface FormFieldProps {
  label: string;
  required?: boolean;
  errors: readonly GlobalError[] | undefined;
  /** `select` gets Bootstrap's select look; anything else the text-field look. */
  kind?: 'input' | 'select';
  children: (control: ControlProps) => ReactNode;
}

/** A label, its control and the control's first error, wired for assistive technology. */
export function FormField({ label, required = false, errors, kind = 'input', children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const base = kind === 'select' ? 'form-select' : 'form-control';
  return (
    <div className="shop-form-field">
      <label htmlFor={id} className="form-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? errorId : undefined,
        className: `${base}${invalid ? ' is-invalid' : ''}`,
      })}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
