import { Modal } from './modal.tsx';

interface ConfirmModalProps {
  open: boolean;
  title: string;
  /** The translated question or warning. */
  message: string;
  /** Translated label of the way back; closing the dialog means the same. */
  cancelLabel: string;
  /** Translated label of the way on. */
  confirmLabel: string;
  /** `danger` when going on removes something the visitor cannot get back by themselves. */
  tone?: 'primary' | 'danger';
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question with two answers: go back (also Escape or the close button) or go on. */
export function ConfirmModal({
  open,
  title,
  message,
  cancelLabel,
  confirmLabel,
  tone = 'primary',
  onCancel,
  onConfirm,
}: ConfirmModalProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p>{message}</p>
      <div className="shop-modal-actions">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`btn btn-${tone}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
