import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** The signed-in buyer's orders. */
export default function MyOrdersRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('my-orders.description')} />;
}
