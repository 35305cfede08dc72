import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import { listPath, type ListPage } from '../catalogue-rules.ts';

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
      <Link className="btn btn-outline-primary" to={{ pathname: listPath(page, organizerSlug), search }}>
        {t(labels[page])}
      </Link>
    </p>
  );
}
