import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  browserPaths,
  buildPath,
  legacyReservationSteps,
  pagePaths,
  reservationSteps,
  routePattern,
} from '@shop/contract/routes';
import { applicationLanguages, type ReservationInfo } from '@shop/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.ts';
import { isApplicationLanguage, matchAcceptLanguage } from '../lib/languages.ts';
import { compressPage } from './compression.ts';
import { readBuildManifest, routePreloadsOf } from './route-preloads.ts';
import { newNonce, pageSecurityHeaders } from './security-headers.ts';

/**
 * Serves the shop's `index.html` for every page route the shop has, with the data its first
 * screen needs preloaded in `<head>`, so the first screen renders without a single API call.
 */
export const pageRoutes: readonly string[] = Object.entries(pagePaths).map(([page, path]) =>
  // A reservation's pages are its steps, checked against the known ones when asked for.
  page === 'eventReservation' || page === 'subscriptionReservation'
    ? `${routePattern(path)}/:step`
    : routePattern(path),
);

/** The routes of a reservation's steps, whose pages carry the reservation. */
const reservationStepRoutes = new Set(
  [pagePaths.eventReservation, pagePaths.subscriptionReservation].map((path) => `${routePattern(path)}/:step`),
);

/**
 * Whether a page carries the country lists: only the screens with country fields (the booking step
 * and the profile) show them, and they were a third of every other page's HTML. A buyer who comes
 * to the booking step from another page has the shop ask for them on the way.
 */
function showsCountries(route: string | undefined, step: string | undefined): boolean {
  if (route === routePattern(pagePaths.myProfile)) return true;
  return route !== undefined && reservationStepRoutes.has(route) && step === 'book';
}

/**
 * What the served page tells search engines and link previews about a public page (an event, a
 * subscription), so they read it without running the shop.
 */
export interface PageHead {
  /** The tab title, as the shop sets it. */
  title: string;
  /** Plain text; shortened here. */
  description: string;
  /** Absolute address of the page; each of `languages` is that address with `?lang=`. */
  url: string;
  languages: string[];
  imageUrl: string | null;
  siteName: string;
  /** schema.org data, written as JSON-LD where the shop keeps it current. */
  structuredData: unknown;
  /**
   * The event's short name when the data describes one: written beside it with the language, so
   * the shop keeps the data of the page it was served instead of computing it again.
   */
  structuredDataEvent?: string;
}

export interface PreloadedEvent {
  json: unknown;
  /** The event's content languages, in order. */
  languages: string[];
  ended: boolean;
  head(lang: string): PageHead;
}

export interface PreloadedSubscription {
  head(lang: string): PageHead;
}

export interface PagePreloads {
  info(request: FastifyRequest): Promise<unknown>;
  bundle(lang: string): unknown;
  countries(lang: string): unknown;
  vatCountries(lang: string): unknown;
  authenticationEnabled: boolean;
  baseCustomCss(): Promise<string | null>;
  /** Set by the account module: the visitor has just signed up (the shop welcomes them). */
  signedUp?: (request: FastifyRequest) => Promise<boolean>;
  /** Set by the event-page module; null when the event is unknown or disabled. */
  event?: (shortName: string, request: FastifyRequest) => Promise<PreloadedEvent | null>;
  /** Set by the subscription module; null when the subscription is unknown or not on sale. */
  subscription?: (id: string, request: FastifyRequest) => Promise<PreloadedSubscription | null>;
  /**
   * Set by the reservation module: the reservation as `getReservation` answers this request's
   * session; null when that endpoint would refuse it or not find it.
   */
  reservation?: (reservationId: string, request: FastifyRequest) => Promise<ReservationInfo | null>;
}

export interface IndexHtmlOptions {
  shopDist: string;
  embedAllowedOrigins: readonly string[];
  preloads: PagePreloads;
}

