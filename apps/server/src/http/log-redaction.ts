import type { FastifyRequest } from 'fastify';

/**
 * What the log keeps of a request. No headers: they carry API keys, session ids and cookies.
 * alf.io's admin API names a key in the path when revoking it, and a back-office invitation's link
 * carries its one-time token in the path, so those segments are blanked.
 */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export function redactedUrl(url: string): string {
  return url.replace(/(\/api-key\/|\/invitation\/)[^/?#]+/gi, '$1[redacted]');
}
