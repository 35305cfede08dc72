import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectHttp2 } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, type PostgresCluster } from '@shop/dev-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  nginxBinary,
  nginxInstalled,
  productionServerBlock,
  selfSignedCertificate,
  startNginx,
  type RunningNginx,
} from './nginx.ts';

/**
 * deploy/production/nginx.conf started as shipped (ports, paths and a self-signed certificate
 * replaced) in front of three real server processes on one PostgreSQL, then broken the ways a
 * production setup breaks: a process killed, a process stopped for a rolling restart, the database
 * restarted. Each scenario drives a few buyers (open the event page, reserve one ticket) and then
 * asks the database whether any answered reservation went missing or a ticket went to two buyers.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const shippedConfig = readFileSync(new URL('../production/nginx.conf', import.meta.url), 'utf8');
const migrationsDir = join(root, 'apps/server/src/db/migrations');
const EVENT = 'alpine-devops-day';
const CATEGORY = 'On site';
const STOCK = 2000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface ServerProcess {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

describe('the production topology: nginx, three server processes, one PostgreSQL', () => {
  let scratch: string;
  let postgres: PostgresCluster;
  let nginx: RunningNginx | undefined;
  let httpsPort: number;
  let cert: string;
  let categoryId: number;
  const servers: ServerProcess[] = [];
  /** Processes started again after a scenario stopped them, ready while the next scenario runs. */
  const restarting: Promise<void>[] = [];
  let shopDist: string;

  function startServer(port: number): ServerProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url,
        DATABASE_POOL_SIZE: '5',
        DATA_DIR: join(scratch, `data-${port}`),
        DEMO_DATA: 'true',
        TRUST_PROXY: '1',
        SHOP_DIST: shopDist,
        BASE_URL: `https://127.0.0.1:${httpsPort}`,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    return { port, child, exited, output: () => output };
  }

  /** Resolves once the process answers /readyz with 200; fails if it exits first. */
  async function ready(server: ServerProcess): Promise<void> {
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`server ${server.port} exited: ${server.output()}`);
      const answer = await fetch(`http://127.0.0.1:${server.port}/readyz`).catch(() => null);
      if (answer?.status === 200) return;
      await pause(100);
    }
  }

  /** One request to nginx over TLS and HTTP/1.1, on a connection of its own (a buyer's browser). */
  function call(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const sent = httpsRequest(
        { host: '127.0.0.1', port: httpsPort, method, path, headers, ca: cert, agent: false },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          );
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  }

  function meta(page: string, name: string): string {
    const match = page.match(new RegExp(`<meta name="${name}" content="([^"]*)">`));
    if (!match?.[1]) throw new Error(`no ${name} in the page: ${page.slice(0, 300)}`);
    return match[1];
  }

  /** A buyer opens the event page (which gives the session) and reserves one ticket. */
  async function buyOne(): Promise<{ page: Answer; reserve?: Answer; id?: string }> {
    const page = await call('GET', `/event/${EVENT}`);
    if (page.status !== 200) return { page };
    const headers = {
      'content-type': 'application/json',
      'x-auth-token': meta(page.body, 'GID'),
      'x-csrf-token': meta(page.body, 'XSRF_TOKEN'),
    };
    const reserve = await call(
      'POST',
      `/api/v2/public/event/${EVENT}/reserve-tickets?lang=en`,
      headers,
      JSON.stringify({ reservation: [{ ticketCategoryId: categoryId, amount: 1 }], additionalService: [] }),
    );
    const parsed = reserve.status === 200 ? (JSON.parse(reserve.body) as { success?: boolean; value?: string }) : {};
    return { page, reserve, id: parsed.success ? parsed.value : undefined };
  }

  interface Load {
    reserved: string[];
    failedPages: Answer[];
    failedReserves: { status: number; body: string }[];
    thrown: unknown[];
    /** Resolves once `count` more reservations than now have been answered. */
    after(count: number): Promise<void>;
    stop(): Promise<void>;
  }

  /** `buyers` clients buying one ticket after another until stopped: light load. */
  function load(buyers: number): Load {
    let running = true;
    const waiting: { target: number; resolve: () => void }[] = [];
    const state: Load = {
      reserved: [],
      failedPages: [],
      failedReserves: [],
      thrown: [],
      after(count) {
        return new Promise((resolve) => waiting.push({ target: state.reserved.length + count, resolve }));
      },
      async stop() {
        running = false;
        await clients;
      },
    };
    const client = async () => {
      while (running) {
        try {
          const { page, reserve, id } = await buyOne();
          if (page.status !== 200) state.failedPages.push(page);
          else if (!id) state.failedReserves.push({ status: reserve?.status ?? 0, body: reserve?.body ?? '' });
          else state.reserved.push(id);
        } catch (error) {
          state.thrown.push(error);
        }
        for (const wait of waiting.filter((entry) => state.reserved.length >= entry.target)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve();
        }
      }
    };
    const clients = Promise.all(Array.from({ length: buyers }, client));
    return state;
  }

  /** Every answered reservation is in the database with one ticket of its own; the kept stock agrees. */
  function expectNothingLostOrSoldTwice(reserved: string[]): void {
    expect(new Set(reserved).size).toBe(reserved.length);
    const ids = reserved.map((id) => `'${id}'`).join(',');
    const held = postgres.sql(
      `SELECT count(DISTINCT r.id) || '/' || count(t.id) FROM reservation r JOIN ticket t ON t.reservation_id = r.id WHERE r.id IN (${ids})`,
    );
    expect(held).toBe(`${reserved.length}/${reserved.length}`);
    // The kept counts of free tickets agree with the rows (a ticket taken twice would break them).
    const drift = postgres.sql(
      `SELECT count(*) FROM (SELECT category_id FROM (SELECT category_id, free AS stored, 0 AS counted FROM ticket_stock
         UNION ALL SELECT category_id, 0, 1 FROM ticket WHERE status = 'FREE') AS both_sides
         GROUP BY category_id HAVING sum(stored) <> sum(counted)) AS drifted`,
    );
    expect(drift).toBe('0');
  }

  /** Reads a Server-Sent Events stream through nginx, message by message. */
  function openStream() {
    const messages: string[] = [];
    const waiting: (() => void)[] = [];
    let ended = false;
    let buffered = '';
    const notify = () => waiting.splice(0).forEach((resolve) => resolve());
    const sent = httpsRequest(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path: `/api/v2/public/event/${EVENT}/availability-stream`,
        headers: { accept: 'text/event-stream' },
        ca: cert,
        agent: false,
      },
      (response) => {
        response.on('data', (chunk: Buffer) => {
          buffered += chunk.toString();
          const parts = buffered.split('\n\n');
          buffered = parts.pop() ?? '';
          messages.push(...parts.filter((part) => part.includes('data:')));
          notify();
        });
        response.on('close', () => {
          ended = true;
          notify();
        });
      },
    );
    sent.on('error', () => {
      ended = true;
      notify();
    });
    sent.end();
    return {
      messages,
      ended: () => ended,
      /** Resolves once `count` messages arrived, or the stream ended. */
      async messageCount(count: number): Promise<void> {
        while (messages.length < count && !ended) await new Promise<void>((resolve) => waiting.push(resolve));
      },
      async end(): Promise<void> {
        while (!ended) await new Promise<void>((resolve) => waiting.push(resolve));
      },
      close: () => sent.destroy(),
    };
  }

  beforeAll(async () => {
    expect(nginxInstalled(), `${nginxBinary} runs (apt-get install nginx)`).toBe(true);
    scratch = mkdtempSync(join(tmpdir(), 'production-topology-'));
    chmodSync(scratch, 0o755);
    shopDist = join(scratch, 'dist');
    mkdirSync(join(shopDist, 'assets'), { recursive: true });
    writeFileSync(
      join(shopDist, 'index.html'),
      '<!doctype html><html><head><title>shop</title></head><body></body></html>',
    );
    writeFileSync(join(shopDist, 'assets', 'index-abc123.js'), `export const text = '${'shop '.repeat(500)}';\n`);

    postgres = await startPostgres();
    // The previous release's schema: every migration but the last. Three processes starting at
    // once must upgrade it once, the other two waiting for the first (they would fail on the
    // migration's own statements if they ran it too).
    const migrations = readdirSync(migrationsDir)
      .filter((name) => /^\d{3}_.+\.sql$/.test(name))
      .sort();
    postgres.sql(
      'CREATE TABLE schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const name of migrations.slice(0, -1)) {
      postgres.sql(
        `${readFileSync(join(migrationsDir, name), 'utf8')};\nINSERT INTO schema_migration (name) VALUES ('${name}')`,
      );
    }

    httpsPort = await freePort();
    const httpPort = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    const certificate = selfSignedCertificate(scratch);
    cert = certificate.cert;

    for (const port of ports) servers.push(startServer(port));
    await Promise.all(servers.map(ready));
    expect(postgres.sql("SELECT count(*) || ' / ' || count(DISTINCT name) FROM schema_migration")).toBe(
      `${migrations.length} / ${migrations.length}`,
    );
    categoryId = Number(
      postgres.sql(
        `SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = '${EVENT}' AND c.name = '${CATEGORY}'`,
      ),
    );
    postgres.sql(
      `INSERT INTO ticket (event_id, category_id, status) SELECT event_id, id, 'FREE' FROM ticket_category, generate_series(1, ${STOCK}) WHERE id = ${categoryId};
       UPDATE ticket_category SET max_tickets = max_tickets + ${STOCK} WHERE id = ${categoryId}`,
    );

    const server = productionServerBlock(shippedConfig, {
      httpPort,
      httpsPort,
      certFile: certificate.certFile,
      keyFile: certificate.keyFile,
      root: shopDist,
      upstreams: ports,
    });
    nginx = await startNginx(scratch, server, httpsPort);
  }, 240_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    await postgres?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('serves a buyer over HTTP/2: the event page from a process, the shop’s files compressed from the disk', async () => {
    const session = connectHttp2(`https://127.0.0.1:${httpsPort}`, { ca: cert });
    try {
      const get = (path: string, headers: Record<string, string> = {}) =>
        new Promise<Answer>((resolve, reject) => {
          const stream = session.request({ ':path': path, ...headers });
          let status = 0;
          let responseHeaders: Answer['headers'] = {};
          let text = '';
          stream.on('response', (received) => {
            status = Number(received[':status']);
            responseHeaders = received;
          });
          stream.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
          stream.on('end', () => resolve({ status, headers: responseHeaders, body: text }));
          stream.on('error', reject);
        });
      const page = await get(`/event/${EVENT}`);
      expect(session.alpnProtocol).toBe('h2');
      expect(page.status).toBe(200);
      expect(page.body).toContain('<meta name="GID"');

      const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
      expect(asset.status).toBe(200);
      expect(asset.headers['content-encoding']).toBe('gzip');
      expect(asset.headers['cache-control']).toContain('immutable');
    } finally {
      session.close();
    }
  });

  it('lets a buyer reserve, and passes the availability stream on as each update comes', async () => {
    const stream = openStream();
    try {
      // The first update arrives while the response is still open: nothing holds it in a buffer.
      await stream.messageCount(1);
      expect(stream.ended()).toBe(false);
      const { id } = await buyOne();
      expect(id).toBeTypeOf('string');
      await stream.messageCount(2);
      expect(stream.ended()).toBe(false);
      expect(stream.messages[1]).toContain('data:');
    } finally {
      stream.close();
    }
  });

  it('survives a process killed under load: only in-flight POSTs fail, GETs are passed on, streams reconnect', async () => {
    // One stream on each process: nginx takes turns.
    const streams = [openStream(), openStream(), openStream()];
    await Promise.all(streams.map((stream) => stream.messageCount(1)));
    const buyers = load(3);
    const victim = servers[0]!;
    try {
      await buyers.after(6);
      victim.child.kill('SIGKILL');
      await victim.exited;
      await buyers.after(15);
    } finally {
      await buyers.stop();
    }

    expect(buyers.thrown).toEqual([]);
    // A GET that reached the killed process is tried on the next one: buyers never see it.
    expect(buyers.failedPages).toEqual([]);
    // A POST the process had already received when it died cannot be passed on (it may have been
    // carried out); at most one per buyer was in flight, and nginx answers it with 502.
    expect(buyers.failedReserves.length).toBeLessThanOrEqual(3);
    for (const failed of buyers.failedReserves) expect(failed.status).toBe(502);
    expectNothingLostOrSoldTwice(buyers.reserved);

    // The stream the killed process held ends; the shop opens it again and lands on another.
    const ended = streams.filter((stream) => stream.ended());
    expect(ended).toHaveLength(1);
    const again = openStream();
    await again.messageCount(1);
    expect(again.ended()).toBe(false);
    for (const stream of [...streams, again]) stream.close();

    servers[0] = startServer(victim.port);
    restarting.push(ready(servers[0]));
  }, 120_000);

  it('drains a process stopped gracefully during reserving (a rolling restart): no request fails', async () => {
    const buyers = load(3);
    const stopping = servers[1]!;
    try {
      await buyers.after(6);
      stopping.child.kill('SIGTERM');
      expect(await stopping.exited).toBe(0);
      await buyers.after(15);
    } finally {
      await buyers.stop();
    }

    expect(buyers.thrown).toEqual([]);
    expect(buyers.failedPages).toEqual([]);
    expect(buyers.failedReserves).toEqual([]);
    expectNothingLostOrSoldTwice(buyers.reserved);

    servers[1] = startServer(stopping.port);
    restarting.push(ready(servers[1]));
  }, 120_000);

  it('rides out PostgreSQL restarting under load: not ready while it is away, back by itself, no answered write lost', async () => {
    await Promise.all(restarting.splice(0));
    const buyers = load(3);
    try {
      await buyers.after(6);
      postgres.pause();
      try {
        for (const server of servers) {
          let status = 0;
          while (status !== 503) {
            expect(server.child.exitCode, server.output()).toBeNull();
            // A process that died of the outage refuses or drops the request; the loop then reports its exit.
            status = (await fetch(`http://127.0.0.1:${server.port}/readyz`).catch(() => null))?.status ?? 0;
          }
        }
      } finally {
        postgres.resume();
      }
      await Promise.all(servers.map(ready));
      await buyers.after(15);
    } finally {
      await buyers.stop();
    }

    // Buyers saw errors while the database was away; what was answered as reserved is kept.
    expect(buyers.thrown).toEqual([]);
    for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
    expectNothingLostOrSoldTwice(buyers.reserved);
  }, 120_000);

  it('keeps the fair queue’s order across a PostgreSQL restart: buyers queued before it are let in in the same order after', async () => {
    await Promise.all(restarting.splice(0));
    // Its own event, so the other scenarios' buyers need no admission. One admission a second,
    // so no two buyers are let in at the same moment and the order is plain in the database.
    const queued = 'alpine-summit';
    const eventId = `(SELECT id FROM event WHERE short_name = '${queued}')`;
    const openSaleIn = (seconds: number) =>
      postgres.sql(
        `UPDATE ticket_category SET inception = now() + interval '${seconds} seconds'
         WHERE event_id = ${eventId} AND active AND expiration > now() + interval '1 hour'`,
      );
    postgres.sql(
      `INSERT INTO configuration (scope, event_id, key, value)
       SELECT 'EVENT', ${eventId}, k, v FROM (VALUES ('QUEUE_ENABLED', 'true'), ('QUEUE_ADMISSIONS_PER_MINUTE', '60')) s (k, v)`,
    );
    openSaleIn(3600);

    const buyers: Record<string, string>[] = [];
    for (let index = 0; index < 5; index++) {
      const answer = await call('GET', '/api/v2/public/i18n/languages');
      buyers.push({
        'content-type': 'application/json',
        'x-auth-token': String(answer.headers['x-auth-token']),
        'x-csrf-token': String(answer.headers['xsrf-token']),
      });
    }
    const enter = async (buyer: Record<string, string>) => {
      const answer = await call('POST', `/api/v2/public/event/${queued}/queue`, buyer, '{}');
      return answer.status === 200 ? (JSON.parse(answer.body) as { admitted: boolean }) : null;
    };
    // Before the opening each buyer draws a place; then the sale opens and the head is let in.
    for (const buyer of buyers) expect(await enter(buyer)).toMatchObject({ admitted: false });
    const places = () =>
      postgres.sql(
        `SELECT string_agg(session_id, ',' ORDER BY place, id) FROM queue_entry WHERE event_id = ${eventId}`,
      );
    const before = places();
    openSaleIn(-1);
    expect(await enter(buyers[0]!)).not.toBeNull();
    const admittedBefore = Number(
      postgres.sql(`SELECT count(*) FROM queue_entry WHERE event_id = ${eventId} AND admitted_at IS NOT NULL`),
    );
    expect(admittedBefore).toBe(1);

    postgres.pause();
    postgres.resume();
    await Promise.all(servers.map(ready));
    expect(places()).toBe(before);

    // The buyers come back in the reverse of their places and ask until each is let in.
    const waiting = [...buyers].reverse();
    while (waiting.length > 0) {
      for (const buyer of [...waiting]) {
        if ((await enter(buyer))?.admitted) waiting.splice(waiting.indexOf(buyer), 1);
      }
    }
    const admittedInPlaceOrder = postgres.sql(
      `SELECT bool_and(admitted_at >= before) FROM (SELECT admitted_at, lag(admitted_at) OVER (ORDER BY place, id) AS before
       FROM queue_entry WHERE event_id = ${eventId}) AS ordered WHERE before IS NOT NULL`,
    );
    expect(admittedInPlaceOrder).toBe('t');
    expect(postgres.sql(`SELECT count(DISTINCT admitted_at) FROM queue_entry WHERE event_id = ${eventId}`)).toBe(
      String(buyers.length),
    );
  }, 60_000);

  it('takes a consistent backup with pg_dump while serving, which pg_restore brings back', async () => {
    const backups = join(scratch, 'backups');
    mkdirSync(backups);
    // pg_dump runs as the cluster's owner, which may be another user than the test's.
    chmodSync(backups, 0o777);
    const file = join(backups, 'shop.dump');
    const buyers = load(2);
    try {
      await buyers.after(3);
      await postgres.tool('pg_dump', ['--format=custom', `--file=${file}`, postgres.url]);
    } finally {
      await buyers.stop();
    }

    postgres.sql('CREATE DATABASE restored');
    const restoredUrl = postgres.url.replace(/\/postgres$/, '/restored');
    await postgres.tool('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, file]);
    const inRestored = async (sql: string) =>
      (await postgres.tool('psql', ['-X', '-q', '-A', '-t', '-d', restoredUrl, '-c', sql])).trim();
    expect(await inRestored('SELECT count(*) FROM schema_migration')).toBe(
      postgres.sql('SELECT count(*) FROM schema_migration'),
    );
    expect(Number(await inRestored('SELECT count(*) FROM reservation'))).toBeGreaterThan(0);
    // One snapshot: the kept stock agrees with the tickets in the copy as it does in the original.
    expect(
      await inRestored(
        `SELECT count(*) FROM (SELECT category_id FROM (SELECT category_id, free AS stored, 0 AS counted FROM ticket_stock
           UNION ALL SELECT category_id, 0, 1 FROM ticket WHERE status = 'FREE') AS both_sides
           GROUP BY category_id HAVING sum(stored) <> sum(counted)) AS drifted`,
      ),
    ).toBe('0');
  }, 60_000);
});
