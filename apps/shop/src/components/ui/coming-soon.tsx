import { useTranslation } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** The stand-in for a screen not built yet: its real heading, then a translated notice. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section>
      <h1 tabIndex={-1}>{title}</h1>
      <div className="alert alert-info">
        <h2 className="h5">{t('shop.coming-soon.title')}</h2>
        <p className="shop-last">{t('shop.coming-soon.text')}</p>
      </div>
    </section>
  );
}
