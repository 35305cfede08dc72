import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';

// A guard against a hung start, not a speed goal: a cold start (the TypeScript loader's first
// pass, the embedded database's files, migrations and the demo) on two cores shared with the
// other test files has been seen to take 45 s; the bench measures start-up times.
const firstStartGuard = 180_000;

it(
  'a first start on an empty directory creates the embedded database, loads the demo and serves it from the files',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'embedded-first-start-'));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'silent',
        SHOP_DIST: join(dataDir, 'no-shop'),
      });
      const first = await buildApp(config, { logger: false });
      const events = await first.app.inject({ method: 'GET', url: '/api/v2/public/events' });
      expect(events.statusCode).toBe(200);
      expect(events.json<unknown[]>().length).toBeGreaterThan(3);
      // Writes after the database was opened again land in the files too.
      await first.db.query(`UPDATE event SET display_name = 'Renamed' WHERE short_name = 'alpine-summit'`);
      await first.close();
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);

      const again = await buildApp(config, { logger: false });
      const [row] = await again.db.query<{ name: string }>(
        `SELECT display_name AS name FROM event WHERE short_name = 'alpine-summit'`,
      );
      expect(row?.name).toBe('Renamed');
      await again.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  firstStartGuard,
);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

it(
  'started as a newcomer starts it, the server has a process of its own create the database, then serves the demo',
  async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'embedded-first-process-'));
    const port = await freePort();
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      // As `npm start` runs it: with the demo asked for.
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DEMO_DATA: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      const url = `http://127.0.0.1:${port}/api/v2/public/events`;
      let events: unknown[] | undefined;
      while (!events) {
        if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode}): ${errors}`);
        const answer = await fetch(url).catch(() => null);
        if (answer?.ok) events = (await answer.json()) as unknown[];
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(events.length).toBeGreaterThan(3);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      server.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  },
  firstStartGuard,
);
