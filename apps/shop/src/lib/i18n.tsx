import { createContext, useContext, type ReactNode } from 'react';

/**
 * A small `t()` over the server's flat bundles of key to message: `{{0}}`, `{{1}}`… placeholders,
 * arguments as an array or as alf.io's `{"0": …}` objects. A missing key renders as the key.
 */
export type Messages = Readonly<Record<string, string>>;
export type MessageArgs = readonly (string | number)[] | Readonly<Record<string, string | number>> | null;
export type Translate = (key: string, args?: MessageArgs) => string;

export interface Translator {
  /** The language of the messages on screen. */
  lang: string;
  t: Translate;
}

const warned = new Set<string>();

export function translate(messages: Messages, key: string, args?: MessageArgs): string {
  const message = messages[key];
  if (message === undefined) {
    if (import.meta.env.DEV && !warned.has(key)) {
      warned.add(key);
      console.warn(`Missing translation: ${key}`);
    }
    return key;
  }
  if (!args) return message;
  const values = args as Readonly<Record<string, string | number | undefined>>;
  return message.replace(/\{\{\s*(\d+)\s*\}\}/g, (placeholder, index: string) => {
    const value = values[index];
    return value === undefined ? placeholder : String(value);
  });
}

/** The bundle with an event's overrides for the same language on top (override keys win). */
export function mergeMessages(bundle: Messages, override?: Messages | null): Messages {
  return override ? { ...bundle, ...override } : bundle;
}

export function createTranslator(lang: string, messages: Messages): Translator {
  return { lang, t: (key, args) => translate(messages, key, args) };
}

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({ translator, children }: { translator: Translator | null; children: ReactNode }) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** The current translator; only components rendered once translations are ready may call it. */
export function useTranslation(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation() outside of loaded translations');
  return translator;
}

/** The translator when translations are ready, else null (loading states). */
export function useOptionalTranslation(): Translator | null {
  return useContext(TranslatorContext);
}
