import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useTranslation } from '../lib/i18n.tsx';
import type { Message } from '../messages/index.ts';

/** The words for a failed call, whatever the screen. */
export function errorMessage(error: unknown): Message {
  if (!(error instanceof ApiError)) return 'error.server';
  if (error.status === 0) return 'error.offline';
  if (error.status === 401) return 'error.signed-out';
  if (error.status === 403) return 'error.forbidden';
  // Gone meanwhile (removed, used, or another organization's): trying again would not help.
  if (error.status === 404) return 'error.not-found';
  if (error.status === 429) return tooManyRequests(error.waitSeconds());
  return 'error.server';
}

/** A 429 in words: the wait in seconds below 90 of them, else in whole minutes rounded up. */
export function tooManyRequests(seconds: number | null): Message {
  if (seconds === null || seconds <= 0) return 'error.too-many';
  if (seconds < 90) return seconds === 1 ? ['error.too-many.second', [1]] : ['error.too-many.seconds', [seconds]];
  const minutes = Math.ceil(seconds / 60);
  return ['error.too-many.minutes', [minutes]];
}

/** A query's loading and error states in words; its data once there. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        <p className="mb-2">{t(errorMessage(query.error))}</p>
        <button type="button" className="btn btn-outline-dark btn-sm" onClick={() => void query.refetch()}>
          {t('state.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** Said while a screen or its data is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-body-secondary">
      {t('state.loading')}
    </p>
  );
}
