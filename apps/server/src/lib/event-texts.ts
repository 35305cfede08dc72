import { renderMarkdown } from './markdown.ts';

/** The texts of the event's content languages; a language without a text is left out, as alf.io does. */
export function textsFor(
  texts: Record<string, string> | null | undefined,
  languages: readonly string[],
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const lang of languages) {
    const text = texts?.[lang];
    if (text !== undefined) result[lang] = text;
  }
  return result;
}

/** Markdown of the content languages rendered to safe HTML. */
export function markdownFor(
  texts: Record<string, string> | null | undefined,
  languages: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(textsFor(texts, languages)).map(([lang, text]) => [lang, renderMarkdown(text, lang)]),
  );
}

/** The language a buyer asked for if the event offers it (`de-CH` counts as `de`), else the event's first. */
export function eventLanguage(requested: string | null | undefined, languages: readonly string[]): string {
  const lang = requested?.trim().toLowerCase().split(/[-_]/)[0];
  return lang && languages.includes(lang) ? lang : (languages[0] ?? 'en');
}
