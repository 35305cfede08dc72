import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { table } from './table.ts';

/**
 * Resident memory of one compiled server process (`npm run build`), as production runs it: on
 * the embedded database at its first start (creating it and loading the demo), started again on
 * the same files, then after a few hundred page and API requests; and on PostgreSQL for the same.
 */
export interface MemoryRow {
  scenario: string;
  rssMb: number;
}

const REQUESTS = [
  '/api/v2/public/events',
  '/event/alpine-summit',
  '/api/v2/public/event/alpine-summit/ticket-categories',
];

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function withServer<T>(
  port: number,
  env: Record<string, string>,
  measure: (pid: number, url: string) => Promise<T>,
): Promise<T> {
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('server did not start within 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await measure(child.pid!, url);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function afterRequests(pid: number, url: string): Promise<number> {
  for (let round = 0; round < 100; round++) for (const path of REQUESTS) await (await fetch(url + path)).arrayBuffer();
  return residentMb(pid);
}

export async function measureServerMemory(port: number): Promise<MemoryRow[]> {
  const dataDir = `.cache/bench-memory-${process.pid}`;
  await rm(dataDir, { recursive: true, force: true });
  const rows: MemoryRow[] = [];
  try {
    const embedded = { DATA_DIR: dataDir };
    rows.push({
      scenario: 'embedded, first start (creates the database, loads the demo)',
      rssMb: await withServer(port, embedded, residentMb),
    });
    const [idle, busy] = await withServer(port, embedded, async (pid, url) => [
      await residentMb(pid),
      await afterRequests(pid, url),
    ]);
    rows.push({ scenario: 'embedded, started again', rssMb: idle! });
    rows.push({ scenario: 'embedded, after 300 requests', rssMb: busy! });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgres = await startPostgres();
  try {
    const onPostgres = { DATABASE_URL: postgres.url };
    const [idle, busy] = await withServer(port, onPostgres, async (pid, url) => [
      await residentMb(pid),
      await afterRequests(pid, url),
    ]);
    rows.push({ scenario: 'PostgreSQL server, first start (loads the demo)', rssMb: idle! });
    rows.push({ scenario: 'PostgreSQL server, after 300 requests', rssMb: busy! });
  } finally {
    await postgres.stop();
  }
  return rows;
}

export const SERVER_MEMORY_TITLE =
  'Resident memory of one compiled server process (ratio: over the same on PostgreSQL)';

export function serverMemoryTable(rows: MemoryRow[]): string {
  const onPostgres = rows.find((row) => row.scenario.startsWith('PostgreSQL') && row.scenario.includes('after'))?.rssMb;
  return table(
    ['scenario', 'RSS', 'vs PostgreSQL after requests'],
    rows.map((row) => [row.scenario, `${row.rssMb} MB`, onPostgres ? `${(row.rssMb / onPostgres).toFixed(2)}×` : '']),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`${SERVER_MEMORY_TITLE}\n`);
  console.log(serverMemoryTable(await measureServerMemory(18_401)));
}
