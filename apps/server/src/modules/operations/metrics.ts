import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import {
  countEmailsByStatus,
  countEmailsRetrying,
  countHoldsExpiringWithin,
  countReservationsByStatus,
} from './operations-repository.ts';

/** A hold running out within this many seconds counts as about to expire. */
const EXPIRING_SOON_SECONDS = 300;
const RESERVATION_STATUSES = ['PENDING', 'EXTERNAL_PROCESSING_PAYMENT', 'WAITING_EXTERNAL_CONFIRMATION', 'COMPLETE'];
const EMAIL_STATUSES = ['WAITING', 'IN_PROCESS', 'ERROR', 'REFUSED', 'BOUNCED'];

/**
 * What an operator watches during an on-sale, in Prometheus' text format through prom-client:
 * requests by route and status, their latency, reservations by status, holds about to expire, the
 * e-mail outbox, the database pool and the open availability streams. Off unless `METRICS_TOKEN` is set; then it answers only a
 * request that carries the token as a bearer credential. Each app has its own registry, so several
 * apps in one process (tests) do not mix their counts; database figures are read when scraped.
 */
export function registerMetrics(
  app: FastifyInstance,
  db: Database,
  token: string | null,
  availabilityStreams: () => number = () => 0,
): void {
  if (token === null) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids and made-up paths would make endless series.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    latency.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'shop_reservations',
    help: 'Reservations by status.',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of RESERVATION_STATUSES) this.set({ status }, 0);
      for (const row of await countReservationsByStatus(db)) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'shop_holds_expiring_soon',
    help: `Pending reservations whose hold ends within ${EXPIRING_SOON_SECONDS} seconds.`,
    registers: [registry],
    async collect() {
      this.set(await countHoldsExpiringWithin(db, EXPIRING_SOON_SECONDS));
    },
  });
  new Gauge({
    name: 'shop_availability_streams',
    help: 'Live availability streams this process holds open.',
    registers: [registry],
    collect() {
      this.set(availabilityStreams());
    },
  });
  new Gauge({
    name: 'shop_email_outbox',
    help: 'E-mails not sent, by state (WAITING is the queue, ERROR gave up, REFUSED by the receiving server, BOUNCED after it took them).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of EMAIL_STATUSES) this.set({ status }, 0);
      for (const row of await countEmailsByStatus(db)) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'shop_email_retrying',
    help: 'E-mails that failed at least once and wait to be tried again.',
    registers: [registry],
    async collect() {
      this.set(await countEmailsRetrying(db));
    },
  });
  new Gauge({
    name: 'shop_database_connections',
    help: 'Connections of this process to PostgreSQL by state (the embedded database counts as one, never idle).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = db.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  const expected = Buffer.from(`Bearer ${token}`);
  const authorized = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.get('/metrics', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(request)) return reply.code(401).header('WWW-Authenticate', 'Bearer').send();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
