import type { Language, MessageBundle } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { createTranslator, mergeMessages, TranslatorProvider } from '../../lib/i18n.tsx';
import { readPreload } from '../../lib/preload.ts';
import { sessionStore, storageKeys } from '../../lib/storage.ts';
import { bundleQuery, preloadedBundle } from './api.ts';
import { chooseLanguage, sameLanguage } from './choose-language.ts';
import { LanguageControlContext, type LanguageControl, type LanguageScope } from './language-control.ts';

const noLanguages: readonly Language[] = [];

interface ShownBundle {
  lang: string;
  bundle: MessageBundle;
}

/**
 * Chooses the language for the scope the current route declared, loads its bundle and provides
 * `t()`. While another language loads, the previous one stays on screen; before the first bundle
 * arrives nothing translated is rendered at all.
 *
 * The page's preloaded bundle is the likely choice, so the shell (banners, top bar) renders with
 * it from the first paint and the page does not jump when the chosen bundle takes over. Routes
 * still wait for the chosen language (`ready`), so their content never flashes another one.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [scope, setScope] = useState<LanguageScope | null>(null);
  const [persisted, setPersisted] = useState(() => sessionStore.get(storageKeys.language));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('lang');
  // Only when nothing asks for another language: the server chose it from the same request.
  const [provisional] = useState(() => {
    const preloaded = preloadedBundle();
    const wanted = requested ?? persisted;
    return preloaded && (!wanted || sameLanguage(wanted, preloaded.lang)) ? preloaded : null;
  });
  const offered = scope?.offered ?? noLanguages;
  const lang = scope
    ? chooseLanguage({
        requested,
        persisted,
        browser: browserLanguages(),
        offered: offered.map((language) => language.locale),
      })
    : null;

  // The choice is remembered: a `lang` from an e-mail link holds on the next page too.
  if (lang && lang !== persisted) setPersisted(lang);
  useEffect(() => {
    if (lang) sessionStore.set(storageKeys.language, lang);
  }, [lang]);

  const bundle = useQuery({ ...bundleQuery(lang ?? ''), enabled: lang !== null });
  const [shown, setShown] = useState<ShownBundle | null>(null);
  if (lang && bundle.data && (shown?.lang !== lang || shown.bundle !== bundle.data)) {
    setShown({ lang, bundle: bundle.data });
  } else if (lang && bundle.isError && !shown) {
    // No bundle at all: any preloaded one beats a spinner forever; keys are the last resort.
    setShown({ lang, bundle: readPreload<MessageBundle>('preload-bundle') ?? {} });
  }

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.lang;
  }, [shown]);

  const override = shown ? scope?.overrides?.[shown.lang] : undefined;
  const translator = useMemo(() => {
    if (shown) return createTranslator(shown.lang, mergeMessages(shown.bundle, override));
    return provisional ? createTranslator(provisional.lang, provisional.bundle) : null;
  }, [shown, override, provisional]);
  const ready = shown !== null;

  const declare = useCallback(
    (next: LanguageScope) => setScope((current) => (sameScope(current, next) ? current : next)),
    [],
  );
  const select = useCallback(
    (next: string) => {
      sessionStore.set(storageKeys.language, next);
      setPersisted(next);
      // A `lang` in the address would otherwise win over the visitor's own choice.
      if (searchParams.has('lang')) {
        setSearchParams(
          (params) => {
            params.set('lang', next);
            return params;
          },
          { replace: true },
        );
      }
    },
    [searchParams, setSearchParams],
  );

  const control = useMemo<LanguageControl>(
    () => ({ lang, offered, scopeKey: scope?.key ?? null, ready, declare, select }),
    [lang, offered, scope, ready, declare, select],
  );

  return (
    <LanguageControlContext value={control}>
      <TranslatorProvider translator={translator}>{children}</TranslatorProvider>
    </LanguageControlContext>
  );
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function sameScope(current: LanguageScope | null, next: LanguageScope): boolean {
  return (
    current !== null &&
    current.key === next.key &&
    current.offered === next.offered &&
    current.overrides === next.overrides
  );
}
