import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './session.ts';
import { registerStaticAssets } from './static-assets.ts';

export interface AppPages {
  /** Where the app lives: `{prefix}` and every path below show its page; `{prefix}/assets/*` its files. */
  prefix: string;
  /** The app's build: `index.html` and `assets/`. */
  dist: string;
  /** The page's own headers (policy, framing); `Cache-Control: no-cache` is always added. */
  headers: Record<string, string>;
  /** Paths below `prefix` that belong to others and are left to their routes. */
  except?: readonly string[];
  /** What a server without the app's build answers, with 404. */
  notBuilt: string;
}

/**
 * An app of its own beside the shop (the back office, the door app): its hashed files as the
 * shop's are served, and its single page for its address and every path below it, which the app
 * draws from the address. A new build's page reaches browsers at their next load.
 */
export function registerAppPages(app: FastifyInstance, options: AppPages): void {
  registerStaticAssets(app, options.dist, options.prefix);
  let index: Promise<string> | null = null;
  const page = () =>
    (index ??= readFile(join(options.dist, 'index.html'), 'utf8').catch((error: unknown) => {
      index = null;
      throw error;
    }));
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    if (options.except?.some((prefix) => path.startsWith(prefix))) return reply.callNotFound();
    let html;
    try {
      html = await page();
    } catch {
      // Not built: the server still serves the shop and the APIs.
      return reply.code(404).type('text/plain; charset=utf-8').send(options.notBuilt);
    }
    return reply
      .headers({ ...options.headers, 'Cache-Control': 'no-cache' })
      .type('text/html; charset=utf-8')
      .send(html);
  };
  // `{prefix}` and `{prefix}/` are one route (trailing slashes are ignored).
  app.get(options.prefix, answer);
  app.get(`${options.prefix}/*`, answer);
}
