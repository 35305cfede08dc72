import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * PostgreSQL's codes for text it cannot hold: 22021 a NUL or an invalid byte in a parameter,
 * 22P05 a `\u0000` escape inside JSON for jsonb.
 */
const unstorableInput = new Set(['22021', '22P05']);

/**
 * Error answers the way alf.io gives them: input the server cannot read is the client's fault
 * (4xx), and only a genuine bug answers 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.code(400).type('text/plain').send('bad request');
    }
    if (typeof error.code === 'string' && unstorableInput.has(error.code)) {
      // Input a route's schema let through yet PostgreSQL cannot take: a gap in the validation
      // worth a warning, still the client's fault.
      request.log.warn({ err: error }, 'input the database refused');
      return reply.code(400).type('text/plain').send('bad request');
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .type('text/plain')
        .send(status === 405 ? 'method not supported' : 'bad request');
    }
    request.log.error({ err: error }, 'unexpected exception');
    return reply.code(500).type('text/plain').send('unexpected exception');
  });
}
