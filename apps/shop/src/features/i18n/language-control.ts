import type { Language } from '@shop/contract';
import { createContext, useContext } from 'react';
import type { Messages } from '../../lib/i18n.tsx';

/**
 * What a route's context offers: its languages and, on event routes, the event's translation
 * overrides per language. `key` names the context (`app`, `event:{shortName}`, …).
 */
export interface LanguageScope {
  key: string;
  offered: readonly Language[];
  overrides?: Readonly<Record<string, Messages>>;
}

export interface LanguageControl {
  /** The chosen language; null until a route declared its scope. */
  lang: string | null;
  offered: readonly Language[];
  /** The scope whose overrides are on screen. */
  scopeKey: string | null;
  /** Translations are on screen. */
  ready: boolean;
  declare(scope: LanguageScope): void;
  /** The visitor's choice in the language selector. */
  select(lang: string): void;
}

export const LanguageControlContext = createContext<LanguageControl | null>(null);

export function useLanguageControl(): LanguageControl {
  const control = useContext(LanguageControlContext);
  if (!control) throw new Error('useLanguageControl() outside of <I18nProvider>');
  return control;
}
