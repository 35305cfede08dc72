import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DismissibleAlert } from '../../components/ui/dismissible-alert.tsx';
import { infoQuery } from '../../features/info/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { servedInsecurely } from './insecure-page.ts';

/** Notices about the whole shop, from the application info. */
export function BannerArea() {
  const { t } = useTranslation();
  const { data: info } = useQuery(infoQuery());
  const [devModeDismissed, setDevModeDismissed] = useState(false);
  if (!info) return null;

  const insecure = info.prodModeEnabled && servedInsecurely(window.location);
  const announcement = info.announcementBannerContentHTML?.trim();
  const devMode = info.devModeEnabled && !devModeDismissed;
  if (!announcement && !devMode && !insecure && !info.demoModeEnabled) return null;

  return (
    <div className="container shop-banners">
      {announcement ? <AnnouncementBanner html={announcement} /> : null}
      {devMode ? (
        <DismissibleAlert
          variant="warning"
          dismissLabel={t('shop.banner.dismiss')}
          onDismiss={() => setDevModeDismissed(true)}
        >
          {t('shop.banner.dev-mode')}
        </DismissibleAlert>
      ) : null}
      {insecure ? <DismissibleAlert variant="danger">{t('shop.banner.insecure-production')}</DismissibleAlert> : null}
      {info.demoModeEnabled ? <DismissibleAlert variant="info">{t('shop.demo-mode')}</DismissibleAlert> : null}
    </div>
  );
}
