import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { demoUsers, startDemoIdentityProvider, type DemoIdentityProvider } from '@shop/demo-identity-provider';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../../../src/http/session.ts';
import { metaContent, testApp, type TestApp } from '../../helpers.ts';

export const ADA = demoUsers.find((user) => user.email === 'ada@demo.test')!;
export const GRACE = demoUsers.find((user) => user.email === 'grace@demo.test')!;

export interface SignInApp {
  t: TestApp;
  /** The shop's origin, over real HTTP. */
  base: string;
  provider: DemoIdentityProvider;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The app signing buyers in through the demo identity provider, both listening on local ports. */
export async function signInApp(env: Record<string, string> = {}): Promise<SignInApp> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const provider = await startDemoIdentityProvider({
    client: {
      clientId: 'shop-test',
      clientSecret: 'shop-test-secret',
      redirectUris: [`${base}/openid/callback`, `${base}/admin/openid/callback`],
      postLogoutRedirectUris: [`${base}/`],
    },
  });
  const t = await testApp({
    BASE_URL: base,
    OPENID_ISSUER: provider.issuer,
    OPENID_CLIENT_ID: 'shop-test',
    OPENID_CLIENT_SECRET: 'shop-test-secret',
    ...env,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    base,
    provider,
    async close() {
      await t.close();
      await provider.close();
    },
  };
}

/**
 * A browser: cookies per origin, redirects followed one by one so a test can stop at any of them.
 * Cookie paths are ignored; the servers involved tell their cookies apart by name.
 */
export class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookie(origin: string, name: string): string | undefined {
    return this.jars.get(origin)?.get(name);
  }

  /** The shop's session id, as its cookie holds it. */
  sessionId(base: string): string | undefined {
    return this.cookie(base, SESSION_COOKIE);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const origin = new URL(url).origin;
    const jar = this.jars.get(origin) ?? new Map<string, string>();
    this.jars.set(origin, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** Follows redirects from `url` until an answer that is not one, or a location `stop` accepts. */
  async follow(url: string, stop: (location: URL) => boolean = () => false): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops++) {
      const response = await this.request(current.href);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      await response.body?.cancel();
      current = new URL(location, current);
      if (stop(current)) return { response, url: current };
    }
    throw new Error(`too many redirects from ${url}`);
  }

  /** From a login link (the shop's by default) to the provider's login form, signs in there, and stops at the callback. */
  async toCallback(
    start: string,
    user: { email: string; password: string },
    callbackPath = '/openid/callback',
  ): Promise<URL> {
    const form = await this.follow(start);
    expect(form.response.status).toBe(200);
    expect(await form.response.text()).toContain('<form method="post"');
    const posted = await this.request(form.url.href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(posted.status).toBe(303);
    await posted.body?.cancel();
    const callback = await this.follow(
      new URL(posted.headers.get('location')!, form.url).href,
      (location) => location.pathname === callbackPath,
    );
    return callback.url;
  }

  /** The whole sign-in from `startPath` (the shop's login link by default); the callback's answer. */
  async signIn(
    app: SignInApp,
    user: { email: string; password: string },
    startPath = '/openid/authentication',
  ): Promise<Response> {
    const callback = await this.toCallback(`${app.base}${startPath}`, user);
    return this.request(callback.href);
  }
}

/** The public API as the shop calls it with `sessionId` in `X-Auth-Token` and its CSRF token. */
export async function apiAs(t: TestApp, sessionId: string) {
  const page = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: `${SESSION_COOKIE}=${sessionId}` } });
  const csrf = metaContent(page, 'XSRF_TOKEN');
  expect(metaContent(page, 'GID')).toBe(sessionId);
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        'x-auth-token': sessionId,
        'x-csrf-token': csrf,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return {
    sessionId,
    send,
    me: () => send('GET', '/api/v2/public/user/me'),
    updateMe: (body: unknown) => send('POST', '/api/v2/public/user/me', body),
    deleteMe: () => send('DELETE', '/api/v2/public/user/me'),
    logout: () => send('POST', '/api/v2/public/user/logout', {}),
    reservations: () => send('GET', '/api/v2/public/user/reservations'),
  };
}

/** The shop's API for the browser's signed-in session. */
export async function signedInApi(app: SignInApp, browser: Browser) {
  const sessionId = browser.sessionId(app.base);
  if (!sessionId) throw new Error('the browser has no session');
  return apiAs(app.t, sessionId);
}

/** Signs `user` in with a fresh browser and returns the shop's API for that session. */
export async function signedInAs(app: SignInApp, user: { email: string; password: string }) {
  const browser = new Browser();
  const callback = await browser.signIn(app, user);
  expect(callback.status).toBe(200);
  return { browser, api: await signedInApi(app, browser) };
}
