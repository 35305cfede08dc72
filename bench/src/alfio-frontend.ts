import { readFile, stat } from 'node:fs/promises';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * alf.io's own public front end (its Angular app, built from alf.io's sources: see the README's
 * "Comparing with alf.io's front end"), served the way alf.io's server serves it, in front of our
 * server: the app's files, compressed with gzip as alf.io's default configuration does, its
 * `index.html` for every page route, and everything else (the API, images, translations) passed
 * to our server. Both front ends then read the same data from the same server, so a comparison of
 * first visits measures the front ends alone.
 *
 * One difference is left on purpose: alf.io's server fills the index with the event's metadata
 * and a preloaded copy of some API answers; this serves the built index as it is. That makes
 * alf.io's first screens a little slower than on alf.io, so ratios against it are conservative
 * only for pages whose data alf.io does not preload.
 */
export async function startAlfioFrontend(
  distDir: string,
  apiUrl: string,
  port: number,
): Promise<{ url: string; stop(): Promise<void> }> {
  const root = resolve(distDir);
  const index = await readFile(join(root, 'index.html'));
  const api = new URL(apiUrl);
  const types: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.html': 'text/html; charset=utf-8',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
    '.ttf': 'font/ttf',
  };
  const compressed = new Map<string, Buffer>();

  const send = (req: IncomingMessage, res: ServerResponse, body: Buffer, type: string, key: string) => {
    const compressible = /^(text\/|application\/json|image\/svg)/.test(type);
    const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.setHeader('content-type', type);
    if (compressible && accepts) {
      let gz = compressed.get(key);
      if (!gz) compressed.set(key, (gz = gzipSync(body)));
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('vary', 'accept-encoding');
      res.end(gz);
    } else {
      res.end(body);
    }
  };

  const isAppRoute = (path: string) =>
    path === '/' ||
    /^\/(events-all|subscriptions-all|my-orders|my-profile)$/.test(path) ||
    /^\/o\/[^/]+(\/(events-all|subscriptions-all))?$/.test(path) ||
    /^\/(event|subscription)\/[^/]+(\/(reservation|ticket|poll)(\/.*)?)?$/.test(path);

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path));
    void (async () => {
      if (req.method === 'GET' && isAppRoute(path)) {
        send(req, res, index, types['.html']!, 'index.html');
        return;
      }
      if (req.method === 'GET' && file.startsWith(root) && path !== '/') {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          // The built files carry a content hash in their names, as alf.io caches them.
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          send(req, res, await readFile(file), types[extname(file)] ?? 'application/octet-stream', file);
          return;
        }
      }
      const upstream = forward(
        {
          host: api.hostname,
          port: api.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.statusCode = 502;
        res.end();
      });
      req.pipe(upstream);
    })().catch(() => {
      res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
