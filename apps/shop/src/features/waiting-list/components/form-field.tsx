import type { ReactNode } from 'react';
import { FormField, type FieldControlProps } from '../../../components/ui/form-field.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';

/** What a control needs to be labelled, to point at its error and to look right. */
export interface ControlProps extends FieldControlProps {
  className: string;
}

interface WaitingListFormFieldProps {
  label: string;
  required?: boolean;
  errors: readonly GlobalError[] | undefined;
  /** `select` gets Bootstrap's select look; anything else the text-field look. */
  kind?: 'input' | 'select';
  children: (control: ControlProps) => ReactNode;
}

/** A form field of the waiting list, its control styled by Bootstrap. */
export function WaitingListFormField({
  label,
  required = false,
  errors,
  kind = 'input',
  children,
}: WaitingListFormFieldProps) {
  const base = kind === 'select' ? 'form-select' : 'form-control';
  return (
    <FormField label={label} required={required} errors={errors}>
      {(control) => children({ ...control, className: `${base}${control['aria-invalid'] ? ' is-invalid' : ''}` })}
    </FormField>
  );
}
