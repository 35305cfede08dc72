import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import {
  adminApi,
  auditEntries,
  keyForEventOrganizer,
  organizationWithKey,
  SYSTEM_KEY,
  organizationOfEvent,
} from './organizer-client.ts';

let t: TestApp;
let key: string;
let organizationId: number;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY });
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

const reservePath = (slug = ALPINE_SUMMIT) => `/api/v1/admin/event/${slug}/reservation`;

async function categoryId(name: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    'SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = $1 AND c.name = $2',
    [ALPINE_SUMMIT, name],
  );
  return row!.id;
}

async function takenTickets(categoryName: string): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ticket t JOIN ticket_category c ON c.id = t.category_id
     WHERE c.id = $1 AND t.status <> 'FREE' AND t.status <> 'RELEASED'`,
    [await categoryId(categoryName)],
  );
  return row!.n;
}

/** alf.io's body for a reservation made for a buyer. */
async function body(quantity: number, category = 'Standard') {
  return {
    tickets: [{ ticketCategoryId: await categoryId(category), quantity }],
    user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', username: null, id: null },
    configuration: { hideContactData: true, hideConfirmationButtons: false, lockEmailEdit: true },
    language: 'de',
  };
}

describe('creating a reservation for a buyer', () => {
  it('holds the tickets, names the buyer and answers the reservation page, with an audit entry', async () => {
    const answer = await adminApi(t, key)('POST', reservePath(), await body(2));
    expect(answer.statusCode, answer.body).toBe(200);
    const { id, href, errors } = answer.json<{ id: string; href: string; errors: unknown }>();
    expect(errors).toBeNull();
    expect(href).toMatch(new RegExp(`/event/${ALPINE_SUMMIT}/reservation/${id}\\?lang=de$`));

    const [reservation] = await t.db.query<{
      status: string;
      email: string;
      firstName: string;
      lang: string;
      metadata: Record<string, boolean>;
      tickets: number;
    }>(
      `SELECT status, email, first_name AS "firstName", user_language AS lang, metadata,
         (SELECT count(*)::int FROM ticket WHERE reservation_id = r.id) AS tickets
       FROM reservation r WHERE id = $1`,
      [id],
    );
    expect(reservation).toMatchObject({
      status: 'PENDING',
      email: 'ada@example.org',
      firstName: 'Ada',
      lang: 'de',
      tickets: 2,
    });
    expect(reservation!.metadata).toMatchObject({ hideContactData: true, lockEmailEdit: true });

    // The buyer's page reads the reservation the organizer made.
    const page = await t.app.inject({ method: 'GET', url: `/api/v2/public/reservation/${id}` });
    expect(page.statusCode, page.body).toBe(200);

    const entry = (await auditEntries(t.db, organizationId)).find((row) => row.action === 'RESERVATION_CREATE');
    expect(entry).toMatchObject({ entityType: 'reservation', entityId: id, before: null });
    expect(entry!.after).toMatchObject({ user: { email: 'ada@example.org' } });
  });

  it('names the tickets after the attendees alf.io’s request lists, in order, and ignores those beyond the quantity', async () => {
    const request = await body(2);
    request.tickets[0] = {
      ...request.tickets[0]!,
      attendees: [
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.org',
          userLanguage: 'en',
          metadata: { seat: 'A1' },
        },
        { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.org', additional: { company: ['Bletchley'] } },
        { firstName: 'Extra', lastName: 'Person', email: 'extra@example.org' },
      ],
    } as (typeof request.tickets)[number];
    const answer = await adminApi(t, key)('POST', reservePath(), request);
    expect(answer.statusCode, answer.body).toBe(200);
    const { id } = answer.json<{ id: string }>();
    const tickets = await t.db.query<{ firstName: string; lastName: string; email: string; lang: string }>(
      `SELECT first_name AS "firstName", last_name AS "lastName", email, user_language AS lang
       FROM ticket WHERE reservation_id = $1 ORDER BY id`,
      [id],
    );
    expect(tickets).toEqual([
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.org', lang: 'en' },
      { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.org', lang: 'de' },
    ]);
    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.action === 'RESERVATION_CREATE' && row.entityId === id,
    );
    expect(entry!.after).toMatchObject({ attendees: 2 });
    expect(
      (
        await adminApi(t, key)('POST', reservePath(), {
          ...request,
          tickets: [{ ...request.tickets[0]!, attendees: [{ firstName: 42 }] }],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('never sells more tickets than are left: the request that asks for too many gets alf.io’s error', async () => {
    // Student: ten tickets, seven sold, at most two per reservation.
    const api = adminApi(t, key);
    const before = await takenTickets('Student');
    expect(before).toBe(7);
    expect((await api('POST', reservePath(), await body(2, 'Student'))).statusCode).toBe(200);
    const refused = await api('POST', reservePath(), await body(2, 'Student'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      id: null,
      href: null,
      errors: [{ code: 'invalid.reservation', description: 'error.STEP_1_NOT_ENOUGH_TICKETS' }],
    });
    expect(await takenTickets('Student')).toBe(9);
  });

  it('refuses more than a reservation may hold with alf.io’s error', async () => {
    const refused = await adminApi(t, key)('POST', reservePath(), await body(3, 'Student'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { description: string }[] }>().errors[0]!.description).toBe(
      'error.STEP_1_OVER_MAXIMUM',
    );
  });

  it('answers 400 to a malformed body, 401 without a key, 403 to a check-in key and 404 for another organization', async () => {
    const api = adminApi(t, key);
    expect((await api('POST', reservePath(), undefined, '{"tickets": ')).statusCode).toBe(400);
    expect((await api('POST', reservePath(), { tickets: [] })).statusCode).toBe(400);
    expect((await api('POST', reservePath(), { tickets: [{ ticketCategoryId: 'x', quantity: 1 }] })).statusCode).toBe(
      400,
    );
    expect((await api('POST', reservePath(), { tickets: [{ ticketCategoryId: 1, quantity: -2 }] })).statusCode).toBe(
      400,
    );
    expect((await adminApi(t, null)('POST', reservePath(), await body(1))).statusCode).toBe(401);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('POST', reservePath(), await body(1))).statusCode).toBe(403);
    const other = await organizationWithKey(t, 'Other Club');
    expect((await adminApi(t, other.key)('POST', reservePath(), await body(1))).statusCode).toBe(404);
    expect((await api('POST', reservePath('no-such-event'), await body(1))).statusCode).toBe(404);
  });
});
