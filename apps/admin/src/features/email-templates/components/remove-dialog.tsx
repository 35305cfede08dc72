import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';

/**
 * Asks before a wording is removed, on the native modal `<dialog>`: the browser keeps focus
 * inside it and the page behind inert, Escape closes it, and focus returns to the button that
 * opened it.
 */
export function RemoveDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  pending: boolean;
  /** Why the server refused, in words. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
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
        <p className="mb-0">{t('email-templates.remove-text')}</p>
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
        <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
          <button type="button" className="btn btn-outline-dark" onClick={onClose}>
            {t('email-templates.keep')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={pending}>
            {pending ? t('email-templates.removing') : t('email-templates.remove-confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
