import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { appleWalletBadge, googleWalletBadge } from './wallet-badges.ts';

/**
 * Files alf.io's own public app loads from the server under `/resources/`: its text font, one
 * file per script subset, and the two "add to wallet" buttons. Ours are Source Sans Pro from
 * npm (SIL Open Font License) and badges drawn in `wallet-badges.ts`. The names never change
 * their content, so browsers keep them for a year.
 */
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const;
const SVG = 'image/svg+xml';

interface Resource {
  type: string;
  load(): Promise<Buffer>;
}

function resources(): Map<string, Resource> {
  const resolve = createRequire(import.meta.url).resolve;
  const map = new Map<string, Resource>();
  for (const subset of FONT_SUBSETS) {
    map.set(`font/SourceSansPro-Regular.${subset}.woff2`, {
      type: 'font/woff2',
      load: () => readFile(resolve(`@fontsource/source-sans-pro/files/source-sans-pro-${subset}-400-normal.woff2`)),
    });
  }
  const google = { type: SVG, load: async () => Buffer.from(googleWalletBadge()) };
  // alf.io's page asks for a PNG; an SVG under that name is drawn the same, since browsers go by
  // the content type.
  const apple = { type: SVG, load: async () => Buffer.from(appleWalletBadge()) };
  map.set('images/email/enUS_add_to_google_wallet_add-wallet-badge.svg', google);
  map.set('images/email/add-to-apple-wallet-button.png', apple);
  map.set('images/wallet/add-to-google-wallet.svg', google);
  map.set('images/wallet/add-to-apple-wallet.svg', apple);
  return map;
}

export function resourceRoutes(ctx: AppContext): void {
  const known = resources();
  const loaded = new Map<string, Promise<Buffer>>();
  ctx.app.get<{ Params: { '*': string } }>('/resources/*', async (request, reply: FastifyReply) => {
    const name = request.params['*'];
    const resource = known.get(name);
    if (!resource) return reply.code(404).send();
    let content = loaded.get(name);
    if (!content) {
      content = resource.load();
      loaded.set(name, content);
    }
    return reply
      .type(resource.type)
      .header('Cache-Control', 'public, max-age=31536000')
      .header('Access-Control-Allow-Origin', '*')
      .send(await content);
  });
}
