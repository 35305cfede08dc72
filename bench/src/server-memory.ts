import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { table } from './table.ts';

/**
 * Resident memory of one compiled server process (`npm run build`), as production runs it: on
 * the embedded database at its first start (creating it and loading the demo), started again on
 * the same files, then after 300 and 3,000 page and API requests; and on PostgreSQL for the same.
 * Beside the resident total, the process' own JavaScript heap (from its `/metrics`): what it
 * holds apart from that heap (code, native allocations, the embedded database's WebAssembly
 * memory) tells the database's share from garbage not yet collected.
 */
export interface MemoryRow {
  scenario: string;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
}

const METRICS_TOKEN = 'bench-memory';

const REQUESTS = [
  '/api/v2/public/events',
  '/event/alpine-summit',
  '/api/v2/public/event/alpine-summit/ticket-categories',
];

type Sample = Omit<MemoryRow, 'scenario'>;

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/** The resident total first, then the heap the process reports, so the scrape adds nothing to it. */
async function sample(pid: number, url: string): Promise<Sample> {
  const rssMb = await residentMb(pid);
  const metrics = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN) / 1024 / 1024);
  return { rssMb, heapUsedMb: mb('nodejs_heap_size_used_bytes'), heapTotalMb: mb('nodejs_heap_size_total_bytes') };
}

async function withServer<T>(
  port: number,
  env: Record<string, string>,
  measure: (pid: number, url: string) => Promise<T>,
): Promise<T> {
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      METRICS_TOKEN,
      ...env,
    },
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

async function request(url: string, rounds: number): Promise<void> {
  for (let round = 0; round < rounds; round++)
    for (const path of REQUESTS) await (await fetch(url + path)).arrayBuffer();
}

/** Idle, after 300 requests, then after 2,700 more: a plateau or a leak. */
async function underRequests(pid: number, url: string): Promise<[Sample, Sample, Sample]> {
  const idle = await sample(pid, url);
  await request(url, 100);
  const after300 = await sample(pid, url);
  await request(url, 900);
  return [idle, after300, await sample(pid, url)];
}

export async function measureServerMemory(port: number): Promise<MemoryRow[]> {
  const dataDir = `.cache/bench-memory-${process.pid}`;
  await rm(dataDir, { recursive: true, force: true });
  const rows: MemoryRow[] = [];
  try {
    const embedded = { DATA_DIR: dataDir };
    rows.push({
      scenario: 'embedded, first start (creates the database, loads the demo)',
      ...(await withServer(port, embedded, sample)),
    });
    const [idle, after300, after3000] = await withServer(port, embedded, underRequests);
    rows.push({ scenario: 'embedded, started again', ...idle });
    rows.push({ scenario: 'embedded, after 300 requests', ...after300 });
    rows.push({ scenario: 'embedded, after 3,000 requests', ...after3000 });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const postgres = await startPostgres();
  try {
    const onPostgres = { DATABASE_URL: postgres.url };
    const [idle, after300, after3000] = await withServer(port, onPostgres, underRequests);
    rows.push({ scenario: 'PostgreSQL server, first start (loads the demo)', ...idle });
    rows.push({ scenario: 'PostgreSQL server, after 300 requests', ...after300 });
    rows.push({ scenario: 'PostgreSQL server, after 3,000 requests', ...after3000 });
  } finally {
    await postgres.stop();
  }
  return rows;
}

export const SERVER_MEMORY_TITLE =
  'Resident memory of one compiled server process (JS heap: used of reserved; outside it: RSS less the reserved heap; ratio: over PostgreSQL after 300 requests)';

export function serverMemoryTable(rows: MemoryRow[]): string {
  const onPostgres = rows.find((row) => row.scenario === 'PostgreSQL server, after 300 requests')?.rssMb;
  return table(
    ['scenario', 'RSS', 'JS heap', 'outside the JS heap', 'vs PostgreSQL'],
    rows.map((row) => [
      row.scenario,
      `${row.rssMb} MB`,
      `${row.heapUsedMb} of ${row.heapTotalMb} MB`,
      `${row.rssMb - row.heapTotalMb} MB`,
      onPostgres ? `${(row.rssMb / onPostgres).toFixed(2)}×` : '',
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`${SERVER_MEMORY_TITLE}\n`);
  console.log(serverMemoryTable(await measureServerMemory(18_401)));
}
