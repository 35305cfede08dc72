import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * Continue to the booking step. While the reservation is being made it shows progress and
 * stays focusable (`aria-disabled`), so keyboard focus is not thrown back to the page start.
 */
export function ContinueButton({ submitting, onClick }: { submitting: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-primary btn-lg shop-continue"
      aria-disabled={submitting || undefined}
      onClick={onClick}
    >
      {submitting ? (
        <>
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />{' '}
          {t('reservation.payment-in-progress')}
        </>
      ) : (
        t('show-event.continue')
      )}
    </button>
  );
}
