import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the door app lives: its page for every path below, its hashed files under `assets/`. */
export const DOOR_APP_PATH = '/admin/door';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

interface File {
  type: string;
  etag: string;
  raw: Buffer;
  gzip: Buffer | null;
}

/**
 * The page has no inline script, so only the app's own files run; the camera is allowed to this
 * origin alone, and the page is never framed (a framed scanner could be clicked through).
 */
const pageHeaders: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; connect-src *; img-src 'self' data: blob:; media-src 'self' blob:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  'Permissions-Policy': 'camera=(self)',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  // A new build's page must reach the gates at their next load; its files keep their hashed names.
  'Cache-Control': 'no-cache',
};

async function load(dist: string, relative: string): Promise<File | null> {
  const base = normalize(dist).replace(/[\\/]+$/, '');
  const path = normalize(join(base, relative));
  const type = relative === 'index.html' ? 'text/html; charset=utf-8' : types[extname(path)];
  if (!type || !path.startsWith(base + sep)) return null;
  let raw: Buffer;
  try {
    raw = await readFile(path);
  } catch {
    return null;
  }
  const etag = `"${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}"`;
  return { type, etag, raw, gzip: raw.length < 512 || type === 'image/png' ? null : gzipSync(raw, { level: 9 }) };
}

/**
 * Serves the door app, the check-in staff's scanner, built into `doorDist`: the few files are
 * read once and kept in memory; only files that exist are kept, so made-up names cannot grow the process.
 */
export function registerDoorApp(app: FastifyInstance, doorDist: string): void {
  const cache = new Map<string, Promise<File | null>>();
  const cached = (relative: string) => {
    let file = cache.get(relative);
    if (!file) {
      file = load(doorDist, relative);
      cache.set(relative, file);
      const forget = () => cache.delete(relative);
      file.then((found) => found ?? forget(), forget);
    }
    return file;
  };
  const send = (reply: FastifyReply, file: File, ifNoneMatch: string | undefined, acceptEncoding: string) => {
    reply.header('ETag', file.etag).header('Vary', 'Accept-Encoding').type(file.type);
    if (ifNoneMatch === file.etag) return reply.code(304).send();
    if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return reply.header('Content-Encoding', 'gzip').send(file.gzip);
    return reply.send(file.raw);
  };

  app.get(`${DOOR_APP_PATH}/assets/*`, async (request, reply) => {
    const file = await cached(`assets/${(request.params as { '*': string })['*']}`);
    if (!file) return reply.code(404).send();
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    return send(reply, file, request.headers['if-none-match'], String(request.headers['accept-encoding'] ?? ''));
  });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = await cached('index.html');
    if (!file) return reply.code(404).send();
    reply.headers(pageHeaders);
    return send(reply, file, request.headers['if-none-match'], String(request.headers['accept-encoding'] ?? ''));
  };
  // The app's own address (with or without the slash) and every path below, a screen the app draws from the address.
  app.get(DOOR_APP_PATH, page);
  app.get(`${DOOR_APP_PATH}/*`, page);
}
