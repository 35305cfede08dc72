import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { figuresOf } from './event-load.ts';
import { drive, keptAlive } from './load-driver.ts';
import { startServer } from './server.ts';
import { table } from './table.ts';

/**
 * The served event page (`GET /event/{shortName}`, the HTML with its preloaded data) from
 * `concurrency` clients, in consecutive rounds on one server process on PostgreSQL: a rate that
 * falls from round to round, or a resident memory that climbs, is something growing per request.
 * Beside each round, the median of the server's own time per page from its `Server-Timing`
 * header: reading the page's data, writing its elements into the template, compressing it.
 */
export interface PageLoadOptions {
  port: number;
  durationMs: number;
  concurrency: number;
  rounds: number;
}

export interface PageRound {
  round: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Median milliseconds per part, by the names of the page's Server-Timing. */
  parts: Record<string, number>;
  rssMb: number;
  errors: number;
}

const EVENT = 'alpine-summit';
export const PAGE_PARTS = ['data', 'render', 'compress'] as const;

export async function measurePageLoad(options: PageLoadOptions): Promise<PageRound[]> {
  const postgres = await startPostgres();
  try {
    const server = await startServer(options.port, { DATABASE_URL: postgres.url, RATE_LIMITS: 'off' });
    try {
      const get = keptAlive(`${server.url}/event/${EVENT}`, { headers: { accept: 'text/html' } }, options.concurrency);
      let timings: Record<string, number[]> = {};
      const accept = async (response: Response) => {
        await response.arrayBuffer();
        for (const entry of (response.headers.get('server-timing') ?? '').split(',')) {
          const [name, ...params] = entry.trim().split(';');
          const duration = params.find((param) => param.trim().startsWith('dur='));
          if (name && duration) (timings[name] ??= []).push(Number(duration.trim().slice(4)));
        }
        return response.ok;
      };
      // The first requests of a fresh process compile code and fill caches.
      await drive(get, Math.min(2_000, options.durationMs / 4), options.concurrency, accept);
      const rounds: PageRound[] = [];
      for (let round = 1; round <= options.rounds; round++) {
        timings = {};
        const run = await drive(get, options.durationMs, options.concurrency, accept);
        const figures = figuresOf(run);
        rounds.push({
          round,
          ...figures,
          parts: Object.fromEntries(PAGE_PARTS.map((part) => [part, median(timings[part] ?? [])])),
          rssMb: await residentMb(server.pid),
          errors: run.errors,
        });
      }
      return rounds;
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}

export const PAGE_LOAD_TITLE =
  "The served event page (HTML with its preloaded data) in consecutive rounds on one process on PostgreSQL; server time per page from its Server-Timing, medians (vs round 1: the round's rate and resident memory over the first round's)";

export const PAGE_SOAK_TITLE =
  "The served event page under load for minutes on one process on PostgreSQL, minute by minute; server time per page from its Server-Timing, medians (vs minute 1: the minute's rate and resident memory over the first minute's)";

/**
 * `BENCH_SOAK_SECONDS=300`: the soak, the served page's load held for that long in rounds of a
 * minute, so that a rate that falls or a memory that climbs over minutes shows; unset, the usual
 * short rounds.
 */
export function pageLoadRounds(): { durationMs: number; rounds: number; soak: boolean } {
  const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
  if (soakSeconds > 0) {
    return { durationMs: Math.min(60, soakSeconds) * 1000, rounds: Math.ceil(soakSeconds / 60), soak: true };
  }
  return {
    durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000,
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    soak: false,
  };
}

export function pageLoadTable(rounds: PageRound[], unit: 'round' | 'minute' = 'round'): string {
  const first = rounds[0];
  return table(
    [
      unit,
      'req/s',
      'p50',
      'p99',
      ...PAGE_PARTS.map((part) => `${part} p50`),
      'RSS',
      `req/s vs ${unit} 1`,
      `RSS vs ${unit} 1`,
      'errors',
    ],
    rounds.map((r) => [
      r.round,
      r.perSecond.toFixed(0),
      `${r.p50Ms.toFixed(1)} ms`,
      `${r.p99Ms.toFixed(1)} ms`,
      ...PAGE_PARTS.map((part) => `${(r.parts[part] ?? NaN).toFixed(2)} ms`),
      `${r.rssMb} MB`,
      first ? `${(r.perSecond / first.perSecond).toFixed(2)}×` : '',
      first ? `${(r.rssMb / first.rssMb).toFixed(2)}×` : '',
      r.errors,
    ]),
  );
}

/** `node --import tsx bench/src/page-load.ts`: this section alone, without building the shop. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { durationMs, rounds: count, soak } = pageLoadRounds();
  const rounds = await measurePageLoad({
    port: Number(process.env.BENCH_PORT ?? 8199),
    durationMs,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
    rounds: count,
  });
  console.log(`\n${soak ? PAGE_SOAK_TITLE : PAGE_LOAD_TITLE}\n`);
  console.log(pageLoadTable(rounds, soak ? 'minute' : 'round'));
}
