import type { EventCode } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorCodes, type GlobalError } from '../../lib/api-client.ts';
import { ticketCategoriesQuery, validateCode } from './api.ts';

export interface PromoCode {
  /** The code in force: categories are loaded with it. */
  applied: EventCode | null;
  /** Why the last code was refused. */
  errors: readonly GlobalError[];
  /** A code is being checked. */
  validating: boolean;
  /** The code from the address is still being checked: categories wait for the outcome. */
  awaitingInitialCode: boolean;
  /** Resolves true when the code was accepted. */
  apply: (code: string) => Promise<boolean>;
  remove: () => void;
  clearErrors: () => void;
}

/**
 * The code's states: none → applied after validation (categories reload with the
 * code) or refused (code cleared, categories reload without it, the error shown). Removing
 * reloads without the code. A `code` in the address is applied once on arrival.
 */
export function usePromoCode(eventName: string, codeFromAddress: string | null): PromoCode {
  const queryClient = useQueryClient();
  const [applied, setApplied] = useState<EventCode | null>(null);
  const [errors, setErrors] = useState<readonly GlobalError[]>([]);
  const [initialCode] = useState(() => codeFromAddress?.trim() || null);
  const [awaitingInitialCode, setAwaitingInitialCode] = useState(initialCode !== null);
  const validation = useMutation({ mutationFn: (code: string) => validateCode(eventName, code) });
  const { mutateAsync } = validation;

  const reloadWithoutCode = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ticketCategoriesQuery(eventName, null).queryKey }),
    [queryClient, eventName],
  );

  const validate = useCallback(
    async (code: string): Promise<boolean> => {
      setErrors([]);
      try {
        setApplied(await mutateAsync(code));
        return true;
      } catch (error) {
        setApplied(null);
        setErrors(
          error instanceof ApiError && error.globalErrors.length > 0
            ? error.globalErrors
            : [{ code: errorCodes.generic, arguments: null }],
        );
        void reloadWithoutCode();
        return false;
      } finally {
        setAwaitingInitialCode(false);
      }
    },
    [mutateAsync, reloadWithoutCode],
  );

  const apply = useCallback(
    (code: string) => {
      const normalized = code.trim().toUpperCase();
      return normalized ? validate(normalized) : Promise.resolve(false);
    },
    [validate],
  );

  const remove = useCallback(() => {
    setApplied(null);
    setErrors([]);
    void reloadWithoutCode();
  }, [reloadWithoutCode]);

  const clearErrors = useCallback(() => setErrors([]), []);

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !initialCode) return;
    started.current = true;
    // Links carry codes and tokens exactly as issued: no upper-casing here.
    void validate(initialCode);
  }, [validate, initialCode]);

  return { applied, errors, validating: validation.isPending, awaitingInitialCode, apply, remove, clearErrors };
}
