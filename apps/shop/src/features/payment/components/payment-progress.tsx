import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { PaymentWaitNotice } from '../payment-handler.ts';

/** Fixed, not measured: the shop cannot know how far a provider has come. */
export const paymentProgressPercent = 75;

/**
 * Shown in place of the form while the order is being confirmed or paid, with what the provider
 * has to say while it waits for its payment: that it takes longer, or a warning and a button
 * to ask the provider directly.
 */
export function PaymentProgress({ notice = null }: { notice?: PaymentWaitNotice | null }) {
  const { t } = useTranslation();
  const statusRef = useRef<HTMLDivElement>(null);
  const label = t('reservation.payment-in-progress');
  const forceCheck = notice?.level === 'warning' ? notice.forceCheck : null;
  // The button goes away while the check runs; focus stays with the message it belongs to.
  const check = () => {
    statusRef.current?.focus();
    forceCheck?.();
  };
  return (
    <div className={`alert ${notice?.level === 'warning' ? 'alert-warning' : 'alert-info'} shop-payment-progress`}>
      <div ref={statusRef} role="status" tabIndex={-1}>
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
        {notice ? (
          <p className="shop-last">
            {t(
              notice.level === 'warning'
                ? 'reservation.payment-processing.warning.message'
                : 'reservation.payment-processing.delay.message',
            )}
          </p>
        ) : null}
      </div>
      {forceCheck ? (
        <button type="button" className="btn btn-outline-primary mt-2" onClick={check}>
          {t('reservation.payment-processing.force-check')}
        </button>
      ) : null}
    </div>
  );
}
