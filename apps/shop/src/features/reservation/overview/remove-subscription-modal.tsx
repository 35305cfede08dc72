import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

interface RemoveSubscriptionModalProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Removing the applied subscription asks first. */
export function RemoveSubscriptionModal({ open, onConfirm, onCancel }: RemoveSubscriptionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('summary.table.remove-applied-subscription-from-order')} onClose={onCancel}>
      <p>{t('reservation-page.overview.modal.remove-subscription')}</p>
      <div className="shop-modal-actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('reservation-page-complete.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {t('common.confirm')}
        </button>
      </div>
    </Modal>
  );
}
