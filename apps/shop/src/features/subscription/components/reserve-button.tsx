import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useReserveSubscription } from '../use-reserve-subscription.ts';

/**
 * Continue: reserves the subscription. While it works the button is disabled and says so; the
 * status is also announced, since a disabled button loses focus. After a failure focus returns.
 */
export function ReserveButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const { reserve, isSubmitting, error } = useReserveSubscription(id);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (error) button.current?.focus();
  }, [error]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-success shop-submit"
        disabled={isSubmitting}
        onClick={reserve}
      >
        {isSubmitting ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : null}
        {t(isSubmitting ? 'reservation.payment-in-progress' : 'show-event.continue')}
      </button>
      <span role="status" className="visually-hidden">
        {isSubmitting ? t('reservation.payment-in-progress') : ''}
      </span>
    </>
  );
}
