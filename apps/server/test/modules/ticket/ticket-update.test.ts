import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { FILM_FESTIVAL_INVOICE, OPEN_HACK_DAY, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';
import { servicesOf, setSetting } from '../../support/event-page.ts';
import { onSite } from '../payment/payment-client.ts';
import { outboxOf, ticketClient, type TicketClient } from './ticket-client.ts';

let t: TestApp;
let client: TicketClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await ticketClient(t);
});
afterAll(() => t.close());

const holder = {
  firstName: 'Jiří',
  lastName: 'Novák',
  email: 'jiri.novak@example.cz',
  userLanguage: 'en',
  additional: { experience: ['some'] },
};

const stored = async (uuid: string) =>
  (
    await t.db.query<{
      firstName: string | null;
      lastName: string | null;
      email: string | null;
      experience: string | null;
    }>(
      `SELECT t.first_name AS "firstName", t.last_name AS "lastName", t.email,
         (SELECT v.value FROM additional_field_value v JOIN additional_field f ON f.id = v.field_id
          WHERE v.ticket_id = t.id AND f.name = 'experience') AS experience
       FROM ticket t WHERE t.public_uuid = $1`,
      [uuid],
    )
  )[0];

describe('assigning and updating a ticket', () => {
  it('assigns a ticket left for later and sends the holder their ticket with its PDF', async () => {
    const { id, tickets } = await client.completed(
      OPEN_HACK_DAY,
      { 'General admission': 1 },
      { postponeAssignment: true },
    );
    const uuid = tickets[0]!.uuid;
    const before = (await outboxOf(t, id)).length;

    const response = await client.update(OPEN_HACK_DAY, uuid, holder);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, errorCount: 0, validationErrors: [], warnings: [], value: true });
    expect(await stored(uuid)).toEqual({
      firstName: 'Jiří',
      lastName: 'Novák',
      email: 'jiri.novak@example.cz',
      experience: 'some',
    });
    expect((await client.get(OPEN_HACK_DAY, uuid)).json()).toMatchObject({ fullName: 'Jiří Novák' });

    const sent = (await outboxOf(t, id)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: 'jiri.novak@example.cz', subject: 'Your ticket for Open Hack Day' });
    expect(sent[0]!.attachments).toEqual([
      { name: `ticket-${uuid}.pdf`, contentType: 'application/pdf', kind: 'TICKET_PDF', params: expect.any(Object) },
    ]);
    expect(sent[0]!.textBody).toContain(`/event/${OPEN_HACK_DAY}/ticket/${uuid}/view?lang=en`);

    const [audit] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE reservation_id = $1 AND event_type = 'TICKET_UPDATE'",
      [id],
    );
    expect(audit!.n).toBe(1);
  });

  it('sends the ticket again only when the holder gets a new e-mail address', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    const uuid = tickets[0]!.uuid;
    const count = async () => (await outboxOf(t, id)).length;
    const start = await count();
    const renamed = { ...holder, email: tickets[0]!.email };
    expect((await client.update(OPEN_HACK_DAY, uuid, renamed)).statusCode).toBe(200);
    expect(await count()).toBe(start);
    expect((await client.update(OPEN_HACK_DAY, uuid, holder)).statusCode).toBe(200);
    expect(await count()).toBe(start + 1);
  });

  it('answers 422 with the booking step codes under field names without the tickets prefix, and stores nothing', async () => {
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    const uuid = tickets[0]!.uuid;
    const response = await client.update(OPEN_HACK_DAY, uuid, {
      ...holder,
      firstName: '  ',
      lastName: 'x'.repeat(256),
      email: 'not an address',
      additional: { experience: ['guru'] },
    });
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ success: false, value: false, errorCount: 4 });
    expect(body.validationErrors).toEqual(
      expect.arrayContaining([
        { fieldName: 'email', code: 'error.email', arguments: null },
        { fieldName: 'firstName', code: 'error.STEP_2_EMPTY_FIRSTNAME', arguments: null },
        { fieldName: 'lastName', code: 'error.STEP_2_MAX_LENGTH_LASTNAME', arguments: { 0: 255 } },
        { fieldName: 'additional[experience][0]', code: 'error.restrictedValue', arguments: null },
      ]),
    );
    expect(await stored(uuid)).toMatchObject({ firstName: 'Attendee0', email: 'attendee0@example.com' });

    const missing = await client.update(OPEN_HACK_DAY, uuid, { ...holder, additional: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().validationErrors).toEqual([
      { fieldName: 'additional[experience][0]', code: 'error.emptyField', arguments: null },
    ]);
  });

  it('keeps the names and e-mail of a locked assignment and changes only the fields', async () => {
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    const uuid = tickets[0]!.uuid;
    await t.db.query('UPDATE ticket SET locked = true WHERE public_uuid = $1', [uuid]);
    const response = await client.update(OPEN_HACK_DAY, uuid, { ...holder, firstName: '', email: 'other@example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(uuid)).toEqual({
      firstName: 'Attendee0',
      lastName: 'Muster',
      email: 'attendee0@example.com',
      experience: 'some',
    });
  });

  it('keeps the holder of an assigned ticket while the organizer does not allow transfers, as alf.io does', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    const later = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 }, { postponeAssignment: true });
    const uuid = tickets[0]!.uuid;
    const before = (await outboxOf(t, id)).length;
    await setSetting(t.db, 'EVENT', 'ENABLE_TICKET_TRANSFER', 'false', OPEN_HACK_DAY);
    try {
      const response = await client.update(OPEN_HACK_DAY, uuid, {
        ...holder,
        additional: { experience: ['maintainer'] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ success: true, value: true });
      expect(await stored(uuid)).toEqual({
        firstName: 'Attendee0',
        lastName: 'Muster',
        email: 'attendee0@example.com',
        experience: 'maintainer',
      });
      expect(await outboxOf(t, id)).toHaveLength(before);

      // A ticket without a holder yet is given one: nothing moves to somebody else.
      const assigned = await client.update(OPEN_HACK_DAY, later.tickets[0]!.uuid, holder);
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(await stored(later.tickets[0]!.uuid)).toMatchObject({ email: 'jiri.novak@example.cz' });
    } finally {
      await setSetting(t.db, 'EVENT', 'ENABLE_TICKET_TRANSFER', null, OPEN_HACK_DAY);
    }
  });

  it('keeps an answer the organizer made not editable, and lets an empty one be given', async () => {
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    const uuid = tickets[0]!.uuid;
    expect((await client.update(OPEN_HACK_DAY, uuid, holder)).statusCode).toBe(200);
    const notEditable = (editable: boolean) =>
      t.db.query(
        "UPDATE additional_field SET editable = $1 WHERE name = 'experience' AND event_id = (SELECT id FROM event WHERE short_name = $2)",
        [editable, OPEN_HACK_DAY],
      );
    await notEditable(false);
    try {
      const response = await client.update(OPEN_HACK_DAY, uuid, {
        ...holder,
        additional: { experience: ['maintainer'] },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await stored(uuid)).toMatchObject({ experience: 'some' });

      await t.db.query(
        'DELETE FROM additional_field_value WHERE ticket_id = (SELECT id FROM ticket WHERE public_uuid = $1)',
        [uuid],
      );
      expect((await client.update(OPEN_HACK_DAY, uuid, holder)).statusCode).toBe(200);
      expect(await stored(uuid)).toMatchObject({ experience: 'some' });
    } finally {
      await notEditable(true);
    }
  });

  it('tells the update page that the organizer locked the e-mail, which the update then keeps', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    const uuid = tickets[0]!.uuid;
    expect((await client.full(OPEN_HACK_DAY, uuid)).json().tickets[0].emailLocked).toBe(false);
    await t.db.query(`UPDATE reservation SET metadata = metadata || '{"lockEmailEdit": true}' WHERE id = $1`, [id]);
    expect((await client.full(OPEN_HACK_DAY, uuid)).json().tickets[0].emailLocked).toBe(true);

    const response = await client.update(OPEN_HACK_DAY, uuid, { ...holder, email: 'other@example.org' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(uuid)).toMatchObject({ firstName: 'Jiří', email: 'attendee0@example.com' });
  });

  it('answers 404 unless the order is complete, and 422 to a body of the wrong shape', async () => {
    const pending = await client.book(OPEN_HACK_DAY, { 'General admission': 1 });
    const [ticket] = (await client.info(pending)).ticketsByCategory[0]!.tickets;
    expect((await client.update(OPEN_HACK_DAY, ticket!.uuid, holder)).statusCode).toBe(404);
    expect((await client.update(OPEN_HACK_DAY, '00000000-0000-4000-8000-000000000000', holder)).statusCode).toBe(404);

    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    const malformed = await client.update(OPEN_HACK_DAY, tickets[0]!.uuid, { ...holder, additional: 'nope' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ success: false });
  });
});