export function registerIndexHtml(
  app: FastifyInstance,
  options: IndexHtmlOptions,
): (request: FastifyRequest, reply: FastifyReply, status?: number) => Promise<FastifyReply> {
  let template: string | null = null;
  const loadTemplate = async () => (template ??= await readFile(join(options.shopDist, 'index.html'), 'utf8'));
  let routePreloads: Promise<ReturnType<typeof routePreloadsOf> | null> | null = null;
  const loadRoutePreloads = () =>
    (routePreloads ??= readBuildManifest(options.shopDist).then((manifest) => manifest && routePreloadsOf(manifest)));

  const render = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const timing = new PageTiming();
    let html: string;
    try {
      html = await loadTemplate();
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The shop is not built yet: run `npm run build`, then reload.');
    }
    const nonce = newNonce();
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    const query = (request.query ?? {}) as Record<string, string | undefined>;
    const shortName = params.eventShortName;
    const route = request.routeOptions.url;
    const reservationId =
      status === 200 && route && reservationStepRoutes.has(route) ? params.reservationId : undefined;
    const [event, reservation, info, css, signedUp, preloadsOfRoute] = await Promise.all([
      shortName && options.preloads.event ? options.preloads.event(shortName, request) : null,
      reservationId && options.preloads.reservation ? options.preloads.reservation(reservationId, request) : null,
      options.preloads.info(request),
      options.preloads.baseCustomCss(),
      options.preloads.signedUp ? options.preloads.signedUp(request) : false,
      loadRoutePreloads(),
    ]);
    const lang = preloadLanguage(query.lang, request.headers['accept-language'], event?.languages);
    const subscription =
      route === publicPages.subscription && params.id && options.preloads.subscription
        ? await options.preloads.subscription(params.id, request)
        : null;
    timing.lap('data');
    const pageHead = route === publicPages.event ? event?.head(lang) : subscription?.head(lang);
    // Reservations and tickets are the buyer's own: no search engine lists them.
    const privatePage = params.reservationId !== undefined || params.ticketId !== undefined;
    const head = [
      preloadsOfRoute ? withNonce(preloadsOfRoute(route, params.step), nonce) : '',
      preloadElements(request, options.preloads, {
        lang,
        event,
        shortName,
        info,
        css,
        nonce,
        countries: showsCountries(route, params.step),
      }),
      reservation && reservationId ? jsonScript(nonce, 'preload-reservation', reservation, reservationId) : '',
      route === publicPages.event ? eventImagePreload(event) : '',
      pageHead ? withNonce(pageHeadElements(pageHead, lang), nonce) : '',
      privatePage ? '<meta name="robots" content="noindex">' : '',
    ].join('\n');
    if (pageHead) html = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(pageHead.title)}</title>`);
    // The template is small: its scripts get the nonce here, the elements added to it come with theirs.
    const page = injectHead(withNonce(markSignedUp(setHtmlLang(html, lang), signedUp), nonce), head);
    timing.lap('render');
    reply.headers(pageSecurityHeaders(nonce, options.embedAllowedOrigins));
    reply.code(status).type('text/html; charset=utf-8');
    const body = compressPage(request, reply, page);
    timing.lap('compress');
    return reply.header('Server-Timing', timing.header()).send(body);
  };

  const knownSteps = new Set<string>([...reservationSteps, ...legacyReservationSteps]);
  for (const url of pageRoutes) {
    app.get(url, async (request, reply) => {
      const step = (request.params as { step?: string }).step;
      if (step !== undefined && !knownSteps.has(step)) return render(request, reply, 404);
      return render(request, reply);
    });
  }
  return render;
}

/**
 * Where a page's time went, in the `Server-Timing` header its answer carries: reading its data,
 * writing its elements into the template, compressing it. Each lap ends where the next begins.
 */
class PageTiming {
  private last = performance.now();
  private readonly laps: string[] = [];

  lap(name: 'data' | 'render' | 'compress'): void {
    const now = performance.now();
    this.laps.push(`${name};dur=${(now - this.last).toFixed(1)}`);
    this.last = now;
  }

  header(): string {
    return this.laps.join(', ');
  }
}

const publicPages = { event: routePattern(pagePaths.event), subscription: routePattern(pagePaths.subscription) };

/**
 * The event's image is the event page's largest paint on a phone; without this the browser asks
 * for it only once the shop has rendered, a round trip after the text is painted.
 */
function eventImagePreload(event: PreloadedEvent | null): string {
  const digest = (event?.json as { fileBlobId?: unknown } | undefined)?.fileBlobId;
  if (typeof digest !== 'string' || digest === '') return '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${attr(buildPath(browserPaths.file, { digest }))}">`;
}

/** A description as previews show it: its first sentences, cut at a word before `max` characters. */
export function shortDescription(text: string, max = 300): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** The page's address in one of its languages. */
export function withLanguage(url: string, lang: string): string {
  const address = new URL(url);
  address.searchParams.set('lang', lang);
  return address.href;
}

