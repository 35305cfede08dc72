import { pageHref } from '@shop/contract/routes';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { ReservationLayout } from '../components/reservation-layout.tsx';
import { useReservationScope } from '../reservation-scope.tsx';
import { escapeHtml, shortReservationId } from './outcome-rules.ts';

/** The not-found page: the reservation does not exist (any more); back to the event. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const scope = useReservationScope();
  return (
    <ReservationLayout title={t('reservation-page-not-found.header.title')}>
      <div className="alert alert-warning">
        <p>
          {t('reservation-page-not-found.reservation-with-id-does-not-exist', [
            shortReservationId(scope.reservationId),
          ])}
        </p>
        <SafeHtml
          as="p"
          className="shop-last"
          html={t('reservation-page-not-found.go-back-to-event', [escapeHtml(pageHref.purchaseContext(scope))])}
        />
      </div>
    </ReservationLayout>
  );
}
