import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { legacyReservationSteps, pagePaths, reservationSteps, routePattern } from '@shop/contract/routes';

type PageName = keyof typeof pagePaths;

/**
 * The shop's module that draws each page it loads lazily, as its build manifest names it. Pages
 * missing here are drawn by the main bundle itself, or (a buyer's orders and profile) wait for the
 * sign-in check, which a signed-out visitor does not pass: their code would be loaded for nothing.
 */
export const pageModules: Partial<Record<PageName, string>> = {
  home: 'src/app/routes/home.tsx',
  organizerHome: 'src/app/routes/home.tsx',
  eventList: 'src/app/routes/event-list.tsx',
  organizerEventList: 'src/app/routes/event-list.tsx',
  subscriptionList: 'src/app/routes/subscription-list.tsx',
  organizerSubscriptionList: 'src/app/routes/subscription-list.tsx',
  accessibility: 'src/app/routes/accessibility.tsx',
  poll: 'src/app/routes/poll.tsx',
  pollQuestion: 'src/app/routes/poll.tsx',
  ticketView: 'src/app/routes/ticket-view.tsx',
  ticketUpdate: 'src/app/routes/ticket-update.tsx',
  checkInWaitingRoom: 'src/app/routes/check-in-waiting-room.tsx',
  subscription: 'src/app/routes/subscription.tsx',
};

/** What every reservation step is drawn inside, loaded lazily like the steps. */
export const reservationScopeModule = 'src/app/guards/reservation-scope.tsx';

/** A reservation step's module; the legacy step names lead to the waiting-payment one. */
export function reservationStepModule(step: string): string {
  return `src/app/routes/reservation-${step === 'waitingPayment' ? 'waiting-payment' : step}.tsx`;
}

const knownSteps = new Set<string>([...reservationSteps, ...legacyReservationSteps]);
const reservationPages = new Set<PageName>(['eventReservation', 'subscriptionReservation']);
const pageByRoute = new Map<string, PageName>(
  (Object.keys(pagePaths) as PageName[]).map((page) => [
    reservationPages.has(page) ? `${routePattern(pagePaths[page])}/:step` : routePattern(pagePaths[page]),
    page,
  ]),
);

/** The modules drawing the page a request was routed to; none when the main bundle draws it. */
export function pageModulesOf(route: string | undefined, step: string | undefined): string[] {
  const page = route === undefined ? undefined : pageByRoute.get(route);
  if (!page) return [];
  if (reservationPages.has(page)) {
    return step !== undefined && knownSteps.has(step) ? [reservationScopeModule, reservationStepModule(step)] : [];
  }
  const module = pageModules[page];
  return module ? [module] : [];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
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
