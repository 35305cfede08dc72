import { useOptionalTranslation } from '../../lib/i18n.tsx';
import { Spinner } from './spinner.tsx';

/**
 * The loading state of a page. Before the first bundle arrives there is no text to show in any
 * language, so it stays wordless then; `aria-busy` still tells assistive technology.
 */
export function PageLoading() {
  const translator = useOptionalTranslation();
  return (
    <div className="shop-page-loading" aria-busy="true">
      <Spinner label={translator?.t('shop.loading')} />
    </div>
  );
}
