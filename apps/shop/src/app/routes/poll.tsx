import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** Poll area of an event (`poll` and `poll/:pollId`). */
export default function PollRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('poll.title')} />;
}
