import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { followSignInAvailability, signInStatusQuery } from '../features/account/api.ts';
import { I18nProvider } from '../features/i18n/i18n-provider.tsx';
import { ApiError } from '../lib/api-client.ts';

/** Client errors (4xx) are answers, not accidents: only network failures and 5xx are retried. */
function retryTransient(failureCount: number, error: Error): boolean {
  const answered = error instanceof ApiError && error.status > 0 && error.status < 500;
  return !answered && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryTransient, refetchOnWindowFocus: false } } });
}

/** Server state, translations and the sign-in status from the first moment. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => {
    void queryClient.prefetchQuery(signInStatusQuery());
    return followSignInAvailability(queryClient);
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
