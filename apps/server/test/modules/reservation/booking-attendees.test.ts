import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { setSetting } from '../../support/event-page.ts';
import { bookingClient, completeForm, firstTicket, FORM, rejections, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

// Three student seats are left: each test gives its seat back.
const held: string[] = [];
afterEach(async () => {
  for (const id of held.splice(0)) await client.cancel(id);
});

/** A student ticket: its holder is asked every field type, the date of birth included. */
async function studentBooking(): Promise<{
  id: string;
  form: Record<string, unknown>;
  uuid: string;
  ticket: ReturnType<typeof firstTicket>['entry'];
}> {
  const id = await client.reserve(ALPINE_SUMMIT, { Student: 1 });
  held.push(id);
  const form = completeForm(await client.info(id));
  const { uuid, entry } = firstTicket(form);
  return { id, form, uuid, ticket: entry };
}

const missingData = { fieldName: FORM, code: 'error.STEP_2_MISSING_ATTENDEE_DATA', arguments: null };

describe('validate-to-overview: attendees', () => {
  it('holder: an e-mail and both names, under tickets[uuid]', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    Object.assign(ticket, { email: 'not-an-address', firstName: ' ', lastName: 'x'.repeat(256) });
    expect(rejections(await client.validate(id, form))).toEqual([
      { fieldName: `tickets[${uuid}].email`, code: 'error.email', arguments: null },
      { fieldName: `tickets[${uuid}].firstName`, code: 'error.STEP_2_EMPTY_FIRSTNAME', arguments: null },
      { fieldName: `tickets[${uuid}].lastName`, code: 'error.STEP_2_MAX_LENGTH_LASTNAME', arguments: { 0: 255 } },
      missingData,
    ]);
    Object.assign(ticket, { email: '', firstName: 'Lea', lastName: '' });
    expect(rejections(await client.validate(id, form))).toEqual([
      { fieldName: `tickets[${uuid}].email`, code: 'error.email', arguments: null },
      { fieldName: `tickets[${uuid}].lastName`, code: 'error.STEP_2_EMPTY_LASTNAME', arguments: null },
      missingData,
    ]);
  });

  it('a ticket the form leaves out has no holder: missing attendee data', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 2 });
    const form = completeForm(await client.info(id));
    const { uuid } = firstTicket(form);
    delete (form.tickets as Record<string, unknown>)[uuid];
    expect(rejections(await client.validate(id, form))).toEqual([missingData]);
  });

  it('stores what was sent before checking it', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    Object.assign(ticket, { firstName: 'Lea', lastName: 'Brunner', email: 'broken' });
    ticket.additional.badgeName = ['Lea B.'];
    expect((await client.validate(id, form)).statusCode).toBe(422);
    const stored = (await client.info(id)).ticketsByCategory[0]!.tickets[0]!;
    expect(stored).toMatchObject({ uuid, firstName: 'Lea', lastName: 'Brunner', email: 'broken' });
    expect(stored.ticketFieldConfigurationBeforeStandard[0]).toMatchObject({ name: 'badgeName', value: 'Lea B.' });
  });

  it('keeps the names and e-mail of a ticket the organizer locked', async () => {
    const { id, form, ticket } = await studentBooking();
    await t.db.query(
      "UPDATE ticket SET locked = true, first_name = 'Nora', last_name = 'Lindqvist', email = 'nora@example.com' WHERE reservation_id = $1",
      [id],
    );
    Object.assign(ticket, { firstName: '', lastName: '', email: '' });
    expect((await client.validate(id, form)).statusCode).toBe(200);
    expect((await client.info(id)).ticketsByCategory[0]!.tickets[0]).toMatchObject({
      firstName: 'Nora',
      email: 'nora@example.com',
      locked: true,
    });
  });

  it('keeps an attendee e-mail once given when the reservation locks e-mail edits', async () => {
    const { id, form, ticket } = await studentBooking();
    expect((await client.validate(id, form)).statusCode).toBe(200);
    await t.db.query(`UPDATE reservation SET metadata = metadata || '{"lockEmailEdit": true}' WHERE id = $1`, [id]);
    ticket.email = 'someone.else@example.com';
    expect((await client.validate(id, form)).statusCode).toBe(200);
    const info = await client.info(id);
    expect(info.metadata.lockEmailEdit).toBe(true);
    expect(info.ticketsByCategory[0]!.tickets[0]!.email).toBe('attendee0@example.com');
  });

  it('a postponed assignment skips the attendees, unless the organizer forces assignment', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    Object.assign(ticket, { email: '', firstName: 'Postponed' });
    expect((await client.validate(id, { ...form, postponeAssignment: true })).statusCode).toBe(200);
    expect((await client.info(id)).ticketsByCategory[0]!.tickets[0]!.firstName).toBeNull();

    await setSetting(t.db, 'EVENT', 'FORCE_TICKET_OWNER_ASSIGNMENT_AT_RESERVATION', 'true', ALPINE_SUMMIT);
    expect(rejections(await client.validate(id, { ...form, postponeAssignment: true }))).toEqual([
      { fieldName: `tickets[${uuid}].email`, code: 'error.email', arguments: null },
      missingData,
    ]);
    await setSetting(t.db, 'EVENT', 'FORCE_TICKET_OWNER_ASSIGNMENT_AT_RESERVATION', null, ALPINE_SUMMIT);
  });

  it('a postponed assignment is refused too when a category admits only the attendees of a group', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    const [group] = await t.db.query<{ id: number }>(
      "INSERT INTO attendee_group (organization_id, name) SELECT organization_id, 'Students of ETH' FROM event WHERE short_name = $1 RETURNING id",
      [ALPINE_SUMMIT],
    );
    await t.db.query(
      `INSERT INTO attendee_group_link (group_id, event_id, ticket_category_id, type, match_type)
       SELECT $1, c.event_id, c.id, 'ONCE_PER_VALUE', 'EMAIL_DOMAIN' FROM ticket_category c WHERE c.name = 'Student'`,
      [group!.id],
    );
    expect((await client.info(id)).containsCategoriesLinkedToGroups).toBe(true);
    ticket.email = '';
    expect(rejections(await client.validate(id, { ...form, postponeAssignment: true }))[0]).toEqual({
      fieldName: `tickets[${uuid}].email`,
      code: 'error.email',
      arguments: null,
    });
    await t.db.query('DELETE FROM attendee_group WHERE id = $1', [group!.id]);
  });

  it('an event with a single name field asks each attendee for a full name', async () => {
    await t.db.query('UPDATE event SET use_first_and_last_name = false WHERE short_name = $1', [ALPINE_SUMMIT]);
    const { id, form, uuid, ticket } = await studentBooking();
    Object.assign(ticket, { firstName: null, lastName: null, fullName: '' });
    expect(rejections(await client.validate(id, form))).toEqual([
      { fieldName: `tickets[${uuid}].fullName`, code: 'error.STEP_2_EMPTY_FULLNAME', arguments: null },
      missingData,
    ]);
    ticket.fullName = 'z'.repeat(256);
    expect(rejections(await client.validate(id, form))[0]).toEqual({
      fieldName: `tickets[${uuid}].fullName`,
      code: 'error.STEP_2_MAX_LENGTH_FULLNAME',
      arguments: { 0: 255 },
    });
    ticket.fullName = 'Lea Brunner';
    expect((await client.validate(id, form)).statusCode).toBe(200);
    await t.db.query('UPDATE event SET use_first_and_last_name = true WHERE short_name = $1', [ALPINE_SUMMIT]);
  });
});
