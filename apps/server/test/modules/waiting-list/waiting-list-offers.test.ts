import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserSession, testApp, type TestApp } from '../../helpers.ts';
import { categoriesOf, errorCodes, selection, setSetting, shopPoster } from '../../support/event-page.ts';
import { OPEN_HACK_DAY, RIVIERA_DESIGN_WEEK, RIVIERA_JAZZ_NIGHT } from '../../support/demo-fixtures.ts';
import { expectTicketStockKept } from '../../support/ticket-stock.ts';
import { intoWorkingTime } from '../../../src/lib/working-time.ts';
import { adminApi, keyForEventOrganizer, SYSTEM_KEY } from '../organizer/organizer-client.ts';
import { ticketClient } from '../ticket/ticket-client.ts';

let t: TestApp;
beforeEach(async () => {
  // No sweep of its own: each test runs the offers when it wants them.
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0', BASE_URL: 'https://tickets.example', SYSTEM_API_KEY: SYSTEM_KEY });
});
afterEach(async () => {
  await expectTicketStockKept(t.db);
  await t.close();
});

interface Entry {
  email: string;
  status: string;
  reservationId: string | null;
}

const entriesOf = (shortName: string) =>
  t.db.query<Entry>(
    `SELECT w.email, w.status, w.reservation_id AS "reservationId" FROM waiting_queue w JOIN event e ON e.id = w.event_id
     WHERE e.short_name = $1 ORDER BY w.created_at, w.id`,
    [shortName],
  );

const offerOf = async (reservationId: string) =>
  (
    await t.db.query<{ status: string; email: string; validity: Date; categoryId: number; tickets: number }>(
      `SELECT r.status, r.email,
         r.validity,
         min(tk.category_id) AS "categoryId", count(tk.id)::int AS tickets
       FROM reservation r JOIN ticket tk ON tk.reservation_id = r.id WHERE r.id = $1 GROUP BY r.id`,
      [reservationId],
    )
  )[0];

const emailsTo = (recipient: string) =>
  t.db.query<{ subject: string; textBody: string; reservationId: string }>(
    `SELECT subject, text_body AS "textBody", reservation_id AS "reservationId" FROM email_message
     WHERE recipient = $1 ORDER BY id`,
    [recipient],
  );

const expireHold = (reservationId: string) =>
  t.db.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = $1", [reservationId]);

/** The organizer raises the event's seats through alf.io's admin API. */
async function addSeats(shortName: string, seats: number): Promise<void> {
  const api = adminApi(t, await keyForEventOrganizer(t, shortName));
  const stats = await api('GET', `/api/v1/admin/event/${shortName}/stats`);
  const capacity = stats.json<{ availableSeats: number }>().availableSeats;
  const updated = await api('POST', `/api/v1/admin/event/update/${shortName}`, { tickets: { max: capacity + seats } });
  expect(updated.statusCode, updated.body).toBe(200);
}

// The demo's waiting list of the sold-out jazz night, first come first.
const KATE = 'kate.morgan@example.com';
const JULIEN = 'julien.roux@example.com';
const MARTINA = 'martina.galli@example.com';

