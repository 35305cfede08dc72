import { spawn } from 'node:child_process';
import { get, type IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { openSession } from './api-load.ts';
import { table } from './table.ts';

/**
 * Live availability over PostgreSQL with two compiled server processes (`npm run build`), as
 * behind a load balancer: how many streams one process holds and what each costs in resident
 * memory, whether it still answers then, and how long a sale on one process takes to reach a
 * stream on the other (the server waits a quarter second to gather a burst into one recompute).
 */
export interface LiveAvailabilityResult {
  streams: number;
  /** Resident memory of the process holding the streams, before and after opening them. */
  idleRssMb: number;
  heldRssMb: number;
  kbPerStream: number;
  /** A ticket-categories request to the process while it holds the streams. */
  requestMs: number;
  /** From a sale sent to the other process until every held stream had the update. */
  fanOutMs: number;
  sales: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const EVENT = 'alpine-devops-day';
const CATEGORY = 'On site';

interface Server {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

async function startCompiledServer(port: number, env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_DATA: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('server did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: child.pid!,
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/** One stream on a connection of its own; `changed` resolves with the arrival time of each later update. */
interface Stream {
  next(): Promise<{ at: number; left: number | null }>;
  close(): void;
}

async function openStream(url: string, categoryId: number): Promise<Stream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`${url}/api/v2/public/event/${EVENT}/availability-stream`, { agent: false }, resolve).on('error', reject);
  });
  if (response.statusCode !== 200) throw new Error(`stream refused with ${response.statusCode}`);
  response.setEncoding('utf8');
  let buffer = '';
  const arrived: { at: number; left: number | null }[] = [];
  let waiting: ((update: { at: number; left: number | null }) => void) | undefined;
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const data = buffer
        .slice(0, end)
        .split('\n')
        .find((line) => line.startsWith('data: '));
      buffer = buffer.slice(end + 2);
      if (!data) continue;
      const update = JSON.parse(data.slice(6)) as { categories: { id: number; availableTickets: number | null }[] };
      const left = update.categories.find((category) => category.id === categoryId)?.availableTickets ?? null;
      const item = { at: performance.now(), left };
      if (waiting) {
        const resolve = waiting;
        waiting = undefined;
        resolve(item);
      } else arrived.push(item);
    }
  });
  return {
    next: () => {
      const ready = arrived.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => (waiting = resolve));
    },
    close: () => response.destroy(),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function measureLiveAvailability(options: {
  port: number;
  streams: number;
  sales: number;
}): Promise<LiveAvailabilityResult> {
  const postgres = await startPostgres();
  const env = { DATABASE_URL: postgres.url, AVAILABILITY_STREAMS_MAX: String(options.streams + 10) };
  const servers: Server[] = [];
  const streams: Stream[] = [];
  try {
    // One after the other: the first creates the schema and loads the demo.
    const seller = await startCompiledServer(options.port, env);
    servers.push(seller);
    const watcher = await startCompiledServer(options.port + 1, env);
    servers.push(watcher);
    const categoryId = Number(
      postgres.sql(
        `SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = '${EVENT}' AND c.name = '${CATEGORY}'`,
      ),
    );
    // Enough tickets for every sale, and the count left shown, so each sale changes what streams carry.
    const stock = options.sales + 100;
    postgres.sql(
      `INSERT INTO ticket (event_id, category_id, status) SELECT event_id, id, 'FREE' FROM ticket_category, generate_series(1, ${stock}) WHERE id = ${categoryId};
       UPDATE ticket_category SET max_tickets = max_tickets + ${stock} WHERE id = ${categoryId};
       INSERT INTO configuration (scope, event_id, key, value)
         SELECT 'EVENT', event_id, 'DISPLAY_TICKETS_LEFT_INDICATOR', 'true' FROM ticket_category WHERE id = ${categoryId}`,
    );
    const session = await openSession(seller.url);
    const sell = () =>
      fetch(`${seller.url}/api/v2/public/event/${EVENT}/reserve-tickets?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': session.id, 'x-csrf-token': session.csrf },
        body: JSON.stringify({ reservation: [{ ticketCategoryId: categoryId, amount: 1 }], additionalService: [] }),
      }).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`sale refused with ${response.status}`);
      });

    // Delay: one stream, one sale at a time, each waiting for its update.
    const probe = await openStream(watcher.url, categoryId);
    streams.push(probe);
    await probe.next();
    await sell();
    await probe.next();
    const delays: number[] = [];
    for (let i = 0; i < options.sales; i++) {
      const sent = performance.now();
      await sell();
      delays.push((await probe.next()).at - sent);
    }
    delays.sort((a, b) => a - b);

    // Capacity: many streams on the watching process.
    const idleRssMb = await residentMb(watcher.pid);
    for (let opened = 0; opened < options.streams; opened += 100) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, options.streams - opened) }, () => openStream(watcher.url, categoryId)),
      );
      streams.push(...batch);
      await Promise.all(batch.map((stream) => stream.next()));
    }
    const heldRssMb = await residentMb(watcher.pid);
    const asked = performance.now();
    const answer = await fetch(`${watcher.url}/api/v2/public/event/${EVENT}/ticket-categories`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`the process holding the streams answered ${answer.status}`);
    const requestMs = performance.now() - asked;
    const sent = performance.now();
    await sell();
    const reached = await Promise.all(streams.slice(1).map((stream) => stream.next()));
    const fanOutMs = Math.max(...reached.map((update) => update.at)) - sent;

    return {
      streams: options.streams,
      idleRssMb,
      heldRssMb,
      kbPerStream: ((heldRssMb - idleRssMb) * 1024) / options.streams,
      requestMs,
      fanOutMs,
      sales: options.sales,
      p50Ms: percentile(delays, 0.5),
      p95Ms: percentile(delays, 0.95),
      maxMs: delays[delays.length - 1]!,
    };
  } finally {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.stop();
    await postgres.stop();
  }
}

export const LIVE_AVAILABILITY_TITLE =
  'Live availability: two compiled server processes on a throwaway PostgreSQL, a sale on one, streams on the other (the client shares the machine)';

export function liveAvailabilityTable(result: LiveAvailabilityResult): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    table(
      ['streams held', 'RSS idle', 'RSS holding them', 'per stream', 'a request meanwhile', 'sale → all streams'],
      [
        [
          result.streams,
          `${Math.round(result.idleRssMb)} MB`,
          `${Math.round(result.heldRssMb)} MB`,
          `${result.kbPerStream.toFixed(1)} KB`,
          ms(result.requestMs),
          ms(result.fanOutMs),
        ],
      ],
    ),
    '',
    table(
      ['sales, one at a time', 'sale sent → update on the other process: p50', 'p95', 'max'],
      [[result.sales, ms(result.p50Ms), ms(result.p95Ms), ms(result.maxMs)]],
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`${LIVE_AVAILABILITY_TITLE}\n`);
  const streams = Number(process.env.BENCH_STREAMS ?? 2000);
  console.log(liveAvailabilityTable(await measureLiveAvailability({ port: 18_411, streams, sales: 60 })));
}
