import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { ticketStockDrift } from '../support/ticket-stock.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The server's entry as production starts it, on the embedded database in `env.DATA_DIR`. */
function startEntry(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves once the output contains `text`; rejects if the process exits first. */
    printed(text: string): Promise<void> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (output.includes(text)) {
            listeners.delete(check);
            resolve();
          }
        };
        listeners.add(check);
        void exited.then(() => reject(new Error(`the server exited: ${output}`)));
        check();
      });
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

it('SIGUSR2 writes a copy of the embedded database while buyers reserve, which --restore-embedded-backup opens', async () => {
  const scratch = await mkdtemp(join(tmpdir(), 'embedded-backup-'));
  const shopDist = join(scratch, 'dist');
  await mkdir(shopDist);
  await writeFile(join(shopDist, 'index.html'), '<!doctype html><html><head><title>shop</title></head></html>');
  const backupDir = join(scratch, 'backups');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The run's migrated demo database, restored as an operator restores a backup: faster than a first start.
  const seeded = startEntry({ DATA_DIR: join(scratch, 'data') }, '--restore-embedded-backup', inject('demoSnapshot'));
  expect(await seeded.exited, seeded.output()).toBe(0);
  const server = startEntry({
    DATA_DIR: join(scratch, 'data'),
    BACKUP_DIR: backupDir,
    DEMO_DATA: 'true',
    SHOP_DIST: shopDist,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  let reserving = true;
  try {
    await server.printed('shop ready on');
    const page = await (await fetch(`${base}/`)).text();
    const meta = (name: string) => page.match(new RegExp(`<meta name="${name}" content="([^"]*)">`))?.[1] ?? '';
    const event = { shortName: 'alpine-devops-day' };
    const details = (await (
      await fetch(`${base}/api/v2/public/event/${event.shortName}/ticket-categories`)
    ).json()) as {
      ticketCategories: { id: number; name: string }[];
    };
    const category = details.ticketCategories.find((candidate) => candidate.name === 'On site')!;
    // A buyer reserving one ticket after another while the copy is taken.
    const reserved: string[] = [];
    const buyer = (async () => {
      while (reserving) {
        const answer = await fetch(`${base}/api/v2/public/event/${event.shortName}/reserve-tickets?lang=en`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-auth-token': meta('GID'),
            'x-csrf-token': meta('XSRF_TOKEN'),
          },
          body: JSON.stringify({ reservation: [{ ticketCategoryId: category.id, amount: 1 }], additionalService: [] }),
        });
        const body = (await answer.json()) as { success?: boolean; value?: string };
        if (body.success && body.value) reserved.push(body.value);
      }
    })();
    while (reserved.length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGUSR2');
    await server.printed('embedded database backed up to');
    reserving = false;
    await buyer;
    expect(await (await fetch(`${base}/readyz`)).text()).toBe('ready');

    const [file] = (await readdir(backupDir)).filter((name) => name.endsWith('.tar'));
    expect(file).toBeDefined();
    const restoredDir = join(scratch, 'restored');
    const restore = startEntry({ DATA_DIR: restoredDir }, '--restore-embedded-backup', join(backupDir, file!));
    expect(await restore.exited, restore.output()).toBe(0);

    const db = await openDatabase({ dataDir: restoredDir });
    try {
      const [row] = await db.query<{ events: number; reservations: number }>(
        'SELECT (SELECT count(*) FROM event)::int AS events, (SELECT count(*) FROM reservation)::int AS reservations',
      );
      expect(row!.events).toBeGreaterThan(0);
      // At least the reservations answered before the signal; those after it may be in the copy too.
      expect(row!.reservations).toBeGreaterThanOrEqual(2);
      // Whole transactions only: the kept stock agrees with the tickets in the copy.
      expect(await ticketStockDrift(db)).toEqual([]);
    } finally {
      await db.close();
    }

    const again = startEntry({ DATA_DIR: restoredDir }, '--restore-embedded-backup', join(backupDir, file!));
    expect(await again.exited).not.toBe(0);
    expect(again.output()).toContain('is not empty');
  } finally {
    reserving = false;
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(scratch, { recursive: true, force: true });
  }
}, 180_000);
