import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/** How a send ended: the page is being left, or the visitor stays on the form. */
export type SubmitEnd = 'leaving' | 'staying';

/**
 * The one way a form sends. A second press in the same tick meets the synchronous guard and is
 * ignored (the button disables itself only on the next render). A send that ends by leaving the
 * page keeps the form busy until the next page replaces it, so it cannot be sent twice; one that
 * stays, or fails, frees the form again. A failure reaches the caller of `run` and stays in `error`.
 */
export function useSubmit() {
  const inFlight = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const { mutateAsync, isPending, error } = useMutation<SubmitEnd, unknown, () => Promise<SubmitEnd>>({
    mutationFn: (task) => task(),
  });

  const run = useCallback(
    async (task: () => Promise<SubmitEnd>): Promise<SubmitEnd | 'ignored'> => {
      if (inFlight.current) return 'ignored';
      inFlight.current = true;
      try {
        const end = await mutateAsync(task);
        if (end === 'leaving') setLeaving(true);
        else inFlight.current = false;
        return end;
      } catch (failure) {
        inFlight.current = false;
        throw failure;
      }
    },
    [mutateAsync],
  );

  /** Leaves the page without sending anything (the send happened earlier); the form stays busy. */
  const leave = useCallback((go: () => unknown) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setLeaving(true);
    void go();
  }, []);

  // `error` is the last send's failure, cleared when the next one starts.
  return { run, leave, busy: isPending || leaving, error };
}
