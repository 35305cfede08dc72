import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface RouteBytes {
  route: string;
  jsRaw: number;
  jsGzip: number;
  jsBrotli: number;
  cssRaw: number;
  cssGzip: number;
  cssBrotli: number;
  files: number;
  /** The built files' paths as served, for checking what a screen loads. */
  assets: string[];
}

/**
 * What a first visit to each route loads: the page is opened in Chromium, every script and
 * stylesheet it fetches from `{base}/assets/` is noted, and the built files are compressed here, so
 * the figures are those of the build and not of the server's settings. `base` is the path an app
 * is served under: none for the shop, `/admin` for the back office.
 */
export async function measureRoutes(
  browser: Browser,
  baseUrl: string,
  routes: string[],
  dist: string,
  base = '',
): Promise<RouteBytes[]> {
  const results: RouteBytes[] = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith(`${base}/assets/`) && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    await context.close();
    const row: RouteBytes = {
      route,
      jsRaw: 0,
      jsGzip: 0,
      jsBrotli: 0,
      cssRaw: 0,
      cssGzip: 0,
      cssBrotli: 0,
      files: assets.size,
      assets: [...assets],
    };
    for (const asset of assets) {
      const content = await readFile(join(dist, asset.slice(base.length)));
      const gz = gzipSync(content, { level: 9 }).length;
      const br = brotliCompressSync(content).length;
      if (asset.endsWith('.js')) {
        row.jsRaw += content.length;
        row.jsGzip += gz;
        row.jsBrotli += br;
      } else {
        row.cssRaw += content.length;
        row.cssGzip += gz;
        row.cssBrotli += br;
      }
    }
    results.push(row);
  }
  return results;
}

/**
 * Whether any of the files a screen loaded carries the back office's chart library, which belongs
 * to the event dashboard's own chunk alone (its stylesheet's series class is its mark).
 */
export async function loadsChartLibrary(row: RouteBytes, dist: string, base: string): Promise<boolean> {
  for (const asset of row.assets) {
    if ((await readFile(join(dist, asset.slice(base.length)), 'utf8')).includes('ct-series')) return true;
  }
  return false;
}
