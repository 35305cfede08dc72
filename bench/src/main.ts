import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { API_LOAD_TITLE, apiLoadTable, measureReserveLoad, RESERVE_VS_DATABASE_TITLE } from './api-load.ts';
import { startAlfioFrontend } from './alfio-frontend.ts';
import { loadsChartLibrary, measureRoutes, type RouteBytes } from './bundle-sizes.ts';
import { FAIR_QUEUE_TITLE, fairQueueTable, measureFairQueue } from './fair-queue.ts';
import { CATALOGUE_LOAD_TITLE, catalogueLoadTable, measureCatalogueLoad } from './catalogue-load.ts';
import { DOOR_CHECK_IN_TITLE, doorCheckInTable, measureDoorCheckIn } from './door-check-in.ts';
import { EVENT_LOAD_TITLE, measureEventLoad, serverVsDatabaseTable } from './event-load.ts';
import { LIVE_AVAILABILITY_TITLE, liveAvailabilityTable, measureLiveAvailability } from './live-availability.ts';
import { reserveOneTicket } from './sample-reservation.ts';
import { measurePageLoad, PAGE_LOAD_TITLE, PAGE_SOAK_TITLE, pageLoadRounds, pageLoadTable } from './page-load.ts';
import { measurePageSizes, PAGE_SIZES_TITLE, pageSizesTable, ratio } from './page-sizes.ts';
import { measureServerMemory, SERVER_MEMORY_TITLE, serverMemoryTable } from './server-memory.ts';
import { baselineServerSource, startServer } from './server.ts';
import {
  measureStripeConfirmations,
  STRIPE_CONFIRMATIONS_TITLE,
  stripeConfirmationsTable,
} from './stripe-confirmations.ts';
import { kb, table } from './table.ts';
import { measureTicketDocuments, TICKET_DOCUMENTS_TITLE, ticketDocumentsTable } from './ticket-documents.ts';
import { measureTopology, TOPOLOGY_TITLE, topologyOptions, topologyTable } from './topology-load.ts';
import { measureVitals, medianVitals, THROTTLING, vitalsTable, type Vitals } from './web-vitals.ts';

/**
 * `npm run bench`: figures a change can be judged by, all from one run on this machine. Sizes
 * are exact; timings are under simulated mobile conditions, so compare them between runs of the
 * same machine, not with field data.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const dist = `${root}apps/shop/dist`;
const adminDist = `${root}apps/admin/dist`;
const port = Number(process.env.BENCH_PORT ?? 8191);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// `BENCH_ONLY=front-end` stops after the shop's sizes and web vitals, for judging a change to the shop alone.
const frontEndOnly = process.env.BENCH_ONLY === 'front-end';
// `BENCH_ONLY=page` runs the served page's rounds alone, for judging a change to the page's server side.
const pageOnly = process.env.BENCH_ONLY === 'page';
// `BENCH_ONLY=topology` runs the production topology's rounds alone (nginx, 1 to 3 processes, PostgreSQL).
const topologyOnly = process.env.BENCH_ONLY === 'topology';
/** Four gates for a few seconds, on ports of their own. */
const doorCheckIn = { port: port + 13, durationMs: 5_000, gates: 4, tickets: 20_000 };
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

// `BENCH_ONLY=back-office` measures the back office's first screen alone, beside the shop's home
// sizes (which it must leave as they were), for judging a change to the back office.
const backOfficeOnly = process.env.BENCH_ONLY === 'back-office';

// `BENCH_ONLY=door-check-in` runs the door's check-ins alone: an API over the servers' sources, no page.
if (process.env.BENCH_ONLY === 'door-check-in') {
  console.log(`\n${DOOR_CHECK_IN_TITLE}\n`);
  console.log(doorCheckInTable([await measureDoorCheckIn(doorCheckIn)]));
  process.exit(0);
}

console.log('Building the shop…');
execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

