import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
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

/** A day relative to today in Zurich, the event's time zone, where the server's "today" is. */
function isoDay(offsetDays: number, yearsBack = 0): string {
  const day = new Date(
    `${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date())}T12:00:00Z`,
  );
  day.setUTCFullYear(day.getUTCFullYear() - yearsBack);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  return day.toISOString().slice(0, 10);
}

describe('validate-to-overview: the fields an attendee fills in', () => {
  it('text fields: too long, too short (argument: the limit)', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    ticket.additional.badgeName = ['x'.repeat(31)];
    ticket.additional.accessibilityNeeds = ['y'.repeat(501)];
    expect(rejections(await client.validate(id, form))).toEqual([
      { fieldName: `tickets[${uuid}].additional[badgeName][0]`, code: 'error.tooLong', arguments: { 0: 30 } },
      { fieldName: `tickets[${uuid}].additional[accessibilityNeeds][0]`, code: 'error.tooLong', arguments: { 0: 500 } },
      missingData,
    ]);
    await t.db.query("UPDATE additional_field SET min_length = 5 WHERE name = 'phone'");
    ticket.additional.badgeName = ['Sam'];
    ticket.additional.accessibilityNeeds = [''];
    ticket.additional.phone = ['123'];
    expect(rejections(await client.validate(id, form))).toEqual([
      { fieldName: `tickets[${uuid}].additional[phone][0]`, code: 'error.tooShort', arguments: { 0: 5 } },
      missingData,
    ]);
    await t.db.query("UPDATE additional_field SET min_length = NULL WHERE name = 'phone'");
  });

  it('required fields: blank, or missing from the request (reported on slot 0), and a required multiple choice with nothing ticked', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    ticket.additional.tshirt = [''];
    delete ticket.additional.country;
    await t.db.query("UPDATE additional_field SET required = true WHERE name = 'workshops'");
    ticket.additional.workshops = [null, null, null, null];
    expect(rejections(await client.validate(id, form))).toEqual([
      { fieldName: `tickets[${uuid}].additional[country][0]`, code: 'error.emptyField', arguments: null },
      { fieldName: `tickets[${uuid}].additional[tshirt][0]`, code: 'error.emptyField', arguments: null },
      { fieldName: `tickets[${uuid}].additional[workshops]`, code: 'error.emptyField', arguments: null },
      missingData,
    ]);
    await t.db.query("UPDATE additional_field SET required = false WHERE name = 'workshops'");
  });

  it('choices: a value not offered, a disabled option, an unknown country', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    ticket.additional.tshirt = ['xxl'];
    ticket.additional.lunch = ['meat'];
    ticket.additional.workshops = ['platform', 'cooking'];
    ticket.additional.country = ['XX'];
    expect(rejections(await client.validate(id, form))).toEqual([
      { fieldName: `tickets[${uuid}].additional[country][0]`, code: 'error.restrictedValue', arguments: null },
      { fieldName: `tickets[${uuid}].additional[tshirt][0]`, code: 'error.disabledValue', arguments: null },
      { fieldName: `tickets[${uuid}].additional[lunch][0]`, code: 'error.restrictedValue', arguments: null },
      { fieldName: `tickets[${uuid}].additional[workshops][1]`, code: 'error.restrictedValue', arguments: null },
      missingData,
    ]);
  });

  it('date of birth: in the past, a real date, and an age between the limits (16 to 99)', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    const field = `tickets[${uuid}].additional[birthDate][0]`;
    const cases: [string, string, Record<string, number> | null][] = [
      [isoDay(0), 'error.restrictedValue', null],
      [isoDay(3), 'error.restrictedValue', null],
      ['2001-02-30', 'error.emptyField', null],
      ['17.05.1990', 'error.emptyField', null],
      [isoDay(-1, 100), 'error.tooOld', { 0: 99 }],
      [isoDay(1, 16), 'error.tooYoung', { 0: 16 }],
    ];
    for (const [value, code, args] of cases) {
      ticket.additional.birthDate = [value];
      expect(rejections(await client.validate(id, form)), value).toEqual([
        { fieldName: field, code, arguments: args },
        missingData,
      ]);
    }
    ticket.additional.birthDate = [isoDay(0, 16)];
    expect((await client.validate(id, form)).statusCode).toBe(200);
  });

  it('an EU VAT number field: a well-formed number of a member state, else the VAT errors', async () => {
    const { id, form, uuid, ticket } = await studentBooking();
    for (const value of ['DE12345678', 'CH123456789', 'IT01234567890', 'GR123456789', 'hello']) {
      ticket.additional.employerVatNumber = [value];
      expect(rejections(await client.validate(id, form)), value).toEqual([
        {
          fieldName: `tickets[${uuid}].additional[employerVatNumber][0]`,
          code: 'error.STEP_2_INVALID_VAT',
          arguments: null,
        },
        { fieldName: FORM, code: 'error.STEP_2_INVALID_VAT', arguments: null },
      ]);
    }
    for (const value of ['DE 123 456 789', 'IT01234567897', 'EL123456789', 'NL123456789B01', 'FR40303265045', '']) {
      ticket.additional.employerVatNumber = [value];
      expect((await client.validate(id, form)).statusCode, value).toBe(200);
    }
  });
});
