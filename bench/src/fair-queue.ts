import { pathToFileURL } from 'node:url';
import { startPostgres, type PostgresCluster } from '@shop/dev-postgres';
import { startServer } from './server.ts';
import { table } from './table.ts';

/**
 * The fair queue at an on-sale peak: simulated buyers on loopback, through two server processes on
 * one PostgreSQL, most of them arriving before the sale opens and the rest after. Each buyer asks
 * for its place as often as the server says until it is let in. Afterwards the database is asked
 * whether the rate was held over every window, whether buyers went in in queue order (everyone
 * there before the opening ahead of every later arrival) and whether anyone went in twice.
 */
export interface FairQueueOptions {
  port: number;
  buyers: number;
  /** How many of them arrive before the sale opens. */
  early: number;
  admissionsPerMinute: number;
  /** Requests in flight at once, all buyers together. */
  concurrency: number;
}

export interface FairQueueResult {
  buyers: number;
  admitted: number;
  distinctSessions: number;
  admissionsPerMinute: number;
  /** Most admissions within any one second, and what the rate allows there (burst + rate). */
  maxInOneSecond: number;
  allowedInOneSecond: number;
  maxInTenSeconds: number;
  allowedInTenSeconds: number;
  /** Admissions per second from the opening to the last admission. */
  achievedPerSecond: number;
  /** Pairs admitted one after the other with the later place going first. */
  orderInversions: number;
  /**
   * Of those, pairs of buyers who arrived after the opening: two joins in flight at once take
   * their numbers in one order and may become visible in the other.
   */
  lateInversions: number;
  earlyAllBeforeLate: boolean;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  seconds: number;
}

const EVENT = 'alpine-summit';

interface Session {
  url: string;
  token: string;
  csrf: string;
}

/** At most `limit` calls of `work` running at once. */
function limiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export async function measureFairQueue(options: FairQueueOptions): Promise<FairQueueResult> {
  const postgres = await startPostgres();
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    servers.push(await startServer(options.port, { DATABASE_URL: postgres.url, EXPIRY_SWEEP_SECONDS: '0' }));
    servers.push(await startServer(options.port + 1, { DATABASE_URL: postgres.url, EXPIRY_SWEEP_SECONDS: '0' }));
    turnOnQueue(postgres, options.admissionsPerMinute);
    openSaleIn(postgres, 3600);

    const limit = limiter(options.concurrency);
    const latencies: number[] = [];
    let errors = 0;
    const call = (session: Session) =>
      limit(async () => {
        const started = performance.now();
        const response = await fetch(`${session.url}/api/v2/public/event/${EVENT}/queue`, {
          method: 'POST',
          headers: { 'x-auth-token': session.token, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
          body: '{}',
        });
        latencies.push(performance.now() - started);
        if (response.status !== 200) {
          errors++;
          await response.arrayBuffer();
          return null;
        }
        return (await response.json()) as { admitted: boolean; pollSeconds: number };
      });
    const session = (index: number) =>
      limit(async (): Promise<Session> => {
        const url = servers[index % 2]!.url;
        const response = await fetch(`${url}/api/v2/public/i18n/languages`);
        await response.arrayBuffer();
        return {
          url,
          token: response.headers.get('x-auth-token') ?? '',
          csrf: response.headers.get('xsrf-token') ?? '',
        };
      });
    const waitInLine = async (buyer: Session) => {
      for (;;) {
        const place = await call(buyer);
        if (place?.admitted) return;
        await new Promise((resolve) => setTimeout(resolve, (place?.pollSeconds ?? 2) * 1000));
      }
    };

    const early = await Promise.all(Array.from({ length: options.early }, (_, index) => session(index)));
    await Promise.all(early.map((buyer) => call(buyer)));
    const started = performance.now();
    openSaleIn(postgres, -1);
    const inLine = early.map(waitInLine);
    for (let index = options.early; index < options.buyers; index++) {
      const buyer = await session(index);
      inLine.push(waitInLine(buyer));
    }
    await Promise.all(inLine);
    const seconds = (performance.now() - started) / 1000;

    latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!);
    const burst = Math.max(1, Math.ceil(options.admissionsPerMinute / 60));
    return {
      ...judge(postgres),
      buyers: options.buyers,
      admissionsPerMinute: options.admissionsPerMinute,
      allowedInOneSecond: burst + options.admissionsPerMinute / 60,
      allowedInTenSeconds: burst + (10 * options.admissionsPerMinute) / 60,
      requests: latencies.length,
      errors,
      p50Ms: percentile(0.5),
      p99Ms: percentile(0.99),
      seconds: Math.round(seconds * 10) / 10,
    };
  } finally {
    for (const server of servers) await server.stop();
    await postgres.stop();
  }
}

