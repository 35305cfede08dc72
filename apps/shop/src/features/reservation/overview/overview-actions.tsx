import { useTranslation } from '../../../lib/i18n.tsx';

interface OverviewActionsProps {
  /** Id of the submit button, so focus can return to it after a failed attempt. */
  confirmId: string;
  /** `reservation-page.pay`, `common.confirm`, … (see `confirmButtonKey`). */
  confirmKey: string;
  /** Shown after "Pay": what will be charged. */
  price: string | null;
  expired: boolean;
  busy: boolean;
  /**
   * The chosen method cannot pay yet (a card form not complete). The button says so to assistive
   * technology and looks disabled, yet stays focusable: pressing it explains what is missing.
   */
  waiting: boolean;
  /** A stored payment token is cleared instead of going back. */
  tokenAcquired: boolean;
  onBack: () => void;
  onClearToken: () => void;
}

/** The overview's way forward (submit) and back. */
export function OverviewActions({
  confirmId,
  confirmKey,
  price,
  expired,
  busy,
  waiting,
  tokenAcquired,
  onBack,
  onClearToken,
}: OverviewActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="shop-overview-actions">
      <button
        id={confirmId}
        type="submit"
        className={`btn btn-success btn-lg${waiting ? ' shop-not-ready' : ''}`}
        disabled={expired || busy}
        aria-disabled={waiting || undefined}
      >
        {t(confirmKey)}
        {price ? ` ${price}` : null}
      </button>
      {tokenAcquired ? (
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onClearToken}>
          {t('reservation-page-complete.cancel')}
        </button>
      ) : (
        <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={onBack}>
          {t('common.back')}
        </button>
      )}
    </div>
  );
}
