import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../../../src/http/log-redaction.ts';
import { addMember, staffUser } from '../../../src/modules/organizer/organization-repository.ts';
import { setPasswordByEmail } from '../../../src/modules/organizer/organizer-sign-in.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { DEMO_BUYER_EMAIL } from '../../support/demo-fixtures.ts';
import { adminApi, auditEntries, organizationWithKey, SYSTEM_KEY } from './organizer-client.ts';

const SESSION = '/api/v1/organizer/session';
const USERS = '/api/v1/admin/organization/users';
const INVITATIONS = '/api/v1/admin/organization/invitations';
const PASSWORD = 'a long enough passphrase';

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY });
});

afterAll(async () => {
  await t.close();
});

/** A browser: keeps both session cookies and the CSRF token the answers give it. */
function browser() {
  const cookies = new Map<string, string>();
  let csrf = '';
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url,
      headers: {
        ...(cookies.size > 0 && { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }),
        ...(method !== 'GET' && { 'x-csrf-token': csrf }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    for (const set of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = set.split(';');
      const separator = pair.indexOf('=');
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const token = response.headers['xsrf-token'];
    if (typeof token === 'string') csrf = token;
    return response;
  };
  return {
    call,
    cookies,
    /** Opens a link as the back office's page does, then sends the form: the first answer brings the CSRF token. */
    async accept(path: string, body: unknown) {
      await call('GET', path);
      return call('POST', path, body);
    },
    async signIn(email: string, password = PASSWORD) {
      await call('GET', SESSION);
      const response = await call('POST', SESSION, { email, password });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    },
  };
}

async function staffMember(organizationId: number, email: string, role: 'OWNER' | 'OPERATOR') {
  const userId = await staffUser(t.db, { email, firstName: 'Olga', lastName: 'Owner' });
  await addMember(t.db, organizationId, userId, role);
  expect(await setPasswordByEmail(t.db, email, PASSWORD)).toEqual({ kind: 'set' });
  return userId;
}

/** The link of the last invitation e-mailed to the address, and the e-mail itself. */
async function invitationMail(email: string) {
  const [mail] = await t.db.query<{ subject: string; textBody: string }>(
    `SELECT subject, text_body AS "textBody" FROM email_message WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no link in ${mail.textBody}`);
  return { ...mail, token, path: `/api/v1/organizer/invitation/${token}` };
}

async function ownerOf(name: string) {
  const organization = await organizationWithKey(t, name);
  const email = `owner@${name.toLowerCase().replace(/\W+/g, '-')}.example`;
  const userId = await staffMember(organization.id, email, 'OWNER');
  const owner = browser();
  await owner.signIn(email);
  return { organization, owner, userId, email };
}

describe('invitations', () => {
  it('e-mails a one-time link in the chosen language; the invitee sets a password, is signed in in the role, and the link then answers that it was used', async () => {
    const { organization, owner } = await ownerOf('Invites One');
    const invited = await owner.call('POST', INVITATIONS, {
      email: 'Otto@Invites.example',
      role: 'OPERATOR',
      language: 'de',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ email: 'otto@invites.example', role: 'OPERATOR' });
    const hours = (Date.parse(invited.json().expiresAt) - Date.parse(invited.json().createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(72);

    const mail = await invitationMail('otto@invites.example');
    expect(mail.subject).toBe('Ihre Einladung in den Verwaltungsbereich von Invites One');
    expect(mail.textBody).toContain('Olga Owner lädt Sie ein');
    const [stored] = await t.db.query<{ tokenHash: string }>(
      `SELECT token_hash AS "tokenHash" FROM organizer_invitation WHERE email = 'otto@invites.example'`,
    );
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(mail.token);

    const listed = await owner.call('GET', USERS);
    expect(listed.json().invitations).toEqual([expect.objectContaining({ email: 'otto@invites.example' })]);

    const invitee = browser();
    const opened = await invitee.call('GET', mail.path);
    expect(opened.json()).toEqual({ email: 'otto@invites.example', organizationName: 'Invites One', role: 'OPERATOR' });
    const short = await invitee.call('POST', mail.path, { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ problem: 'too-short' });

    const accepted = await invitee.call('POST', mail.path, { password: PASSWORD, firstName: 'Otto' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ organizationId: organization.id, role: 'OPERATOR', firstName: 'Otto' });
    expect((await invitee.call('GET', SESSION)).json()).toMatchObject({ email: 'otto@invites.example' });
    // An operator is no owner: the people of the organization are not theirs to see.
    expect((await invitee.call('GET', USERS)).statusCode).toBe(403);

    const reused = await browser().accept(mail.path, { password: PASSWORD });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({ reason: 'used' });
    expect((await browser().call('GET', mail.path)).json()).toEqual({ reason: 'used' });

    const after = await owner.call('GET', USERS);
    expect(after.json().invitations).toEqual([]);
    expect(after.json().users).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'otto@invites.example', role: 'OPERATOR' })]),
    );
    const actions = (await auditEntries(t.db, organization.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['INVITATION_CREATE', 'INVITATION_ACCEPT']));
  });

  it('answers an expired, a revoked and an unknown link in words, and lets none of them in', async () => {
    const { owner } = await ownerOf('Invites Two');
    await owner.call('POST', INVITATIONS, { email: 'late@invites.example', role: 'SUPERVISOR', language: 'en' });
    const late = await invitationMail('late@invites.example');
    expect(late.subject).toBe('Your invitation to the back office of Invites Two');
    await t.db.query(
      `UPDATE organizer_invitation SET expires_at = now() - interval '1 minute' WHERE email = 'late@invites.example'`,
    );
    expect((await browser().call('GET', late.path)).json()).toEqual({ reason: 'expired' });
    const lateTry = await browser().accept(late.path, { password: PASSWORD });
    expect(lateTry.statusCode).toBe(410);
    expect(lateTry.json()).toEqual({ reason: 'expired' });

    const made = await owner.call('POST', INVITATIONS, {
      email: 'gone@invites.example',
      role: 'OPERATOR',
      language: 'fr',
    });
    const revoked = await owner.call('DELETE', `${INVITATIONS}/${made.json().id}`);
    expect(revoked.statusCode).toBe(204);
    const gone = await invitationMail('gone@invites.example');
    expect(gone.subject).toBe('Votre invitation à l’espace de gestion de Invites Two');
    expect((await browser().accept(gone.path, { password: PASSWORD })).json()).toEqual({ reason: 'revoked' });
    expect((await owner.call('DELETE', `${INVITATIONS}/${made.json().id}`)).statusCode).toBe(404);

    const unknown = await browser().call('GET', '/api/v1/organizer/invitation/never-issued');
    expect(unknown.statusCode).toBe(404);
    // The token is the key to the account while the link lives: the log never keeps it.
    expect(redactedUrl(`/admin/invitation/${late.token}`)).toBe('/admin/invitation/[redacted]');
    expect(redactedUrl(late.path)).toBe('/api/v1/organizer/invitation/[redacted]');
  });

  it('lets only an owner invite: an operator and an API key are refused, and someone already in is not invited twice', async () => {
    const { organization, owner, email } = await ownerOf('Invites Three');
    await staffMember(organization.id, 'operator@invites-three.example', 'OPERATOR');
    const operator = browser();
    await operator.signIn('operator@invites-three.example');
    const body = { email: 'new@invites.example', role: 'OWNER', language: 'en' };
    expect((await operator.call('POST', INVITATIONS, body)).statusCode).toBe(403);
    expect((await adminApi(t, organization.key)('POST', INVITATIONS, body)).statusCode).toBe(403);
    const again = await owner.call('POST', INVITATIONS, { ...body, email });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ problem: 'already-member' });
    expect((await owner.call('POST', INVITATIONS, { ...body, email: 'nobody' })).json()).toEqual({
      problem: 'invalid-email',
    });
    // A program's role is for API keys; malformed input is refused before any rule runs.
    const role = await owner.call('POST', INVITATIONS, { ...body, role: 'API_CLIENT' });
    expect(role.statusCode).toBeGreaterThanOrEqual(400);
    expect(role.statusCode).toBeLessThan(500);
  });

  it('lets someone in whose address is also a buyer’s account, as a staff identity of its own that leaves the buyer’s as it was', async () => {
    const { organization, owner } = await ownerOf('Invites Four');
    const buyerEmail = DEMO_BUYER_EMAIL;
    const before = await t.db.query('SELECT id, type, username FROM app_user WHERE username = $1', [buyerEmail]);
    expect(before).toEqual([expect.objectContaining({ type: 'PUBLIC' })]);
    await owner.call('POST', INVITATIONS, { email: buyerEmail, role: 'SUPERVISOR', language: 'en' });
    const mail = await invitationMail(buyerEmail);

    const accepted = await browser().accept(mail.path, { password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ organizationId: organization.id, role: 'SUPERVISOR', email: buyerEmail });
    await browser().signIn(buyerEmail);
    const after = await t.db.query<{ type: string }>(
      'SELECT id, type, username FROM app_user WHERE username = $1 ORDER BY type DESC',
      [buyerEmail],
    );
    expect(after).toEqual([before[0], expect.objectContaining({ type: 'INTERNAL' })]);
  });

  it('refuses a link to a disabled staff account in words, and leaves the link and the account as they were', async () => {
    const { owner } = await ownerOf('Invites Five');
    const email = 'disabled@invites.example';
    const userId = await staffUser(t.db, { email, firstName: null, lastName: null });
    await t.db.query('UPDATE app_user SET enabled = false WHERE id = $1', [userId]);
    await owner.call('POST', INVITATIONS, { email, role: 'OPERATOR', language: 'en' });
    const mail = await invitationMail(email);

    const refused = await browser().accept(mail.path, { password: PASSWORD });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ problem: 'account-disabled' });
    expect((await browser().call('GET', mail.path)).statusCode).toBe(200);
    const memberships = await t.db.query('SELECT 1 FROM organization_member WHERE user_id = $1', [userId]);
    expect(memberships).toEqual([]);
  });
});

