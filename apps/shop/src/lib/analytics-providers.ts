import type { AnalyticsProvider } from './analytics.ts';

/**
 * The loaders of Google Analytics and Matomo, brought by `analytics.ts` only once the visitor has
 * accepted. The scripts arrive through this module, so the page's CSP nonce vouches for them via
 * 'strict-dynamic'.
 */
const gtagOrigin = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Matomo's command queue, read by matomo.js once loaded. */
    _paq?: unknown[][];
  }
}

let script: HTMLScriptElement | null = null;
let matomoScript: HTMLScriptElement | null = null;
const configured = new Set<string>();

/** One page view, counted by each service of the provider; the caller has checked the consent. */
export function reportView(provider: AnalyticsProvider, view: { location: string; title: string }): void {
  const { location } = view;
  if (provider.google) {
    load(provider, provider.google.measurementId);
    gtag('event', 'page_view', { send_to: provider.google.measurementId, page_location: location });
  }
  if (provider.matomo) reportToMatomo(provider, provider.matomo, view);
}

/**
 * One matomo.js serves any Matomo instance: each view names its tracker and site, as an event's
 * configuration may differ from the system's. Once the anonymous mode has turned cookies off they
 * stay off until the next visit, since the tracker has no way to turn them back on.
 */
function reportToMatomo(
  provider: AnalyticsProvider,
  matomo: { url: string; siteId: string },
  { location, title }: { location: string; title: string },
): void {
  const queue = (window._paq ??= []);
  if (provider.anonymous) queue.push(['disableCookies']);
  queue.push(['setTrackerUrl', `${matomo.url}/matomo.php`], ['setSiteId', matomo.siteId]);
  queue.push(['setCustomUrl', location], ['setDocumentTitle', title], ['trackPageView']);
  if (!matomoScript) {
    matomoScript = document.createElement('script');
    matomoScript.async = true;
    matomoScript.src = `${matomo.url}/matomo.js`;
    document.head.append(matomoScript);
  }
}

/** gtag.js reads its commands as `arguments` objects from the queue; arrays mean something else to it. */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

function load(provider: AnalyticsProvider, id: string): void {
  if (!script) {
    gtag('js', new Date());
    script = document.createElement('script');
    script.async = true;
    script.src = `${gtagOrigin}/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  }
  if (configured.has(id)) return;
  // Ads never; in anonymous mode no analytics cookie either, the hashed session id links the pages.
  gtag('consent', configured.size === 0 ? 'default' : 'update', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: provider.anonymous ? 'denied' : 'granted',
  });
  gtag('config', id, {
    send_page_view: false,
    anonymize_ip: true,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    ...(provider.anonymous && provider.clientId ? { client_id: provider.clientId } : {}),
  });
  configured.add(id);
}

/** A loaded script cannot be unloaded: it is told to stop (the caller drops its cookies). */
export function withdraw(): void {
  if (configured.size > 0) {
    gtag('consent', 'update', { analytics_storage: 'denied' });
    for (const id of configured) (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = true;
  }
  // Matomo sends only the views this module asks for, and none are asked for without consent.
  if (matomoScript) window._paq?.push(['disableCookies']);
}

/** Accepting again after declining on the same page lifts the stop. */
export function resume(): void {
  for (const id of configured) (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = false;
}

/** Back to a fresh page (tests). */
export function reset(): void {
  script?.remove();
  script = null;
  matomoScript?.remove();
  matomoScript = null;
  configured.clear();
  delete window.dataLayer;
  delete window._paq;
}
