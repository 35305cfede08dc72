import type { ToastType } from '@shop/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import { useToasts } from '../../lib/toasts.ts';

const toastClass: Record<ToastType, string> = {
  SUCCESS: 'shop-toast-success',
  ERROR: 'shop-toast-error',
  INFO: 'shop-toast-info',
};

/** A polite live region: toasts are read out without taking focus from what the visitor does. */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section className="shop-toasts" aria-label={t('shop.toasts.label')} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast show ${toastClass[toast.type]}`}>
          <div className="toast-body">{t(toast.key, toast.args)}</div>
        </div>
      ))}
    </section>
  );
}
