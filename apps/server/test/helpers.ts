import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';

/** A stand-in for the built shop: the same head and script tags Vite writes. */
const shopIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Tickets</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def456.js">
    <link rel="stylesheet" crossorigin href="/assets/index-789.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

async function fakeShopDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), shopIndex);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});\n`);
  // With the trailing slash the default configuration has.
  return `${dir}/`;
}

let demoSnapshot: Promise<Blob> | undefined;

/**
 * A fresh database holding the demo: a copy of the one the run's global setup migrated and loaded.
 * The app still runs the migrations and the demo load on it, which find nothing left to do.
 */
async function demoDatabase(): Promise<Database> {
  demoSnapshot ??= readFile(inject('demoSnapshot')).then((bytes) => new Blob([bytes]));
  return openDatabase({ dataDir: 'memory://', snapshot: await demoSnapshot });
}

export interface TestApp extends BuiltApp {
  config: Config;
  db: Database;
}

/** The real app on a fresh in-memory database, answering through `inject`. */
export async function testApp(
  env: Record<string, string> = {},
  db?: Database,
  build: Omit<BuildOptions, 'db' | 'logger'> = {},
): Promise<TestApp> {
  const shopDist = await fakeShopDist();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    SHOP_DIST: shopDist,
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: 'silent',
    // Tests change an event and read it back at once; the suite of the cache turns it on.
    EVENT_PAGE_CACHE_SECONDS: '0',
    // The demo is the tests' fixture; a suite that wants an empty database says DEMO_DATA=false.
    DEMO_DATA: 'true',
    // VAT numbers are checked for their shape; the suites of VIES point it at the local fake.
    VIES_API_URL: 'none',
    ...env,
  });
  const database = db ?? (config.loadDemoData ? await demoDatabase() : await openDatabase({ dataDir: 'memory://' }));
  const built = await buildApp(config, { ...build, db: database, logger: false });
  return {
    ...built,
    config,
    db: database,
    async close() {
      await built.close();
      if (!db) await database.close();
      await rm(shopDist, { recursive: true, force: true });
    },
  };
}

/** Session id and CSRF token as a browser would hold them after loading a page. */
export async function browserSession(app: FastifyInstance): Promise<{ sessionId: string; csrf: string }> {
  const page = await app.inject({ method: 'GET', url: '/' });
  return { sessionId: metaContent(page, 'GID'), csrf: metaContent(page, 'XSRF_TOKEN') };
}

export function metaContent(page: LightMyRequestResponse, name: string): string {
  const match = page.body.match(new RegExp(`<meta name="${name}" content="([^"]*)">`));
  if (!match?.[1]) throw new Error(`no ${name} meta in page`);
  return match[1];
}

/** Reverses the URI-fragment encoding of a preload element, as the shop does. */
export function preloaded(page: LightMyRequestResponse, id: string, param?: string): unknown {
  const dataParam = param === undefined ? '' : ` data-param="${param}"`;
  const match = page.body.match(
    new RegExp(`<script nonce="[0-9a-f]+" type="application/json" id="${id}"${dataParam}>([^<]*)</script>`),
  );
  if (!match?.[1]) return undefined;
  return JSON.parse(decodeURIComponent(match[1]));
}
