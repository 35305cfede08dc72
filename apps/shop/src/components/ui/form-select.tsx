import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { controlClass, type ControlProps } from './context-field.tsx';

interface FormSelectProps {
  /** Path of the value in the surrounding form. */
  name: string;
  control: ControlProps;
  disabled?: boolean;
  /** After the form has the new value (for choices that empty other fields). */
  onChosen?: (value: string) => void;
  children: ReactNode;
}

/**
 * A `<select>` whose shown option always comes from the form's value: a stored answer is
 * selected from the first paint, and a disabled select still sends its value.
 */
export function FormSelect({ name, control, disabled = false, onChosen, children }: FormSelectProps) {
  const { ref, value, onChange, onBlur } = useController({ name }).field;
  return (
    <select
      {...control}
      ref={ref}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        onChange(event.target.value);
        onChosen?.(event.target.value);
      }}
      onBlur={onBlur}
      disabled={disabled}
      className={controlClass('form-select', control)}
    >
      {children}
    </select>
  );
}
