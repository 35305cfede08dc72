import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The server's entry as production starts it (the compiled module is built from it), without DEMO_DATA. */
function startEntry(dataDir: string, env: Record<string, string>, ...args: string[]) {
  const { DEMO_DATA: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: root,
    env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

it('the production entry started without DEMO_DATA serves an empty catalogue: no demo event reaches a real database', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'production-start-'));
  const port = await freePort();
  const server = startEntry(dataDir, { PORT: String(port), HOST: '127.0.0.1' });
  try {
    let events: unknown[] | undefined;
    while (!events) {
      if (server.child.exitCode !== null) throw new Error(`the server stopped: ${server.output()}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/v2/public/events`).catch(() => null);
      if (answer?.ok) events = (await answer.json()) as unknown[];
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(events).toEqual([]);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);

it('--migrate applies every migration and exits without serving; run again, it applies nothing', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'migrate-only-'));
  try {
    const first = startEntry(dataDir, {}, '--migrate');
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toMatch(/applied \d+ migrations \(001_schema\.sql, /);
    const again = startEntry(dataDir, {}, '--migrate');
    expect(await again.exited, again.output()).toBe(0);
    expect(again.output()).toContain('is up to date');

    const db = await openDatabase({ dataDir });
    try {
      const [row] = await db.query<{ applied: number; events: number }>(
        'SELECT (SELECT count(*) FROM schema_migration)::int AS applied, (SELECT count(*) FROM event)::int AS events',
      );
      expect(row?.applied).toBeGreaterThan(5);
      expect(row?.events).toBe(0);
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 180_000);