describe('seats that come back go to the waiting list', () => {
  it('offers seats the organizer adds to the first people waiting, one seat each, in their own language', async () => {
    await addSeats(RIVIERA_JAZZ_NIGHT, 2);
    const before = Date.now();
    expect(await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT)).toBe(2);
    const after = Date.now();

    const [kate, julien, martina] = await entriesOf(RIVIERA_JAZZ_NIGHT);
    expect([kate!.email, julien!.email, martina!.email]).toEqual([KATE, JULIEN, MARTINA]);
    expect([kate!.status, julien!.status, martina!.status]).toEqual(['PENDING', 'PENDING', 'WAITING']);
    const standing = (await categoriesOf(t.db, RIVIERA_JAZZ_NIGHT)).Standing;
    const offer = await offerOf(kate!.reservationId!);
    expect(offer).toMatchObject({ status: 'PENDING', email: KATE, categoryId: standing, tickets: 1 });
    // Held 4 hours (the default), the end moved into working time on the event's clock.
    const [zone] = await t.db.query<{ timeZone: string }>(
      'SELECT time_zone AS "timeZone" FROM event WHERE short_name = $1',
      [RIVIERA_JAZZ_NIGHT],
    );
    const heldUntil = (instant: number) => intoWorkingTime(new Date(instant + 4 * 3_600_000), zone!.timeZone).getTime();
    expect(offer!.validity.getTime()).toBeGreaterThanOrEqual(heldUntil(before) - 1000);
    expect(offer!.validity.getTime()).toBeLessThanOrEqual(heldUntil(after) + 1000);

    const [english] = await emailsTo(KATE);
    expect(english).toMatchObject({
      subject: 'A place for Riviera Jazz Night is being held for you',
      reservationId: kate!.reservationId,
    });
    expect(english!.textBody).toContain('Hello Kate Morgan,');
    expect(english!.textBody).toContain(
      `https://tickets.example/event/${RIVIERA_JAZZ_NIGHT}/reservation/${kate!.reservationId}?lang=en`,
    );
    expect(english!.textBody).toMatch(/we are holding it for you until .*\d{1,2}:\d{2}/);
    const [french] = await emailsTo(JULIEN);
    expect(french!.subject).toBe('Une place pour Riviera Jazz Night vous est réservée');
    expect(french!.textBody).toContain('nous vous la gardons jusqu’au');
    expect(await emailsTo(MARTINA)).toEqual([]);

    // Offered once: another run finds no seat and nobody new to offer one to.
    expect(await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT)).toBe(0);
    expect(await emailsTo(KATE)).toHaveLength(1);
  });

  it('keeps the offered seats from other buyers', async () => {
    await addSeats(RIVIERA_JAZZ_NIGHT, 1);
    await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT);
    const post = await shopPoster(t.app);
    const standing = (await categoriesOf(t.db, RIVIERA_JAZZ_NIGHT)).Standing;
    const reserved = await post(
      `/api/v2/public/event/${RIVIERA_JAZZ_NIGHT}/reserve-tickets?lang=en`,
      selection({ [standing!]: 1 }),
    );
    expect(reserved.statusCode).toBe(422);
    expect(errorCodes(reserved)).toContain('error.STEP_1_NOT_ENOUGH_TICKETS');
  });

  it('passes an offer nobody answered to the next person once its hold expires', async () => {
    await addSeats(RIVIERA_JAZZ_NIGHT, 1);
    await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT);
    const [first] = await entriesOf(RIVIERA_JAZZ_NIGHT);
    await expireHold(first!.reservationId!);

    expect(await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT)).toBe(1);
    const [kate, julien, martina] = await entriesOf(RIVIERA_JAZZ_NIGHT);
    expect([kate!.status, julien!.status, martina!.status]).toEqual(['EXPIRED', 'PENDING', 'WAITING']);
    expect(await offerOf(julien!.reservationId!)).toMatchObject({ status: 'PENDING', tickets: 1 });
    expect(await emailsTo(JULIEN)).toHaveLength(1);
    // The one who let it lapse is not offered again.
    expect(await emailsTo(KATE)).toHaveLength(1);
  });

  it('moves the seat on when the person offered it cancels the reservation', async () => {
    await addSeats(RIVIERA_JAZZ_NIGHT, 1);
    await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT);
    const [first] = await entriesOf(RIVIERA_JAZZ_NIGHT);
    const { sessionId, csrf } = await browserSession(t.app);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/public/reservation/${first!.reservationId}`,
      headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT)).toBe(1);
    expect((await entriesOf(RIVIERA_JAZZ_NIGHT)).map((entry) => entry.status)).toEqual([
      'EXPIRED',
      'PENDING',
      'WAITING',
    ]);
  });

  it('marks an offer taken once its reservation is confirmed', async () => {
    await addSeats(RIVIERA_JAZZ_NIGHT, 1);
    await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT);
    const [first] = await entriesOf(RIVIERA_JAZZ_NIGHT);
    await t.db.query("UPDATE reservation SET status = 'COMPLETE' WHERE id = $1", [first!.reservationId]);
    await t.db.query("UPDATE ticket SET status = 'ACQUIRED' WHERE reservation_id = $1", [first!.reservationId]);
    await addSeats(RIVIERA_JAZZ_NIGHT, 1);
    await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT);
    expect((await entriesOf(RIVIERA_JAZZ_NIGHT)).map((entry) => entry.status)).toEqual([
      'ACQUIRED',
      'PENDING',
      'WAITING',
    ]);
  });

  it('offers a released ticket to the first person waiting', async () => {
    const client = await ticketClient(t);
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    // Every other seat goes: the event is sold out, and its waiting list opens.
    await t.db.query(
      "DELETE FROM ticket WHERE event_id = (SELECT id FROM event WHERE short_name = $1) AND status = 'FREE'",
      [OPEN_HACK_DAY],
    );
    await setSetting(t.db, 'EVENT', 'ENABLE_WAITING_QUEUE', 'true', OPEN_HACK_DAY);
    const post = await shopPoster(t.app);
    for (const [email, userLanguage] of [
      ['ola@example.com', 'pl'],
      ['ivan@example.com', 'bg'],
    ] as const) {
      const subscribed = await post(`/api/v2/public/event/${OPEN_HACK_DAY}/waiting-list/subscribe`, {
        fullName: email,
        firstName: 'Ola',
        lastName: 'Nowak',
        email,
        userLanguage,
        termAndConditionsAccepted: true,
        privacyPolicyAccepted: true,
        selectedCategory: null,
      });
      expect(subscribed.json().value, subscribed.body).toBe(true);
    }
    expect(await t.offerFreedSeats(OPEN_HACK_DAY)).toBe(0);

    expect((await client.release(OPEN_HACK_DAY, tickets[0]!.uuid)).statusCode).toBe(200);
    expect(await t.offerFreedSeats(OPEN_HACK_DAY)).toBe(1);
    expect((await entriesOf(OPEN_HACK_DAY)).map((entry) => entry.status)).toEqual(['PENDING', 'WAITING']);
    expect((await emailsTo('ola@example.com'))[0]!.subject).toBe('Miejsce na Open Hack Day czeka na Ciebie');
  });

  /** Open Hack Day sold out to one buyer's ticket, with Ola waiting for a seat. */
  async function soldOutWithOlaWaiting() {
    const client = await ticketClient(t);
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    await t.db.query(
      "DELETE FROM ticket WHERE event_id = (SELECT id FROM event WHERE short_name = $1) AND status = 'FREE'",
      [OPEN_HACK_DAY],
    );
    await setSetting(t.db, 'EVENT', 'ENABLE_WAITING_QUEUE', 'true', OPEN_HACK_DAY);
    const post = await shopPoster(t.app);
    const subscribed = await post(`/api/v2/public/event/${OPEN_HACK_DAY}/waiting-list/subscribe`, {
      fullName: 'Ola Nowak',
      firstName: 'Ola',
      lastName: 'Nowak',
      email: 'ola@example.com',
      userLanguage: 'pl',
      termAndConditionsAccepted: true,
      privacyPolicyAccepted: true,
      selectedCategory: null,
    });
    expect(subscribed.json().value, subscribed.body).toBe(true);
    return { client, ticket: tickets[0]!, post };
  }

  const generalAdmission = async () => {
    const answer = await t.app.inject({ url: `/api/v2/public/event/${OPEN_HACK_DAY}/ticket-categories?lang=en` });
    const categories = answer.json<{ ticketCategories: { name: string; soldOutOrLimitReached: boolean }[] }>();
    return categories.ticketCategories.find((category) => category.name === 'General admission')!;
  };

  it('nobody jumps the queue: a seat freed while people wait is kept for them, not sold to the next buyer', async () => {
    const { client, ticket, post } = await soldOutWithOlaWaiting();
    expect((await client.release(OPEN_HACK_DAY, ticket.uuid)).statusCode).toBe(200);

    // Before the offers run, the seat is neither shown nor sold to anyone else.
    expect((await generalAdmission()).soldOutOrLimitReached).toBe(true);
    const generalId = (await categoriesOf(t.db, OPEN_HACK_DAY))['General admission']!;
    const reserved = await post(
      `/api/v2/public/event/${OPEN_HACK_DAY}/reserve-tickets?lang=en`,
      selection({ [generalId]: 1 }),
    );
    expect(reserved.statusCode).toBe(422);
    expect(errorCodes(reserved)).toContain('error.STEP_1_NOT_ENOUGH_TICKETS');

    // The waiting entry gets it.
    expect(await t.offerFreedSeats(OPEN_HACK_DAY)).toBe(1);
    const [ola] = await entriesOf(OPEN_HACK_DAY);
    expect(ola).toMatchObject({ email: 'ola@example.com', status: 'PENDING' });
    expect(await offerOf(ola!.reservationId!)).toMatchObject({ status: 'PENDING', tickets: 1, categoryId: generalId });
  });

  it('keeps a seat whose hold ran out for the people waiting, even before the hold is swept', async () => {
    const post = await shopPoster(t.app);
    const generalId = (await categoriesOf(t.db, OPEN_HACK_DAY))['General admission']!;
    const held = await post(
      `/api/v2/public/event/${OPEN_HACK_DAY}/reserve-tickets?lang=en`,
      selection({ [generalId]: 1 }),
    );
    expect(held.statusCode, held.body).toBe(200);
    await soldOutWithOlaWaiting();
    await expireHold(held.json<{ value: string }>().value);

    expect((await generalAdmission()).soldOutOrLimitReached).toBe(true);
    const again = await post(
      `/api/v2/public/event/${OPEN_HACK_DAY}/reserve-tickets?lang=en`,
      selection({ [generalId]: 1 }),
    );
    expect(errorCodes(again)).toContain('error.STEP_1_NOT_ENOUGH_TICKETS');
    expect(await t.offerFreedSeats(OPEN_HACK_DAY)).toBe(1);
  });

  it('puts a kept seat on sale when nobody waiting can take it', async () => {
    const { client, ticket, post } = await soldOutWithOlaWaiting();
    expect((await client.release(OPEN_HACK_DAY, ticket.uuid)).statusCode).toBe(200);
    await setSetting(t.db, 'EVENT', 'ENABLE_WAITING_QUEUE', 'false', OPEN_HACK_DAY);

    expect(await t.offerFreedSeats(OPEN_HACK_DAY)).toBe(0);
    expect((await generalAdmission()).soldOutOrLimitReached).toBe(false);
    const generalId = (await categoriesOf(t.db, OPEN_HACK_DAY))['General admission']!;
    const reserved = await post(
      `/api/v2/public/event/${OPEN_HACK_DAY}/reserve-tickets?lang=en`,
      selection({ [generalId]: 1 }),
    );
    expect(reserved.statusCode, reserved.body).toBe(200);
  });

  it('offers the seats of a pre-sale to the people who signed up when its sale opens, and not before', async () => {
    const moveSaleStart = (interval: string) =>
      t.db.query(
        `UPDATE ticket_category SET inception = now() + $2::interval
         WHERE event_id = (SELECT id FROM event WHERE short_name = $1)`,
        [RIVIERA_DESIGN_WEEK, interval],
      );
    await moveSaleStart('1 hour');
    expect(await t.offerFreedSeats(RIVIERA_DESIGN_WEEK)).toBe(0);

    await moveSaleStart('-1 second');
    expect(await t.offerFreedSeats(RIVIERA_DESIGN_WEEK)).toBe(2);
    const [camille, federica] = await entriesOf(RIVIERA_DESIGN_WEEK);
    const categories = await categoriesOf(t.db, RIVIERA_DESIGN_WEEK);
    // A chosen category: that one; none chosen: the first of the event's on sale.
    expect((await offerOf(camille!.reservationId!))!.categoryId).toBe(categories['Week pass']);
    expect((await offerOf(federica!.reservationId!))!.categoryId).toBe(categories['Opening night']);
    expect((await emailsTo('federica.marino@example.com'))[0]!.subject).toBe(
      'Un posto per Riviera Design Week è riservato per te',
    );
  });

  it('skips a person who already holds as many tickets as one may buy', async () => {
    await setSetting(t.db, 'EVENT', 'MAX_AMOUNT_OF_TICKETS_BY_RESERVATION', '1', RIVIERA_JAZZ_NIGHT);
    // Kate, first in line, already bought a ticket of the event.
    await t.db.query(
      `UPDATE reservation SET email = $2 WHERE id = (
         SELECT r.id FROM reservation r JOIN event e ON e.id = r.event_id
         WHERE e.short_name = $1 AND r.status = 'COMPLETE' ORDER BY r.id LIMIT 1)`,
      [RIVIERA_JAZZ_NIGHT, KATE],
    );
    await addSeats(RIVIERA_JAZZ_NIGHT, 1);
    expect(await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT)).toBe(1);
    expect((await entriesOf(RIVIERA_JAZZ_NIGHT)).map((entry) => entry.status)).toEqual([
      'WAITING',
      'PENDING',
      'WAITING',
    ]);
  });

  it('offers nothing while the waiting list is turned off', async () => {
    await setSetting(t.db, 'EVENT', 'ENABLE_WAITING_QUEUE', 'false', RIVIERA_JAZZ_NIGHT);
    await addSeats(RIVIERA_JAZZ_NIGHT, 1);
    expect(await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT)).toBe(0);
  });
});

describe('GET /api/v1/admin/event/{slug}/waiting-list', () => {
  it('shows the organizer each entry in order with its state and the reservation offered', async () => {
    const api = adminApi(t, await keyForEventOrganizer(t, RIVIERA_JAZZ_NIGHT));
    await addSeats(RIVIERA_JAZZ_NIGHT, 1);
    await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT);
    const [kate] = await entriesOf(RIVIERA_JAZZ_NIGHT);

    const answer = await api('GET', `/api/v1/admin/event/${RIVIERA_JAZZ_NIGHT}/waiting-list`);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json<{ emailAddress: string; status: string; reservationId: string | null }[]>();
    expect(list.map(({ emailAddress, status, reservationId }) => ({ emailAddress, status, reservationId }))).toEqual([
      { emailAddress: KATE, status: 'PENDING', reservationId: kate!.reservationId },
      { emailAddress: JULIEN, status: 'WAITING', reservationId: null },
      { emailAddress: MARTINA, status: 'WAITING', reservationId: null },
    ]);
    expect(list[0]).toMatchObject({ fullName: 'Kate Morgan', userLanguage: 'en', subscriptionType: 'SOLD_OUT' });
    // The offer is held until the reservation's hold ends; a waiting entry has no offer.
    const [held] = await t.db.query<{ validity: Date }>('SELECT validity FROM reservation WHERE id = $1', [
      kate!.reservationId,
    ]);
    const expiries = answer.json<{ offerExpiresAt: string | null }[]>().map((entry) => entry.offerExpiresAt);
    expect(expiries).toEqual([held!.validity.toISOString(), null, null]);
  });

  it("shows the organizer an offer's outcome as soon as its reservation is confirmed or cancelled", async () => {
    const api = adminApi(t, await keyForEventOrganizer(t, RIVIERA_JAZZ_NIGHT));
    await addSeats(RIVIERA_JAZZ_NIGHT, 2);
    await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT);
    const [kate, julien] = await entriesOf(RIVIERA_JAZZ_NIGHT);
    await t.db.query("UPDATE reservation SET status = 'COMPLETE' WHERE id = $1", [kate!.reservationId]);
    await t.db.query("UPDATE ticket SET status = 'ACQUIRED' WHERE reservation_id = $1", [kate!.reservationId]);
    const { sessionId, csrf } = await browserSession(t.app);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v2/public/reservation/${julien!.reservationId}`,
      headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // No offers ran since: the list reads each offer's outcome from its reservation.
    const answer = await api('GET', `/api/v1/admin/event/${RIVIERA_JAZZ_NIGHT}/waiting-list`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ emailAddress: string; status: string }[]>().map((entry) => entry.status)).toEqual([
      'ACQUIRED',
      'EXPIRED',
      'WAITING',
    ]);
    // The next run stores them so, and offers the seat given back to the next person.
    expect(await t.offerFreedSeats(RIVIERA_JAZZ_NIGHT)).toBe(1);
    expect((await entriesOf(RIVIERA_JAZZ_NIGHT)).map((entry) => entry.status)).toEqual([
      'ACQUIRED',
      'EXPIRED',
      'PENDING',
    ]);
  });

  it('is a 401 without a key and a 404 for an event of another organization', async () => {
    expect((await adminApi(t, null)('GET', `/api/v1/admin/event/${RIVIERA_JAZZ_NIGHT}/waiting-list`)).statusCode).toBe(
      401,
    );
    const other = adminApi(t, await keyForEventOrganizer(t, OPEN_HACK_DAY));
    expect((await other('GET', `/api/v1/admin/event/${RIVIERA_JAZZ_NIGHT}/waiting-list`)).statusCode).toBe(404);
  });
});

