import { demoOrganizerClaims, demoUsers } from '@shop/demo-identity-provider';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config.ts';
import type { Queryable } from '../../../src/db/database.ts';
import { addMember, staffUser } from '../../../src/modules/organizer/organization-repository.ts';
import { claimedRoles } from '../../../src/modules/organizer/organizer-openid.ts';
import { testApp } from '../../helpers.ts';
import { ADA, Browser, signInApp, type SignInApp } from '../account/sign-in-client.ts';
import { auditEntries } from './organizer-client.ts';

const MARGARET = demoUsers.find((user) => user.email === 'margaret@demo.test')!;
const START = '/admin/openid/authentication';
const CALLBACK = '/admin/openid/callback';
const SESSION = '/api/v1/organizer/session';
const ORGANIZER_COOKIE = 'ALFIO_ORGANIZER_SESSION';
const CLAIMS = {
  OPENID_ROLES_CLAIM: demoOrganizerClaims.roles,
  OPENID_ORGANIZATIONS_CLAIM: demoOrganizerClaims.organizations,
};

/** A server whose back office signs staff in through the demo provider, for one test. */
async function withApp(test: (app: SignInApp) => Promise<void>) {
  const app = await signInApp(CLAIMS);
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

async function organizationId(q: Queryable, externalId: string): Promise<number> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM organization WHERE external_id = $1', [externalId]);
  return row!.id;
}

async function memberships(q: Queryable, email: string) {
  return q.query<{ externalId: string | null; role: string }>(
    `SELECT o.external_id AS "externalId", m.role FROM organization_member m
     JOIN organization o ON o.id = m.organization_id JOIN app_user u ON u.id = m.user_id
     WHERE u.username = $1 ORDER BY o.id`,
    [email],
  );
}

/** Signs in at the provider from the back office's button; the callback's answer. */
async function signInToBackOffice(app: SignInApp, browser: Browser, user: { email: string; password: string }) {
  const callback = await browser.toCallback(`${app.base}${START}`, user, CALLBACK);
  return browser.request(callback.href);
}

describe("the back office's sign-in through the identity provider", () => {
  it('is announced, and answered, only where the organizer claims are configured', async () => {
    await withApp(async (app) => {
      const methods = await new Browser().request(`${app.base}/api/v1/organizer/session/methods`);
      expect(await methods.json()).toEqual({ openId: true });
    });
    // Buyers sign in through the provider, but staff only with a password.
    const buyersOnly = await signInApp();
    try {
      const browser = new Browser();
      expect(await (await browser.request(`${buyersOnly.base}/api/v1/organizer/session/methods`)).json()).toEqual({
        openId: false,
      });
      expect((await browser.request(`${buyersOnly.base}${START}`)).status).toBe(404);
    } finally {
      await buyersOnly.close();
    }
    const t = await testApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/organizer/session/methods' })).json()).toEqual({
        openId: false,
      });
    } finally {
      await t.close();
    }
  });

  it('sends the browser to the provider with a state, a nonce, a PKCE challenge and the organizer scopes', async () => {
    await withApp(async (app) => {
      const browser = new Browser();
      const response = await browser.request(`${app.base}${START}`);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin).toBe(app.provider.issuer);
      expect(location.searchParams.get('redirect_uri')).toBe(`${app.base}${CALLBACK}`);
      expect(location.searchParams.get('scope')!.split(' ')).toEqual(
        expect.arrayContaining(['openid', 'email', demoOrganizerClaims.roles, demoOrganizerClaims.organizations]),
      );
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
      expect(location.searchParams.get('state')).toBeTruthy();
      expect(location.searchParams.get('nonce')).toBeTruthy();
      // The attempt belongs to the back office's session, not to a shop session.
      expect(browser.cookie(app.base, ORGANIZER_COOKIE)).toBeTruthy();
      expect(browser.sessionId(app.base)).toBeUndefined();
    });
  });

  it("creates the staff account at the first sign-in, in the claim's organization and role, under a new session id", async () => {
    await withApp(async (app) => {
      const browser = new Browser();
      const callback = await browser.toCallback(`${app.base}${START}`, MARGARET, CALLBACK);
      const before = browser.cookie(app.base, ORGANIZER_COOKIE);
      const answer = await browser.request(callback.href);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/admin/');
      expect(browser.cookie(app.base, ORGANIZER_COOKIE)).not.toBe(before);

      const session = await browser.request(`${app.base}${SESSION}`);
      expect(session.status).toBe(200);
      expect(await session.json()).toMatchObject({
        email: MARGARET.email,
        firstName: 'Margaret',
        lastName: 'Hamilton',
        organizationName: 'Alpine Tech Forum',
        role: 'OWNER',
      });
      const alpine = await organizationId(app.t.db, 'alpine-tech');
      const audit = (await auditEntries(app.t.db, alpine)).map((entry) => [entry.action, entry.after]);
      expect(audit).toEqual([
        ['MEMBER_ADD', expect.objectContaining({ role: 'OWNER' })],
        ['ORGANIZER_SIGN_IN', { role: 'OWNER', method: 'openid' }],
      ]);
      // The id the browser had before the sign-in signs nobody in.
      const stale = await app.t.app.inject({
        method: 'GET',
        url: SESSION,
        headers: { cookie: `${ORGANIZER_COOKIE}=${before}` },
      });
      expect(stale.statusCode).toBe(401);

      // Signing in again finds the same account.
      const again = new Browser();
      expect((await signInToBackOffice(app, again, MARGARET)).headers.get('location')).toBe('/admin/');
      const second = (await (await again.request(`${app.base}${SESSION}`)).json()) as { userId: number };
      const first = (await (await browser.request(`${app.base}${SESSION}`)).json()) as { userId: number };
      expect(second.userId).toBe(first.userId);
    });
  });

  it('refuses a person without the organizer claim, with the reason in the back office address', async () => {
    await withApp(async (app) => {
      const browser = new Browser();
      const answer = await signInToBackOffice(app, browser, ADA);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/admin/?sign-in-problem=no-organizer-role');
      expect((await browser.request(`${app.base}${SESSION}`)).status).toBe(401);
      expect(await memberships(app.t.db, ADA.email)).toEqual([]);
      const [staff] = await app.t.db.query("SELECT 1 FROM app_user WHERE username = $1 AND type = 'INTERNAL'", [
        ADA.email,
      ]);
      expect(staff).toBeUndefined();
    });
  });

  it('links an existing staff account by its address and makes its named memberships the claim’s', async () => {
    await withApp(async (app) => {
      const { db } = app.t;
      const userId = await staffUser(db, { email: MARGARET.email, firstName: null, lastName: null });
      const riviera = await organizationId(db, 'riviera-arts');
      await addMember(db, riviera, userId, 'OWNER');
      await addMember(db, await organizationId(db, 'alpine-tech'), userId, 'OPERATOR');
      const [invited] = await db.query<{ id: number }>(
        `INSERT INTO organization (slug, name, email) VALUES ('no-provider', 'Without a provider', 'x@example.org')
         RETURNING id`,
      );
      await addMember(db, invited!.id, userId, 'SUPERVISOR');

      const browser = new Browser();
      expect((await signInToBackOffice(app, browser, MARGARET)).headers.get('location')).toBe('/admin/');
      expect(((await (await browser.request(`${app.base}${SESSION}`)).json()) as { userId: number }).userId).toBe(
        userId,
      );
      expect(await memberships(db, MARGARET.email)).toEqual([
        { externalId: 'alpine-tech', role: 'OWNER' },
        { externalId: null, role: 'SUPERVISOR' },
      ]);
      expect((await auditEntries(db, riviera)).map((entry) => entry.action)).toEqual(['MEMBER_REMOVE']);
    });
  });

  it('refuses a disabled account and a callback the browser did not start', async () => {
    await withApp(async (app) => {
      const { db } = app.t;
      await staffUser(db, { email: MARGARET.email, firstName: null, lastName: null });
      await db.query('UPDATE app_user SET enabled = false WHERE username = $1', [MARGARET.email]);
      const browser = new Browser();
      expect((await signInToBackOffice(app, browser, MARGARET)).headers.get('location')).toBe(
        '/admin/?sign-in-problem=disabled',
      );

      const started = new Browser();
      const callback = await started.toCallback(`${app.base}${START}`, MARGARET, CALLBACK);
      const other = new Browser();
      const answer = await other.request(callback.href);
      expect(answer.headers.get('location')).toBe('/admin/?sign-in-problem=failed');
      expect((await other.request(`${app.base}${SESSION}`)).status).toBe(401);
    });
  });
});

