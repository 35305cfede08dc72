import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** Waiting for a custom offline payment. */
export default function ReservationWaitingCustomPaymentRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('reservation-page-waiting.header.title')} />;
}
