import { useState } from 'react';
import { DismissibleAlert } from '../../components/ui/dismissible-alert.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { SafeHtml } from '../../lib/safe-html.tsx';
import { sessionStore, storageKeys } from '../../lib/storage.ts';

/** The operator's announcement; once dismissed it stays away for the browser session. */
export function AnnouncementBanner({ html }: { html: string }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(() => sessionStore.get(storageKeys.hideAnnouncementBanner) === 'true');
  if (hidden) return null;
  const dismiss = () => {
    sessionStore.set(storageKeys.hideAnnouncementBanner, 'true');
    setHidden(true);
  };
  return (
    <DismissibleAlert variant="info" dismissLabel={t('shop.banner.dismiss')} onDismiss={dismiss}>
      <SafeHtml html={html} className="shop-announcement" />
    </DismissibleAlert>
  );
}
