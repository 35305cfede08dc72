import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaContent } from '../../helpers.ts';
import { categoriesOf, selection } from '../../support/event-page.ts';
import { OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { ADA, Browser, GRACE, apiAs, signInApp, signedInApi, type SignInApp } from './sign-in-client.ts';

let app: SignInApp;
beforeAll(async () => {
  app = await signInApp();
});
afterAll(() => app.close());

const pageOf = (sessionId: string) =>
  app.t.app.inject({ method: 'GET', url: '/', headers: { cookie: `ALFIO_SESSION=${sessionId}` } });

describe('signing in through the identity provider', () => {
  it('sends the browser to the provider with a state, a nonce and a PKCE challenge', async () => {
    const browser = new Browser();
    const response = await browser.request(`${app.base}/openid/authentication`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(app.provider.issuer);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('redirect_uri')).toBe(`${app.base}/openid/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(browser.sessionId(app.base)).toBeTruthy();
  });

  it('signs the buyer in under a new session id and sends them home', async () => {
    const browser = new Browser();
    const callback = await browser.toCallback(`${app.base}/openid/authentication`, ADA);
    const before = browser.sessionId(app.base)!;
    const answer = await browser.request(callback.href);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<meta http-equiv="refresh" content="0; url=/">');
    const after = browser.sessionId(app.base)!;
    expect(after).not.toBe(before);

    const me = await (await apiAs(app.t, after)).me();
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailAddress: ADA.email,
      external: true,
    });
    // The id the browser had before the sign-in does not carry the account.
    expect((await (await apiAs(app.t, before)).me()).statusCode).toBe(204);
  });

  it('welcomes a new account once, on the first page after its sign-in', async () => {
    const browser = new Browser();
    await browser.signIn(app, GRACE);
    const sessionId = browser.sessionId(app.base)!;
    const first = await pageOf(sessionId);
    expect(first.body).toContain('<html data-signed-up="true"');
    expect(metaContent(first, 'authentication-enabled')).toBe('true');
    expect((await pageOf(sessionId)).body).not.toContain('data-signed-up');

    const again = new Browser();
    await again.signIn(app, GRACE);
    expect((await pageOf(again.sessionId(app.base)!)).body).not.toContain('data-signed-up');
  });

  it('finds the same account on the next sign-in, with what the buyer saved', async () => {
    const first = new Browser();
    await first.signIn(app, ADA);
    const saved = await (await signedInApi(app, first)).updateMe({ firstName: 'Augusta Ada', lastName: 'King' });
    expect(saved.statusCode, saved.body).toBe(200);

    const second = new Browser();
    await second.signIn(app, ADA);
    const me = await (await signedInApi(app, second)).me();
    expect(me.json()).toMatchObject({ firstName: 'Augusta Ada', lastName: 'King', emailAddress: ADA.email });
  });

  it('refuses a callback whose state was changed, and signs nobody in', async () => {
    const browser = new Browser();
    const callback = await browser.toCallback(`${app.base}/openid/authentication`, ADA);
    const before = browser.sessionId(app.base)!;
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const answer = await browser.request(callback.href);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(browser.sessionId(app.base)).toBe(before);
    expect((await (await apiAs(app.t, before)).me()).statusCode).toBe(204);
  });

  it('refuses an ID token whose nonce is not the one the shop sent', async () => {
    const browser = new Browser();
    const start = await browser.request(`${app.base}/openid/authentication`);
    const authorize = new URL(start.headers.get('location')!);
    authorize.searchParams.set('nonce', 'a-nonce-someone-else-chose');
    const callback = await browser.toCallback(authorize.href, ADA);
    const before = browser.sessionId(app.base)!;
    const answer = await browser.request(callback.href);
    expect(answer.status).toBe(400);
    expect(browser.sessionId(app.base)).toBe(before);
    expect((await (await apiAs(app.t, before)).me()).statusCode).toBe(204);
  });

  it('refuses a callback finished in another browser than the one that started it', async () => {
    const victim = new Browser();
    await victim.request(`${app.base}/`);
    const attacker = new Browser();
    const callback = await attacker.toCallback(`${app.base}/openid/authentication`, GRACE);
    const answer = await victim.request(callback.href);
    expect(answer.status).toBe(400);
    expect((await (await apiAs(app.t, victim.sessionId(app.base)!)).me()).statusCode).toBe(204);
  });

  it('accepts a callback only once', async () => {
    const browser = new Browser();
    const callback = await browser.toCallback(`${app.base}/openid/authentication`, ADA);
    expect((await browser.request(callback.href)).status).toBe(200);
    expect((await browser.request(callback.href)).status).toBe(400);
  });

  it('brings a buyer who signs in from the booking step back to the reservation', async () => {
    const browser = new Browser();
    await browser.request(`${app.base}/`);
    const anonymous = await apiAs(app.t, browser.sessionId(app.base)!);
    const categories = await categoriesOf(app.t.db, OPEN_HACK_DAY);
    const reserved = await anonymous.send(
      'POST',
      `/api/v2/public/event/${OPEN_HACK_DAY}/reserve-tickets?lang=en`,
      selection({ [Object.values(categories)[0]!]: 1 }),
    );
    expect(reserved.statusCode, reserved.body).toBe(200);
    const reservationId = reserved.json().value as string;
    const path = `/openid/event/${OPEN_HACK_DAY}/reservation/${reservationId}`;

    const answer = await browser.signIn(app, GRACE, path);
    expect(await answer.text()).toContain(`url=/event/${OPEN_HACK_DAY}/reservation/${reservationId}"`);

    // Signed in already, the same link goes straight to the reservation.
    const again = await browser.request(`${app.base}${path}`);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe(`/event/${OPEN_HACK_DAY}/reservation/${reservationId}`);
  });

  it('answers an unknown purchase context type in the reservation login with 404', async () => {
    const response = await new Browser().request(
      `${app.base}/openid/ticket/${OPEN_HACK_DAY}/reservation/0b7a52f8-8f2c-4d59-9f43-1d7a3e4c5b6a`,
    );
    expect(response.status).toBe(404);
  });
});
