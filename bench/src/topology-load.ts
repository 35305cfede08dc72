import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { startPostgres } from '@shop/dev-postgres';
import {
  freePort,
  nginxInstalled,
  productionServerBlock,
  selfSignedCertificate,
  startNginx,
} from '../../deploy/test/nginx.ts';
import { drive } from './load-driver.ts';
import { compiledServer, startServer } from './server.ts';
import { addDemoStock, LOAD_EVENT as EVENT } from './stock.ts';
import { table } from './table.ts';

/**
 * The production topology as deploy/production/nginx.conf ships it: Debian's nginx (TLS, HTTP/1.1,
 * one worker per core) in front of one, two, then three compiled server processes on one
 * PostgreSQL. Each buyer opens the event page on a connection of its own, reserves one ticket,
 * reads the booking step, fills it in and confirms with a bank transfer: five requests, one
 * purchase. Throughput and latency are per purchase; the memory is each process's resident size
 * after its round. Afterwards the database is asked whether every confirmed purchase holds one
 * ticket of its own.
 */
export interface TopologyOptions {
  durationMs: number;
  warmUpMs: number;
  /** Buyers in flight at once. */
  concurrency: number;
  stock: number;
}

export interface TopologyRound {
  processes: number;
  purchases: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Resident memory of each process in use, in MB, after the round. */
  rssMb: number[];
}

export interface TopologyResult {
  rounds: TopologyRound[];
  /** Purchases answered as confirmed that the database does not hold as one ticket each. */
  wrong: number;
}

const shippedConfig = readFileSync(new URL('../../deploy/production/nginx.conf', import.meta.url), 'utf8');
const shopDist = fileURLToPath(new URL('../../apps/shop/dist/', import.meta.url));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function decoded(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  if (encoding === 'deflate') return inflateSync(body).toString();
  return body.toString();
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024);
}

