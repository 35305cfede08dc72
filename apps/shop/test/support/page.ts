import type { MetaName, PreloadId } from '../../src/lib/preload.ts';

/** What the server injects into `<head>` when it serves a page, for tests that start from a served page. */
export function addPreload(id: PreloadId, value: unknown, param?: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  if (param !== undefined) script.setAttribute('data-param', param);
  script.textContent = encodeURIComponent(JSON.stringify(value));
  document.head.append(script);
  return script;
}

export function addMeta(name: MetaName, content: string): void {
  const meta = document.createElement('meta');
  meta.setAttribute('name', name);
  meta.setAttribute('content', content);
  document.head.append(meta);
}

export function metaContent(name: MetaName): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/** Back to an empty page between tests. */
export function resetPage(): void {
  document.head.querySelectorAll('script, meta, style').forEach((element) => element.remove());
  const root = document.documentElement;
  for (const attribute of [...root.attributes]) root.removeAttribute(attribute.name);
  document.title = '';
  try {
    window.sessionStorage.clear();
    window.localStorage.clear();
  } catch {
    // Blocked storage in a test that blocked it.
  }
}
