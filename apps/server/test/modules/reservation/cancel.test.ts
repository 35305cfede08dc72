import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredReservations } from '../../../src/modules/reservation/hold/expiry-sweep.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { servicesOf } from '../../support/event-page.ts';
import { bookingClient, completeForm, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

interface Category {
  name: string;
  maximumSaleableTickets: number;
}

async function categories(shortName: string, query = ''): Promise<Record<string, Category>> {
  const response = await client.send('GET', `/api/v2/public/event/${shortName}/ticket-categories${query}`);
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    (response.json().ticketCategories as Category[]).map((category) => [category.name, category]),
  );
}

const freeRows = async (categoryName: string) => {
  const [row] = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ticket t JOIN ticket_category c ON c.id = t.category_id WHERE c.name = $1 AND t.status = 'FREE'",
    [categoryName],
  );
  return row!.n;
};

describe('DELETE /reservation/{id}: cancelling a pending reservation', () => {
  it('puts the tickets back on sale at once and removes the reservation', async () => {
    const before = await freeRows('Festival pass');
    const id = await client.reserve(RIVIERA_FILM_FESTIVAL, { 'Festival pass': 2 });
    expect(await freeRows('Festival pass')).toBe(before - 2);

    const cancelled = await client.cancel(id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toBe(true);
    expect(await freeRows('Festival pass')).toBe(before);
    expect((await client.status(id)).statusCode).toBe(404);
    expect((await client.get(id)).statusCode).toBe(404);
    const [audit] = await t.db.query<{ type: string }>(
      'SELECT event_type AS type FROM audit_log WHERE reservation_id = $1 ORDER BY id DESC LIMIT 1',
      [id],
    );
    expect(audit!.type).toBe('RESERVATION_CANCELLED');
  });

  it('gives back the limited stock of supplements', async () => {
    const services = await servicesOf(t.db, RIVIERA_FILM_FESTIVAL);
    const aperitivo = services['Aperitivo on the terrace']!;
    const left = async () => {
      const response = await client.send('GET', '/api/v2/public/event/riviera-film-festival/ticket-categories');
      return (response.json().additionalServices as { id: number; availableQuantity: number }[]).find(
        (s) => s.id === aperitivo,
      )!.availableQuantity;
    };
    const stock = await left();
    const id = await client.reserve(
      RIVIERA_FILM_FESTIVAL,
      { 'Day ticket': 1 },
      { additionalService: [{ additionalServiceId: aperitivo, quantity: 2 }] },
    );
    expect(await left()).toBe(stock - 2);
    await client.cancel(id);
    expect(await left()).toBe(stock);
  });

  it('gives back the uses of a promo code with a limit', async () => {
    const [code] = await t.db.query<{ id: number }>("SELECT id FROM promo_code WHERE code = 'TEAM50'");
    const used = async () => {
      const [row] = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ticket t JOIN reservation r ON r.id = t.reservation_id WHERE r.promo_code_id = $1 AND r.status = 'PENDING'",
        [code!.id],
      );
      return row!.n;
    };
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 3 }, { promoCode: 'TEAM50' });
    expect(await used()).toBe(3);
    await client.cancel(id);
    expect(await used()).toBe(0);
  });

  it('releases a hold past its validity right away instead of waiting for the sweep', async () => {
    const before = await freeRows('Festival pass');
    const id = await client.reserve(RIVIERA_FILM_FESTIVAL, { 'Festival pass': 1 });
    await t.db.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await client.cancel(id)).json()).toBe(true);
    expect(await freeRows('Festival pass')).toBe(before);
    expect(await sweepExpiredReservations(t.db)).toBe(0);
  });

  it('leaves a reservation in any other status alone, and answers true for anything', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.validate(id, completeForm(await client.info(id)))).statusCode).toBe(200);
    await t.db.query("UPDATE reservation SET status = 'OFFLINE_PAYMENT' WHERE id = $1", [id]);
    const response = await client.cancel(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    expect((await client.status(id)).json().status).toBe('OFFLINE_PAYMENT');
    const [ticket] = await t.db.query<{ status: string; email: string }>(
      'SELECT status, email FROM ticket WHERE reservation_id = $1',
      [id],
    );
    expect(ticket).toEqual({ status: 'PENDING', email: 'attendee0@example.com' });

    expect((await client.cancel('00000000-0000-4000-8000-000000000000')).json()).toBe(true);
    // A malformed id is not a reservation.
    expect((await client.cancel('nope')).statusCode).toBe(404);
  });
});

describe('a hold past its validity', () => {
  it('reads as gone, and once swept its tickets are for sale again on the event page', async () => {
    const before = await categories(ALPINE_SUMMIT);
    const id = await client.reserve(ALPINE_SUMMIT, { Student: 2 });
    expect((await categories(ALPINE_SUMMIT)).Student!.maximumSaleableTickets).toBe(
      Math.min(before.Student!.maximumSaleableTickets, 1),
    );

    await t.db.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = $1", [id]);
    expect((await client.get(id)).statusCode).toBe(404);
    expect((await client.status(id)).statusCode).toBe(404);
    expect((await client.validate(id, {})).statusCode).toBe(404);

    expect(await sweepExpiredReservations(t.db)).toBe(1);
    expect((await categories(ALPINE_SUMMIT)).Student).toEqual(before.Student);
  });
});
