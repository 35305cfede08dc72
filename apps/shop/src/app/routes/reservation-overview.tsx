import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { usePurchaseContextTitle } from '../guards/purchase-context.tsx';

/** Overview and payment (step 3). */
export default function ReservationOverviewRoute() {
  const { t } = useTranslation();
  const title = usePurchaseContextTitle();
  return <ComingSoon title={t('reservation-page.header.title', [title])} />;
}
