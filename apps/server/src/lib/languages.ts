import { applicationLanguages, type ApplicationLanguage, type Language } from '@shop/contract';

/** Each application language named in itself, as the language picker lists it. */
const displayNames: Record<ApplicationLanguage, string> = {
  en: 'English',
  es: 'español',
  it: 'italiano',
  de: 'Deutsch',
  nl: 'Nederlands',
  fr: 'français',
  ro: 'română',
  pt: 'português',
  tr: 'Türkçe',
  pl: 'polski',
  da: 'dansk',
  bg: 'български',
  sv: 'svenska',
  cs: 'čeština',
};

export const allLanguages: Language[] = applicationLanguages.map((locale) => ({
  locale,
  displayLanguage: displayNames[locale],
}));

export function isApplicationLanguage(value: string): value is ApplicationLanguage {
  return (applicationLanguages as readonly string[]).includes(value);
}

export function languageOf(locale: string): Language {
  const code = locale.toLowerCase();
  return { locale: code, displayLanguage: isApplicationLanguage(code) ? displayNames[code] : code };
}

/**
 * The first language of an `Accept-Language` header that `offered` contains, by quality order;
 * region subtags are ignored (`de-CH` → `de`).
 */
export function matchAcceptLanguage(header: string | undefined, offered: readonly string[]): string | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q ? Number(q.slice(2)) : 1, position };
    })
    .filter((entry) => entry.lang !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranked.find((entry) => offered.includes(entry.lang))?.lang;
}
