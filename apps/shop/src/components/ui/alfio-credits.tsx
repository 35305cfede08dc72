import { useTranslation } from '../../lib/i18n.tsx';

/** The credit line under the pages that follow a purchase. */
export function AlfioCredits() {
  const { t } = useTranslation();
  return (
    <p className="shop-credits">
      <a href="https://alf.io" target="_blank" rel="noopener noreferrer">
        {t('alfio.credits')}
      </a>
    </p>
  );
}
