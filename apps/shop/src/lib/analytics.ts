import type { AnalyticsConfiguration } from '@shop/contract';
import { useSyncExternalStore } from 'react';
import { analyticsConsentKey, localStore } from './storage.ts';

/**
 * Web analytics (Google Analytics 4, the one provider the organizer's settings can name). Until the
 * visitor accepts, nothing of it reaches the page: no script element, no cookie, no request. The
 * script arrives through this module, so the page's CSP nonce vouches for it via 'strict-dynamic';
 * its beacons need no CSP entry because the shop's policy restricts scripts only.
 */
export type AnalyticsConsent = 'accepted' | 'declined';

export interface AnalyticsProvider {
  name: 'Google Analytics';
  measurementId: string;
  /** The organizer's anonymous mode: no analytics cookie, the server's hashed session id instead. */
  anonymous: boolean;
  clientId: string | null;
}

export const gtagOrigin = 'https://www.googletagmanager.com';

export function analyticsProvider(configuration: AnalyticsConfiguration | null | undefined): AnalyticsProvider | null {
  const measurementId = configuration?.googleAnalyticsKey?.trim();
  if (!configuration || !measurementId) return null;
  return {
    name: 'Google Analytics',
    measurementId,
    anonymous: configuration.googleAnalyticsScrambledInfo,
    clientId: configuration.clientId,
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const listeners = new Set<() => void>();
let active: { provider: AnalyticsProvider } | null = null;
let consent: AnalyticsConsent | null | undefined;
let script: HTMLScriptElement | null = null;
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
  load(provider);
  gtag('event', 'page_view', {
    send_to: provider.measurementId,
    page_location: new URL(path, window.location.origin).href,
  });
}

/** gtag.js reads its commands as `arguments` objects from the queue; arrays mean something else to it. */
function gtag(..._command: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

function load(provider: AnalyticsProvider): void {
  const id = provider.measurementId;
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
  if (configured.size === 0) return;
  gtag('consent', 'update', { analytics_storage: 'denied' });
  for (const id of configured) (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = true;
  forgetProviderCookies();
}

/** Accepting again after declining on the same page lifts the stop. */
function resume(): void {
  for (const id of configured) (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = false;
}

/** Google's cookies (`_ga`, `_ga_…`) sit on the host or on a parent domain; each is expired on every one. */
function forgetProviderCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_') || name === '_gid');
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
  configured.clear();
  active = null;
  consent = undefined;
  delete window.dataLayer;
}
