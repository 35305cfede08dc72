/**
 * Data the server injects into `index.html` when it serves a page: JSON script elements whose text is
 * URI-encoded JSON, and a few meta elements. Every reader tolerates a page without them, which
 * is how the shop runs behind the development proxy in front of a real alf.io.
 */
export type PreloadId =
  | 'preload-info'
  | 'preload-event'
  | 'preload-bundle'
  | 'preload-countries'
  | 'preload-vat-countries'
  | 'preload-reservation';

const parsed = new WeakMap<Element, unknown>();

/**
 * The decoded content of the preload element `id`, or undefined when it is missing, unreadable,
 * or was rendered for another `param` (its `data-param`: event short name, language or reservation
 * id). Only the first element with an id counts: the server puts the language asked for first, so
 * the English fallback bundle after it is never read.
 */
export function readPreload<T>(id: PreloadId, param?: string): T | undefined {
  const element = document.getElementById(id);
  if (!element) return undefined;
  if (param !== undefined && element.getAttribute('data-param') !== param) return undefined;
  if (parsed.has(element)) return parsed.get(element) as T;
  try {
    const value = JSON.parse(decodeURIComponent(element.textContent ?? '')) as T;
    parsed.set(element, value);
    return value;
  } catch {
    return undefined;
  }
}

export type MetaName = 'GID' | 'XSRF_TOKEN' | 'authentication-enabled';

/** Content of `<meta name=…>`, or null when the page has no such element. */
export function readMeta(name: MetaName): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/** Writes `<meta name=…>`, creating it when absent. */
export function writeMeta(name: MetaName, content: string): void {
  let meta = document.querySelector(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', name);
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
}

/**
 * True once if the server marked this page as the first after signing up (`<html
 * data-signed-up="true">`); the attribute is removed so the news is told only once.
 */
export function takeSignedUpFlag(): boolean {
  const root = document.documentElement;
  const signedUp = root.getAttribute('data-signed-up') === 'true';
  root.removeAttribute('data-signed-up');
  return signedUp;
}
