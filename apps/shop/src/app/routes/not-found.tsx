import { pageHref } from '@shop/contract/routes';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** Any path outside the route table. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  const title = t('shop.page-not-found.title');
  useDocumentTitle(title);
  return (
    <section>
      <h1 tabIndex={-1}>{title}</h1>
      <p>{t('shop.page-not-found.text')}</p>
      <Link to={pageHref.home()}>{t('shop.home.link')}</Link>
    </section>
  );
}
