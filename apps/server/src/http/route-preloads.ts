import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pagePaths, routePattern } from '@shop/contract/routes';

type PageName = keyof typeof pagePaths;

const reservationPages = new Set<PageName>(['eventReservation', 'subscriptionReservation']);
const pageByRoute = new Map<string, PageName>(
  (Object.keys(pagePaths) as PageName[]).map((page) => [
    reservationPages.has(page) ? `${routePattern(pagePaths[page])}/:step` : routePattern(pagePaths[page]),
    page,
  ]),
);

/** Each page name the shop's build wrote beside a chunk (`pages`), with the modules drawing it. */
function modulesByPage(manifest: BuildManifest): Map<string, string[]> {
  const byPage = new Map<string, string[]>();
  for (const [module, chunk] of Object.entries(manifest)) {
    for (const page of chunk.pages ?? []) byPage.set(page, [...(byPage.get(page) ?? []), module]);
  }
  return byPage;
}

/**
 * The manifest's modules drawing the page a request was routed to, as the shop's build named them
 * (`pages` beside each chunk): a page's name, or a reservation page's together with its step
 * (`eventReservation/book`). None when the main bundle draws the page, or for an unknown step.
 */
export function pageModulesOf(
  byPage: ReadonlyMap<string, string[]>,
  route: string | undefined,
  step: string | undefined,
): string[] {
  const page = route === undefined ? undefined : pageByRoute.get(route);
  if (!page) return [];
  if (!reservationPages.has(page)) return byPage.get(page) ?? [];
  const stepModules = step === undefined ? [] : (byPage.get(`${page}/${step}`) ?? []);
  return stepModules.length > 0 ? [...(byPage.get(page) ?? []), ...stepModules] : [];
}

/**
 * The preload links of the page a request was routed to. They depend on the build alone, so each
 * page's are worked out once; the cache holds one entry per page the build names, whatever the
 * addresses asked for.
 */
export function routePreloadsOf(
  manifest: BuildManifest,
): (route: string | undefined, step: string | undefined) => string {
  const byPage = modulesByPage(manifest);
  const links = new Map<string, string>();
  return (route, step) => {
    const modules = pageModulesOf(byPage, route, step);
    if (modules.length === 0) return '';
    const key = modules.join('\n');
    let html = links.get(key);
    if (html === undefined) {
      html = routePreloadLinks(manifest, modules);
      links.set(key, html);
    }
    return html;
  };
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  /** The pages this chunk draws, written by the shop's build. */
  pages?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Vite's build manifest, or null for a build without one (the page then loads as it always did). */
export async function readBuildManifest(shopDist: string): Promise<BuildManifest | null> {
  try {
    return JSON.parse(await readFile(join(shopDist, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/**
 * Links that start downloading a lazily loaded page's code and styles with the main bundle,
 * instead of after it has run and asked for them. What `index.html` already loads is left out.
 * They ask for low priority: nothing shows before the main bundle has run, so on a slow link it
 * must not share the bandwidth with them.
 */
export function routePreloadLinks(manifest: BuildManifest, modules: readonly string[]): string {
  if (!modules.some((module) => manifest[module])) return '';
  const alreadyLoaded = new Set<string>();
  const chunks = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  walk('index.html', alreadyLoaded);
  for (const module of modules) walk(module, chunks);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const entryStyles = new Set([...alreadyLoaded].flatMap((key) => manifest[key]?.css ?? []));
  for (const key of chunks) {
    if (alreadyLoaded.has(key)) continue;
    scripts.push(manifest[key]!.file);
    for (const css of manifest[key]!.css ?? []) if (!entryStyles.has(css)) styles.add(css);
  }
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/${file}">`),
  ].join('\n');
}
