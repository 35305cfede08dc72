import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';
import { RIVIERA_DESIGN_WEEK } from '../support/demo-fixtures.ts';

const index = `<!doctype html><html lang="en"><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
  'src/app/guards/reservation-scope.tsx': {
    file: 'assets/reservation-scope-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js'],
    pages: ['eventReservation', 'subscriptionReservation'],
  },
  'src/app/routes/reservation-book.tsx': {
    file: 'assets/reservation-book-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_form-1.js'],
    css: ['assets/later-steps-1.css'],
    pages: ['eventReservation/book', 'subscriptionReservation/book'],
  },
  'src/app/routes/reservation-waiting-payment.tsx': {
    file: 'assets/waiting-payment-1.js',
    isDynamicEntry: true,
    pages: ['eventReservation/waiting-payment', 'eventReservation/waitingPayment'],
  },
  'src/somewhere/else/poll-screen.tsx': { file: 'assets/poll-1.js', isDynamicEntry: true, pages: ['poll'] },
};

const reservation = '0b5c1b2e-1111-4d5e-9999-123456789abc';
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await mkdir(join(dist, '.vite'), { recursive: true });
  await writeFile(join(dist, 'index.html'), index);
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await testApp({ SHOP_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

/** The code and styles the page has the browser fetch early (the event's image aside). */
const preloadedFiles = (html: string) =>
  [...html.matchAll(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)]
    .filter((match) => !match[0].includes('as="image"'))
    .map((match) => match[1]);

describe("a page's code downloads with the main bundle", () => {
  it('names the booking step, the scope around it and the chunks they import, once each, beside what index.html loads', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/event/${RIVIERA_DESIGN_WEEK}/reservation/${reservation}/book`,
    });
    expect(page.statusCode).toBe(200);
    expect(preloadedFiles(page.body).sort()).toEqual([
      '/assets/form-1.js',
      '/assets/later-steps-1.css',
      '/assets/react-1.js',
      '/assets/reservation-book-1.js',
      '/assets/reservation-scope-1.js',
    ]);
    expect(page.body).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/later-steps-1.css">',
    );
  });

  it('gives the added module preloads the page nonce the CSP allows', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/event/${RIVIERA_DESIGN_WEEK}/reservation/${reservation}/book`,
    });
    const nonce = String(page.headers['content-security-policy']).match(/'nonce-([0-9a-f]{32})'/)?.[1];
    expect(page.body).toContain(
      `<link nonce="${nonce}" rel="modulepreload" crossorigin fetchpriority="low" href="/assets/reservation-book-1.js">`,
    );
  });

  it('sends the legacy waiting-payment address to the step it leads to', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/event/${RIVIERA_DESIGN_WEEK}/reservation/${reservation}/waitingPayment`,
    });
    expect(preloadedFiles(page.body)).toContain('/assets/waiting-payment-1.js');
  });

  it('adds nothing to a page the main bundle draws, nor to an unknown step', async () => {
    for (const url of [
      `/event/${RIVIERA_DESIGN_WEEK}`,
      `/event/${RIVIERA_DESIGN_WEEK}/reservation/${reservation}/teleport`,
    ]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(preloadedFiles(page.body), url).toEqual(['/assets/react-1.js']);
    }
  });

  it("takes a page's chunks from the pages the shop's build wrote into its manifest, wherever their source lives", async () => {
    const page = await t.app.inject({ method: 'GET', url: `/event/${RIVIERA_DESIGN_WEEK}/poll` });
    expect(preloadedFiles(page.body)).toEqual(['/assets/react-1.js', '/assets/poll-1.js']);
  });
});
