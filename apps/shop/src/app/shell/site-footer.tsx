import type { ReactNode } from 'react';
import { pageHref, pagePaths, routePattern } from '@shop/contract/routes';
import { Link, useMatch } from 'react-router';
import { useTranslation } from '../../lib/i18n.tsx';

const eventPages = `${routePattern(pagePaths.event)}/*`;

/**
 * The footer on every page; on an event's pages its statement link names that event's organizer.
 * `children` are further links of the page, such as the analytics preferences.
 */
export function SiteFooter({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const eventShortName = useMatch(eventPages)?.params.eventShortName ?? null;
  return (
    <footer className="container shop-footer">
      <Link to={pageHref.accessibility(eventShortName)}>{t('shop.accessibility.footer-link')}</Link>
      {children}
    </footer>
  );
}