describe('offers without anyone asking for them', () => {
  let live: TestApp;
  beforeEach(async () => {
    // The process's own worker: it listens for stock changes (the sweep's interval is far off).
    live = await testApp({ EXPIRY_SWEEP_SECONDS: '3600', SYSTEM_API_KEY: SYSTEM_KEY });
  });
  afterEach(() => live.close());

  const statuses = async () =>
    (
      await live.db.query<{ status: string; reservationId: string | null }>(
        `SELECT w.status, w.reservation_id AS "reservationId" FROM waiting_queue w JOIN event e ON e.id = w.event_id
         WHERE e.short_name = $1 ORDER BY w.created_at, w.id`,
        [RIVIERA_JAZZ_NIGHT],
      )
    ).map((entry) => entry.status);

  it('follow the seats added, and a cancelled offer moves on to the next person at once', async () => {
    const api = adminApi(live, await keyForEventOrganizer(live, RIVIERA_JAZZ_NIGHT));
    const capacity = (await api('GET', `/api/v1/admin/event/${RIVIERA_JAZZ_NIGHT}/stats`)).json<{
      availableSeats: number;
    }>().availableSeats;
    await api('POST', `/api/v1/admin/event/update/${RIVIERA_JAZZ_NIGHT}`, { tickets: { max: capacity + 1 } });
    await vi.waitFor(async () => expect(await statuses()).toEqual(['PENDING', 'WAITING', 'WAITING']), {
      timeout: 30_000,
    });

    const [offered] = await live.db.query<{ id: string }>(
      `SELECT reservation_id AS id FROM waiting_queue WHERE status = 'PENDING'`,
    );
    const { sessionId, csrf } = await browserSession(live.app);
    const cancelled = await live.app.inject({
      method: 'DELETE',
      url: `/api/v2/public/reservation/${offered!.id}`,
      headers: { 'x-auth-token': sessionId, 'x-csrf-token': csrf },
    });
    expect(cancelled.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await statuses()).toEqual(['EXPIRED', 'PENDING', 'WAITING']), {
      timeout: 30_000,
    });
  });
});
