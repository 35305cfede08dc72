import type { LocalizedText } from '@shop/contract';

/** A text in the visitor's language, else in the first language the server sent, else empty. */
export function localized(text: LocalizedText | null | undefined, lang: string): string {
  if (!text) return '';
  return text[lang] ?? Object.values(text)[0] ?? '';
}
