import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('session id', () => {
  it('hands a new visitor a session id in X-Auth-Token and keeps it when it comes back', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v2/public/i18n/languages' });
    const sessionId = first.headers['x-auth-token'];
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v2/public/i18n/languages',
      headers: { 'x-auth-token': String(sessionId) },
    });
    expect(again.headers['x-auth-token']).toBeUndefined();
  });

  it('never adopts a session id it did not issue, from the header or the cookie', async () => {
    const planted = 'attacker-chosen-session-id-0123456789';
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/v2/public/i18n/languages',
      headers: { 'x-auth-token': planted },
    });
    const issued = String(viaHeader.headers['x-auth-token']);
    expect(issued).not.toBe(planted);
    expect(String(viaHeader.headers['set-cookie'])).toContain(`ALFIO_SESSION=${issued};`);

    const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: `ALFIO_SESSION=${planted}` } });
    expect(page.body).not.toContain(planted);
    expect(String(page.headers['set-cookie'])).not.toContain(planted);
  });

  it('refuses an issued id with one character changed, and its CSRF token with it', async () => {
    const { sessionId, csrf } = await browserSession(t.app);
    const last = sessionId.at(-1) === 'A' ? 'B' : 'A';
    const tampered = sessionId.slice(0, -1) + last;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/public/user/logout',
      headers: { 'x-auth-token': tampered, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-auth-token']).not.toBe(tampered);
  });

  it('issues ids of at least 128 random bits that another process on the same database accepts', async () => {
    const other = await testApp({}, t.db);
    try {
      const { sessionId } = await browserSession(t.app);
      expect(Buffer.from(sessionId, 'base64url').length).toBeGreaterThanOrEqual(16 + 16);
      const there = await other.app.inject({
        method: 'GET',
        url: '/api/v2/public/i18n/languages',
        headers: { 'x-auth-token': sessionId },
      });
      expect(there.headers['x-auth-token']).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('the page and the API agree on the session when the cookie carries it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const gid = page.body.match(/<meta name="GID" content="([^"]+)">/)?.[1];
    expect(cookie).toBe(`ALFIO_SESSION=${gid}`);
    const api = await t.app.inject({ method: 'GET', url: '/api/v2/public/i18n/languages', headers: { cookie } });
    expect(api.headers['x-auth-token']).toBeUndefined();
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without X-CSRF-TOKEN with a bare 403', async () => {
    const { sessionId } = await browserSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/public/user/logout',
      headers: { 'x-auth-token': sessionId, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('');
  });

  it('refuses a token that belongs to another session', async () => {
    const mine = await browserSession(t.app);
    const theirs = await browserSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/public/user/logout',
      headers: { 'x-auth-token': mine.sessionId, 'x-csrf-token': theirs.csrf, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the token of the page meta and the one published on GET answers', async () => {
    const { sessionId, csrf } = await browserSession(t.app);
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/v2/public/i18n/languages',
      headers: { 'x-auth-token': sessionId },
    });
    for (const token of [csrf, String(get.headers['xsrf-token'])]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/public/user/logout',
        headers: { 'x-auth-token': sessionId, 'x-csrf-token': token, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('grants no other origin the preflight a request with the CSRF header would need', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v2/public/event/alpine-summit/reserve-tickets',
      headers: {
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-auth-token,x-csrf-token',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('publishes XSRF-TOKEN on public GET answers only', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/v2/public/i18n/languages' });
    expect(get.headers['xsrf-token']).toBeTruthy();
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(info.headers['xsrf-token']).toBeUndefined();
  });
});

describe("bad input is the client's fault", () => {
  it('answers malformed JSON with 400 "bad request", never 500', async () => {
    const { sessionId, csrf } = await browserSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/public/user/logout',
      headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('bad request');
  });

  it('answers an unknown API path with an empty 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/public/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });

  it('answers an unknown event with 404, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/public/event/does-not-exist' });
    expect(response.statusCode).toBe(404);
  });
});

describe('served over HTTPS', () => {
  it('asks browsers to keep to HTTPS and marks the session cookie Secure; over HTTP it does neither', async () => {
    const https = await testApp({ BASE_URL: 'https://tickets.example.org' }, t.db);
    try {
      const page = await https.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(String(page.headers['set-cookie'])).toMatch(/; Secure/);
      const api = await https.app.inject({ method: 'GET', url: '/api/v2/info' });
      expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await https.close();
    }
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
