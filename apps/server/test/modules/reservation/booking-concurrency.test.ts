import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredReservations } from '../../../src/modules/reservation/hold/expiry-sweep.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { expectTicketStockKept } from '../../support/ticket-stock.ts';
import { bookingClient, completeForm, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';

/**
 * Ending a hold while other requests work on it, on a real PostgreSQL: two server processes
 * share the database, as behind a load balancer.
 */
const { apps, pools } = twoProcessesOnPostgres({ EXPIRY_SWEEP_SECONDS: '0' });
afterEach(() => expectTicketStockKept(pools[0]!));
let clients: BookingClient[] = [];

beforeAll(async () => {
  clients = await Promise.all(apps.map((app) => bookingClient(app)));
});

const freePasses = async () => {
  const [row] = await pools[0]!.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ticket t JOIN ticket_category c ON c.id = t.category_id WHERE c.name = 'Festival pass' AND t.status = 'FREE'",
  );
  return row!.n;
};

describe('a hold ends once, whoever ends it', () => {
  it('cancels and sweeps of the same expired holds from two processes release each ticket once', async () => {
    const before = await freePasses();
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => clients[i % 2]!.reserve(RIVIERA_FILM_FESTIVAL, { 'Festival pass': 2 })),
    );
    expect(await freePasses()).toBe(before - 12);
    await pools[0]!.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = ANY($1::uuid[])", [
      ids,
    ]);

    const [cancels, sweeps] = await Promise.all([
      Promise.all(ids.map((id, i) => clients[i % 2]!.cancel(id))),
      Promise.all(pools.map((db) => sweepExpiredReservations(db))),
    ]);
    for (const response of cancels) expect(response.json()).toBe(true);
    expect(sweeps[0]! + sweeps[1]!).toBeLessThanOrEqual(6);
    expect(await freePasses()).toBe(before);
    const [ended] = await pools[0]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE event_type IN ('RESERVATION_EXPIRED', 'RESERVATION_CANCELLED') AND reservation_id = ANY($1::uuid[])",
      [ids],
    );
    expect(ended!.n).toBe(6);
  });

  it('a submission racing a cancel either lands before it or finds the reservation gone, never half-stored', async () => {
    const before = await freePasses();
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) => clients[i % 2]!.reserve(RIVIERA_FILM_FESTIVAL, { 'Festival pass': 1 })),
    );
    const forms = await Promise.all(
      ids.map(async (id) =>
        completeForm(await clients[0]!.info(id), {
          invoiceRequested: true,
          billingAddressLine1: 'Rue 1',
          billingAddressZip: '06300',
          billingAddressCity: 'Nice',
          vatCountryCode: 'FR',
          italyEInvoicingFiscalCode: 'FR-1',
        }),
      ),
    );

    const results = await Promise.all(
      ids.flatMap((id, i) => [clients[i % 2]!.validate(id, forms[i]), clients[(i + 1) % 2]!.cancel(id)]),
    );
    for (const [index, response] of results.entries()) {
      if (index % 2 === 0) expect([200, 404], response.body).toContain(response.statusCode);
      else expect(response.json()).toBe(true);
    }
    expect(await freePasses()).toBe(before);
    const [left] = await pools[0]!.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reservation WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(left!.n).toBe(0);
    const [orphans] = await pools[0]!.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ticket WHERE status = 'FREE' AND (email IS NOT NULL OR first_name IS NOT NULL)",
    );
    expect(orphans!.n).toBe(0);
  });

  it('two submissions of the same booking at once take turns: both answered, the last one stored', async () => {
    const id = await clients[0]!.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const form = completeForm(await clients[0]!.info(id));
    const answers = await Promise.all([
      clients[0]!.validate(id, { ...form, firstName: 'First' }),
      clients[1]!.validate(id, { ...form, firstName: 'Second' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const info = await clients[1]!.info(id);
    expect(['First', 'Second']).toContain(info.firstName);
    expect(info.validatedBookingInformation).toBe(true);
  });
});
