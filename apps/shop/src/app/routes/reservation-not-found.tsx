import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** Unknown reservation. */
export default function ReservationNotFoundRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('reservation-page-not-found.header.title')} />;
}
