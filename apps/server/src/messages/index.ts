import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';
import { pl } from './pl.ts';
import { bg } from './bg.ts';
import { sv } from './sv.ts';
import { cs } from './cs.ts';
import { nl } from './nl.ts';
import { pt } from './pt.ts';
import { ro } from './ro.ts';
import { tr } from './tr.ts';

export const bundles = { en, de, it, fr, es, pt, ro, nl, tr, da, pl, bg, sv, cs } as const;
export type BundleLanguage = keyof typeof bundles;

function isBundleLanguage(lang: string): lang is BundleLanguage {
  return Object.hasOwn(bundles, lang);
}

// Each bundle is merged over English once: a key a translation lacks still reaches the shop.
const served = new Map<BundleLanguage, Readonly<Record<string, string>>>(
  (Object.keys(bundles) as BundleLanguage[]).map((lang) => [lang, Object.freeze({ ...en, ...bundles[lang] })]),
);
const english: Readonly<Record<string, string>> = Object.freeze({ ...en });

/**
 * The bundle `GET /i18n/bundle/{lang}` serves (`endpoints.getBundle` in the contract): the language's messages with
 * English filling any gap, and English for every language without its own bundle. A region
 * subtag is ignored (`de-CH` gets German).
 */
export function bundleFor(lang: string): Record<string, string> {
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return (isBundleLanguage(base) ? served.get(base) : undefined) ?? english;
}
