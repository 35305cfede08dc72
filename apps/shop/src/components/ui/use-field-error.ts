import { get, useFormState, type FieldError } from 'react-hook-form';
import type { GlobalError } from '../../lib/api-client.ts';
import { messageOfFieldError } from '../../lib/server-errors.ts';

/**
 * The error shown under a control of the surrounding form: the client's rule or the server's
 * answer for `name`. For a group of slots (`…additional.workshops`) the first slot that has one.
 */
export function useFieldError(name: string): GlobalError | null {
  const { errors } = useFormState({ name });
  const found = get(errors, name) as FieldError | (FieldError | undefined)[] | undefined;
  const error = Array.isArray(found) ? found.find((slot) => slot?.message) : found;
  return messageOfFieldError(error);
}
