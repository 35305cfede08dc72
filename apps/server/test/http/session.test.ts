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
