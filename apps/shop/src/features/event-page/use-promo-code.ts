import type { EventCode } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorCodes, type GlobalError } from '../../lib/api-client.ts';
import { ticketCategoriesQuery, validateCode } from './api.ts';

/** A code the server refused keeps no place in the field; one it could not judge (a rate limit, a lost connection) stays. */
export type CodeOutcome = 'accepted' | 'refused' | 'unchecked';

export interface PromoCode {
  /** The code in force: categories are loaded with it. */
  applied: EventCode | null;
  /** Why the last code was refused. */
  errors: readonly GlobalError[];
  /** A code is being checked. */
  validating: boolean;
  /** The code from the address is still being checked: categories wait for the outcome. */
  awaitingInitialCode: boolean;
  apply: (code: string) => Promise<CodeOutcome>;
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
    async (code: string): Promise<CodeOutcome> => {
      setErrors([]);
      try {
        setApplied(await mutateAsync(code));
        return 'accepted';
      } catch (error) {
        setApplied(null);
        setErrors(
          error instanceof ApiError && error.globalErrors.length > 0
            ? error.globalErrors
            : [{ code: errorCodes.generic, arguments: null }],
        );
        void reloadWithoutCode();
        return error instanceof ApiError && error.validation ? 'refused' : 'unchecked';
      } finally {
        setAwaitingInitialCode(false);
      }
    },
    [mutateAsync, reloadWithoutCode],
  );

  const apply = useCallback(
    (code: string) => {
      const normalized = code.trim().toUpperCase();
      return normalized ? validate(normalized) : Promise.resolve<CodeOutcome>('refused');
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