export async function measureTopology(options: TopologyOptions): Promise<TopologyResult> {
  if (!nginxInstalled()) throw new Error('Debian’s nginx is not installed (apt-get install nginx)');
  const scratch = mkdtempSync(join(tmpdir(), 'bench-topology-'));
  const postgres = await startPostgres();
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    const certificate = selfSignedCertificate(scratch);
    const httpsPort = await freePort();
    const httpPort = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()];
    const env = { DATABASE_URL: postgres.url, TRUST_PROXY: '1', BASE_URL: `https://127.0.0.1:${httpsPort}` };
    // One after the other: the first one migrates and loads the demo.
    for (const port of ports) servers.push(await startServer(port, env, compiledServer));
    const categoryId = addDemoStock(postgres, options.stock);

    const confirmed: string[] = [];
    let buyerNumber = 0;
    /** One buyer's purchase, on a TLS connection of its own kept for its five requests. */
    const purchase = async (): Promise<Response> => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1, ca: certificate.cert });
      const buyer = ++buyerNumber;
      const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
        new Promise<Answer>((resolve, reject) => {
          const sent = request(
            {
              host: '127.0.0.1',
              port: httpsPort,
              method,
              path,
              agent,
              headers: {
                'accept-encoding': 'gzip, deflate, br',
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                ...headers,
              },
            },
            (response) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('error', reject);
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  headers: response.headers,
                  body: decoded(Buffer.concat(chunks), response.headers['content-encoding']),
                }),
              );
            },
          );
          sent.on('error', reject);
          sent.end(body === undefined ? undefined : JSON.stringify(body));
        });
      const failed = (answer: Answer) => new Response(answer.body || null, { status: answer.status || 599 });
      try {
        const page = await send('GET', `/event/${EVENT}`);
        const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(page.body)?.[1];
        const token = meta('GID');
        const csrf = meta('XSRF_TOKEN');
        if (page.status !== 200 || !token || !csrf) return failed(page);
        const session = { 'x-auth-token': token, 'x-csrf-token': csrf };
        const reserve = await send('POST', `/api/v2/public/event/${EVENT}/reserve-tickets?lang=en`, session, {
          reservation: [{ ticketCategoryId: categoryId, amount: 1 }],
          additionalService: [],
        });
        const id = reserve.status === 200 ? (JSON.parse(reserve.body) as { value?: string }).value : undefined;
        if (!id) return failed(reserve);
        const path = `/api/v2/public/reservation/${id}`;
        const booking = await send('GET', path, session);
        if (booking.status !== 200) return failed(booking);
        const info = JSON.parse(booking.body) as { ticketsByCategory: { tickets: { uuid: string }[] }[] };
        const email = `buyer-${buyer}@example.org`;
        const tickets = info.ticketsByCategory.flatMap((category) => category.tickets);
        const validate = await send('POST', `${path}/validate-to-overview?lang=en&ignoreWarnings=true`, session, {
          firstName: 'Bench',
          lastName: 'Buyer',
          email,
          tickets: Object.fromEntries(
            tickets.map((ticket) => [
              ticket.uuid,
              { firstName: 'Bench', lastName: 'Buyer', email, userLanguage: 'en', additional: {} },
            ]),
          ),
          additionalServices: {},
          invoiceRequested: false,
          postponeAssignment: false,
        });
        if (validate.status !== 200) return failed(validate);
        const confirm = await send('POST', `${path}?lang=en`, session, {
          termAndConditionsAccepted: true,
          privacyPolicyAccepted: true,
          selectedPaymentMethod: 'BANK_TRANSFER',
          paymentProxy: 'OFFLINE',
        });
        const success = confirm.status === 200 && (JSON.parse(confirm.body) as { success?: boolean }).success === true;
        if (!success) return failed(confirm);
        confirmed.push(id);
        return new Response(null, { status: 204 });
      } finally {
        agent.destroy();
      }
    };
    const accepted = async (response: Response) => {
      const ok = response.status === 204;
      if (!ok && process.env.BENCH_VERBOSE) console.error(response.status, (await response.text()).slice(0, 300));
      return ok;
    };

    const rounds: TopologyRound[] = [];
    for (const processes of [1, 2, 3]) {
      const roundDir = join(scratch, `nginx-${processes}`);
      mkdirSync(roundDir);
      const server = productionServerBlock(shippedConfig, {
        httpPort,
        httpsPort,
        certFile: certificate.certFile,
        keyFile: certificate.keyFile,
        root: shopDist,
        upstreams: ports.slice(0, processes),
      });
      const nginx = await startNginx(roundDir, server, httpsPort, { workers: 'auto' });
      try {
        await drive(purchase, options.warmUpMs, options.concurrency, accepted);
        const run = await drive(purchase, options.durationMs, options.concurrency, accepted);
        const sorted = run.latencies.sort((a, b) => a - b);
        const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
        rounds.push({
          processes,
          purchases: sorted.length - run.errors,
          perSecond: (sorted.length - run.errors) / (run.elapsedMs / 1000),
          p50Ms: quantile(0.5),
          p99Ms: quantile(0.99),
          errors: run.errors,
          rssMb: await Promise.all(servers.slice(0, processes).map((s) => residentMb(s.pid))),
        });
      } finally {
        await nginx.stop();
      }
    }

    const ids = confirmed.map((id) => `'${id}'`).join(',');
    const held = Number(
      postgres.sql(
        `SELECT count(*) FROM reservation r WHERE r.id IN (${ids}) AND r.status = 'OFFLINE_PAYMENT'
           AND (SELECT count(*) FROM ticket t WHERE t.reservation_id = r.id AND t.status = 'TO_BE_PAID') = 1`,
      ),
    );
    return { rounds, wrong: confirmed.length - new Set(confirmed).size + (new Set(confirmed).size - held) };
  } finally {
    for (const server of servers) await server.stop();
    await postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const TOPOLOGY_TITLE =
  'The production topology: nginx (TLS, one worker per core) in front of 1, 2 and 3 compiled server processes on one PostgreSQL; a purchase = event page, reserve, booking step, fill in, confirm by bank transfer (the load generator shares the machine)';

export function topologyTable(result: TopologyResult): string {
  const first = result.rounds[0];
  return [
    table(
      ['processes', 'purchases/s', 'vs 1 process', 'p50', 'p99', 'purchases', 'errors', 'RSS per process'],
      result.rounds.map((r) => [
        r.processes,
        r.perSecond.toFixed(1),
        first ? `${(r.perSecond / first.perSecond).toFixed(2)}×` : '',
        `${r.p50Ms.toFixed(0)} ms`,
        `${r.p99Ms.toFixed(0)} ms`,
        r.purchases,
        r.errors,
        r.rssMb.map((mb) => `${mb} MB`).join(', '),
      ]),
    ),
    `confirmed purchases not held as one ticket each: ${result.wrong}`,
  ].join('\n');
}

export function topologyOptions(): TopologyOptions {
  return {
    durationMs: Number(process.env.BENCH_TOPOLOGY_SECONDS ?? 10) * 1000,
    warmUpMs: 3_000,
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
    stock: 50_000,
  };
}

/** `node --import tsx bench/src/topology-load.ts`: this section alone, on the last build. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(`\n${TOPOLOGY_TITLE}\n`);
  console.log(topologyTable(await measureTopology(topologyOptions())));
}
