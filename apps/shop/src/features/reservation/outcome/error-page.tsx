import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { ReservationLayout } from '../components/reservation-layout.tsx';
import { useReservationScope } from '../reservation-scope.tsx';
import { escapeHtml } from './outcome-rules.ts';

/**
 * The error page: the payment or confirmation got stuck (IN_PAYMENT, STUCK). The buyer
 * writes to the organizer, quoting the reservation id (also as the e-mail's subject).
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const email = scope.purchaseContext.organizationEmail;
  const contact = t('reservation-page-error-status.contact-text', [
    escapeHtml(email),
    escapeHtml(encodeURIComponent(scope.reservationId)),
    escapeHtml(email),
  ]);
  return (
    <ReservationLayout title={t('reservation-page-error-status.header.title')}>
      <div className="alert alert-danger">
        <h2 className="h4">{t('reservation-page-error-status.title')}</h2>
        <SafeHtml as="p" html={contact} />
        <p className="shop-last">
          {t('reservation-page-error-status.your-reservation-identifier', [scope.reservationId])}
        </p>
      </div>
    </ReservationLayout>
  );
}
