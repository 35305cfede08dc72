import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/resources, as alf.io’s public app loads them', () => {
  it('serves the text font for each script subset, as WOFF2, kept by the browser for a year', async () => {
    for (const subset of ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese']) {
      const response = await get(`/resources/font/SourceSansPro-Regular.${subset}.woff2`);
      expect(response.statusCode, subset).toBe(200);
      expect(response.headers['content-type']).toBe('font/woff2');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000');
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('serves both wallet buttons as SVG images that say what they do', async () => {
    const google = await get('/resources/images/email/enUS_add_to_google_wallet_add-wallet-badge.svg');
    expect(google.statusCode).toBe(200);
    expect(google.headers['content-type']).toBe('image/svg+xml');
    expect(google.headers['cache-control']).toBe('public, max-age=31536000');
    expect(google.body).toMatch(/^<svg [^>]*aria-label="Add to Google Wallet"/);
    expect(google.body).toContain('>Add to Google Wallet</text>');

    const apple = await get('/resources/images/email/add-to-apple-wallet-button.png');
    expect(apple.statusCode).toBe(200);
    expect(apple.headers['content-type']).toBe('image/svg+xml');
    expect(apple.body).toMatch(/^<svg [^>]*aria-label="Add to Apple Wallet"/);
    expect(apple.body).toContain('>Apple Wallet</text>');
  });

  it('answers a bare 404 for anything else under /resources, not the shop page', async () => {
    for (const url of [
      '/resources/font/Other.woff2',
      '/resources/wallet-badges.ts',
      '/resources/images/payment/x.png',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('');
    }
  });
});
