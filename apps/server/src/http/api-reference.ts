import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { newNonce, pageSecurityHeaders } from './security-headers.ts';

export const openApiPath = '/api/v2/openapi.json';
export const apiReferencePath = '/api/v2/openapi';

/**
 * The API's OpenAPI document and a page that reads it with Swagger UI. The document is the
 * contract package's checked-in copy (the tests keep it current), read when first asked for.
 * Swagger UI's files come from the server's own dependencies and load only on that page, so the
 * shop never carries them.
 */
export function registerApiReference(app: FastifyInstance): void {
  const require = createRequire(import.meta.url);
  let document: Promise<Buffer> | undefined;
  app.get(openApiPath, async (_request, reply) => {
    document ??= readFile(require.resolve('@shop/contract/openapi.json'));
    // Integrators' tools read it from other origins; it holds nothing but the public contract.
    return reply
      .type('application/json')
      .header('Access-Control-Allow-Origin', '*')
      .send(await document);
  });

  app.get(apiReferencePath, async (_request, reply) => {
    const nonce = newNonce();
    return reply.headers(pageSecurityHeaders(nonce, [])).type('text/html; charset=utf-8').send(referencePage(nonce));
  });

  const swaggerUi = dirname(require.resolve('swagger-ui-dist/package.json'));
  const assets: Record<string, string> = {
    'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
    'swagger-ui.css': 'text/css; charset=utf-8',
  };
  for (const [name, type] of Object.entries(assets)) {
    let content: Promise<Buffer> | undefined;
    app.get(`${apiReferencePath}/${name}`, async (_request, reply) => {
      content ??= readFile(join(swaggerUi, name));
      return reply
        .type(type)
        .header('Cache-Control', 'public, max-age=3600')
        .send(await content);
    });
  }
}

function referencePage(nonce: string): string {
  // Reading only: calls need a session and a CSRF token that this page does not have.
  const options = {
    url: openApiPath,
    dom_id: '#reference',
    deepLinking: true,
    supportedSubmitMethods: [],
    validatorUrl: null,
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Ticket shop public API</title>
    <link rel="stylesheet" href="${apiReferencePath}/swagger-ui.css">
  </head>
  <body>
    <div id="reference"></div>
    <script nonce="${nonce}" src="${apiReferencePath}/swagger-ui-bundle.js"></script>
    <script nonce="${nonce}">SwaggerUIBundle(${JSON.stringify(options)});</script>
  </body>
</html>
`;
}
