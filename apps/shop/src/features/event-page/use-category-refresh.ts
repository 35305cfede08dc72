import { useCallback, useEffect, useRef } from 'react';
import { showToast } from '../../lib/toasts.ts';

/** Refresh clicks are debounced by 500 ms. */
export const categoryRefreshDebounceMs = 500;

/**
 * The refresh of sold-out and all-reserved cards: the last click of a burst reloads the ticket
 * categories once, then the toast region announces that availability is up to date.
 */
export function useCategoryRefresh(reload: () => Promise<{ isError: boolean }>): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestReload = useRef(reload);

  useEffect(() => {
    latestReload.current = reload;
  }, [reload]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void latestReload.current().then((result) => {
        if (!result.isError) showToast('INFO', 'show-event.category-refresh.complete');
      });
    }, categoryRefreshDebounceMs);
  }, []);
}
