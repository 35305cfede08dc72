import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetails } from '@shop/contract';
import { preloaded, testApp, type TestApp } from '../helpers.ts';
import { RIVIERA_DESIGN_WEEK } from '../support/demo-fixtures.ts';
import { setSetting } from '../support/event-page.ts';
import { heapKeptAfter } from '../support/heap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ EMBED_ALLOWED_ORIGINS: 'https://organizer.example https://partner.example' });
});
afterAll(() => t.close());

describe('index.html with preloaded data', () => {
  it('serves every page route of the shop with info, session, CSRF and the bundle in <head>', async () => {
    const routes = [
      '/',
      '/o/acme',
      '/events-all',
      '/o/acme/subscriptions-all',
      '/event/some-event',
      '/event/some-event/reservation/0b5c1b2e-1111-4d5e-9999-123456789abc/book',
      '/event/some-event/reservation/0b5c1b2e-1111-4d5e-9999-123456789abc/waitingPayment',
      '/subscription/0b5c1b2e-1111-4d5e-9999-123456789abc/reservation/0b5c1b2e-1111-4d5e-9999-123456789abc/success',
      '/event/some-event/ticket/abc/update',
      '/event/some-event/ticket/abc/check-in/deadbeef/waiting-room',
      '/my-orders',
      '/my-profile',
    ];
    for (const url of routes) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('id="preload-info"');
      expect(page.body).toContain('id="preload-bundle"');
      expect(page.body).toMatch(/<meta name="GID" content="[^"]+">/);
      expect(page.body).toMatch(/<meta name="XSRF_TOKEN" content="[^"]+">/);
      expect(page.body).toContain('<meta name="authentication-enabled" content="false">');
    }
  });

  it('preloads the same info the API answers, URI-encoded', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const api = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(preloaded(page, 'preload-info')).toEqual(api.json());
  });

  it('picks the language from ?lang=, else from Accept-Language, and sets <html lang>', async () => {
    const german = await t.app.inject({ method: 'GET', url: '/?lang=de' });
    expect(german.body).toMatch(/<html lang="de"/);
    const bundle = preloaded(german, 'preload-bundle', 'de') as Record<string, string>;
    const api = await t.app.inject({ method: 'GET', url: '/api/v2/public/i18n/bundle/de' });
    expect(bundle).toEqual(api.json());
    expect(preloaded(german, 'preload-bundle', 'en')).toBeDefined();

    const french = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'fr-CH, de;q=0.5' } });
    expect(french.body).toMatch(/<html lang="fr"/);
    const english = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'ja' } });
    expect(english.body).toMatch(/<html lang="en"/);
    expect(english.body.match(/id="preload-bundle"/g)).toHaveLength(1);
  });

  it('carries the country lists only on the pages with country fields: the booking step and the profile', async () => {
    const reservation = '0b5c1b2e-1111-4d5e-9999-123456789abc';
    const withLists = [
      `/event/some-event/reservation/${reservation}/book?lang=de`,
      `/subscription/${reservation}/reservation/${reservation}/book?lang=de`,
      '/my-profile?lang=de',
    ];
    const countries = (await t.app.inject({ method: 'GET', url: '/api/v2/public/i18n/countries/de' })).json();
    const vatCountries = (await t.app.inject({ method: 'GET', url: '/api/v2/public/i18n/countries-vat/de' })).json();
    for (const url of withLists) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(preloaded(page, 'preload-countries', 'de'), url).toEqual(countries);
      expect(preloaded(page, 'preload-vat-countries', 'de'), url).toEqual(vatCountries);
    }
    const withoutLists = [
      '/',
      '/events-all',
      `/event/${RIVIERA_DESIGN_WEEK}`,
      `/event/some-event/reservation/${reservation}/overview`,
      '/my-orders',
    ];
    for (const url of withoutLists) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body, url).not.toContain('id="preload-countries"');
      expect(page.body, url).not.toContain('id="preload-vat-countries"');
    }
  });

  it('gives every script a fresh nonce that the CSP names', async () => {
    // The profile's page carries the most preloaded scripts.
    const one = await t.app.inject({ method: 'GET', url: '/my-profile' });
    const two = await t.app.inject({ method: 'GET', url: '/my-profile' });
    const csp = String(one.headers['content-security-policy']);
    const nonce = csp.match(/'nonce-([0-9a-f]{32})'/)?.[1];
    expect(nonce).toBeDefined();
    const scripts = one.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(String(two.headers['content-security-policy'])).not.toContain(nonce);
  });

  it("leaves an event's analytics to the visitor: the page names no provider, and its CSP lets the shop load one after consent", async () => {
    const measurementId = 'G-TEST000000';
    await setSetting(t.db, 'EVENT', 'GOOGLE_ANALYTICS_KEY', measurementId, RIVIERA_DESIGN_WEEK);
    const page = await t.app.inject({ method: 'GET', url: `/event/${RIVIERA_DESIGN_WEEK}` });
    await setSetting(t.db, 'EVENT', 'GOOGLE_ANALYTICS_KEY', null, RIVIERA_DESIGN_WEEK);
    const event = preloaded(page, 'preload-event', RIVIERA_DESIGN_WEEK) as EventDetails;
    expect(event.analyticsConfiguration.googleAnalyticsKey).toBe(measurementId);
    expect(page.body).not.toContain('googletagmanager');

    const directives = String(page.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/));
    // A script the shop's own nonce'd code appends is trusted through 'strict-dynamic', whatever its origin.
    const scriptSrc = directives.find(([name]) => name === 'script-src') ?? [];
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(true);
    // The page views go out as requests and images; no directive may fence them to our origin.
    const names = directives.map(([name]) => name);
    for (const fence of ['default-src', 'connect-src', 'img-src']) expect(names).not.toContain(fence);
  });

  it('lets only the configured origins embed the shop', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain(
      'frame-ancestors https://organizer.example https://partner.example',
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown page with the shop and status 404, and an unknown reservation step likewise', async () => {
    for (const url of ['/no/such/page', '/event/x/reservation/y/teleport']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('id="preload-bundle"');
    }
  });
});

