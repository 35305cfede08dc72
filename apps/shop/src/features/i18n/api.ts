import type { Country, MessageBundle } from '@shop/contract';
import { loadShopMessages } from '@shop/contract/shop-messages';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';
import { readPreload } from '../../lib/preload.ts';

/** Reference data is kept for the page lifetime. */
const pageLifetime = { staleTime: Infinity, gcTime: Infinity } as const;

export const bundleQuery = (lang: string) =>
  queryOptions({
    queryKey: ['i18n', 'bundle', lang],
    queryFn: async ({ signal }) => withShopMessages(await request('getBundle', { params: { lang }, signal }), lang),
    // A preloaded bundle without our own keys (a real alf.io) goes through the queryFn instead.
    initialData: () => {
      const preloaded = readPreload<MessageBundle>('preload-bundle', lang);
      return preloaded && hasShopMessages(preloaded) ? preloaded : undefined;
    },
    ...pageLifetime,
  });

/**
 * The page's first preloaded bundle and its language, when it carries the shop's own keys:
 * what the shell can show before the route has chosen its language.
 */
export function preloadedBundle(): { lang: string; bundle: MessageBundle } | null {
  const lang = document.getElementById('preload-bundle')?.getAttribute('data-param');
  const bundle = lang ? readPreload<MessageBundle>('preload-bundle', lang) : undefined;
  return lang && bundle && hasShopMessages(bundle) ? { lang, bundle } : null;
}

const hasShopMessages = (bundle: MessageBundle) => Object.keys(bundle).some((key) => key.startsWith('shop.'));

/**
 * Our server's bundles include the shop's own keys; alf.io's lack them, so the shop's texts in
 * the bundle's language are fetched as a chunk of their own, only then, and lie beneath the
 * bundle: alf.io's text wins for every key it has.
 */
async function withShopMessages(bundle: MessageBundle, lang: string): Promise<MessageBundle> {
  if (hasShopMessages(bundle)) return bundle;
  return { ...(await loadShopMessages(lang)), ...bundle };
}

/** The application's languages, the offer of every route outside an event or subscription. */
export const languagesQuery = () =>
  queryOptions({
    queryKey: ['i18n', 'languages'],
    queryFn: ({ signal }) => request('getLanguages', { signal }),
    ...pageLifetime,
  });

export const countriesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['i18n', 'countries', lang],
    queryFn: ({ signal }) => request('getCountries', { params: { lang }, signal }),
    initialData: () => readPreload<Country[]>('preload-countries', lang),
    ...pageLifetime,
  });

export const vatCountriesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['i18n', 'vat-countries', lang],
    queryFn: ({ signal }) => request('getVatCountries', { params: { lang }, signal }),
    initialData: () => readPreload<Country[]>('preload-vat-countries', lang),
    ...pageLifetime,
  });
