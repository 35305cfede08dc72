import type { LocalizedText } from '@shop/contract';

/** The text in `lang`, else in the first language the server sent, else nothing. */
export function localized(text: LocalizedText | null | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] ?? Object.values(text)[0] ?? '';
}