describe('a ticket with supplements linked to it', () => {
  async function festivalOrder() {
    const aperitivo = (await servicesOf(t.db, RIVIERA_FILM_FESTIVAL))['Aperitivo on the terrace']!;
    return client.paid(
      RIVIERA_FILM_FESTIVAL,
      { 'Festival pass': 2 },
      FILM_FESTIVAL_INVOICE,
      {
        additionalService: [{ additionalServiceId: aperitivo, quantity: 1 }],
      },
      onSite,
    );
  }

  it('lists on the ticket page only the items of that ticket', async () => {
    const { tickets } = await festivalOrder();
    const titles = async (uuid: string) =>
      ((await client.get(RIVIERA_FILM_FESTIVAL, uuid)).json().additionalServiceWithData as { title: { en: string } }[])
        .map((item) => item.title.en)
        .sort();
    expect(await titles(tickets[0]!.uuid)).toEqual(['Aperitivo on the terrace', 'Programme booklet and wristband']);
    expect(await titles(tickets[1]!.uuid)).toEqual(['Programme booklet and wristband']);
  });

  it('checks the fields of the linked items, and refuses a form that leaves them out', async () => {
    const { tickets } = await festivalOrder();
    const uuid = tickets[0]!.uuid;
    const info = (await client.get(RIVIERA_FILM_FESTIVAL, uuid)).json();
    const aperitivo = (info.additionalServiceWithData as { itemId: number; title: { en: string } }[]).find(
      (item) => item.title.en === 'Aperitivo on the terrace',
    )!;
    const withDrink = (drink: string) => ({
      ...holder,
      additional: {},
      additionalServices: {
        [uuid]: [
          { additionalServiceItemId: aperitivo.itemId, ticketUUID: uuid, additional: { aperitivoDrink: [drink] } },
        ],
      },
    });

    const without = await client.update(RIVIERA_FILM_FESTIVAL, uuid, { ...holder, additional: {} });
    expect(without.statusCode).toBe(422);
    expect(without.json().validationErrors).toEqual([{ fieldName: '', code: 'error.emptyField', arguments: null }]);

    const empty = await client.update(RIVIERA_FILM_FESTIVAL, uuid, withDrink(''));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().validationErrors).toEqual([
      {
        fieldName: `additionalServices[${uuid}][0].additional[aperitivoDrink][0]`,
        code: 'error.emptyField',
        arguments: null,
      },
    ]);

    const accepted = await client.update(RIVIERA_FILM_FESTIVAL, uuid, withDrink('spritz'));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
