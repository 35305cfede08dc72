import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The shop's built files. Names under `/assets/` carry a content hash, so they are cached for a
 * year and never revalidated; each is read with its brotli and gzip copies (made by the shop's
 * build, or here on first request when missing) and kept in memory: the shop is a few hundred
 * kilobytes. Only files that exist are kept, so requests
 * for made-up names cannot grow the process.
 */
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.js', '.css', '.svg', '.json', '.txt', '.map', '.webmanifest']);

interface Asset {
  type: string;
  etag: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves `{prefix}/assets/*` from `dist`, and for the shop (no prefix) its root files. The back
 * office and the door app are served the same way from their own builds (`app-pages.ts`).
 */
export function registerStaticAssets(app: FastifyInstance, shopDist: string, prefix = ''): void {
  const cache = new Map<string, Promise<Asset | null>>();
  const load = (relative: string) => {
    let asset = cache.get(relative);
    if (!asset) {
      asset = readAsset(shopDist, relative);
      cache.set(relative, asset);
      const forget = () => cache.delete(relative);
      asset.then((found) => found ?? forget(), forget);
    }
    return asset;
  };

  const serve = (immutable: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const relative = (request.params as { '*': string })['*'];
    const asset = await load(immutable ? `assets/${relative}` : relative);
    if (!asset) return reply.code(404).send();
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : rootFileCaching(relative));
    reply.header('ETag', asset.etag).header('Vary', 'Accept-Encoding').type(asset.type);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (asset.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(asset.br);
    if (asset.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(asset.gzip);
    return reply.send(asset.raw);
  };

  app.get(`${prefix}/assets/*`, serve(true));
  if (prefix !== '') return;
  const rootFiles = [
    'favicon.svg',
    'favicon.ico',
    'manifest.webmanifest',
    'icon-192.png',
    'icon-512.png',
    'apple-touch-icon.png',
    'service-worker.js',
  ];
  for (const name of rootFiles) {
    app.get(`/${name}`, (request, reply) => {
      (request.params as Record<string, string>)['*'] = name;
      return serve(false)(request, reply);
    });
  }
}

/**
 * Root files keep their names across builds, so browsers check them again after an hour; the
 * offline-ticket worker at every load, so a new build's worker replaces the old one at once. Its
 * scope, the ticket pages, lies under its folder: it needs no `Service-Worker-Allowed`.
 */
function rootFileCaching(relative: string): string {
  return relative === 'service-worker.js' ? 'no-cache' : 'public, max-age=3600';
}

async function readAsset(root: string, relative: string): Promise<Asset | null> {
  const base = normalize(root).replace(/[\\/]+$/, '');
  const path = normalize(join(base, relative));
  if (!path.startsWith(base + sep)) return null;
  const extension = extname(path);
  const type = types[extension];
  if (!type) return null;
  try {
    if (!(await stat(path)).isFile()) return null;
  } catch {
    return null;
  }
  const raw = await readFile(path);
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`;
  if (!compressible.has(extension) || raw.length < 512) return { type, etag, raw };
  // The build writes both copies beside the file; a shop built otherwise is compressed here, once.
  const [br, gzip] = await Promise.all([readIfPresent(`${path}.br`), readIfPresent(`${path}.gz`)]);
  return {
    type,
    etag,
    raw,
    br:
      br ??
      brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    gzip: gzip ?? gzipSync(raw, { level: 9 }),
  };
}

async function readIfPresent(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}
