import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** Reservation in a state the buyer cannot act on. */
export default function ReservationErrorRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('reservation-page-error-status.header.title')} />;
}
