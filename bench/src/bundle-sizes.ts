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
}

/**
 * What a first visit to each route loads: the page is opened in Chromium, every script and
 * stylesheet it fetches from `/assets/` is noted, and the built files are compressed here, so
 * the figures are those of the build and not of the server's settings.
 */
export async function measureRoutes(
  browser: Browser,
  baseUrl: string,
  routes: string[],
  dist: string,
): Promise<RouteBytes[]> {
  const results: RouteBytes[] = [];
  for (const route of routes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const assets = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
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
    };
    for (const asset of assets) {
      const content = await readFile(join(dist, asset));
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
