import { pageHref } from '@shop/contract/routes';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { CatalogueFilters } from '../api.ts';
import type { CatalogueSettings } from '../catalogue-rules.ts';
import { useEventList } from '../use-catalogue-lists.ts';
import { EventCards } from './card-lists.tsx';
import { CatalogueFooter } from './catalogue-footer.tsx';

/**
 * All events, also an organizer's. A single event is the page itself: the visitor
 * goes there, history replaced, with the filters kept.
 */
export function EventListPage({
  filters,
  settings,
}: {
  filters: CatalogueFilters;
  settings: CatalogueSettings | null;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const events = useEventList(filters);
  const title = t('event-list.header.title');
  useDocumentTitle(title);

  if (!events || !settings) return <PageLoading />;
  const [only] = events;
  if (events.length === 1 && only)
    return <Navigate to={{ pathname: pageHref.event(only.shortName), search }} replace />;

  return (
    <section className="shop-catalogue-section">
      <h1 tabIndex={-1}>{title}</h1>
      {events.length === 0 ? (
        <p className="shop-catalogue-empty">{t('event-list.no-events')}</p>
      ) : (
        <EventCards events={events} settings={settings} />
      )}
      <CatalogueFooter settings={settings} />
    </section>
  );
}
