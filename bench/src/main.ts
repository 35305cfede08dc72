import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { API_LOAD_TITLE, apiLoadTable, measureReserveLoad, RESERVE_VS_DATABASE_TITLE } from './api-load.ts';
import { measureRoutes } from './bundle-sizes.ts';
import { FAIR_QUEUE_TITLE, fairQueueTable, measureFairQueue } from './fair-queue.ts';
import { CATALOGUE_LOAD_TITLE, catalogueLoadTable, measureCatalogueLoad } from './catalogue-load.ts';
import { EVENT_LOAD_TITLE, measureEventLoad, serverVsDatabaseTable } from './event-load.ts';
import { LIVE_AVAILABILITY_TITLE, liveAvailabilityTable, measureLiveAvailability } from './live-availability.ts';
import { reserveOneTicket } from './sample-reservation.ts';
import { measurePageLoad, PAGE_LOAD_TITLE, pageLoadTable } from './page-load.ts';
import { measureServerMemory, SERVER_MEMORY_TITLE, serverMemoryTable } from './server-memory.ts';
import { startServer } from './server.ts';
import {
  measureStripeConfirmations,
  STRIPE_CONFIRMATIONS_TITLE,
  stripeConfirmationsTable,
} from './stripe-confirmations.ts';
import { kb, table } from './table.ts';
import { measureTicketDocuments, TICKET_DOCUMENTS_TITLE, ticketDocumentsTable } from './ticket-documents.ts';
import { measureVitals } from './web-vitals.ts';

/**
 * `npm run bench`: figures a change can be judged by, all from one run on this machine. Sizes
 * are exact; timings are under simulated mobile conditions, so compare them between runs of the
 * same machine, not with field data.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}apps/shop/dist`;
const port = Number(process.env.BENCH_PORT ?? 8191);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// `BENCH_ONLY=front-end` stops after the shop's sizes and web vitals, for judging a change to the shop alone.
const frontEndOnly = process.env.BENCH_ONLY === 'front-end';
// `BENCH_ONLY=page` runs the served page's rounds alone, for judging a change to the page's server side.
const pageOnly = process.env.BENCH_ONLY === 'page';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

console.log('Building the shop…');
execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

async function pageLoadSection(): Promise<void> {
  console.log(`\n${PAGE_LOAD_TITLE}\n`);
  try {
    console.log(
      pageLoadTable(await measurePageLoad({ port: port + 11, durationMs: 10_000, concurrency: 32, rounds: 3 })),
    );
  } catch (error) {
    console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (pageOnly) {
  await pageLoadSection();
  process.exit(0);
}

const server = await startServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const events = (await (await fetch(`${server.url}/api/v2/public/events`)).json().catch(() => [])) as {
    shortName: string;
  }[];
  const subscriptions = (await (await fetch(`${server.url}/api/v2/public/subscriptions`)).json().catch(() => [])) as {
    id: string;
  }[];
  const eventPage = events[0] ? `/event/${events[0].shortName}` : '/event/demo';
  const bookingStep = await reserveOneTicket(
    server.url,
    events.map((e) => e.shortName),
  );
  const routes = [
    '/',
    '/events-all',
    eventPage,
    subscriptions[0] ? `/subscription/${subscriptions[0].id}` : '/subscriptions-all',
    bookingStep,
    '/my-orders',
  ];

  const sizes = await measureRoutes(browser, server.url, routes, dist);
  console.log('\nInitial JS and CSS per first-loaded route (built files, compressed here)\n');
  console.log(
    table(
      ['route', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli', 'files'],
      sizes.map((s) => [
        s.route,
        kb(s.jsRaw),
        kb(s.jsGzip),
        kb(s.jsBrotli),
        kb(s.cssRaw),
        kb(s.cssGzip),
        kb(s.cssBrotli),
        s.files,
      ]),
    ),
  );

  console.log('\nFirst visit on a throttled phone (slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU 4× slower)\n');
  const vitals = [];
  for (const route of ['/', eventPage, bookingStep]) vitals.push(await measureVitals(browser, server.url, route));
  console.log(
    table(
      ['route', 'FCP', 'LCP', 'CLS', 'TBT', 'bytes', 'requests', 'before 1st paint'],
      vitals.map((v) => [
        v.route,
        `${v.fcpMs} ms`,
        `${v.lcpMs} ms`,
        v.cls,
        `${v.tbtMs} ms`,
        kb(v.bytes),
        v.requests,
        v.requestsBeforeFirstPaint,
      ]),
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}

if (frontEndOnly) process.exit(0);

console.log(`\n${API_LOAD_TITLE}\n`);
try {
  const load = await measureReserveLoad({ port: port + 1, durationMs: 10_000, concurrency: 32, stock: 100_000 });
  console.log(apiLoadTable([load]));
  console.log(`\n${RESERVE_VS_DATABASE_TITLE}\n`);
  console.log(serverVsDatabaseTable(load.versusDatabase));
} catch (error) {
  console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(`\n${EVENT_LOAD_TITLE}\n`);
try {
  console.log(serverVsDatabaseTable(await measureEventLoad({ port: port + 3, durationMs: 10_000, concurrency: 32 })));
} catch (error) {
  console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}

await pageLoadSection();

console.log(`\n${CATALOGUE_LOAD_TITLE}\n`);
try {
  console.log(catalogueLoadTable(await measureCatalogueLoad({ port: port + 4, durationMs: 5_000, concurrency: 4 })));
} catch (error) {
  console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(`\n${FAIR_QUEUE_TITLE}\n`);
try {
  const queue = await measureFairQueue({
    port: port + 8,
    buyers: 10_000,
    early: 8_000,
    admissionsPerMinute: 30_000,
    concurrency: 64,
  });
  console.log(fairQueueTable([queue]));
} catch (error) {
  console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(`\n${SERVER_MEMORY_TITLE}\n`);
try {
  console.log(serverMemoryTable(await measureServerMemory(port + 6)));
} catch (error) {
  console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(`\n${LIVE_AVAILABILITY_TITLE}\n`);
try {
  console.log(liveAvailabilityTable(await measureLiveAvailability({ port: port + 10, streams: 2000, sales: 60 })));
} catch (error) {
  console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(`\n${STRIPE_CONFIRMATIONS_TITLE}\n`);
try {
  const confirmations = await measureStripeConfirmations({ port: port + 2, orders: 200, concurrency: 16 });
  console.log(stripeConfirmationsTable([confirmations]));
} catch (error) {
  console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(`\n${TICKET_DOCUMENTS_TITLE}\n`);
console.log(ticketDocumentsTable(await measureTicketDocuments()));
