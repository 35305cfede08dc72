import type { ShopMessageKey } from './en.ts';

export type { ShopMessageKey } from './en.ts';

type ShopMessages = Readonly<Record<ShopMessageKey, string>>;

// One dynamic import per language: a bundler makes each its own chunk, fetched only when asked for.
const loaders: Readonly<Record<string, () => Promise<ShopMessages>>> = {
  en: () => import('./en.ts').then((module) => module.shopMessagesEn),
  de: () => import('./de.ts').then((module) => module.shopMessagesDe),
  it: () => import('./it.ts').then((module) => module.shopMessagesIt),
  fr: () => import('./fr.ts').then((module) => module.shopMessagesFr),
  es: () => import('./es.ts').then((module) => module.shopMessagesEs),
  pt: () => import('./pt.ts').then((module) => module.shopMessagesPt),
  ro: () => import('./ro.ts').then((module) => module.shopMessagesRo),
  nl: () => import('./nl.ts').then((module) => module.shopMessagesNl),
  tr: () => import('./tr.ts').then((module) => module.shopMessagesTr),
  da: () => import('./da.ts').then((module) => module.shopMessagesDa),
  pl: () => import('./pl.ts').then((module) => module.shopMessagesPl),
  bg: () => import('./bg.ts').then((module) => module.shopMessagesBg),
  sv: () => import('./sv.ts').then((module) => module.shopMessagesSv),
  cs: () => import('./cs.ts').then((module) => module.shopMessagesCs),
};

/**
 * The shop's own texts in a language (a region subtag is ignored), English for a language
 * without them.
 */
export function loadShopMessages(lang: string): Promise<ShopMessages> {
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  const load = Object.hasOwn(loaders, base) ? loaders[base] : undefined;
  return (load ?? loaders.en!)();
}
