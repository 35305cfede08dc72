import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Error shapes of contract §1.8 and §6.8: input the server cannot read is the client's fault
 * (4xx), and only a genuine bug answers 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).type('text/plain').send('bad request');
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).type('text/plain').send(status === 405 ? 'method not supported' : 'bad request');
    }
    request.log.error({ err: error }, 'unexpected exception');
    return reply.code(500).type('text/plain').send('unexpected exception');
  });
}
