import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { usePurchaseContextTitle } from '../guards/purchase-context.tsx';

/** Read-only ticket. */
export default function TicketViewRoute() {
  const { t } = useTranslation();
  const title = usePurchaseContextTitle();
  return <ComingSoon title={t('show-ticket.header.title', [title])} />;
}
