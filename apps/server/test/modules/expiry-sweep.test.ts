import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredReservations } from '../../src/modules/reservation/hold/expiry-sweep.ts';
import { findReservation, lockReservation } from '../../src/modules/reservation/status/reservation-repository.ts';
import { testApp, type TestApp } from '../helpers.ts';
import { categoriesOf, selection, servicesOf, shopPoster } from '../support/event-page.ts';
import { ALPINE_SUMMIT, RIVIERA_FILM_FESTIVAL } from '../support/demo-fixtures.ts';

let t: TestApp;
let post: Awaited<ReturnType<typeof shopPoster>>;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  post = await shopPoster(t.app);
});
afterAll(() => t.close());

async function reserve(shortName: string, body: unknown): Promise<string> {
  const response = await post(`/api/v2/public/event/${shortName}/reserve-tickets?lang=en`, body);
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

const expire = (...ids: string[]) =>
  t.db.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = ANY($1::uuid[])", [ids]);

describe('reading a reservation by id', () => {
  it('treats a hold past its validity as gone before any sweep, and a malformed id as unknown', async () => {
    const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
    const id = await reserve(ALPINE_SUMMIT, selection({ [alpine.Standard!]: 1 }));
    expect(await findReservation(t.db, id)).toMatchObject({
      id,
      status: 'PENDING',
      purchaseContextType: 'event',
      validated: false,
      userLanguage: 'en',
    });
    expect(await t.db.transaction((tx) => lockReservation(tx, id))).toMatchObject({ id });
    await expire(id);
    expect(await findReservation(t.db, id)).toBeNull();
    expect(await t.db.transaction((tx) => lockReservation(tx, id))).toBeNull();
    expect(await findReservation(t.db, 'not-a-uuid')).toBeNull();
    expect(await sweepExpiredReservations(t.db)).toBe(1);
  });
});

describe('a buyer asking for tickets an expired hold still has', () => {
  it('gets them at once, without waiting for the sweep', async () => {
    const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
    const student = alpine.Student!;
    await t.db.query(
      "DELETE FROM ticket WHERE id IN (SELECT id FROM ticket WHERE category_id = $1 AND status = 'FREE' ORDER BY id OFFSET 1)",
      [student],
    );
    const lapsed = await reserve(ALPINE_SUMMIT, selection({ [student]: 1 }));
    const soldOut = await post(
      '/api/v2/public/event/alpine-summit/reserve-tickets?lang=en',
      selection({ [student]: 1 }),
    );
    expect(soldOut.json().validationErrors[0].code).toBe('error.STEP_1_NOT_ENOUGH_TICKETS');

    await expire(lapsed);
    const next = await reserve(ALPINE_SUMMIT, selection({ [student]: 1 }));
    const held = await t.db.query('SELECT id FROM ticket WHERE reservation_id = $1 AND category_id = $2', [
      next,
      student,
    ]);
    expect(held).toHaveLength(1);
    expect(await t.db.query('SELECT id FROM reservation WHERE id = $1', [lapsed])).toEqual([]);
  });
});

describe('the expiry sweep', () => {
  it('gives back tickets, supplements and tokens of expired holds, and forgets the buyer', async () => {
    const festival = await categoriesOf(t.db, RIVIERA_FILM_FESTIVAL);
    const services = await servicesOf(t.db, RIVIERA_FILM_FESTIVAL);
    const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
    await t.db.query("INSERT INTO special_price (ticket_category_id, code) VALUES ($1, 'TOKEN-SWEEP')", [
      alpine['Speaker & Partner'],
    ]);

    const withItems = await reserve(
      RIVIERA_FILM_FESTIVAL,
      selection(
        { [festival['Festival pass']!]: 2 },
        { additionalService: [{ additionalServiceId: services['Aperitivo on the terrace'], quantity: 1 }] },
      ),
    );
    const withToken = await reserve(
      ALPINE_SUMMIT,
      selection({ [alpine['Speaker & Partner']!]: 1 }, { promoCode: 'TOKEN-SWEEP' }),
    );
    const stillValid = await reserve(ALPINE_SUMMIT, selection({ [alpine.Standard!]: 1 }));

    const [ticket] = await t.db.query<{ id: number; uuid: string; publicUuid: string }>(
      'SELECT id, uuid, public_uuid AS "publicUuid" FROM ticket WHERE reservation_id = $1 ORDER BY id LIMIT 1',
      [withItems],
    );
    // Attendee data the buyer entered in the booking step.
    await t.db.query(
      "UPDATE ticket SET first_name = 'Lea', last_name = 'Brunner', email = 'lea@example.com' WHERE id = $1",
      [ticket!.id],
    );
    const [field] = await t.db.query<{ id: number }>(
      "SELECT f.id FROM additional_field f JOIN event e ON e.id = f.event_id WHERE e.short_name = 'riviera-film-festival' LIMIT 1",
    );
    await t.db.query("INSERT INTO additional_field_value (field_id, ticket_id, value) VALUES ($1, $2, 'wine')", [
      field!.id,
      ticket!.id,
    ]);

    await expire(withItems, withToken);
    expect(await sweepExpiredReservations(t.db)).toBe(2);
    expect(await sweepExpiredReservations(t.db)).toBe(0);

    const [released] = await t.db.query<{
      status: string;
      reservationId: string | null;
      categoryId: number | null;
      firstName: string | null;
      email: string | null;
      final: number;
      uuid: string;
      publicUuid: string;
    }>(
      `SELECT status, reservation_id AS "reservationId", category_id AS "categoryId", first_name AS "firstName", email,
         final_price_cents AS final, uuid, public_uuid AS "publicUuid"
       FROM ticket WHERE id = $1`,
      [ticket!.id],
    );
    // A bounded category keeps its row; links the previous buyer had no longer open it.
    expect(released).toMatchObject({
      status: 'FREE',
      reservationId: null,
      categoryId: festival['Festival pass'],
      firstName: null,
      email: null,
      final: 0,
    });
    expect(released!.uuid).not.toBe(ticket!.uuid);
    expect(released!.publicUuid).not.toBe(ticket!.publicUuid);
    const [values] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM additional_field_value WHERE ticket_id = $1',
      [ticket!.id],
    );
    expect(values!.n).toBe(0);
    const [items] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM additional_service_item WHERE reservation_id = $1',
      [withItems],
    );
    expect(items!.n).toBe(0);
    const [token] = await t.db.query<{ status: string }>("SELECT status FROM special_price WHERE code = 'TOKEN-SWEEP'");
    expect(token!.status).toBe('FREE');
    const remaining = await t.db.query<{ id: string }>('SELECT id FROM reservation WHERE id = ANY($1::uuid[])', [
      [withItems, withToken, stillValid],
    ]);
    expect(remaining.map((r) => r.id)).toEqual([stillValid]);
    const [audited] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE event_type = 'RESERVATION_EXPIRED' AND reservation_id = ANY($1::uuid[])",
      [[withItems, withToken, stillValid]],
    );
    expect(audited!.n).toBe(2);
  });

  it('returns tickets of unbounded categories to the shared pool', async () => {
    const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
    const id = await reserve(ALPINE_SUMMIT, selection({ [alpine.Standard!]: 3 }));
    const ticketIds = (await t.db.query<{ id: number }>('SELECT id FROM ticket WHERE reservation_id = $1', [id])).map(
      (r) => r.id,
    );
    await expire(id);
    await sweepExpiredReservations(t.db);
    const rows = await t.db.query<{ status: string; categoryId: number | null }>(
      'SELECT status, category_id AS "categoryId" FROM ticket WHERE id = ANY($1::bigint[])',
      [ticketIds],
    );
    expect(rows).toEqual(Array(3).fill({ status: 'FREE', categoryId: null }));
  });

  it('frees the subscription a subscription reservation held: a limited one for sale again, an unlimited one removed', async () => {
    const [limited] = await t.db.query<{ id: string }>(
      "SELECT d.id FROM subscription_descriptor d WHERE d.max_available > 0 AND EXISTS (SELECT 1 FROM subscription s WHERE s.subscription_descriptor_id = d.id AND s.status = 'FREE') LIMIT 1",
    );
    const [unlimited] = await t.db.query<{ id: string }>(
      'SELECT id FROM subscription_descriptor WHERE max_available = -1 LIMIT 1',
    );
    const hold = async (descriptorId: string) => {
      const [row] = await t.db.query<{ id: string }>(
        `INSERT INTO reservation (purchase_context_type, subscription_descriptor_id, validity, user_language)
         VALUES ('subscription', $1, now() + interval '10 minutes', 'en') RETURNING id`,
        [descriptorId],
      );
      return row!.id;
    };
    const limitedHold = await hold(limited!.id);
    const [claimed] = await t.db.query<{ id: string }>(
      `UPDATE subscription SET status = 'PENDING', reservation_id = $2, src_price_cents = 39000, final_price_cents = 39000
       WHERE id = (SELECT id FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'FREE' ORDER BY id LIMIT 1) RETURNING id`,
      [limited!.id, limitedHold],
    );
    const unlimitedHold = await hold(unlimited!.id);
    const [created] = await t.db.query<{ id: string }>(
      "INSERT INTO subscription (subscription_descriptor_id, reservation_id, status, max_entries) VALUES ($1, $2, 'PENDING', 10) RETURNING id",
      [unlimited!.id, unlimitedHold],
    );

    await expire(limitedHold, unlimitedHold);
    expect(await sweepExpiredReservations(t.db)).toBe(2);
    const [freed] = await t.db.query<{ status: string; reservationId: string | null; final: number }>(
      'SELECT status, reservation_id AS "reservationId", final_price_cents AS final FROM subscription WHERE id = $1',
      [claimed!.id],
    );
    expect(freed).toEqual({ status: 'FREE', reservationId: null, final: 0 });
    expect(await t.db.query('SELECT id FROM subscription WHERE id = $1', [created!.id])).toEqual([]);
  });

  it('keeps a reservation a billing document refers to, as CANCELLED', async () => {
    const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
    const id = await reserve(ALPINE_SUMMIT, selection({ [alpine.Standard!]: 1 }));
    await t.db.query(
      "INSERT INTO billing_document (reservation_id, organization_id, type, model) SELECT $1, organization_id, 'RECEIPT', '{}' FROM event WHERE short_name = 'alpine-summit'",
      [id],
    );
    await expire(id);
    await sweepExpiredReservations(t.db);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM reservation WHERE id = $1', [id]);
    expect(row!.status).toBe('CANCELLED');
    expect(await t.db.query('SELECT id FROM ticket WHERE reservation_id = $1', [id])).toEqual([]);
  });

  it('runs by itself in every server on the configured interval', async () => {
    const sweeping = await testApp({ EXPIRY_SWEEP_SECONDS: '1' }, t.db);
    try {
      const alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
      const id = await reserve(ALPINE_SUMMIT, selection({ [alpine.Standard!]: 1 }));
      await expire(id);
      const deadline = Date.now() + 5_000;
      while ((await t.db.query('SELECT id FROM reservation WHERE id = $1', [id])).length > 0) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await sweeping.close();
    }
  });
});
