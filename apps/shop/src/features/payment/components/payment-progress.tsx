import { useTranslation } from '../../../lib/i18n.tsx';

/** Fixed, not measured: the shop cannot know how far a provider has come. */
export const paymentProgressPercent = 75;

/** Shown in place of the form while the order is being confirmed or paid. */
export function PaymentProgress() {
  const { t } = useTranslation();
  const label = t('reservation.payment-in-progress');
  return (
    <div className="alert alert-info shop-payment-progress" role="status">
      <div
        className="shop-progress"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={paymentProgressPercent}
      >
        <div className="shop-progress-bar" />
      </div>
      <strong>{label}</strong>
    </div>
  );
}
