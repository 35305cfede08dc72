import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { eventQuery } from '../../features/event-page/api.ts';
import { LanguageGate } from '../../features/i18n/language-gate.tsx';
import type { LanguageScope } from '../../features/i18n/language-control.ts';
import { applyCustomCss, removeCustomCss } from '../../lib/custom-css.ts';
import { PurchaseContextTitleContext, type PurchaseContextTitle } from './purchase-context.tsx';

/**
 * Every route under `event/:eventShortName`: the event's languages and translation overrides,
 * its custom CSS while the visitor stays on it, and home when the event cannot be loaded.
 */
export function EventScope() {
  const { eventShortName = '' } = useParams();
  const { data: event, isError } = useQuery(eventQuery(eventShortName));
  const customCss = event?.customCss;

  useEffect(() => {
    applyCustomCss(customCss);
    return removeCustomCss;
  }, [customCss]);

  const scope = useMemo<LanguageScope | null>(
    () =>
      event ? { key: `event:${eventShortName}`, offered: event.contentLanguages, overrides: event.i18nOverride } : null,
    [event, eventShortName],
  );
  const title = useMemo<PurchaseContextTitle | null>(
    () => (event ? { kind: 'event', displayName: event.displayName } : null),
    [event],
  );

  if (isError) return <Navigate to={pageHref.home()} replace />;
  if (!scope) return <PageLoading />;
  return (
    <PurchaseContextTitleContext value={title}>
      <LanguageGate scope={scope}>
        <Outlet />
      </LanguageGate>
    </PurchaseContextTitleContext>
  );
}
