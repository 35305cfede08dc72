import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ProviderError } from '../lib/provider-error.ts';

/**
 * PostgreSQL's codes for input it cannot hold: 22021 a NUL or an invalid byte in a parameter,
 * 22P05 a `\u0000` escape inside JSON for jsonb, 22003 a number beyond its column's range.
 */
const unstorableInput = new Set(['22021', '22P05', '22003']);

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
    if (error instanceof ProviderError) {
      // A payment provider that cannot answer now is an outage on its side, not a bug here:
      // nothing was changed (the transaction rolled back), and a provider's webhook is retried.
      request.log.warn({ err: error }, 'payment provider unavailable');
      return reply.code(503).type('text/plain').send('payment provider unavailable');
    }
    request.log.error({ err: error }, 'unexpected exception');
    return reply.code(500).type('text/plain').send('unexpected exception');
  });
}

/**
 * Requests the router refuses before any route runs: a path whose percent-encoding does not decode
 * is the client's fault (400, as a body that does not parse); a path segment longer than any name
 * the server gives names nothing (404, as an unknown id).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(404).send();
    return;
  }
  void reply.code(400).type('text/plain').send('bad request');
}

/**
 * Requests Node's parser refuses (headers over its limit, malformed request lines): answered
 * with a bare status and the connection closed, instead of the framework's own JSON.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}
