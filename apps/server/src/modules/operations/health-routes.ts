import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { databaseAnswers } from './operations-repository.ts';

/**
 * Liveness and readiness apart, for a load balancer or an orchestrator: `/healthz` says the
 * process answers; `/readyz` says it should get traffic. The server listens only once migrations
 * and the demo load are done, so readiness adds the database answering and the process not
 * stopping: while it drains for a graceful stop, `/readyz` answers 503 and the balancer moves on.
 */
export function healthRoutes(app: FastifyInstance, db: Database, isStopping: () => boolean): void {
  app.get('/healthz', async (_request, reply) => reply.type('text/plain').send('Up and running!'));
  app.get('/readyz', async (_request, reply) => {
    if (isStopping()) return reply.code(503).type('text/plain').send('stopping');
    if (!(await databaseAnswers(db))) return reply.code(503).type('text/plain').send('database unavailable');
    return reply.type('text/plain').send('ready');
  });
}
