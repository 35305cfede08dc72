import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { figuresOf, serverVsDatabaseTable, type ServerVsDatabase } from './event-load.ts';
import { drive, keptAlive, type LoadRun } from './load-driver.ts';
import { recordRequest, replay, statementCount, type InjectedRequest } from './recorded-sql.ts';
import { startServer } from './server.ts';
import { addDemoStock, LOAD_EVENT as EVENT } from './stock.ts';
import { table } from './table.ts';

/**
 * API load: buyers reserving one ticket each, as fast as `concurrency` clients can, against the
 * real server on a real PostgreSQL, with one category stocked far beyond what the run can sell.
 * Afterwards the database is asked whether any ticket was sold twice or beyond the stock.
 */
export interface ApiLoadOptions {
  port: number;
  durationMs: number;
  concurrency: number;
  stock: number;
}

export interface ApiLoadResult {
  scenario: string;
  requests: number;
  reservations: number;
  /** Answered requests per second. */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** Tickets held beyond the stock, plus reservations that got fewer rows than they were told. */
  oversold: number;
  /** The same run next to the statements of one reservation, and its claim alone, sent straight to the database. */
  versusDatabase: ServerVsDatabase[];
}

export async function measureReserveLoad(options: ApiLoadOptions): Promise<ApiLoadResult> {
  const postgres = await startPostgres();
  try {
    const server = await startServer(options.port, { DATABASE_URL: postgres.url });
    try {
      const categoryId = addDemoStock(postgres, options.stock);
      const stock = Number(
        postgres.sql(`SELECT count(*) FROM ticket WHERE category_id = ${categoryId} AND status = 'FREE'`),
      );

      const session = await openSession(server.url);
      const reserve = keptAlive(
        `${server.url}/api/v2/public/event/${EVENT}/reserve-tickets?lang=en`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': session.id, 'x-csrf-token': session.csrf },
          body: JSON.stringify({ reservation: [{ ticketCategoryId: categoryId, amount: 1 }], additionalService: [] }),
        },
        options.concurrency,
      );

      // Warm-up: JIT, connection pool, plan caches.
      const reservationIds: string[] = [];
      const reserved = async (response: Response) => {
        const body = (await response.json()) as { success?: boolean; value?: unknown };
        if (!response.ok || !body.success || typeof body.value !== 'string') return false;
        reservationIds.push(body.value);
        return true;
      };
      await drive(reserve, 2_000, options.concurrency, reserved);
      reservationIds.length = 0;
      const warmedUp = Number(
        postgres.sql(`SELECT count(*) FROM ticket WHERE category_id = ${categoryId} AND status = 'PENDING'`),
      );

      const run = await drive(reserve, options.durationMs, options.concurrency, reserved);
      const held = Number(
        postgres.sql(
          `SELECT count(*) FROM ticket WHERE category_id = ${categoryId} AND status IN ('PENDING', 'TO_BE_PAID', 'ACQUIRED', 'CHECKED_IN')`,
        ),
      );
      const sold = Number(
        postgres.sql(`SELECT count(*) FROM ticket WHERE category_id = ${categoryId} AND status = 'ACQUIRED'`),
      );
      const multiple = Number(
        postgres.sql(
          `SELECT count(*) FROM (SELECT reservation_id FROM ticket WHERE category_id = ${categoryId} AND status = 'PENDING' GROUP BY reservation_id HAVING count(*) > 1) AS r`,
        ),
      );
      const duplicateIds = reservationIds.length - new Set(reservationIds).size;
      // Every success holds one row of its own: fewer rows than successes means a row went to two buyers.
      const missing = Math.max(0, warmedUp + reservationIds.length - (held - sold));
      const oversold = Math.max(0, held - (stock + sold)) + multiple + duplicateIds + missing;

      const versusDatabase = await versusItsSql(postgres.url, categoryId, run, options);

      const sorted = run.latencies.sort((a, b) => a - b);
      const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return {
        scenario: `reserve 1 ticket, ${options.concurrency} clients, ${options.durationMs / 1000} s`,
        requests: sorted.length,
        reservations: reservationIds.length,
        perSecond: sorted.length / (run.elapsedMs / 1000),
        p50Ms: quantile(0.5),
        p99Ms: quantile(0.99),
        maxMs: sorted.at(-1) ?? 0,
        errors: run.errors,
        oversold,
        versusDatabase,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
  }
}

/**
 * The statements one reservation issues, recorded from the server's code, replayed at the same
 * concurrency: all of them, and the claim alone (the statement that creates the reservation and
 * takes its tickets), the floor no server can go below.
 */
async function versusItsSql(
  databaseUrl: string,
  categoryId: number,
  run: LoadRun,
  options: ApiLoadOptions,
): Promise<ServerVsDatabase[]> {
  let session: { id: string; csrf: string } | null = null;
  const recorded = await recordRequest(databaseUrl, (previous): InjectedRequest => {
    if (!session && previous) {
      session = { id: String(previous.headers['x-auth-token']), csrf: String(previous.headers['xsrf-token']) };
    }
    if (!session) return { method: 'GET', url: `/api/v2/public/event/${EVENT}` };
    return {
      method: 'POST',
      url: `/api/v2/public/event/${EVENT}/reserve-tickets?lang=en`,
      headers: { 'content-type': 'application/json', 'x-auth-token': session.id, 'x-csrf-token': session.csrf },
      payload: { reservation: [{ ticketCategoryId: categoryId, amount: 1 }], additionalService: [] },
    };
  });
  const claim = recorded.flat().filter((statement) => statement.sql.includes('INSERT INTO reservation'));
  if (claim.length !== 1) throw new Error(`expected one claim statement, recorded ${statementCount(recorded)}`);
  const server = figuresOf(run);
  const rows: ServerVsDatabase[] = [];
  for (const [scenario, statements] of [
    ['reserve-tickets vs its SQL', recorded],
    ['reserve-tickets vs the claim alone', [claim]],
  ] as const) {
    const direct = await replay(databaseUrl, statements, options.durationMs, options.concurrency);
    const database = figuresOf(direct);
    rows.push({
      scenario,
      statements: statementCount(statements),
      server,
      database,
      ratio: server.perSecond / database.perSecond,
      errors: run.errors + direct.errors,
    });
  }
  return rows;
}

export async function openSession(baseUrl: string): Promise<{ id: string; csrf: string }> {
  const response = await fetch(`${baseUrl}/api/v2/public/event/${EVENT}`);
  const id = response.headers.get('x-auth-token');
  const csrf = response.headers.get('xsrf-token');
  if (!response.ok || !id || !csrf) throw new Error(`no session from the event page (${response.status})`);
  return { id, csrf };
}

export const API_LOAD_TITLE =
  'API load: reserve-tickets on a throwaway PostgreSQL (one server process; the load generator shares the machine)';

export const RESERVE_VS_DATABASE_TITLE =
  "reserve-tickets vs the same SQL straight to the database, at the same concurrency (ratio: server requests/s over the replay's)";

export function apiLoadTable(results: ApiLoadResult[]): string {
  return table(
    ['scenario', 'requests/s', 'p50', 'p99', 'max', 'reservations', 'errors', 'oversold'],
    results.map((r) => [
      r.scenario,
      r.perSecond.toFixed(0),
      `${r.p50Ms.toFixed(1)} ms`,
      `${r.p99Ms.toFixed(1)} ms`,
      `${r.maxMs.toFixed(0)} ms`,
      r.reservations,
      r.errors,
      r.oversold,
    ]),
  );
}

/** `node --import tsx bench/src/api-load.ts`: this section alone, without building the shop. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureReserveLoad({
    port: Number(process.env.BENCH_PORT ?? 8192),
    durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
    stock: 100_000,
  });
  console.log(`\n${API_LOAD_TITLE}\n`);
  console.log(apiLoadTable([result]));
  console.log(`\n${RESERVE_VS_DATABASE_TITLE}\n`);
  console.log(serverVsDatabaseTable(result.versusDatabase));
}
