import { startPostgres, type PostgresCluster } from '@shop/dev-postgres';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { testApp, type TestApp } from '../helpers.ts';

/** Two server processes, each with its own connection pool; `apps[i]` runs on `pools[i]`. */
export interface TwoProcesses {
  apps: TestApp[];
  pools: Database[];
}

/**
 * Two server processes on one throwaway PostgreSQL for the enclosing suite, as behind a load
 * balancer: PGlite runs one statement at a time, so races need a real server. Both start at the same
 * moment on the empty database. The arrays are filled before the suite's tests run.
 */
export function twoProcessesOnPostgres(env: Record<string, string> = {}): TwoProcesses {
  const processes: TwoProcesses = { apps: [], pools: [] };
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    cluster = await startPostgres();
    for (let i = 0; i < 2; i++)
      processes.pools.push(await openDatabase({ databaseUrl: cluster.url, dataDir: 'unused' }));
    processes.apps.push(...(await Promise.all(processes.pools.map((db) => testApp(env, db)))));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.apps.map((app) => app.close()));
    await Promise.all(processes.pools.map((db) => db.close()));
    await cluster?.stop();
    processes.apps.length = 0;
    processes.pools.length = 0;
  });

  return processes;
}
