/** Everything the language choice depends on. */
export interface LanguageChoiceInput {
  /** The `lang` query parameter. */
  requested: string | null;
  /** The language kept in session storage (`ALFIO_LANG`). */
  persisted: string | null;
  /** The browser's languages, most preferred first. */
  browser: readonly string[];
  /** The locales the context offers, in its order. */
  offered: readonly string[];
}

export const fallbackLanguage = 'en';

/**
 * The first offered of: the requested language, the persisted one, the browser's, English;
 * else the first offered language. Tags compare by their primary subtag (`de-CH` is `de`).
 * A context that offers nothing gets English, whose bundle every server has.
 */
export function chooseLanguage({ requested, persisted, browser, offered }: LanguageChoiceInput): string {
  const offer = (candidate: string | null | undefined) => {
    if (!candidate) return undefined;
    const wanted = primarySubtag(candidate);
    return offered.find((locale) => primarySubtag(locale) === wanted);
  };
  return (
    offer(requested) ??
    offer(persisted) ??
    browser.map(offer).find((locale) => locale !== undefined) ??
    offer(fallbackLanguage) ??
    offered[0] ??
    fallbackLanguage
  );
}

/** Two tags name the same language (`de-CH` and `de`). */
export function sameLanguage(a: string, b: string): boolean {
  return primarySubtag(a) === primarySubtag(b);
}

function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
