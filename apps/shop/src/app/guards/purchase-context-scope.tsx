import { pageHref } from '@shop/contract/routes';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { LanguageGate } from '../../features/i18n/language-gate.tsx';
import type { LanguageScope } from '../../features/i18n/language-control.ts';
import type { PurchaseContextKind } from '../../features/reservation/api.ts';
import { applyCustomCss, removeCustomCss } from '../../lib/custom-css.ts';
import { useParentHeight } from '../shell/use-parent-height.ts';
import {
  PurchaseContextTitleContext,
  purchaseContextIdentifier,
  purchaseContextTitle,
  usePurchaseContext,
  type LoadedPurchaseContext,
} from './purchase-context.tsx';
import { useAnalytics } from './use-analytics.ts';

/**
 * Every route under `event/:eventShortName` or `subscription/:id`: the context's languages (and,
 * for an event, its translation overrides and its custom CSS while the visitor stays on it), its
 * name for headings, its analytics, and home when it cannot be loaded.
 */
export function PurchaseContextScope({ kind }: { kind: PurchaseContextKind }) {
  const publicIdentifier = purchaseContextIdentifier(kind, useParams());
  const { context, isError } = usePurchaseContext(kind, publicIdentifier);
  useEventCustomCss(context?.kind === 'event' ? context.details.customCss : null, kind === 'event');
  useAnalytics(context?.details.analyticsConfiguration);
  useParentHeight(context?.details.embeddingConfiguration);

  const scope = useMemo(() => (context ? languageScope(context, publicIdentifier) : null), [context, publicIdentifier]);
  const title = useMemo(() => (context ? purchaseContextTitle(context) : null), [context]);

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

/** Subscriptions carry no translation overrides. */
function languageScope(context: LoadedPurchaseContext, publicIdentifier: string): LanguageScope {
  const key = `${context.kind}:${publicIdentifier}`;
  if (context.kind === 'subscription') return { key, offered: context.details.contentLanguages };
  return { key, offered: context.details.contentLanguages, overrides: context.details.i18nOverride };
}

/** Only event routes touch the stylesheet; a subscription has no custom CSS. */
function useEventCustomCss(css: string | null, onEventRoute: boolean): void {
  useEffect(() => {
    if (!onEventRoute) return undefined;
    applyCustomCss(css);
    return removeCustomCss;
  }, [css, onEventRoute]);
}
