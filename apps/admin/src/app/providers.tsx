import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { TranslatorProvider } from '../lib/i18n.tsx';
import type { Language } from '../messages/index.ts';
import { sessionQuery } from '../features/session/api.ts';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // An answer the server gave is final; only a lost connection is worth another try.
        retry: (count, error) => error instanceof ApiError && error.status === 0 && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: {
        onError: (error) => {
          // A session that ended meanwhile sends the person back to the sign-in.
          if (error instanceof ApiError && error.status === 401) client.setQueryData(sessionQuery().queryKey, null);
        },
      },
    },
  });
  return client;
}

export function Providers({
  queryClient,
  language,
  children,
}: {
  queryClient: QueryClient;
  language: Language;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider initial={language}>{children}</TranslatorProvider>
    </QueryClientProvider>
  );
}
