import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './session.ts';
import { registerStaticAssets } from './static-assets.ts';

/** Where the organizer's back office lives: its pages, and its built files under `assets/`. */
export const ADMIN_APP_PREFIX = '/admin';

/**
 * Paths under `/admin/` the back office does not answer: alf.io's check-in API (and any other
 * `/admin/api/` of alf.io's), and the door-scanning app, which is served there on its own.
 */
const NOT_THE_BACK_OFFICE = ['/admin/api/', '/admin/door/'];

/**
 * The back office's single page: its `index.html` for `/admin/` and every page under it (the app
 * routes in the browser), its hashed files from `adminDist/assets`. Its pages run no inline code,
 * so the policy allows scripts and styles from this origin only.
 */
export function registerAdminApp(app: FastifyInstance, adminDist: string): void {
  registerStaticAssets(app, adminDist, ADMIN_APP_PREFIX);
  let index: Promise<string> | null = null;
  const page = async () => {
    index ??= readFile(join(adminDist, 'index.html'), 'utf8').catch((error: unknown) => {
      index = null;
      throw error;
    });
    return index;
  };
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (NOT_THE_BACK_OFFICE.some((prefix) => path.startsWith(prefix))) return reply.callNotFound();
    let html;
    try {
      html = await page();
    } catch {
      // Not built: the server still serves the shop and the APIs.
      return reply.code(404).type('text/plain; charset=utf-8').send('The back office is not built (npm run build).');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
      )
      .header('X-Robots-Tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  // `/admin` and `/admin/` are one route (trailing slashes are ignored); the app reads both as its start.
  app.get(ADMIN_APP_PREFIX, answer);
  app.get(`${ADMIN_APP_PREFIX}/*`, answer);
}
