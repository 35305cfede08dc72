import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { usePurchaseContextTitle } from '../guards/purchase-context.tsx';

/** Booking step (step 2). */
export default function ReservationBookRoute() {
  const { t } = useTranslation();
  const title = usePurchaseContextTitle();
  return <ComingSoon title={t('reservation-page.header.title', [title])} />;
}
