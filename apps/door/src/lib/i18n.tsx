import { createContext, useContext, type ReactNode } from 'react';
import { de } from '../messages/de.ts';
import { en, type MessageKey } from '../messages/en.ts';

/** `{name}` placeholders filled from `args`. */
export type Translate = (key: MessageKey, args?: Readonly<Record<string, string | number>>) => string;

const bundles: Record<string, Readonly<Record<MessageKey, string>>> = { en, de };

/** The language of the first of the browser's languages that the door app speaks, else English. */
export function pickLanguage(preferred: readonly string[]): string {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    if (language in bundles) return language;
  }
  return 'en';
}

export function translator(lang: string): Translate {
  const bundle = bundles[lang] ?? en;
  return (key, args) =>
    bundle[key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      args && name in args ? String(args[name]) : placeholder,
    );
}

const Context = createContext<{ lang: string; t: Translate }>({ lang: 'en', t: translator('en') });

export function TranslationProvider({ lang, children }: { lang: string; children: ReactNode }) {
  return <Context value={{ lang, t: translator(lang) }}>{children}</Context>;
}

export function useTranslation() {
  return useContext(Context);
}
