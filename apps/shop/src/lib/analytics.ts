import type { AnalyticsConfiguration } from '@shop/contract';
import { useSyncExternalStore } from 'react';
import { analyticsConsentKey, localStore } from './storage.ts';

/**
 * Web analytics: Google Analytics 4 and Matomo, either or both as the organizer's settings name them.
 * Until the visitor accepts, nothing of them reaches the page: no script element, no cookie, no
 * request; one answer covers both. The scripts arrive through this module, so the page's CSP nonce
 * vouches for them via 'strict-dynamic'; their beacons need no CSP entry because the shop's policy
 * restricts scripts only.
 */
export type AnalyticsConsent = 'accepted' | 'declined';

export interface AnalyticsProvider {
  /** The services, as the consent question names them. */
  names: string[];
  google: { measurementId: string } | null;
  matomo: { url: string; siteId: string } | null;
  /** The organizer's anonymous mode: no analytics cookie (for Google, the server's hashed session id instead). */
  anonymous: boolean;
  clientId: string | null;
  /** Tells one configuration from another, so that a page counts once for each. */
  key: string;
}

export const gtagOrigin = 'https://www.googletagmanager.com';

export function analyticsProvider(configuration: AnalyticsConfiguration | null | undefined): AnalyticsProvider | null {
  if (!configuration) return null;
  const measurementId = configuration.googleAnalyticsKey?.trim();
  const google = measurementId ? { measurementId } : null;
  const matomo = matomoTracker(configuration.matomoUrl, configuration.matomoSiteId);
  if (!google && !matomo) return null;
  return {
    names: [...(google ? ['Google Analytics'] : []), ...(matomo ? ['Matomo'] : [])],
    google,
    matomo,
    anonymous: configuration.googleAnalyticsScrambledInfo,
    clientId: configuration.clientId,
    key: [google?.measurementId ?? '', matomo ? `${matomo.url}#${matomo.siteId}` : ''].join(' '),
  };
}

/** The script is loaded from the organizer's address, so only from one that cannot be tampered with on the way. */
function matomoTracker(url: string | null | undefined, siteId: string | null | undefined): AnalyticsProvider['matomo'] {
  const id = siteId?.trim();
  const base = url?.trim().replace(/\/+$/, '');
  if (!id || !base || !URL.canParse(base)) return null;
  const { protocol, hostname } = new URL(base);
  if (protocol !== 'https:' && !(protocol === 'http:' && hostname === 'localhost')) return null;
  return { url: base, siteId: id };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Matomo's command queue, read by matomo.js once loaded. */
    _paq?: unknown[][];
  }
}

const listeners = new Set<() => void>();
let active: { provider: AnalyticsProvider } | null = null;
let consent: AnalyticsConsent | null | undefined;
let script: HTMLScriptElement | null = null;
let matomoScript: HTMLScriptElement | null = null;
const configured = new Set<string>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readAnalyticsConsent(): AnalyticsConsent | null {
  if (consent === undefined) {
    const stored = localStore.get(analyticsConsentKey);
    consent = stored === 'accepted' || stored === 'declined' ? stored : null;
  }
  return consent;
}

export function useAnalyticsConsent(): AnalyticsConsent | null {
  return useSyncExternalStore(subscribe, readAnalyticsConsent);
}

/** Remembers the choice; declining after accepting stops the reports and drops the provider's cookies. */
export function setAnalyticsConsent(choice: AnalyticsConsent): void {
  localStore.set(analyticsConsentKey, choice);
  consent = choice;
  if (choice === 'declined') withdraw();
  else resume();
  notify();
}

/**
 * The provider of the page on screen: an event's or subscription's own configuration on its routes,
 * the system's elsewhere. The returned function takes it back, unless another page has claimed it since.
 */
export function publishAnalyticsProvider(provider: AnalyticsProvider | null): () => void {
  const entry = provider ? { provider } : null;
  active = entry;
  notify();
  return () => {
    if (active !== entry) return;
    active = null;
    notify();
  };
}

export function useActiveAnalyticsProvider(): AnalyticsProvider | null {
  return useSyncExternalStore(subscribe, () => active?.provider ?? null);
}

/** Only with the visitor's consent; `path` includes the query. */
export function reportPageView(provider: AnalyticsProvider | null, path: string): void {
  if (!provider || readAnalyticsConsent() !== 'accepted') return;
  const location = new URL(path, window.location.origin).href;
  if (provider.google) {
    load(provider, provider.google.measurementId);
    gtag('event', 'page_view', { send_to: provider.google.measurementId, page_location: location });
  }
  if (provider.matomo) reportToMatomo(provider, provider.matomo, location);
}

/**
 * One matomo.js serves any Matomo instance: each view names its tracker and site, as an event's
 * configuration may differ from the system's. Once the anonymous mode has turned cookies off they
 * stay off until the next visit, since the tracker has no way to turn them back on.
 */
function reportToMatomo(provider: AnalyticsProvider, matomo: { url: string; siteId: string }, location: string): void {
  const queue = (window._paq ??= []);
  if (provider.anonymous) queue.push(['disableCookies']);
  queue.push(['setTrackerUrl', `${matomo.url}/matomo.php`], ['setSiteId', matomo.siteId]);
  queue.push(['setCustomUrl', location], ['setDocumentTitle', document.title], ['trackPageView']);
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

/** A loaded script cannot be unloaded: it is told to stop, and its cookies go. */
function withdraw(): void {
  if (configured.size > 0) {
    gtag('consent', 'update', { analytics_storage: 'denied' });
    for (const id of configured) (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = true;
  }
  // Matomo sends only the views this module asks for, and none are asked for without consent.
  if (matomoScript) window._paq?.push(['disableCookies']);
  forgetProviderCookies();
}

/** Accepting again after declining on the same page lifts the stop. */
function resume(): void {
  for (const id of configured) (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = false;
}

/**
 * Google's cookies (`_ga`, `_ga_…`) and Matomo's (`_pk_…`) sit on the host or on a parent domain;
 * each is expired on every one.
 */
function forgetProviderCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid' || name.startsWith('_pk_'));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.'));
  for (const name of names) {
    document.cookie = `${name}=; max-age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/; domain=${domain}`;
  }
}

/** Back to a fresh page (tests). */
export function resetAnalytics(): void {
  script?.remove();
  script = null;
  matomoScript?.remove();
  matomoScript = null;
  configured.clear();
  active = null;
  consent = undefined;
  delete window.dataLayer;
  delete window._paq;
}
