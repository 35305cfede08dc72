import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, staffUser } from '../../../src/modules/organizer/organization-repository.ts';
import { setPasswordByEmail } from '../../../src/modules/organizer/organizer-sign-in.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { auditEntries, organizationWithKey, SYSTEM_KEY } from './organizer-client.ts';

const FAILURES_ALLOWED = 3;
const SESSION = '/api/v1/organizer/session';
const PASSWORD = 'a long enough passphrase';

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, RATE_LIMIT_AUTH_FAILURES_PER_ADDRESS: String(FAILURES_ALLOWED) });
});

afterAll(async () => {
  await t.close();
});

/** A browser: keeps the session cookie and the CSRF token the answers give it. */
function browser(remoteAddress = '127.0.0.1') {
  let cookie: string | null = null;
  let csrf = '';
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, sendCsrf = true) => {
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url,
      remoteAddress,
      headers: {
        ...(cookie && { cookie: `ALFIO_ORGANIZER_SESSION=${cookie}` }),
        ...(method !== 'GET' && sendCsrf && { 'x-csrf-token': csrf }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    const set = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((value) => value.startsWith('ALFIO_ORGANIZER_SESSION='));
    if (set) cookie = set.slice('ALFIO_ORGANIZER_SESSION='.length).split(';')[0] || null;
    const token = response.headers['xsrf-token'];
    if (typeof token === 'string') csrf = token;
    return response;
  };
  return {
    call,
    get sessionId() {
      return cookie;
    },
    async signIn(email: string, password: string) {
      await call('GET', SESSION);
      return call('POST', SESSION, { email, password });
    },
  };
}

async function staffMember(organizationId: number, email: string, role: 'OWNER' | 'OPERATOR') {
  const userId = await staffUser(t.db, { email, firstName: null, lastName: null });
  await addMember(t.db, organizationId, userId, role);
  expect(await setPasswordByEmail(t.db, email, PASSWORD)).toEqual({ kind: 'set' });
  return userId;
}

describe('signing in to the back office', () => {
  it('signs an owner in under a new session id, and the admin API then answers them as it answers a key', async () => {
    const organization = await organizationWithKey(t, 'Session Owners');
    await staffMember(organization.id, 'owner@session-owners.example', 'OWNER');
    const owner = browser();
    await owner.call('GET', SESSION);
    const before = owner.sessionId;

    const signedIn = await owner.call('POST', SESSION, { email: 'Owner@Session-Owners.example', password: PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ organizationId: organization.id, role: 'OWNER' });
    expect(owner.sessionId).not.toBe(before);

    expect((await owner.call('GET', SESSION)).json()).toMatchObject({ email: 'owner@session-owners.example' });
    const events = await owner.call('GET', '/api/v1/admin/event/list');
    expect(events.statusCode).toBe(200);
    const entries = await auditEntries(t.db, organization.id);
    expect(entries.at(-1)).toMatchObject({ action: 'ORGANIZER_SIGN_IN', actor: expect.stringMatching(/^user:\d+$/) });
  });

  it('keeps the old session id out: it is signed in as nobody once the browser signed in', async () => {
    const organization = await organizationWithKey(t, 'Session Fixation');
    await staffMember(organization.id, 'owner@fixation.example', 'OWNER');
    const victim = browser();
    await victim.call('GET', SESSION);
    const planted = victim.sessionId;
    await victim.call('POST', SESSION, { email: 'owner@fixation.example', password: PASSWORD });

    const attacker = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/event/list',
      headers: { cookie: `ALFIO_ORGANIZER_SESSION=${planted}` },
    });
    expect(attacker.statusCode).toBe(401);
  });

  it('refuses a wrong password and an unknown address alike, and a change through the session needs the CSRF token', async () => {
    const organization = await organizationWithKey(t, 'Session Refusals');
    await staffMember(organization.id, 'owner@refusals.example', 'OWNER');
    const wrong = await browser('10.0.0.1').signIn('owner@refusals.example', 'not the passphrase at all');
    expect(wrong.statusCode).toBe(401);
    const unknown = await browser('10.0.0.2').signIn('nobody@refusals.example', PASSWORD);
    expect(unknown.statusCode).toBe(401);

    const owner = browser('10.0.0.3');
    expect((await owner.signIn('owner@refusals.example', PASSWORD)).statusCode).toBe(200);
    const body = { status: 'PUBLIC' };
    const forged = await owner.call('PUT', '/api/v1/admin/event/no-such-event/status', body, false);
    expect(forged.statusCode).toBe(401);
    const sent = await owner.call('PUT', '/api/v1/admin/event/no-such-event/status', body);
    expect(sent.statusCode).not.toBe(401);
  });

  it('stops answering an address after too many wrong passwords, even the right one', async () => {
    const organization = await organizationWithKey(t, 'Session Limits');
    await staffMember(organization.id, 'owner@limits.example', 'OWNER');
    const guesser = browser('10.0.1.1');
    for (let attempt = 0; attempt < FAILURES_ALLOWED; attempt++) {
      expect((await guesser.signIn('owner@limits.example', `wrong guess number ${attempt}`)).statusCode).toBe(401);
    }
    const limited = await guesser.signIn('owner@limits.example', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await browser('10.0.1.2').signIn('owner@limits.example', PASSWORD)).statusCode).toBe(200);
  });

  it('gives an operator only what an operator may do: the organizer endpoints refuse them as they refuse an operator key', async () => {
    const organization = await organizationWithKey(t, 'Session Operators');
    await staffMember(organization.id, 'door@operators.example', 'OPERATOR');
    const operator = browser('10.0.2.1');
    const signedIn = await operator.signIn('door@operators.example', PASSWORD);
    expect(signedIn.json()).toMatchObject({ role: 'OPERATOR' });
    expect((await operator.call('GET', '/api/v1/admin/event/list')).statusCode).toBe(403);
    expect(
      (await operator.call('PUT', '/api/v1/admin/reservation/00000000-0000-0000-0000-000000000000/confirm')).statusCode,
    ).toBe(403);
  });

  it('signs out: the session answers 401 afterwards', async () => {
    const organization = await organizationWithKey(t, 'Session Sign Out');
    await staffMember(organization.id, 'owner@sign-out.example', 'OWNER');
    const owner = browser('10.0.3.1');
    await owner.signIn('owner@sign-out.example', PASSWORD);
    const signedInAs = owner.sessionId;
    expect((await owner.call('DELETE', SESSION)).statusCode).toBe(204);
    expect((await owner.call('GET', SESSION)).statusCode).toBe(401);
    const replayed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/event/list',
      headers: { cookie: `ALFIO_ORGANIZER_SESSION=${signedInAs}` },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it('answers 401 to a session signed in as nobody on each of its own endpoints, still handing out the CSRF token', async () => {
    const nobody = browser('10.0.3.2');
    await nobody.call('GET', SESSION);
    const calls = [
      await nobody.call('GET', SESSION),
      await nobody.call('GET', `${SESSION}/organizations`),
      await nobody.call('PUT', `${SESSION}/organization`, { organizationId: 1 }),
      await nobody.call('PUT', `${SESSION}/password`, { currentPassword: PASSWORD, newPassword: `${PASSWORD} too` }),
    ];
    for (const answer of calls) {
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.headers['xsrf-token']).toEqual(expect.any(String));
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('passwords', () => {
  it('changes the password after checking the current one, refusing short ones, and signs out the other sessions', async () => {
    const organization = await organizationWithKey(t, 'Password Changes');
    await staffMember(organization.id, 'owner@passwords.example', 'OWNER');
    const laptop = browser('10.0.4.1');
    const phone = browser('10.0.4.2');
    await laptop.signIn('owner@passwords.example', PASSWORD);
    await phone.signIn('owner@passwords.example', PASSWORD);
    const password = `${SESSION}/password`;

    const wrongCurrent = await laptop.call('PUT', password, {
      currentPassword: 'guess',
      newPassword: 'another long passphrase',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toEqual({ problem: 'wrong-current-password' });
    const short = await laptop.call('PUT', password, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.json()).toEqual({ problem: 'too-short' });
    const address = await laptop.call('PUT', password, {
      currentPassword: PASSWORD,
      newPassword: 'owner@passwords.example',
    });
    expect(address.json()).toEqual({ problem: 'same-as-email' });

    const changed = await laptop.call('PUT', password, {
      currentPassword: PASSWORD,
      newPassword: 'another long passphrase',
    });
    expect(changed.statusCode).toBe(204);
    expect((await laptop.call('GET', SESSION)).statusCode).toBe(200);
    expect((await phone.call('GET', SESSION)).statusCode).toBe(401);
    expect((await browser('10.0.4.3').signIn('owner@passwords.example', PASSWORD)).statusCode).toBe(401);
    expect((await browser('10.0.4.4').signIn('owner@passwords.example', 'another long passphrase')).statusCode).toBe(
      200,
    );
  });

  it('keeps only an argon2id hash of the password', async () => {
    const organization = await organizationWithKey(t, 'Password Storage');
    const userId = await staffMember(organization.id, 'owner@storage.example', 'OWNER');
    const [row] = await t.db.query<{ hash: string }>(
      'SELECT password_hash AS hash FROM organizer_password WHERE user_id = $1',
      [userId],
    );
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row?.hash).not.toContain(PASSWORD);
  });
});
