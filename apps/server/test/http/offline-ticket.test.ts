import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let dist: string;

const worker = `self.addEventListener('fetch', () => {});\n// ${'w'.repeat(2000)}\n`;
const manifest = JSON.stringify({ name: 'Tickets', short_name: 'Tickets', display: 'standalone', start_url: '/' });
// The eight bytes every PNG starts with, and a little more.
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(join(dist, 'service-worker.js'), worker);
  await writeFile(join(dist, 'manifest.webmanifest'), manifest);
  for (const icon of ['icon-192.png', 'icon-512.png', 'apple-touch-icon.png']) await writeFile(join(dist, icon), png);
  t = await testApp({ SHOP_DIST: dist });
});

afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('offline tickets and the home screen', () => {
  it('serves the offline-ticket worker as a script the browser checks for a new build at every load', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/service-worker.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
    // Its scope, the ticket pages, lies under its own folder: no wider allowance is handed out.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
  });

  it('answers an unchanged worker with 304, so the check costs no download', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/service-worker.js' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/service-worker.js',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the web app manifest as one, and the icons it names as PNG images', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    expect(response.json()).toMatchObject({ display: 'standalone', start_url: '/' });
    for (const icon of ['/icon-192.png', '/icon-512.png', '/apple-touch-icon.png']) {
      const image = await t.app.inject({ method: 'GET', url: icon });
      expect(image.statusCode, icon).toBe(200);
      expect(image.headers['content-type'], icon).toBe('image/png');
      expect(image.headers['cache-control'], icon).toBe('public, max-age=3600');
    }
  });

  it('serves no other file of the build root', async () => {
    await writeFile(join(dist, 'service-worker.js.map'), '{}');
    const response = await t.app.inject({ method: 'GET', url: '/service-worker.js.map' });
    expect(response.statusCode).toBe(404);
  });
});
