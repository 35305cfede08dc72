import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';

const ADMIN_INDEX =
  '<!doctype html><html><head><title>Back office</title></head><body><div id="root"></div></body></html>';

let adminDist: string;
let t: TestApp;

beforeAll(async () => {
  adminDist = await mkdtemp(join(tmpdir(), 'admin-dist-'));
  await mkdir(join(adminDist, 'assets'));
  await writeFile(join(adminDist, 'index.html'), ADMIN_INDEX);
  await writeFile(join(adminDist, 'assets', 'index-b4ck0ff1.js'), 'console.log("back office");\n');
  t = await testApp({ ADMIN_DIST: adminDist });
});

afterAll(async () => {
  await t.close();
  await rm(adminDist, { recursive: true, force: true });
});

describe('the back office under /admin/', () => {
  it('answers its own page at /admin/ and at every page below it, for the app to route in the browser', async () => {
    for (const url of ['/admin', '/admin/', '/admin/events', '/admin/events/a-slug/orders/abc']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(ADMIN_INDEX);
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('serves its own hashed files for a year, apart from the shop’s', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/admin/assets/index-b4ck0ff1.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/index-b4ck0ff1.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' })).statusCode).toBe(404);
  });

  it('leaves alf.io’s check-in API and the door app’s paths alone', async () => {
    const checkIn = await t.app.inject({ method: 'GET', url: '/admin/api/check-in/event/x/statistics' });
    expect(checkIn.statusCode).toBe(401);
    const otherApi = await t.app.inject({ method: 'GET', url: '/admin/api/something-else' });
    expect(otherApi.body).not.toBe(ADMIN_INDEX);
    const door = await t.app.inject({ method: 'GET', url: '/admin/door/scan' });
    expect(door.body).not.toBe(ADMIN_INDEX);
  });
});
