import { pathToFileURL } from 'node:url';
import { startPostgres } from '@shop/dev-postgres';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { codeOf } from '../../apps/server/src/modules/ticket/ticket-access.ts';
import { findReservationTickets } from '../../apps/server/src/modules/ticket/ticket-repository.ts';
import { keptAliveClient } from './load-driver.ts';
import { startServer } from './server.ts';
import { table } from './table.ts';

/**
 * Doors opening: `gates` scanners checking tickets in at once through alf.io's check-in API, half
 * of them on each of two server processes sharing one PostgreSQL, each scan a ticket not scanned
 * yet (the holders queue at every gate). Afterwards the database is asked whether every success
 * is one checked-in ticket with one audit entry.
 */
export interface DoorCheckInOptions {
  port: number;
  durationMs: number;
  gates: number;
  tickets: number;
}

export interface DoorCheckInResult {
  scenario: string;
  checkIns: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  /** Successes without exactly one checked-in ticket and one audit entry each, and the reverse. */
  mismatched: number;
}

export const DOOR_CHECK_IN_TITLE =
  'Check-ins at the door: four gates at once, two server processes, PostgreSQL (goal p99 < 50 ms)';

const EVENT = 'alpine-summit';
const CATEGORY = 'Standard';
const SYSTEM_KEY = 'bench-system-key-0123456789abcdef0123456789abcdef';

export async function measureDoorCheckIn(options: DoorCheckInOptions): Promise<DoorCheckInResult> {
  const postgres = await startPostgres();
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const db = await openDatabase({ databaseUrl: postgres.url, dataDir: '', poolSize: 2 });
  try {
    const env = { DATABASE_URL: postgres.url, SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' };
    servers.push(await startServer(options.port, env));
    servers.push(await startServer(options.port + 1, env));

    // One paid order holding the whole crowd's tickets, each with its holder, as sold.
    const reservationId = postgres
      .sql(
        `INSERT INTO reservation (status, purchase_context_type, event_id, validity, user_language, first_name, last_name, email, payment_method, payment_proxy)
       SELECT 'COMPLETE', 'event', id, now(), 'en', 'Door', 'Crowd', 'crowd@example.org', 'BANK_TRANSFER', 'OFFLINE'
       FROM event WHERE short_name = '${EVENT}' RETURNING id`,
      )
      .split('\n')[0]!;
    postgres.sql(
      `INSERT INTO ticket (event_id, category_id, status, reservation_id, first_name, last_name, email, user_language, currency_code)
       SELECT c.event_id, c.id, 'ACQUIRED', '${reservationId}', 'Guest', 'Number ' || n, 'guest' || n || '@example.org', 'en', 'CHF'
       FROM ticket_category c JOIN event e ON e.id = c.event_id, generate_series(1, ${options.tickets}) n
       WHERE e.short_name = '${EVENT}' AND c.name = '${CATEGORY}'`,
    );
    postgres.sql('VACUUM ANALYZE ticket');
    const tickets = (await findReservationTickets(db, reservationId)).map((ticket) => ({
      identifier: ticket.uuid,
      code: codeOf(ticket),
    }));
    const organizationId = postgres.sql(`SELECT organization_id FROM event WHERE short_name = '${EVENT}'`);
    const created = await fetch(`${servers[0]!.url}/api/v1/admin/system/organization/${organizationId}/api-key`, {
      method: 'PUT',
      headers: { authorization: `ApiKey ${SYSTEM_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'OPERATOR', description: 'Gate' }),
    });
    const { apiKey } = (await created.json()) as { apiKey: string };

    let next = 0;
    // Kept-alive node:http connections as the other load sections use: fetch's extra CPU per
    // request was taken from the two servers on a small machine, and its time counted in their p99.
    const send = keptAliveClient(options.gates);
    const scan = async (gate: number): Promise<{ ms: number; success: boolean } | null> => {
      const ticket = tickets[next++];
      if (!ticket) return null;
      const server = servers[gate % 2]!;
      const sent = performance.now();
      try {
        const response = await send(
          `${server.url}/admin/api/check-in/event/${EVENT}/ticket/${ticket.identifier}?offlineUser=gate-${gate}`,
          {
            method: 'POST',
            // The answer is parsed here, as the scan app parses it.
            headers: {
              authorization: `ApiKey ${apiKey}`,
              'content-type': 'application/json',
              'accept-encoding': 'identity',
            },
            body: JSON.stringify({ code: ticket.code }),
          },
        );
        const body = (await response.json()) as { result?: { status?: string } };
        return { ms: performance.now() - sent, success: response.ok && body.result?.status === 'SUCCESS' };
      } catch {
        return { ms: performance.now() - sent, success: false };
      }
    };
    const run = async (durationMs: number) => {
      const latencies: number[] = [];
      let successes = 0;
      const started = performance.now();
      const deadline = started + durationMs;
      const gate = async (index: number) => {
        while (performance.now() < deadline) {
          const scanned = await scan(index);
          if (!scanned) return;
          latencies.push(scanned.ms);
          if (scanned.success) successes++;
        }
      };
      await Promise.all(Array.from({ length: options.gates }, (_, index) => gate(index)));
      return { latencies, successes, elapsedMs: performance.now() - started };
    };

    // Warm-up: JIT, connection pools, plan caches.
    const warmUp = await run(1_000);
    const measured = await run(options.durationMs);

    const checkedIn = Number(
      postgres.sql(`SELECT count(*) FROM ticket WHERE reservation_id = '${reservationId}' AND status = 'CHECKED_IN'`),
    );
    const audited = Number(
      postgres.sql(
        `SELECT count(DISTINCT entity_id) FROM audit_log WHERE reservation_id = '${reservationId}' AND event_type = 'CHECK_IN'`,
      ),
    );
    const successes = warmUp.successes + measured.successes;
    const sorted = measured.latencies.sort((a, b) => a - b);
    const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      scenario: `${options.gates} gates, 2 processes, ${options.durationMs / 1000} s`,
      checkIns: measured.successes,
      perSecond: measured.successes / (measured.elapsedMs / 1000),
      p50Ms: quantile(0.5),
      p99Ms: quantile(0.99),
      maxMs: sorted.at(-1) ?? 0,
      errors: sorted.length - measured.successes,
      mismatched: Math.abs(checkedIn - successes) + Math.abs(audited - successes),
    };
  } finally {
    await db.close();
    for (const server of servers) await server.stop();
    await postgres.stop();
  }
}

export function doorCheckInTable(results: DoorCheckInResult[]): string {
  return table(
    ['scenario', 'check-ins/s', 'p50', 'p99', 'max', 'check-ins', 'errors', 'mismatched'],
    results.map((r) => [
      r.scenario,
      r.perSecond.toFixed(0),
      `${r.p50Ms.toFixed(1)} ms`,
      `${r.p99Ms.toFixed(1)} ms`,
      `${r.maxMs.toFixed(0)} ms`,
      r.checkIns,
      r.errors,
      r.mismatched,
    ]),
  );
}

/** `node --import tsx bench/src/door-check-in.ts`: this section alone, without building the shop. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureDoorCheckIn({
    port: Number(process.env.BENCH_PORT ?? 8205),
    durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000,
    gates: 4,
    tickets: 20_000,
  });
  console.log(`\n${DOOR_CHECK_IN_TITLE}\n`);
  console.log(doorCheckInTable([result]));
}
