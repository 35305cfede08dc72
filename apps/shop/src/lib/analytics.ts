import type { AnalyticsConfiguration } from '@shop/contract';
import { useSyncExternalStore } from 'react';
import type * as ProviderLoaders from './analytics-providers.ts';
import { analyticsConsentKey, localStore } from './storage.ts';

/**
 * Web analytics: Google Analytics 4 and Matomo, either or both as the organizer's settings name them.
 * Until the visitor accepts, nothing of them reaches the page: no script element, no cookie, no
 * request; one answer covers both. Their loaders live in `analytics-providers.ts`; their beacons
 * need no CSP entry because the shop's policy restricts scripts only.
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

const listeners = new Set<() => void>();
let active: { provider: AnalyticsProvider } | null = null;
let consent: AnalyticsConsent | null | undefined;
// The providers' loaders, once the first view after consent has brought them.
let loaders: typeof ProviderLoaders | null = null;

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
  if (choice === 'declined') {
    loaders?.withdraw();
    forgetProviderCookies();
  } else loaders?.resume();
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

/**
 * Only with the visitor's consent; `path` includes the query. The providers' code loads with the
 * first view that may be counted, so a visitor who has not accepted never downloads it; the page's
 * address and title are taken now, before a later navigation changes them.
 */
export function reportPageView(provider: AnalyticsProvider | null, path: string): void {
  if (!provider || readAnalyticsConsent() !== 'accepted') return;
  const view = { location: new URL(path, window.location.origin).href, title: document.title };
  void import('./analytics-providers.ts').then((module) => {
    loaders = module;
    if (readAnalyticsConsent() === 'accepted') module.reportView(provider, view);
  });
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
  loaders?.reset();
  active = null;
  consent = undefined;
}
