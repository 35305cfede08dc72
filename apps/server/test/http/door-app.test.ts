import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let doorDist: string;
const PAGE =
  '<!doctype html><html lang="en"><head><script type="module" src="/admin/door/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  doorDist = await mkdtemp(join(tmpdir(), 'door-dist-'));
  await mkdir(join(doorDist, 'assets'));
  await writeFile(join(doorDist, 'index.html'), PAGE);
  await writeFile(join(doorDist, 'assets', 'index-abc.js'), `console.log(${JSON.stringify('door'.repeat(300))});`);
  t = await testApp({ DOOR_DIST: doorDist });
});
afterAll(async () => {
  await t.close();
  await rm(doorDist, { recursive: true, force: true });
});

describe('the door app under /admin/door/', () => {
  it('serves its page at every path below, never cached stale and never framed, with the camera allowed', async () => {
    for (const url of ['/admin/door/', '/admin/door/event/alpine-summit']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toBe(PAGE);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['permissions-policy']).toBe('camera=(self)');
    }
  });

  it('serves its hashed files for a year, compressed, and 404 for any other', async () => {
    const file = await t.app.inject({ url: '/admin/door/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-encoding']).toBe('gzip');
    for (const url of ['/admin/door/assets/missing.js', '/admin/door/assets/..%2Findex.html']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('serves nothing else under /admin', async () => {
    const other = await t.app.inject({ url: '/admin/doorway' });
    expect(other.body).not.toBe(PAGE);
  });
});
