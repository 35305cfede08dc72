import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { buildApp as BuildApp } from '../../apps/server/src/app.ts';
import type { loadConfig as LoadConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type Database, type Queryable } from '../../apps/server/src/db/database.ts';
import { drive, type LoadRun } from './load-driver.ts';
import { serverSource } from './server.ts';

/**
 * "The same SQL straight to the database": the statements one request of the server issues, with
 * their parameters, recorded from the server's own code, then replayed through the same driver
 * (named statements, a pool of the server's size). The difference in rate between the server
 * and the replay is what the server adds: HTTP, validation, JavaScript work and its own round
 * trips' waiting.
 */
export interface RecordedStatement {
  sql: string;
  params: readonly unknown[];
}

/** Statements the request sent while one of its own was still running go in the same batch. */
export type RecordedRequest = readonly (readonly RecordedStatement[])[];

export interface InjectedRequest {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/**
 * Runs the server's app in this process on `databaseUrl`, sends `warmUp` requests and records
 * the statements of the last one (the steady state a request at a peak sees, its caches filled).
 * `request` builds each request from the answer to the previous one (a session, a token).
 */
export async function recordRequest(
  databaseUrl: string,
  request: (previous: { headers: Record<string, unknown> } | null) => InjectedRequest,
  warmUp = 3,
): Promise<RecordedRequest> {
  const db = await openDatabase({ databaseUrl, dataDir: '' });
  let recording: RecordedStatement[][] | null = null;
  let inFlight = 0;
  const record =
    (q: Queryable) =>
    async <T>(sql: string, params?: readonly unknown[]): Promise<T[]> => {
      if (recording) {
        const statement = { sql, params: params ?? [] };
        if (inFlight > 0 && recording.length > 0) recording.at(-1)!.push(statement);
        else recording.push([statement]);
      }
      inFlight += 1;
      try {
        return await q.query<T>(sql, params);
      } finally {
        inFlight -= 1;
      }
    };
  const recordingDb: Database = {
    ...db,
    kind: db.kind,
    query: record(db),
    transaction: (work) => db.transaction((tx) => work({ query: record(tx) })),
    poolStats: () => db.poolStats(),
    close: () => db.close(),
  };
  // The sources the measured server runs, which may be another commit's.
  const source = (file: string) => pathToFileURL(resolve(serverSource, file)).href;
  const { buildApp } = (await import(source('app.ts'))) as { buildApp: typeof BuildApp };
  const { loadConfig } = (await import(source('config.ts'))) as { loadConfig: typeof LoadConfig };
  // Every recorded request reads the database, as one that finds nothing kept does.
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'off',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    EVENT_PAGE_CACHE_SECONDS: '0',
  });
  const built = await buildApp(config, { db: recordingDb, logger: false });
  try {
    let previous: { headers: Record<string, unknown> } | null = null;
    for (let i = 0; i <= warmUp; i++) {
      if (i === warmUp) recording = [];
      const next = request(previous);
      const response = await built.app.inject({
        method: next.method,
        url: next.url,
        ...(next.headers && { headers: next.headers }),
        ...(next.payload !== undefined && { payload: next.payload as object }),
      });
      if (response.statusCode >= 400) throw new Error(`${next.method} ${next.url} answered ${response.statusCode}`);
      previous = { headers: response.headers };
    }
    return recording ?? [];
  } finally {
    await built.close();
    await db.close();
  }
}

/**
 * Replays `recorded` from `concurrency` clients for `durationMs` (after a warm-up), each batch's
 * statements at once as the server sent them.
 */
export async function replay(
  databaseUrl: string,
  recorded: RecordedRequest,
  durationMs: number,
  concurrency: number,
  poolSize = 10,
): Promise<LoadRun> {
  const db = await openDatabase({ databaseUrl, dataDir: '', poolSize });
  try {
    const once = async () => {
      for (const batch of recorded) await Promise.all(batch.map((s) => db.query(s.sql, s.params)));
      return new Response(null, { status: 204 });
    };
    await drive(once, Math.min(2_000, durationMs / 4), concurrency);
    return await drive(once, durationMs, concurrency);
  } finally {
    await db.close();
  }
}

export function statementCount(recorded: RecordedRequest): string {
  const statements = recorded.reduce((sum, batch) => sum + batch.length, 0);
  return `${statements} in ${recorded.length} round trip${recorded.length === 1 ? '' : 's'}`;
}