describe('the organization’s people', () => {
  it('keeps an owner: the last one can be neither demoted nor removed; a second one can, and a removed person is signed out', async () => {
    const { organization, owner, userId } = await ownerOf('People One');
    const demote = await owner.call('PUT', `${USERS}/${userId}/role`, { role: 'OPERATOR' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toEqual({ problem: 'last-owner' });
    expect((await owner.call('DELETE', `${USERS}/${userId}`)).json()).toEqual({ problem: 'last-owner' });

    const secondId = await staffMember(organization.id, 'second@people-one.example', 'OPERATOR');
    const second = browser();
    await second.signIn('second@people-one.example');
    expect((await owner.call('PUT', `${USERS}/${secondId}/role`, { role: 'OWNER' })).statusCode).toBe(204);
    expect((await second.call('GET', SESSION)).json()).toMatchObject({ role: 'OWNER' });
    expect((await owner.call('PUT', `${USERS}/${userId}/role`, { role: 'SUPERVISOR' })).statusCode).toBe(204);
    // Now a supervisor, the first may no longer manage people; the second owner removes them.
    expect((await owner.call('GET', USERS)).statusCode).toBe(403);
    expect((await second.call('DELETE', `${USERS}/${userId}`)).statusCode).toBe(204);
    expect((await owner.call('GET', SESSION)).statusCode).toBe(401);
    expect((await second.call('DELETE', `${USERS}/${secondId}`)).json()).toEqual({ problem: 'last-owner' });

    const other = await organizationWithKey(t, 'People Elsewhere');
    const stranger = await staffUser(t.db, { email: 'stranger@elsewhere.example', firstName: null, lastName: null });
    await addMember(t.db, other.id, stranger, 'OPERATOR');
    expect((await second.call('DELETE', `${USERS}/${stranger}`)).statusCode).toBe(404);
    const actions = (await auditEntries(t.db, organization.id)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['MEMBER_ROLE_CHANGE', 'MEMBER_REMOVE']));
  });

  it('lets the owner change the organization’s name, e-mail, description and address, saying what is wrong field by field', async () => {
    const { owner } = await ownerOf('Settings One');
    const current = (await owner.call('GET', '/api/v1/admin/organization')).json();
    expect(current).toMatchObject({ name: 'Settings One' });
    const wrong = await owner.call('PUT', '/api/v1/admin/organization', {
      name: ' ',
      email: 'nope',
      description: 'Fine',
      slug: 'Not A Slug',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ problems: ['name-required', 'email-invalid', 'slug-invalid'] });
    await organizationWithKey(t, 'Taken Slug');
    const taken = await owner.call('PUT', '/api/v1/admin/organization', { ...current, slug: 'taken-slug' });
    expect(taken.json()).toEqual({ problems: ['slug-taken'] });
    const saved = await owner.call('PUT', '/api/v1/admin/organization', {
      name: 'Settings Renamed',
      email: 'hello@settings.example',
      description: 'Concerts',
      slug: 'settings-renamed',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await owner.call('GET', SESSION)).json()).toMatchObject({ organizationName: 'Settings Renamed' });
  });
});

describe('several organizations', () => {
  it('moves the session to another organization of the person, where every organizer endpoint then answers for it', async () => {
    const { owner, userId } = await ownerOf('Switch One');
    const second = await organizationWithKey(t, 'Switch Two');
    await addMember(t.db, second.id, userId, 'SUPERVISOR');
    const stranger = await organizationWithKey(t, 'Switch Stranger');

    const listed = await owner.call('GET', `${SESSION}/organizations`);
    expect(listed.json().map((m: { organizationName: string }) => m.organizationName)).toEqual([
      'Switch One',
      'Switch Two',
    ]);
    expect((await owner.call('PUT', `${SESSION}/organization`, { organizationId: stranger.id })).statusCode).toBe(404);
    const moved = await owner.call('PUT', `${SESSION}/organization`, { organizationId: second.id });
    expect(moved.json()).toMatchObject({ organizationId: second.id, role: 'SUPERVISOR' });
    // A supervisor in the second organization: the owner's screens of the first are closed now.
    expect((await owner.call('GET', USERS)).statusCode).toBe(403);
    expect((await owner.call('GET', SESSION)).json()).toMatchObject({ organizationName: 'Switch Two' });
  });
});

describe('the back office’s cookie', () => {
  it('signing in to the back office leaves the shop’s session in the same browser as it was', async () => {
    const { email } = await ownerOf('Cookie One');
    const both = browser();
    await both.call('GET', '/api/v2/public/info');
    const shopSession = both.cookies.get('ALFIO_SESSION');
    expect(shopSession).toBeTruthy();

    await both.signIn(email);
    expect(both.cookies.get('ALFIO_SESSION')).toBe(shopSession);
    const organizerSession = both.cookies.get('ALFIO_ORGANIZER_SESSION');
    expect(organizerSession).toBeTruthy();
    expect(organizerSession).not.toBe(shopSession);

    // The shop keeps its session: no new cookie, and it is not the back office's signed-in one.
    const shop = await both.call('GET', '/api/v2/public/info');
    expect([shop.headers['set-cookie'] ?? []].flat()).toEqual([]);
    const withShopCookieOnly = await t.app.inject({
      method: 'GET',
      url: SESSION,
      headers: { cookie: `ALFIO_SESSION=${shopSession}` },
    });
    expect(withShopCookieOnly.statusCode).toBe(401);
    expect((await both.call('GET', SESSION)).statusCode).toBe(200);
  });
});
