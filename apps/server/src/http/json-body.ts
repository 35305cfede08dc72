import type { FastifyInstance } from 'fastify';

/**
 * Clients (alf.io's own shop among them) send `Content-Type: application/json` on DELETEs and on
 * POSTs that carry nothing; alf.io reads such an empty body as no body, so it reaches the route
 * as `undefined` instead of failing as malformed JSON. Any other text is parsed as before.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    // The default parser answers through `done`; the promise its type allows never comes.
    void parseJson(request, String(body), done);
  });
}
