import type { WarningMessage } from '@shop/contract';
import { useCallback, useMemo, useState } from 'react';

interface PendingWarning<T> {
  warning: WarningMessage;
  /** What going on needs, kept while the visitor decides. */
  payload: T;
}

export interface WarningConfirmState<T> {
  pending: PendingWarning<T> | null;
  ask: (warning: WarningMessage, payload: T) => void;
  close: () => void;
}

/** A server warning held until the visitor answers it in a `WarningConfirm`. */
export function useWarningConfirm<T>(): WarningConfirmState<T> {
  const [pending, setPending] = useState<PendingWarning<T> | null>(null);
  const ask = useCallback((warning: WarningMessage, payload: T) => setPending({ warning, payload }), []);
  const close = useCallback(() => setPending(null), []);
  return useMemo(() => ({ pending, ask, close }), [pending, ask, close]);
}
