import { useId } from 'react';
import { pageHref } from '@shop/contract/routes';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { CatalogueFilters } from '../api.ts';
import {
  exceedsHomeLimit,
  homeItemLimit,
  homeRedirectTarget,
  homeRefreshIntervalMs,
  type CatalogueSettings,
} from '../catalogue-rules.ts';
import { useEventList, useSubscriptionList } from '../use-catalogue-lists.ts';
import { EventCards, SubscriptionCards } from './card-lists.tsx';
import { CatalogueFooter } from './catalogue-footer.tsx';
import { ViewAllLink } from './view-all-link.tsx';

interface HomeListProps {
  filters: CatalogueFilters;
  /** Null until the application info is known. */
  settings: CatalogueSettings | null;
}

/** The home page, also an organizer's: a few events and subscriptions, refreshed. */
export function HomeList({ filters, settings }: HomeListProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const eventsHeadingId = useId();
  const subscriptionsHeadingId = useId();
  const refresh = { refetchInterval: homeRefreshIntervalMs };
  const events = useEventList(filters, refresh);
  const subscriptions = useSubscriptionList(filters, refresh);
  const title = t('event-list.title');
  useDocumentTitle(title);

  if (!events || !subscriptions || !settings) return <PageLoading />;
  const onlyEvent = homeRedirectTarget(events, subscriptions, settings);
  if (onlyEvent) return <Navigate to={{ pathname: pageHref.event(onlyEvent), search }} replace />;

  return (
    <>
      <section className="shop-catalogue-section" aria-labelledby={eventsHeadingId}>
        <h1 id={eventsHeadingId} tabIndex={-1}>
          {title}
        </h1>
        {events.length === 0 ? (
          <p className="shop-catalogue-empty">{t('event-list.no-events')}</p>
        ) : (
          <EventCards events={events.slice(0, homeItemLimit)} settings={settings} />
        )}
        {exceedsHomeLimit(events) ? <ViewAllLink page="events-all" organizerSlug={filters.organizerSlug} /> : null}
      </section>
      {subscriptions.length > 0 ? (
        <section className="shop-catalogue-section" aria-labelledby={subscriptionsHeadingId}>
          <h2 id={subscriptionsHeadingId}>{t('subscription.title')}</h2>
          <SubscriptionCards
            subscriptions={subscriptions.slice(0, homeItemLimit)}
            headingLevel={3}
            organizerSlug={filters.organizerSlug}
          />
          {exceedsHomeLimit(subscriptions) ? (
            <ViewAllLink page="subscriptions-all" organizerSlug={filters.organizerSlug} />
          ) : null}
        </section>
      ) : null}
      <CatalogueFooter settings={settings} />
    </>
  );
}
