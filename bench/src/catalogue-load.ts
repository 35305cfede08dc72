import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { drive } from './load-driver.ts';
import { startServer } from './server.ts';
import { table } from './table.ts';

/**
 * Availability reads against the stock: the catalogue and an event's ticket categories, which
 * every buyer loads at an on-sale peak, answered with the demo data, then with 100,000 and with
 * 1,000,000 more tickets for sale in one category. The ratio to the demo row says whether an
 * answer costs more as the stock grows; 1.0× is what the counts kept per category are for.
 */
export interface CatalogueLoadOptions {
  port: number;
  /** Per row, after a warm-up of a quarter of it. */
  durationMs: number;
  concurrency: number;
}

export interface CatalogueLoadResult {
  scenario: string;
  stock: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Median time over the median time of the same endpoint with the demo data. */
  ratio: number;
  errors: number;
}

const EVENT = 'alpine-devops-day';
const CATEGORY = 'On site';
const STOCKS = [0, 100_000, 1_000_000];

export async function measureCatalogueLoad(options: CatalogueLoadOptions): Promise<CatalogueLoadResult[]> {
  const postgres = await startPostgres();
  try {
    const server = await startServer(options.port, { DATABASE_URL: postgres.url, RATE_LIMITS: 'off' });
    try {
      const categoryId = Number(
        postgres.sql(
          `SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = '${EVENT}' AND c.name = '${CATEGORY}'`,
        ),
      );
      const endpoints = [
        { scenario: 'catalogue (GET /events)', url: `${server.url}/api/v2/public/events` },
        {
          scenario: 'ticket categories of the event',
          url: `${server.url}/api/v2/public/event/${EVENT}/ticket-categories`,
        },
      ];
      const results: CatalogueLoadResult[] = [];
      const demoMedian = new Map<string, number>();
      // The first requests of a fresh process compile code and fill caches: not part of the demo row.
      for (const endpoint of endpoints) await drive(() => fetch(endpoint.url), options.durationMs, options.concurrency);
      let added = 0;
      for (const stock of STOCKS) {
        if (stock > added) {
          // One statement: a million rows in seconds, as an organizer's import would add them.
          postgres.sql(
            `INSERT INTO ticket (event_id, category_id, status) SELECT event_id, id, 'FREE' FROM ticket_category, generate_series(1, ${stock - added}) WHERE id = ${categoryId};
             UPDATE ticket_category SET max_tickets = max_tickets + ${stock - added} WHERE id = ${categoryId};
             UPDATE event SET capacity = capacity + ${stock - added} WHERE short_name = '${EVENT}'`,
          );
          // Written out and vacuumed now, so that no row pays for the writes of the insert.
          postgres.sql('CHECKPOINT');
          postgres.sql('VACUUM ANALYZE ticket');
          added = stock;
        }
        for (const endpoint of endpoints) {
          const get = () => fetch(endpoint.url, { headers: { accept: 'application/json' } });
          await drive(get, options.durationMs / 4, options.concurrency);
          const run = await drive(get, options.durationMs, options.concurrency);
          const sorted = run.latencies.sort((a, b) => a - b);
          const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
          const median = quantile(0.5);
          if (stock === 0) demoMedian.set(endpoint.scenario, median);
          results.push({
            scenario: endpoint.scenario,
            stock: stock === 0 ? 'demo data' : `+${stock.toLocaleString('en')} tickets`,
            requests: sorted.length,
            perSecond: sorted.length / (run.elapsedMs / 1000),
            p50Ms: median,
            p99Ms: quantile(0.99),
            ratio: median / (demoMedian.get(endpoint.scenario) ?? median),
            errors: run.errors,
          });
        }
      }
      return results;
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
  }
}

export const CATALOGUE_LOAD_TITLE =
  'Availability reads against the stock, on a throwaway PostgreSQL (ratio: median time over the demo row)';

export function catalogueLoadTable(results: CatalogueLoadResult[]): string {
  return table(
    ['scenario', 'stock', 'requests/s', 'p50', 'p99', 'vs demo', 'errors'],
    results.map((r) => [
      r.scenario,
      r.stock,
      r.perSecond.toFixed(0),
      `${r.p50Ms.toFixed(1)} ms`,
      `${r.p99Ms.toFixed(1)} ms`,
      `${r.ratio.toFixed(2)}×`,
      r.errors,
    ]),
  );
}

/** `node --import tsx bench/src/catalogue-load.ts`: this section alone, without building the shop. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await measureCatalogueLoad({
    port: Number(process.env.BENCH_PORT ?? 8195),
    durationMs: Number(process.env.BENCH_SECONDS ?? 5) * 1000,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 4),
  });
  console.log(`\n${CATALOGUE_LOAD_TITLE}\n`);
  console.log(catalogueLoadTable(results));
}
