import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the API reference', () => {
  it('serves the checked-in OpenAPI 3.1 document at /api/v2/openapi.json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const checkedIn: unknown = JSON.parse(
      await readFile(new URL('../../../../packages/contract/openapi.json', import.meta.url), 'utf8'),
    );
    expect(response.json()).toEqual(checkedIn);
    expect(response.json()).toMatchObject({
      openapi: '3.1.0',
      paths: { '/api/v2/public/event/{eventName}/reserve-tickets': { post: { operationId: 'reserveTickets' } } },
    });
  });

  it('shows a page whose scripts run under its own nonce and load from this server', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v2/openapi' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const nonce = /'nonce-([0-9a-f]+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...page.body.matchAll(/<script nonce="([^"]+)"(?: src="([^"]+)")?>/g)];
    expect(scripts.map(([, scriptNonce]) => scriptNonce)).toEqual([nonce, nonce]);
    expect(page.body).toContain('SwaggerUIBundle({"url":"/api/v2/openapi.json"');

    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/v2\/openapi\/[^"]+)"/g)].map(([, url]) => url!);
    expect(assets).toHaveLength(2);
    for (const url of assets) {
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.body.length, url).toBeGreaterThan(10_000);
    }
  });
});
