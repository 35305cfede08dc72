import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { drive, keptAlive, type LoadRun } from './load-driver.ts';
import { recordRequest, replay, statementCount } from './recorded-sql.ts';
import { startServer } from './server.ts';
import { table } from './table.ts';

/**
 * The event page's API answer at an on-sale peak: `GET /api/v2/public/event/{eventName}` from
 * `concurrency` clients against the real server on a real PostgreSQL, next to the statements the
 * server issues for it sent straight to the database at the same concurrency. The ratio says
 * how much of the database's rate the server keeps.
 */
export interface EventLoadOptions {
  port: number;
  durationMs: number;
  concurrency: number;
}

export interface ServerVsDatabase {
  scenario: string;
  statements: string;
  server: Figures;
  database: Figures;
  /** Server requests per second over the replay's. */
  ratio: number;
  errors: number;
}

interface Figures {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const EVENT = 'alpine-devops-day';

export function figuresOf(run: LoadRun): Figures {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { perSecond: sorted.length / (run.elapsedMs / 1000), p50Ms: quantile(0.5), p99Ms: quantile(0.99) };
}

/**
 * Two rows: every request reading the database (`EVENT_PAGE_CACHE_SECONDS=0`), and the server as
 * configured by default, where each process reuses its last read for a second. Both against the
 * replay of the statements of a request that reads the database.
 */
export async function measureEventLoad(options: EventLoadOptions): Promise<ServerVsDatabase[]> {
  const postgres = await startPostgres();
  try {
    const path = `/api/v2/public/event/${EVENT}`;
    const runs: { scenario: string; run: LoadRun }[] = [];
    for (const [scenario, env] of [
      ['every request reads the database', { EVENT_PAGE_CACHE_SECONDS: '0' }],
      ['as configured by default', {}],
    ] as const) {
      const server = await startServer(options.port, { DATABASE_URL: postgres.url, RATE_LIMITS: 'off', ...env });
      try {
        const get = keptAlive(`${server.url}${path}`, { headers: { accept: 'application/json' } }, options.concurrency);
        // The first requests of a fresh process compile code and fill caches.
        await drive(get, Math.min(2_000, options.durationMs / 4), options.concurrency);
        runs.push({ scenario, run: await drive(get, options.durationMs, options.concurrency) });
      } finally {
        await server.stop();
      }
    }
    const recorded = await recordRequest(postgres.url, () => ({ method: 'GET', url: path }));
    const direct = await replay(postgres.url, recorded, options.durationMs, options.concurrency);
    const database = figuresOf(direct);
    return runs.map(({ scenario, run }) => {
      const server = figuresOf(run);
      return {
        scenario: `GET event, ${options.concurrency} clients, ${scenario}`,
        statements: statementCount(recorded),
        server,
        database,
        ratio: server.perSecond / database.perSecond,
        errors: run.errors + direct.errors,
      };
    });
  } finally {
    await postgres.stop();
  }
}

export const EVENT_LOAD_TITLE =
  "The event endpoint vs the same SQL straight to the database, on a throwaway PostgreSQL (ratio: server requests/s over the replay's)";

export function serverVsDatabaseTable(results: ServerVsDatabase[]): string {
  return table(
    ['scenario', 'SQL per request', 'server req/s', 'p50', 'p99', 'SQL alone req/s', 'p50', 'p99', 'ratio', 'errors'],
    results.map((r) => [
      r.scenario,
      r.statements,
      r.server.perSecond.toFixed(0),
      `${r.server.p50Ms.toFixed(1)} ms`,
      `${r.server.p99Ms.toFixed(1)} ms`,
      r.database.perSecond.toFixed(0),
      `${r.database.p50Ms.toFixed(1)} ms`,
      `${r.database.p99Ms.toFixed(1)} ms`,
      `${r.ratio.toFixed(2)}×`,
      r.errors,
    ]),
  );
}

/** `node --import tsx bench/src/event-load.ts`: this section alone, without building the shop. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await measureEventLoad({
    port: Number(process.env.BENCH_PORT ?? 8197),
    durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
  });
  console.log(`\n${EVENT_LOAD_TITLE}\n`);
  console.log(serverVsDatabaseTable(results));
}
