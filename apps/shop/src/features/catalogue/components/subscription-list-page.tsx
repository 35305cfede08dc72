import { pageHref } from '@shop/contract/routes';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { CatalogueFilters } from '../api.ts';
import type { CatalogueSettings } from '../catalogue-rules.ts';
import { useSubscriptionList } from '../use-catalogue-lists.ts';
import { organizerOrigin } from '../organizer-origin.ts';
import { SubscriptionCards } from './card-lists.tsx';
import { CatalogueFooter } from './catalogue-footer.tsx';

/** All subscriptions, also an organizer's; a single one is shown on its own page. */
export function SubscriptionListPage({
  filters,
  settings,
}: {
  filters: CatalogueFilters;
  settings: CatalogueSettings | null;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const subscriptions = useSubscriptionList(filters);
  const title = t('subscription.header.title');
  useDocumentTitle(title);

  if (!subscriptions || !settings) return <PageLoading />;
  const [only] = subscriptions;
  if (subscriptions.length === 1 && only) {
    return (
      <Navigate
        to={{ pathname: pageHref.subscription(only.id), search }}
        state={organizerOrigin(filters.organizerSlug)}
        replace
      />
    );
  }

  return (
    <section className="shop-catalogue-section">
      <h1 tabIndex={-1}>{title}</h1>
      {subscriptions.length === 0 ? (
        <p className="shop-catalogue-empty">{t('subscription.no-subscriptions')}</p>
      ) : (
        <SubscriptionCards subscriptions={subscriptions} headingLevel={2} organizerSlug={filters.organizerSlug} />
      )}
      <CatalogueFooter settings={settings} />
    </section>
  );
}
