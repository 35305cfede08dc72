import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { usePurchaseContextTitle } from '../guards/purchase-context.tsx';

/** Reservation confirmed. */
export default function ReservationSuccessRoute() {
  const { t } = useTranslation();
  const title = usePurchaseContextTitle();
  return <ComingSoon title={t('reservation-page-complete.header.title', [title])} />;
}
