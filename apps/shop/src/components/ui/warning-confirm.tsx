import { useTranslation } from '../../lib/i18n.tsx';
import { ConfirmModal } from './confirm-modal.tsx';
import type { WarningConfirmState } from './use-warning-confirm.ts';

interface WarningConfirmProps<T> {
  confirm: WarningConfirmState<T>;
  /** "Continue anyway". */
  onProceed: (payload: T) => void;
  /** "Let me check": back to the form, after undoing what the warned request did, if anything. */
  onCheck?: (payload: T) => void;
}

/** The warning, then the visitor's choice: check their input or go on. */
export function WarningConfirm<T>({ confirm, onProceed, onCheck }: WarningConfirmProps<T>) {
  const { t } = useTranslation();
  const { pending, close } = confirm;
  return (
    <ConfirmModal
      open={pending !== null}
      title={t('shop.event-page.warning.title')}
      message={pending ? t(pending.warning.code, pending.warning.params) : ''}
      cancelLabel={t('warning.check')}
      confirmLabel={t('warning.proceed')}
      onCancel={() => {
        if (pending) onCheck?.(pending.payload);
        close();
      }}
      onConfirm={() => {
        if (!pending) return;
        close();
        onProceed(pending.payload);
      }}
    />
  );
}
