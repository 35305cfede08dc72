import { useTranslation } from '../../lib/i18n.tsx';
import { Modal } from './modal.tsx';

interface WarningModalProps {
  open: boolean;
  title: string;
  /** The translated warning. */
  message: string;
  /** "Let me check": back to the form. Also closing the dialog. */
  onCheck: () => void;
  /** "Continue anyway". */
  onProceed: () => void;
}

/** A server warning that does not block: the visitor checks their input or goes on. */
export function WarningModal({ open, title, message, onCheck, onProceed }: WarningModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCheck}>
      <p>{message}</p>
      <div className="shop-modal-actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onCheck}>
          {t('warning.check')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onProceed}>
          {t('warning.proceed')}
        </button>
      </div>
    </Modal>
  );
}
