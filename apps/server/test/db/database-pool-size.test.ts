import { startPostgres, type PostgresCluster } from '@shop/dev-postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';

let cluster: PostgresCluster;
let built: BuiltApp;

beforeAll(async () => {
  cluster = await startPostgres();
  const config = loadConfig({ DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '2', LOG_LEVEL: 'silent' });
  built = await buildApp(config, { logger: false });
}, 120_000);

afterAll(async () => {
  await built?.close();
  await cluster?.stop();
});

it('a process opens at most DATABASE_POOL_SIZE connections to PostgreSQL; further queries wait for one', async () => {
  let done = false;
  const queries = Promise.all(Array.from({ length: 6 }, () => built.db.query('SELECT pg_sleep(0.05)'))).finally(
    () => (done = true),
  );
  const seen: { total: number; waiting: number }[] = [];
  while (!done) {
    seen.push(built.db.poolStats());
    await new Promise((resolve) => setImmediate(resolve));
  }
  await queries;
  expect(Math.max(...seen.map((stats) => stats.total))).toBe(2);
  expect(Math.max(...seen.map((stats) => stats.waiting))).toBeGreaterThanOrEqual(4);
});

it('the pool size defaults to 10 and refuses what is not a whole number from 1 to 1000', () => {
  expect(loadConfig({}).databasePoolSize).toBe(10);
  expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40);
  for (const value of ['0', '-1', 'ten', '2.5', '1001'])
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value }), value).toThrow(ConfigError);
});
