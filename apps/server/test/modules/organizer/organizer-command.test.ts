import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../../src/db/database.ts';
import { runOrganizerCommand } from '../../../src/modules/organizer/organizer-command.ts';
import { testApp } from '../../helpers.ts';
import { adminApi, SYSTEM_KEY } from './organizer-client.ts';

let dataDir: string;
let printed: string[];
let errors: string[];

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'organizer-command-'));
  printed = [];
  errors = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the bootstrap command', () => {
  it('creates an organization, its owner and a first key that the server then accepts', async () => {
    const code = await runOrganizerCommand(
      ['create', '--organization', 'Lakeside Festival', '--email', 'Owner@Lakeside.example', '--first-name', 'Ada'],
      { DATA_DIR: dataDir },
    );
    expect(code, errors.join('\n')).toBe(0);
    const key = /API key \(shown once, keep it secret\): (\S+)/.exec(printed.join('\n'))?.[1];
    expect(key).toBeDefined();

    const db = await openDatabase({ dataDir });
    const t = await testApp({ DATA_DIR: dataDir, DEMO_DATA: 'false', SYSTEM_API_KEY: SYSTEM_KEY }, db);
    try {
      const [owner] = await db.query<{ email: string; role: string; type: string; organization: string }>(
        `SELECT u.email, m.role, u.type, o.slug AS organization FROM organization_member m
         JOIN app_user u ON u.id = m.user_id JOIN organization o ON o.id = m.organization_id`,
      );
      expect(owner).toEqual({
        email: 'owner@lakeside.example',
        role: 'OWNER',
        type: 'INTERNAL',
        organization: 'lakeside-festival',
      });
      // The key authenticates (403 on the system's part, not 401).
      expect((await adminApi(t, key!)('GET', '/api/v1/admin/system/organization/list')).statusCode).toBe(403);
      const stored = await db.query<{ key_hash: string }>('SELECT key_hash FROM api_key');
      expect(JSON.stringify(stored)).not.toContain(key!);
    } finally {
      await t.close();
      await db.close();
    }
  });

  it('explains itself and exits with 2 when the organization or the address is missing', async () => {
    expect(await runOrganizerCommand(['create', '--email', 'a@example.org'], { DATA_DIR: dataDir })).toBe(2);
    expect(
      await runOrganizerCommand(['create', '--organization', 'X', '--email', 'nobody'], { DATA_DIR: dataDir }),
    ).toBe(2);
    expect(errors.join('\n')).toContain('Usage: npm run organizer -- create');
  });

  it('refuses a disabled staff account as the owner, saying so, with a failing exit code and nothing created', async () => {
    const env = { DATA_DIR: dataDir };
    expect(
      await runOrganizerCommand(['create', '--organization', 'Riverside', '--email', 'gone@riverside.example'], env),
    ).toBe(0);
    const db = await openDatabase({ dataDir });
    try {
      await db.query(`UPDATE app_user SET enabled = false WHERE username = 'gone@riverside.example'`);
    } finally {
      await db.close();
    }
    errors = [];
    const code = await runOrganizerCommand(
      ['create', '--organization', 'Riverside Two', '--email', 'Gone@Riverside.example'],
      env,
    );
    expect(code).toBe(1);
    expect(errors.join('\n')).toContain('gone@riverside.example is disabled');
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await reopened.query(`SELECT 1 FROM organization WHERE name = 'Riverside Two'`)).toEqual([]);
    } finally {
      await reopened.close();
    }
  });

  it('sets a staff member’s password from standard input, so a fresh installation can sign in to the back office', async () => {
    const env = { DATA_DIR: dataDir };
    await runOrganizerCommand(['create', '--organization', 'Hillside', '--email', 'owner@hillside.example'], env);
    const tooShort = async () => 'short\n';
    expect(await runOrganizerCommand(['set-password', '--email', 'owner@hillside.example'], env, tooShort)).toBe(1);
    const unknown = ['set-password', '--email', 'nobody@hillside.example'];
    expect(await runOrganizerCommand(unknown, env, async () => 'a long enough passphrase\n')).toBe(1);
    const set = ['set-password', '--email', 'Owner@Hillside.example'];
    expect(await runOrganizerCommand(set, env, async () => 'a long enough passphrase\n'), errors.join('\n')).toBe(0);

    const db = await openDatabase({ dataDir });
    const t = await testApp({ DATA_DIR: dataDir, DEMO_DATA: 'false' }, db);
    try {
      const page = await t.app.inject({ method: 'GET', url: '/api/v1/organizer/session' });
      const cookie = String(page.headers['set-cookie']).split(';')[0]!;
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/v1/organizer/session',
        headers: { cookie, 'x-csrf-token': String(page.headers['xsrf-token']), 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'owner@hillside.example', password: 'a long enough passphrase' }),
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      expect(signedIn.json()).toMatchObject({ role: 'OWNER', organizationName: 'Hillside' });
    } finally {
      await t.close();
      await db.close();
    }
  });
});
