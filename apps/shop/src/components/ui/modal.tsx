import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

interface ModalProps {
  open: boolean;
  title: string;
  /** Close button, Escape, or the dialog closing by itself. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal on the native `<dialog>`: the browser traps focus, makes the page inert, closes on
 * Escape and returns focus to where it was.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="shop-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="shop-modal-header">
        <h2 id={titleId} className="h5">
          {title}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      {open ? <div className="shop-modal-body">{children}</div> : null}
    </dialog>
  );
}
