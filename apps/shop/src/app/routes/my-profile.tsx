import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/** The signed-in buyer's profile. */
export default function MyProfileRoute() {
  const { t } = useTranslation();
  return <ComingSoon title={t('my-profile.description')} />;
}