describe('shop assets', () => {
  it('serves hashed assets compressed and cached for a year', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(200);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('sends the copies the build compressed as they are, and compresses only what has none', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'shop-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const script = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    await writeFile(join(dist, 'assets', 'app-1.js'), script);
    // A marker instead of the script's own brotli: only a server reading the file can send it.
    await writeFile(join(dist, 'assets', 'app-1.js.br'), brotliCompressSync('made by the build'));
    const app = await testApp({ SHOP_DIST: dist }, t.db);
    try {
      const br = await app.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe('made by the build');
      const gzip = await app.app.inject({
        method: 'GET',
        url: '/assets/app-1.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const sibling = await app.app.inject({ method: 'GET', url: '/assets/app-1.js.br' });
      expect(sibling.statusCode).toBe(404);
    } finally {
      await app.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('keeps no memory for requests of files that do not exist', async () => {
    // Names of a kilobyte: a leak of each shows as ten megabytes, far above the heap's noise.
    const missing = (from: number, count: number) =>
      Array.from({ length: count }, (_, n) => `/assets/missing-${from + n}-${'x'.repeat(1000)}.js`);
    const kept = await heapKeptAfter(t.app, missing(0, 500), missing(500, 10_000));
    expect([...kept.statuses]).toEqual([404]);
    expect(kept.bytes).toBeLessThan(3 * 1024 * 1024);
    const present = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(present.statusCode).toBe(200);
  });

  it("has the browser fetch the event's image with the page, and only on the event page", async () => {
    const page = await t.app.inject({ method: 'GET', url: `/event/${RIVIERA_DESIGN_WEEK}` });
    const { fileBlobId } = preloaded(page, 'preload-event', RIVIERA_DESIGN_WEEK) as EventDetails;
    expect(fileBlobId).not.toBe('');
    expect(page.body).toContain(`<link rel="preload" as="image" fetchpriority="high" href="/file/${fileBlobId}">`);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('as="image"');
  });

  it("keeps an organizer's text with $ sequences as written in the page's data", async () => {
    const css = ".price::after { content: '$& $\\' $1' }";
    await setSetting(t.db, 'EVENT', 'EVENT_CUSTOM_CSS', css, RIVIERA_DESIGN_WEEK);
    const page = await t.app.inject({ method: 'GET', url: `/event/${RIVIERA_DESIGN_WEEK}` });
    await setSetting(t.db, 'EVENT', 'EVENT_CUSTOM_CSS', null, RIVIERA_DESIGN_WEEK);
    expect((preloaded(page, 'preload-event', RIVIERA_DESIGN_WEEK) as EventDetails).customCss).toBe(css);
    expect(page.body.match(/<\/head>/g)).toHaveLength(1);
  });

  it("compresses a page in the browser's preferred encoding and says where its time went", async () => {
    const url = `/event/${RIVIERA_DESIGN_WEEK}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('id="preload-event"');
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('id="preload-event"');
    for (const page of [plain, br, gzip]) {
      expect(page.headers.vary).toContain('Accept-Encoding');
      expect(String(page.headers['server-timing'])).toMatch(
        /^data;dur=[\d.]+, render;dur=[\d.]+, compress;dur=[\d.]+$/,
      );
    }
  });

  it('keeps no memory for the event pages it serves, each to a new visitor', async () => {
    // Each request is a new session with its own nonce, and a page is 130 kB: keeping a tenth of
    // each page's text (a cache keyed by it, a list of them) shows as five megabytes.
    const pages = (count: number) => Array.from({ length: count }, () => `/event/${RIVIERA_DESIGN_WEEK}`);
    const kept = await heapKeptAfter(t.app, pages(30), pages(400));
    expect([...kept.statuses]).toEqual([200]);
    expect(kept.bytes).toBeLessThan(2 * 1024 * 1024);
  }, 120_000);

  it('refuses paths that climb out of the assets directory', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/..%2F..%2Fpackage.json' });
    expect(response.statusCode).toBe(404);
  });
});
