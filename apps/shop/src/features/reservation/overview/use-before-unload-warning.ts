import { useEffect, useMemo } from 'react';

function warn(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

export interface UnloadWarning {
  /** From now on, leaving or reloading the page asks first. */
  start(): void;
  /** Leaving is free again: after a failure, or before going to a payment page on purpose. */
  release(): void;
}

/**
 * While a payment is under way, leaving or reloading the page asks first.
 * Switched at once rather than after a render, so a fast answer cannot outrun it; leaving the
 * screen releases it.
 */
export function useBeforeUnloadWarning(): UnloadWarning {
  const warning = useMemo<UnloadWarning>(
    () => ({
      start: () => window.addEventListener('beforeunload', warn),
      release: () => window.removeEventListener('beforeunload', warn),
    }),
    [],
  );
  useEffect(() => warning.release, [warning]);
  return warning;
}
