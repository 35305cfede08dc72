import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_DEVOPS_DAY, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { setSetting } from '../../support/event-page.ts';
import { onSite } from '../payment/payment-client.ts';
import { outboxOf, ticketClient, type TicketClient } from './ticket-client.ts';

let t: TestApp;
let client: TicketClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await ticketClient(t);
});
afterAll(() => t.close());

interface TicketRow {
  uuid: string;
  publicUuid: string;
  status: string;
  reservationId: string | null;
  categoryId: number | null;
  email: string | null;
}

const rowById = async (id: number) =>
  (
    await t.db.query<TicketRow>(
      `SELECT uuid, public_uuid AS "publicUuid", status, reservation_id AS "reservationId", category_id AS "categoryId", email
       FROM ticket WHERE id = $1`,
      [id],
    )
  )[0]!;
const idOf = async (publicUuid: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM ticket WHERE public_uuid = $1', [publicUuid]))[0]!.id;
const reservationStatus = async (id: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM reservation WHERE id = $1', [id]))[0]!.status;
const releasedAudits = async (id: string) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE reservation_id = $1 AND event_type = 'TICKET_RELEASED'",
      [id],
    )
  )[0]!.n;

describe('releasing a ticket', () => {
  it('puts a free ticket back on sale under new uuids and tells its holder', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 2 });
    const [first, second] = tickets;
    const ticketId = await idOf(first!.uuid);
    const before = await rowById(ticketId);

    const response = await client.release(OPEN_HACK_DAY, first!.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toBe(true);

    const after = await rowById(ticketId);
    // The shared pool takes back a ticket of a category without its own quota.
    expect(after).toMatchObject({ status: 'FREE', reservationId: null, categoryId: null, email: null });
    expect(after.uuid).not.toBe(before.uuid);
    expect(after.publicUuid).not.toBe(before.publicUuid);
    expect((await client.get(OPEN_HACK_DAY, first!.uuid)).statusCode).toBe(404);
    expect((await client.get(OPEN_HACK_DAY, second!.uuid)).statusCode).toBe(200);
    expect(await reservationStatus(id)).toBe('COMPLETE');

    const cancelled = (await outboxOf(t, id)).find((email) => email.subject.includes('cancelled'));
    expect(cancelled).toMatchObject({
      recipient: 'attendee0@example.com',
      subject: 'Your ticket for Open Hack Day has been cancelled',
    });
  });

  it('keeps the category of a ticket with its own quota, and cancels the order with its last ticket', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'Kids corner': 1 });
    const ticketId = await idOf(tickets[0]!.uuid);
    const categoryId = (await rowById(ticketId)).categoryId;
    expect((await client.release(OPEN_HACK_DAY, tickets[0]!.uuid)).json()).toBe(true);
    expect(await rowById(ticketId)).toMatchObject({ status: 'FREE', categoryId });
    expect(await reservationStatus(id)).toBe('CANCELLED');
  });

  it('answers 400 false for a paid ticket and where the organizer does not allow it, and changes nothing', async () => {
    const paid = await client.completed(ALPINE_DEVOPS_DAY, { 'On site': 1 }, {}, onSite);
    const response = await client.release(ALPINE_DEVOPS_DAY, paid.tickets[0]!.uuid);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toBe(false);
    expect((await client.get(ALPINE_DEVOPS_DAY, paid.tickets[0]!.uuid)).statusCode).toBe(200);

    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    await setSetting(t.db, 'EVENT', 'ALLOW_FREE_TICKETS_CANCELLATION', 'false', OPEN_HACK_DAY);
    try {
      const refused = await client.release(OPEN_HACK_DAY, tickets[0]!.uuid);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toBe(false);
      expect(await releasedAudits(id)).toBe(0);
    } finally {
      await setSetting(t.db, 'EVENT', 'ALLOW_FREE_TICKETS_CANCELLATION', 'true', OPEN_HACK_DAY);
    }
  });

  it('answers 200 true, doing nothing, for a ticket that is not available', async () => {
    const unknown = await client.release(OPEN_HACK_DAY, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toBe(true);

    const { id, tickets } = await client.completed(
      OPEN_HACK_DAY,
      { 'General admission': 1 },
      { postponeAssignment: true },
    );
    expect((await client.release(OPEN_HACK_DAY, tickets[0]!.uuid)).json()).toBe(true);
    expect((await rowById(await idOf(tickets[0]!.uuid))).status).toBe('ACQUIRED');
    expect(await releasedAudits(id)).toBe(0);
  });

  it('releases once when the holder releases twice at the same moment', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 2 });
    const uuid = tickets[0]!.uuid;
    const answers = await Promise.all([client.release(OPEN_HACK_DAY, uuid), client.release(OPEN_HACK_DAY, uuid)]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(await releasedAudits(id)).toBe(1);
    expect((await outboxOf(t, id)).filter((email) => email.subject.includes('cancelled'))).toHaveLength(1);
    expect(await reservationStatus(id)).toBe('COMPLETE');
  });
});

describe('sending a ticket by e-mail', () => {
  it('queues the ticket with its PDF in the holder’s language and answers true', async () => {
    const { id, tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 });
    await t.db.query("UPDATE ticket SET user_language = 'de' WHERE public_uuid = $1", [tickets[0]!.uuid]);
    const before = (await outboxOf(t, id)).length;
    const response = await client.sendByEmail(OPEN_HACK_DAY, tickets[0]!.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toBe(true);
    const [sent, ...more] = (await outboxOf(t, id)).slice(before);
    expect(more).toEqual([]);
    expect(sent).toMatchObject({ recipient: 'attendee0@example.com', subject: 'Ihr Ticket für Open Hack Day' });
    expect(sent!.attachments).toMatchObject([{ kind: 'TICKET_PDF', params: { lang: 'de' } }]);
    expect(sent!.textBody).toContain(`/event/${OPEN_HACK_DAY}/ticket/${tickets[0]!.uuid}/view?lang=de`);
  });

  it('links the online check-in of an online ticket', async () => {
    const { tickets } = await client.paid(ALPINE_DEVOPS_DAY, { Livestream: 1 });
    const uuid = tickets[0]!.uuid;
    const code = await client.checkInCode(ALPINE_DEVOPS_DAY, uuid);
    expect((await client.sendByEmail(ALPINE_DEVOPS_DAY, uuid)).statusCode).toBe(200);
    const [last] = await t.db.query<{ textBody: string }>(
      'SELECT text_body AS "textBody" FROM email_message ORDER BY id DESC LIMIT 1',
    );
    expect(last!.textBody).toContain(`/event/${ALPINE_DEVOPS_DAY}/ticket/${uuid}/check-in/${code}`);
  });

  it('answers 404 for a ticket that is not available', async () => {
    const { tickets } = await client.completed(OPEN_HACK_DAY, { 'General admission': 1 }, { postponeAssignment: true });
    expect((await client.sendByEmail(OPEN_HACK_DAY, tickets[0]!.uuid)).statusCode).toBe(404);
    expect((await client.sendByEmail(OPEN_HACK_DAY, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
