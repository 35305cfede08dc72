import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatForLanguages } from '../../../src/lib/localized-dates.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_DEVOPS_DAY, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { onSite } from '../payment/payment-client.ts';
import { setCategoryLinks, ticketClient, type TicketClient } from './ticket-client.ts';

let t: TestApp;
let client: TicketClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await ticketClient(t);
});
afterAll(() => t.close());

describe('ticket info', () => {
  it('shows the holder, the category, the short order id and the event dates of an assigned ticket', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    const response = await client.get(OPEN_HACK_DAY, tickets[0]!.uuid);
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({
      uuid: tickets[0]!.uuid,
      fullName: 'Attendee0 Muster',
      email: 'attendee0@example.com',
      ticketCategoryName: 'General admission',
      reservationFullName: 'Anna Keller',
      reservationId: id.slice(0, 8).toUpperCase(),
      deskPaymentRequired: false,
      timeZone: 'Europe/Berlin',
      sameDay: true,
      additionalServiceWithData: [],
    });
    // One start time per language the event offers, each written as that language writes times.
    expect(Object.keys(info.formattedBeginTime)).toEqual(['en', 'de', 'pl', 'bg', 'sv', 'cs']);
    expect(info.formattedBeginTime.en).toMatch(/^10:00 AM$/);
    expect(info.formattedBeginTime.pl).toMatch(/^10:00$/);
    expect(info.datesWithOffset.startTimeZoneOffset).toBeGreaterThanOrEqual(3600);
  });

  it('says the ticket is paid at the desk when the order is paid on site', async () => {
    const { tickets } = await client.completed(ALPINE_DEVOPS_DAY, { 'On site': 1 }, {}, onSite);
    expect((await client.get(ALPINE_DEVOPS_DAY, tickets[0]!.uuid)).json()).toMatchObject({ deskPaymentRequired: true });
  });

  it('judges "same day" on the category validity when the category has one', async () => {
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'Kids corner': 1 });
    await t.db.query(
      `UPDATE ticket_category SET ticket_validity_start = e.start_at, ticket_validity_end = e.start_at + interval '2 days'
       FROM event e WHERE e.id = ticket_category.event_id AND e.short_name = $1 AND ticket_category.name = 'Kids corner'`,
      [OPEN_HACK_DAY],
    );
    try {
      expect((await client.get(OPEN_HACK_DAY, tickets[0]!.uuid)).json()).toMatchObject({ sameDay: false });
    } finally {
      await t.db.query(
        "UPDATE ticket_category SET ticket_validity_start = NULL, ticket_validity_end = NULL WHERE name = 'Kids corner'",
      );
    }
  });

  it('answers 404 for an unknown, malformed or foreign ticket, and for one not yet assigned or paid', async () => {
    // The full ticket of an unassigned one is served: its update page is where the holder is entered.
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    expect((await client.get(OPEN_HACK_DAY, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await client.get(OPEN_HACK_DAY, 'not-a-uuid')).statusCode).toBe(404);
    expect((await client.get(ALPINE_DEVOPS_DAY, tickets[0]!.uuid)).statusCode).toBe(404);

    const later = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 }, { postponeAssignment: true });
    expect((await client.get(OPEN_HACK_DAY, later.tickets[0]!.uuid)).statusCode).toBe(404);
    const unassigned = await client.full(OPEN_HACK_DAY, later.tickets[0]!.uuid);
    expect(unassigned.statusCode).toBe(200);
    expect(unassigned.json().tickets).toMatchObject([{ uuid: later.tickets[0]!.uuid, assigned: false }]);

    const pending = await client.book(OPEN_HACK_DAY, { 'General admission': 1 });
    const [pendingTicket] = (await client.info(pending)).ticketsByCategory[0]!.tickets;
    expect(pendingTicket!.assigned).toBe(true);
    expect((await client.get(OPEN_HACK_DAY, pendingTicket!.uuid)).statusCode).toBe(404);
    expect((await client.full(OPEN_HACK_DAY, pendingTicket!.uuid)).statusCode).toBe(404);
  });
});

describe('full ticket', () => {
  it('is the category with exactly this ticket, as the reservation shows it, saying whether its e-mail is locked', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 2 });
    const response = await client.full(OPEN_HACK_DAY, tickets[1]!.uuid);
    expect(response.statusCode, response.body).toBe(200);
    const category = response.json();
    const fromReservation = (await client.info(id)).ticketsByCategory[0]!;
    expect(category).toEqual({ ...fromReservation, tickets: [{ ...fromReservation.tickets[1], emailLocked: false }] });
    expect(category.tickets[0]).toMatchObject({ onlineEventStarted: false, formattedOnlineCheckInDate: {} });
  });

  it('tells an online ticket when its room opens: the next call link of the category, else of the event', async () => {
    const { tickets } = await client.paid(ALPINE_DEVOPS_DAY, { Livestream: 1 });
    const uuid = tickets[0]!.uuid;
    const [event] = await t.db.query<{ start: Date }>('SELECT start_at AS start FROM event WHERE short_name = $1', [
      ALPINE_DEVOPS_DAY,
    ]);
    const fromEvent = (await client.full(ALPINE_DEVOPS_DAY, uuid)).json().tickets[0];
    expect(fromEvent.onlineEventStarted).toBe(false);
    // The demo opens the room 15 minutes before the start.
    const opens = new Date(event!.start.getTime() - 15 * 60_000);
    expect(fromEvent.formattedOnlineCheckInDate.en).toBe(
      formatForLanguages(opens, 'common.ticket-category.date-format', 'Europe/Zurich', ['en']).en,
    );

    const now = Date.now();
    await setCategoryLinks(t, ALPINE_DEVOPS_DAY, 'Livestream', [
      { link: 'https://stream.example/over', validFrom: iso(now - 7_200_000), validTo: iso(now - 3_600_000) },
      { link: 'https://stream.example/now', validFrom: iso(now - 600_000), validTo: iso(now + 3_600_000) },
    ]);
    try {
      const fromCategory = (await client.full(ALPINE_DEVOPS_DAY, uuid)).json().tickets[0];
      expect(fromCategory.onlineEventStarted).toBe(true);
      expect(Object.keys(fromCategory.formattedOnlineCheckInDate)).toEqual(['en', 'de']);
    } finally {
      await setCategoryLinks(t, ALPINE_DEVOPS_DAY, 'Livestream', null);
    }
  });
});

const iso = (ms: number) => new Date(ms).toISOString();