function pageHeadElements(head: PageHead, lang: string): string {
  const several = head.languages.length > 1;
  const url = several ? withLanguage(head.url, lang) : head.url;
  const description = shortDescription(head.description);
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}">`;
  const image = head.imageUrl;
  return [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(several
      ? [
          ...head.languages.map(
            (language) =>
              `<link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(withLanguage(head.url, language))}">`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.url)}">`,
        ]
      : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', lang),
    image ? meta('property', 'og:image', image) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    image ? meta('name', 'twitter:image', image) : '',
    head.structuredData ? jsonLd(head.structuredData, head.structuredDataEvent, lang) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * JSON-LD under the id the shop updates. `<`, `>` and `&` are written as JSON escapes, so no text
 * of the organizer's can close the element or open a comment.
 */
function jsonLd(data: unknown, event: string | undefined, lang: string): string {
  const json = JSON.stringify(data).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const served = event ? ` data-event="${escapeHtml(event)}" data-lang="${escapeHtml(lang)}"` : '';
  return `<script type="application/ld+json" id="structured-data"${served}>${json}</script>`;
}

/**
 * With an event: `lang` if the event offers it, else the first of the browser's languages the
 * event offers, else the event's first. Without: `lang` or the browser's language when it is one
 * of ours, else English.
 */
export function preloadLanguage(
  queryLang: string | undefined,
  acceptLanguage: string | undefined,
  eventLanguages?: string[],
): string {
  const requested = queryLang?.toLowerCase();
  if (eventLanguages && eventLanguages.length > 0) {
    if (requested && eventLanguages.includes(requested)) return requested;
    return matchAcceptLanguage(acceptLanguage, eventLanguages) ?? eventLanguages[0]!;
  }
  if (requested && isApplicationLanguage(requested)) return requested;
  const browser = matchAcceptLanguage(acceptLanguage, applicationLanguages);
  return browser ?? 'en';
}

interface PreloadedParts {
  lang: string;
  event: PreloadedEvent | null;
  shortName: string | undefined;
  info: unknown;
  css: string | null;
  nonce: string;
  countries: boolean;
}

function preloadElements(
  request: FastifyRequest,
  preloads: PagePreloads,
  { lang, event, shortName, info, css, nonce, countries }: PreloadedParts,
): string {
  const parts = [
    jsonScript(nonce, 'preload-info', info),
    `<meta name="GID" content="${attr(request.sessionId)}">`,
    `<meta name="XSRF_TOKEN" content="${attr(request.csrfToken)}">`,
    css ? `<style type="text/css">${css.replace(/<\/style/gi, '<\\/style')}</style>` : '',
    `<meta name="authentication-enabled" content="${preloads.authenticationEnabled}">`,
    event && shortName ? jsonScript(nonce, 'preload-event', event.json, shortName) : '',
    event?.ended ? '<meta name="robots" content="noindex">' : '',
    jsonScript(nonce, 'preload-bundle', preloads.bundle(lang), lang, true),
    countries ? jsonScript(nonce, 'preload-vat-countries', preloads.vatCountries(lang), lang, true) : '',
    countries ? jsonScript(nonce, 'preload-countries', preloads.countries(lang), lang, true) : '',
    lang !== 'en' ? jsonScript(nonce, 'preload-bundle', preloads.bundle('en'), 'en', true) : '',
  ];
  return parts.filter(Boolean).join('\n');
}

/**
 * The encoded text of the data every page carries whatever its visitor (a language's texts and
 * country lists), by the very object the preloads give: encoding them was most of a page's work,
 * and each language's objects are made once. Held weakly, so an object no longer given is let go.
 */
const encodedOnce = new WeakMap<object, string>();

function jsonScript(nonce: string, id: string, value: unknown, param?: string, sameForEveryone = false): string {
  const dataParam = param === undefined ? '' : ` data-param="${attr(param)}"`;
  let encoded = sameForEveryone && typeof value === 'object' && value !== null ? encodedOnce.get(value) : undefined;
  if (encoded === undefined) {
    encoded = encodeUriFragment(JSON.stringify(value));
    if (sameForEveryone && typeof value === 'object' && value !== null) encodedOnce.set(value, encoded);
  }
  return `<script nonce="${nonce}" type="application/json" id="${id}"${dataParam}>${encoded}</script>`;
}

/**
 * URI-fragment encoding of the preloaded data: what a fragment may hold stays as it is, the rest
 * becomes `%XX`, so `<`, quotes and non-ASCII never reach the HTML parser. The shop reverses it
 * with `decodeURIComponent`.
 */
export function encodeUriFragment(text: string): string {
  return encodeURIComponent(text).replace(/%(3A|2F|3F|40|24|26|2B|2C|3B|3D)/g, (escape) => decodeURIComponent(escape));
}

function markSignedUp(html: string, signedUp: boolean): string {
  return signedUp ? html.replace(/<html/i, '<html data-signed-up="true"') : html;
}

/** Spliced rather than `replace`d: the elements hold `$` sequences a replacement string would expand. */
function injectHead(html: string, elements: string): string {
  const end = html.indexOf('</head>');
  return end === -1 ? html : `${html.slice(0, end)}${elements}\n${html.slice(end)}`;
}

function setHtmlLang(html: string, lang: string): string {
  return html.replace(/<html([^>]*?)\s+lang="[^"]*"/i, '<html$1').replace(/<html/i, `<html lang="${attr(lang)}"`);
}

/** Every script and module preload of the page carries the nonce, injected ones included. */
function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`)
    .replace(/<link(?=[^>]*rel="modulepreload")/gi, `<link nonce="${nonce}"`);
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
