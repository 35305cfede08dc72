import { pageHref } from '@shop/contract/routes';
import { Link } from 'react-router';
import { UserMenu } from '../../features/account/components/user-menu.tsx';
import { LanguageSelector } from '../../features/i18n/components/language-selector.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

export function TopBar() {
  const { t } = useTranslation();
  return (
    <nav className="shop-top-bar" aria-label={t('shop.nav.label')}>
      <div className="container shop-top-bar-inner">
        <Link className="shop-home-link" to={pageHref.home()}>
          {t('shop.home.link')}
        </Link>
        <div className="shop-top-bar-actions">
          <LanguageSelector />
          <UserMenu />
        </div>
      </div>
    </nav>
  );
}
