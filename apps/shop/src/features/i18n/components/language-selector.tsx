import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { useLanguageControl } from '../language-control.ts';

/** Shown only when the context offers a choice. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { lang, offered, select } = useLanguageControl();
  const id = useId();
  if (offered.length < 2 || !lang) return null;
  return (
    <div className="shop-language-selector">
      <label htmlFor={id} className="visually-hidden">
        {t('shop.language.select')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={lang}
        onChange={(event) => select(event.target.value)}
      >
        {offered.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.displayLanguage}
          </option>
        ))}
      </select>
    </div>
  );
}
