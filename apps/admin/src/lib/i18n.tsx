import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { messages, type Language, type Message } from '../messages/index.ts';

/**
 * The back office's `t()`, as the shop's: flat bundles of key to message with `{{0}}`, `{{1}}`
 * placeholders. Its texts live in its own files under `messages/`, never in the shop's bundles.
 */
export type Translate = (key: Message, args?: readonly (string | number)[]) => string;

export interface Translator {
  lang: Language;
  t: Translate;
  setLanguage(lang: Language): void;
}

export function translate(lang: Language, key: Message, given?: readonly (string | number)[]): string {
  const [name, args] = typeof key === 'string' ? [key, given] : key;
  const message = messages[lang][name];
  if (!args) return message;
  return message.replace(/\{\{\s*(\d+)\s*\}\}/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}

/** The browser's first language the back office speaks, else English. */
export function preferredLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base && base in messages) return base as Language;
  }
  return 'en';
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [lang, setLanguage] = useState(initial);
  const translator = useMemo<Translator>(
    () => ({ lang, t: (key, args) => translate(lang, key, args), setLanguage }),
    [lang],
  );
  // Screen readers pronounce the page in the language on screen.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation() outside of TranslatorProvider');
  return translator;
}
