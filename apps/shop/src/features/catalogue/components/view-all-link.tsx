import { pageHref, type ListPage } from '@shop/contract/routes';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';

const labels: Record<ListPage, string> = {
  'events-all': 'home.view.all.events',
  'subscriptions-all': 'home.view.all.subscriptions',
};

/** From the home page to the full list, keeping the organizer and the filters. */
export function ViewAllLink({ page, organizerSlug }: { page: ListPage; organizerSlug: string | null }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <p className="shop-view-all">
      <Link className="btn btn-outline-primary" to={{ pathname: pageHref.list(page, organizerSlug), search }}>
        {t(labels[page])}
      </Link>
    </p>
  );
}
