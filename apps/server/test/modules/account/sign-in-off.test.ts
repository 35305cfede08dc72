import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, testApp, type TestApp } from '../../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('signed-in buyer endpoints while sign-in is off', () => {
  it('says sign-in is disabled', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/public/user/authentication-enabled' });
    expect(response.json()).toBe(false);
  });

  it('answers user/me with 204 for an anonymous visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/public/user/me' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('logs out by dropping the session and sends the shop home', async () => {
    const { sessionId, csrf } = await browserSession(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/public/user/logout',
      headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ targetUrl: '/', empty: false });
    expect(response.headers['x-auth-token']).toBe('');
  });
});
