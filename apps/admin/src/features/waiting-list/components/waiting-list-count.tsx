import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import { waitingListQuery } from '../api.ts';
import { waitingCount } from '../entry-state.ts';

/** How many people wait for a seat, linking to the list; a dash while unknown. */
export function WaitingListCount({ slug }: { slug: string }) {
  const { t, lang } = useTranslation();
  const list = useQuery(waitingListQuery(slug));
  if (list.isPending) return <span className="text-body-secondary">{t('state.loading')}</span>;
  if (list.isError) return <span className="text-body-secondary">{t('waiting-list.unavailable')}</span>;
  return (
    <Link to={`/events/${encodeURIComponent(slug)}/waiting-list`} className="admin-nav-link">
      {t('waiting-list.count', [new Intl.NumberFormat(lang).format(waitingCount(list.data))])}
    </Link>
  );
}
