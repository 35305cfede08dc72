import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, Outlet, useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { LanguageGate } from '../../features/i18n/language-gate.tsx';
import type { LanguageScope } from '../../features/i18n/language-control.ts';
import { subscriptionQuery } from '../../features/subscription/api.ts';
import { PurchaseContextTitleContext, type PurchaseContextTitle } from './purchase-context.tsx';

/** Every route under `subscription/:id`: the subscription's languages (it has no overrides). */
export function SubscriptionScope() {
  const { id = '' } = useParams();
  const { data: subscription, isError } = useQuery(subscriptionQuery(id));

  const scope = useMemo<LanguageScope | null>(
    () => (subscription ? { key: `subscription:${id}`, offered: subscription.contentLanguages } : null),
    [subscription, id],
  );
  const title = useMemo<PurchaseContextTitle | null>(
    () => (subscription ? { kind: 'subscription', title: subscription.title } : null),
    [subscription],
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
