import { useState } from 'react';
import { Modal } from '../../../../components/ui/modal.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { ApiError, errorCodes } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { cancelReservation } from '../../api.ts';

interface CancelDialogProps {
  open: boolean;
  reservationId: string;
  onCancelled: () => void;
  onClose: () => void;
}

/** Cancelling the booking: only "yes" releases the tickets; anything else returns to the form. */
export function CancelDialog({ open, reservationId, onCancelled, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await cancelReservation(reservationId);
      onCancelled();
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.globalErrors[0]?.code ?? errorCodes.generic) : errorCodes.generic);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('shop.reservation.cancel.title')} onClose={onClose}>
      <p>{t('reservation-page.cancel-reservation.confirmation.text')}</p>
      <div role="alert" className="shop-live">
        {failure ? <p className="alert alert-danger">{t(failure)}</p> : null}
      </div>
      <div className="shop-modal-actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('reservation-page-complete.confirm-cancellation.button.no')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => void confirm()}
          aria-disabled={busy || undefined}
        >
          {busy ? <Spinner small /> : null} {t('reservation-page-complete.confirm-cancellation.button.yes')}
        </button>
      </div>
    </Modal>
  );
}