describe('the organizer claims', () => {
  const names = { roles: 'groups', organizations: 'alfio' };

  it('need a back-office group, and give each named organization its strongest role', () => {
    const roles = claimedRoles(
      {
        groups: ['ALFIO_BACKOFFICE', 'other'],
        alfio: ['/alpine/OPERATOR', 'alpine/OWNER', 'riviera/SPONSOR', 'x/API_CLIENT', 'x/ADMIN', 'a/b/OWNER', 'bad'],
      },
      names,
    );
    expect(Object.fromEntries(roles)).toEqual({ alpine: 'OWNER', riviera: 'SPONSOR' });
    expect(claimedRoles({ groups: 'ALFIO_ADMIN', alfio: 'alpine/SUPERVISOR' }, names).get('alpine')).toBe('SUPERVISOR');
    expect(claimedRoles({ groups: ['other'], alfio: ['alpine/OWNER'] }, names).size).toBe(0);
    expect(claimedRoles({ alfio: ['alpine/OWNER'] }, names).size).toBe(0);
  });
});

describe('the configuration of the back office’s sign-in through the provider', () => {
  const provider = { OPENID_ISSUER: 'https://login.example.org', OPENID_CLIENT_ID: 'c', OPENID_CLIENT_SECRET: 's' };

  it('names both claims, beside the buyers’ provider, or none', () => {
    const claims = { OPENID_ROLES_CLAIM: 'groups', OPENID_ORGANIZATIONS_CLAIM: 'alfio_groups' };
    expect(loadConfig({ ...provider, ...claims }).openId?.organizerClaims).toEqual({
      roles: 'groups',
      organizations: 'alfio_groups',
    });
    expect(loadConfig(provider).openId?.organizerClaims).toBeNull();
    expect(() => loadConfig({ ...provider, OPENID_ROLES_CLAIM: 'groups' })).toThrow(/OPENID_ORGANIZATIONS_CLAIM/);
    expect(() => loadConfig(claims)).toThrow(/OPENID_ISSUER/);
    // Each is asked for as a scope too, which is one word.
    expect(() => loadConfig({ ...provider, ...claims, OPENID_ROLES_CLAIM: 'two words' })).toThrow(ConfigError);
  });
});
