import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { usePurchaseContextTitle } from '../guards/purchase-context.tsx';

/** Subscription detail. */
export default function SubscriptionRoute() {
  const { t } = useTranslation();
  const title = usePurchaseContextTitle();
  return <ComingSoon title={t('show-subscription.header.title', [title])} />;
}
