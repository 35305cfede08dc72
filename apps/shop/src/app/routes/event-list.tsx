import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** All events, also organizer-scoped. */
export default function EventListRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('event-list.header.title')} />;
}
