import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** Home list, also organizer-scoped (`/o/:organizerSlug`). */
export default function HomeRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('event-list.title')} />;
}
