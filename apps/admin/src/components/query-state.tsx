import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { useTranslation } from '../lib/i18n.tsx';
import type { MessageKey } from '../messages/index.ts';

/** The words for a failed call, whatever the screen. */
export function errorMessage(error: unknown): MessageKey {
  if (!(error instanceof ApiError)) return 'error.server';
  if (error.status === 0) return 'error.offline';
  if (error.status === 401) return 'error.signed-out';
  if (error.status === 403) return 'error.forbidden';
  // Gone meanwhile (removed, used, or another organization's): trying again would not help.
  if (error.status === 404) return 'error.not-found';
  return 'error.server';
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
