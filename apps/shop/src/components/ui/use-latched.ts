import { useState } from 'react';

/**
 * True from the first render where `value` is, for good: a lazily loaded dialog or form stays
 * mounted once shown, so that closing it returns the focus and keeps what was typed.
 */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