async function pageLoadSection(): Promise<void> {
  // `BENCH_SOAK_SECONDS` turns the rounds into minutes of load (see page-load.ts).
  const { durationMs, rounds, soak } = pageLoadRounds();
  console.log(`\n${soak ? PAGE_SOAK_TITLE : PAGE_LOAD_TITLE}\n`);
  try {
    const measured = await measurePageLoad({ port: port + 11, durationMs, concurrency: 32, rounds });
    console.log(pageLoadTable(measured, soak ? 'minute' : 'round'));
  } catch (error) {
    console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function topologySection(): Promise<void> {
  console.log(`\n${TOPOLOGY_TITLE}\n`);
  try {
    console.log(topologyTable(await measureTopology(topologyOptions())));
  } catch (error) {
    console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const SIZES_TITLE = 'Initial JS and CSS per first-loaded route (built files, compressed here)';

function sizesTable(sizes: RouteBytes[]): string {
  return table(
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
  );
}

/**
 * The back office's first screen (the sign-in, from the same main chunk as the events list): its
 * initial JS and CSS, whether the chart library came with it, and a first visit on the phone.
 */
async function backOfficeSection(browser: Browser, baseUrl: string): Promise<void> {
  const [backOffice] = await measureRoutes(browser, baseUrl, ['/admin/'], adminDist, '/admin');
  console.log("\nThe back office's first screen (/admin/), initial JS and CSS\n");
  console.log(
    table(
      ['route', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli', 'files', 'chart library'],
      [
        [
          backOffice!.route,
          kb(backOffice!.jsRaw),
          kb(backOffice!.jsGzip),
          kb(backOffice!.jsBrotli),
          kb(backOffice!.cssRaw),
          kb(backOffice!.cssGzip),
          kb(backOffice!.cssBrotli),
          backOffice!.files,
          (await loadsChartLibrary(backOffice!, adminDist, '/admin')) ? 'LOADED' : 'not loaded',
        ],
      ],
    ),
  );
  console.log(`\nThe back office's first visit on ${THROTTLING}\n`);
  console.log(vitalsTable([await measureVitals(browser, baseUrl, '/admin/')]));
}

if (backOfficeOnly) {
  const server = await startServer(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.log(`\n${SIZES_TITLE}\n`);
    console.log(sizesTable(await measureRoutes(browser, server.url, ['/'], dist)));
    await backOfficeSection(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
  }
  process.exit(0);
}

if (pageOnly) {
  await pageLoadSection();
  process.exit(0);
}

if (topologyOnly) {
  await topologySection();
  process.exit(0);
}

const server = await startServer(port);
// What our first screens are compared with: alf.io's own front end in front of this server
// (`BENCH_ALFIO_FRONTEND_DIR`, its built app), or another commit's server (`BENCH_BASELINE_SERVER_SOURCE`).
const alfioFrontendDir = process.env.BENCH_ALFIO_FRONTEND_DIR;
const baseline = alfioFrontendDir
  ? await startAlfioFrontend(alfioFrontendDir, server.url, port + 20)
  : baselineServerSource
    ? await startServer(port + 12, {}, baselineServerSource)
    : null;
const baselineName = alfioFrontendDir ? "alf.io's front end" : 'the baseline server';
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
  // The baseline runs the same demo data (alf.io's front end: the same server): the same pages, its own reservation.
  const baselineBookingStep = baseline
    ? await reserveOneTicket(
        baseline.url,
        events.map((e) => e.shortName),
      )
    : null;
  const routes = [
    '/',
    '/events-all',
    eventPage,
    subscriptions[0] ? `/subscription/${subscriptions[0].id}` : '/subscriptions-all',
    bookingStep,
    '/my-orders',
  ];

  const sizes = await measureRoutes(browser, server.url, routes, dist);
  console.log(`\n${SIZES_TITLE}\n`);
  console.log(sizesTable(sizes));

  await backOfficeSection(browser, server.url);

  const firstScreens = (booking: string) => [
    { page: 'home', path: '/' },
    { page: 'event page', path: eventPage },
    { page: 'booking step', path: booking },
  ];
  console.log(`\n${PAGE_SIZES_TITLE}${baseline ? `, against ${baselineName}` : ''}\n`);
  const pageSizes = await measurePageSizes(server.url, firstScreens(bookingStep));
  const baselineSizes =
    baseline && baselineBookingStep
      ? await measurePageSizes(baseline.url, firstScreens(baselineBookingStep))
      : undefined;
  console.log(pageSizesTable(pageSizes, baselineSizes));

  // Several loads, interleaved between the servers when there is a baseline: medians of each figure.
  const loads = Number(process.env.BENCH_VITALS_LOADS ?? (baseline ? 5 : 1));
  console.log(`\nFirst visit on ${THROTTLING}${loads > 1 ? `, medians of ${loads} loads` : ''}\n`);
  const vitals: Vitals[] = [];
  const baselineVitals: Vitals[] = [];
  for (const [index, screen] of firstScreens(bookingStep).entries()) {
    const ours: Vitals[] = [];
    const theirs: Vitals[] = [];
    for (let load = 0; load < loads; load++) {
      ours.push(await measureVitals(browser, server.url, screen.path));
      if (baseline && baselineBookingStep) {
        theirs.push(await measureVitals(browser, baseline.url, firstScreens(baselineBookingStep)[index]!.path));
      }
    }
    vitals.push(medianVitals(ours));
    if (theirs.length > 0) baselineVitals.push(medianVitals(theirs));
  }
  console.log(vitalsTable(vitals));
  if (baselineVitals.length > 0) {
    console.log(`\nThe same against ${baselineName} (ratio: ours over the baseline's)\n`);
    console.log(
      table(
        [
          'page',
          'LCP baseline',
          'LCP ours',
          'ratio',
          'FCP baseline',
          'FCP ours',
          'ratio',
          'bytes baseline',
          'bytes ours',
          'requests baseline',
          'requests ours',
        ],
        vitals.map((v, index) => {
          const before = baselineVitals[index]!;
          return [
            firstScreens(bookingStep)[index]!.page,
            `${before.lcpMs} ms`,
            `${v.lcpMs} ms`,
            ratio(v.lcpMs, before.lcpMs),
            `${before.fcpMs} ms`,
            `${v.fcpMs} ms`,
            ratio(v.fcpMs, before.fcpMs),
            kb(before.bytes),
            kb(v.bytes),
            before.requests,
            v.requests,
          ];
        }),
      ),
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await baseline?.stop();
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

await topologySection();

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

console.log(`\n${DOOR_CHECK_IN_TITLE}\n`);
try {
  console.log(doorCheckInTable([await measureDoorCheckIn(doorCheckIn)]));
} catch (error) {
  console.log(`skipped: ${error instanceof Error ? error.message : String(error)}`);
}

console.log(`\n${TICKET_DOCUMENTS_TITLE}\n`);
console.log(ticketDocumentsTable(await measureTicketDocuments()));
