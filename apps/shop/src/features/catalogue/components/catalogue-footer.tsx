import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { CatalogueSettings } from '../catalogue-rules.ts';

/** The shop's terms and privacy policy, when the operator configured them. */
export function CatalogueFooter({ settings }: { settings: CatalogueSettings }) {
  const { t } = useTranslation();
  const links = [
    { url: settings.termsUrl, key: 'reservation-page.tc.link.text' },
    { url: settings.privacyUrl, key: 'reservation-page.privacy.link.text' },
  ].filter((link): link is { url: string; key: string } => Boolean(link.url));
  if (links.length === 0) return null;

  return (
    <footer className="shop-catalogue-footer">
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <NewTabLink className="shop-footer-link" href={link.url}>
              {t(link.key)}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </footer>
  );
}
