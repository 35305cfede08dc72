import { lazy, Suspense, useId, useState } from 'react';
import { useLatched } from '../../../components/ui/use-latched.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

const loadForm = () => import('./link-recovery-form.tsx');
const LinkRecoveryForm = lazy(async () => ({ default: (await loadForm()).LinkRecoveryForm }));

/**
 * "Lost your tickets?": a disclosure whose form is fetched when the visitor heads for the toggle,
 * so the event page's first screen does not carry it. Once opened, the form stays mounted.
 */
export function LinkRecovery({ eventName }: { eventName: string }) {
  const { t } = useTranslation();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const opened = useLatched(open);
  const preload = () => void loadForm().catch(() => undefined);

  return (
    <section className="shop-link-recovery">
      <button
        type="button"
        className="btn btn-link px-0"
        aria-expanded={open}
        aria-controls={formId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((current) => !current)}
      >
        {t('shop.link-recovery.toggle')}
      </button>
      <div id={formId} hidden={!open}>
        {opened ? (
          <Suspense fallback={null}>
            <LinkRecoveryForm eventName={eventName} open={open} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
