import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** All subscriptions, also organizer-scoped. */
export default function SubscriptionListRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('subscription.header.title')} />;
}
