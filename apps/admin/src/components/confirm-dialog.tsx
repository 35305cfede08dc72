import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n.tsx';

/**
 * A confirmation on the native modal `<dialog>`: the browser keeps focus inside it and makes the
 * page behind inert, Escape closes it, and focus returns to the button that opened it. Every
 * action the back office asks about first goes through it, so all of them behave alike.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  pending,
  error,
  danger = false,
  backLabel,
  pendingLabel,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  pending: boolean;
  /** Why the server refused, in words; shown above the buttons. */
  error: string | null;
  danger?: boolean;
  /** The button that leaves without acting, "Go back" unless the action has better words. */
  backLabel?: string;
  /** What the confirm button says while the server works, "Working…" unless given. */
  pendingLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onConfirm();
  };
  return (
    <dialog ref={ref} className="admin-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <h2 id={`${id}-title`} className="h5 mb-3">
          {title}
        </h2>
        {children}
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
          <button type="button" className="btn btn-outline-dark" onClick={onClose}>
            {backLabel ?? t('dialog.back')}
          </button>
          <button type="submit" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} disabled={pending}>
            {pending ? (pendingLabel ?? t('dialog.working')) : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
