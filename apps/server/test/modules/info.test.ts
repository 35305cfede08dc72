import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ PROFILE: 'dev', TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SECRET_KEY: 'secret' });
});
afterAll(() => t.close());

describe('GET /api/v2/info', () => {
  it("answers on alf.io's path and on the seed's path alike", async () => {
    const real = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    const seed = await t.app.inject({ method: 'GET', url: '/api/v2/public/info' });
    expect(real.statusCode).toBe(200);
    expect(seed.json()).toEqual(real.json());
  });

  it('reports the profile, the challenge site key and no embedding block', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
    expect(info.devModeEnabled).toBe(true);
    expect(info.prodModeEnabled).toBe(false);
    expect(info.challengeConfiguration).toEqual({ enabled: true, providerId: 'turnstile', apiKey: 'site-key' });
    expect(info).not.toHaveProperty('embeddingConfiguration');
  });

  it('tells the shop on every GET under /api/v2 whether sign-in is enabled', async () => {
    for (const url of ['/api/v2/info', '/api/v2/public/i18n/languages', '/api/v2/public/user/authentication-enabled']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['alfio-openid-enabled'], url).toBe('false');
    }
  });

  it('shows the announcement banner an operator sets, within seconds and in every process', async () => {
    await t.db.query("DELETE FROM configuration WHERE scope = 'SYSTEM' AND key = 'ANNOUNCEMENT_BANNER_CONTENT'");
    await t.db.query(
      "INSERT INTO configuration (scope, key, value) VALUES ('SYSTEM', 'ANNOUNCEMENT_BANNER_CONTENT', '<b>Doors open at 9</b>')",
    );
    const other = await testApp({}, t.db);
    try {
      const info = (await other.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
      expect(info.announcementBannerContentHTML).toBe('<b>Doors open at 9</b>');
    } finally {
      await other.close();
      await t.db.query("DELETE FROM configuration WHERE scope = 'SYSTEM' AND key = 'ANNOUNCEMENT_BANNER_CONTENT'");
    }
  });

  it("names the operator's accessibility contact once it is set, and none before", async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
    expect(before.accessibilityContactEmail).toBeNull();
    await t.db.query(
      "INSERT INTO configuration (scope, key, value) VALUES ('SYSTEM', 'ACCESSIBILITY_CONTACT_EMAIL', 'access@tickets.example')",
    );
    const other = await testApp({}, t.db);
    try {
      const info = (await other.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
      expect(info.accessibilityContactEmail).toBe('access@tickets.example');
    } finally {
      await other.close();
      await t.db.query("DELETE FROM configuration WHERE scope = 'SYSTEM' AND key = 'ACCESSIBILITY_CONTACT_EMAIL'");
    }
  });

  it('serves the shop at the accessibility statement', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/accessibility' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