function turnOnQueue(postgres: PostgresCluster, admissionsPerMinute: number): void {
  postgres.sql(
    `INSERT INTO configuration (scope, event_id, key, value)
     SELECT 'EVENT', id, k, v FROM event, (VALUES ('QUEUE_ENABLED', 'true'), ('QUEUE_ADMISSIONS_PER_MINUTE', '${admissionsPerMinute}')) s (k, v)
     WHERE short_name = '${EVENT}'`,
  );
}

function openSaleIn(postgres: PostgresCluster, seconds: number): void {
  postgres.sql(
    `UPDATE ticket_category SET inception = now() + interval '${seconds} seconds'
     WHERE event_id = (SELECT id FROM event WHERE short_name = '${EVENT}') AND active AND expiration > now() + interval '1 hour'`,
  );
}

type Judged = Pick<
  FairQueueResult,
  | 'admitted'
  | 'distinctSessions'
  | 'maxInOneSecond'
  | 'maxInTenSeconds'
  | 'achievedPerSecond'
  | 'orderInversions'
  | 'lateInversions'
  | 'earlyAllBeforeLate'
>;

/** The figures as the database recorded them (admission times by its clock). */
function judge(postgres: PostgresCluster): Judged {
  const [admitted, distinct, oneSecond, tenSeconds, perSecond, inversions, lateInversions, earlyFirst] = postgres
    .sql(
      `WITH q AS (SELECT * FROM queue_entry WHERE admitted_at IS NOT NULL)
       SELECT (SELECT count(*) FROM q),
         (SELECT count(DISTINCT session_id) FROM q),
         (SELECT max(c) FROM (SELECT count(*) OVER (ORDER BY admitted_at RANGE BETWEEN CURRENT ROW AND interval '999 milliseconds' FOLLOWING) c FROM q) w),
         (SELECT max(c) FROM (SELECT count(*) OVER (ORDER BY admitted_at RANGE BETWEEN CURRENT ROW AND interval '9999 milliseconds' FOLLOWING) c FROM q) w),
         (SELECT round((count(*) / greatest(extract(epoch FROM max(admitted_at) - min(admitted_at)), 0.001))::numeric, 1) FROM q),
         (SELECT count(*) FROM (SELECT place, lag(place) OVER (ORDER BY admitted_at, place) AS before FROM q) o WHERE place < before),
         (SELECT count(*) FROM (SELECT place, lag(place) OVER (ORDER BY admitted_at, place) AS before FROM q) o WHERE place < before AND place >= 1),
         (SELECT coalesce((SELECT max(admitted_at) FROM q WHERE place < 1) <= (SELECT min(admitted_at) FROM q WHERE place >= 1), true))`,
    )
    .trim()
    .split('|');
  return {
    admitted: Number(admitted),
    distinctSessions: Number(distinct),
    maxInOneSecond: Number(oneSecond),
    maxInTenSeconds: Number(tenSeconds),
    achievedPerSecond: Number(perSecond),
    orderInversions: Number(inversions),
    lateInversions: Number(lateInversions),
    earlyAllBeforeLate: earlyFirst === 't',
  };
}

export const FAIR_QUEUE_TITLE =
  'Fair queue: buyers on loopback through two server processes on one PostgreSQL (admission times by the database clock)';

export function fairQueueTable(results: FairQueueResult[]): string {
  return table(
    [
      'buyers (early)',
      'rate/min',
      'admitted',
      'sessions',
      'max in 1 s (allowed)',
      'max in 10 s (allowed)',
      'achieved/s',
      'inversions (late arrivals)',
      'early before late',
      'requests',
      'errors',
      'p50',
      'p99',
      'duration',
    ],
    results.map((r) => [
      String(r.buyers),
      String(r.admissionsPerMinute),
      String(r.admitted),
      String(r.distinctSessions),
      `${r.maxInOneSecond} (${r.allowedInOneSecond})`,
      `${r.maxInTenSeconds} (${r.allowedInTenSeconds})`,
      String(r.achievedPerSecond),
      `${r.orderInversions} (${r.lateInversions})`,
      r.earlyAllBeforeLate ? 'yes' : 'NO',
      String(r.requests),
      String(r.errors),
      `${r.p50Ms} ms`,
      `${r.p99Ms} ms`,
      `${r.seconds} s`,
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`${FAIR_QUEUE_TITLE}\n`);
  console.log(
    fairQueueTable([
      await measureFairQueue({
        port: 18_501,
        buyers: 10_000,
        early: 8_000,
        admissionsPerMinute: 30_000,
        concurrency: 64,
      }),
    ]),
  );
}
