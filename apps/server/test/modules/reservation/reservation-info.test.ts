import type { AdditionalField, BookingInfoTicket } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { setSetting } from '../../support/event-page.ts';
import { bookingClient, completeForm, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

const fieldsOf = (ticket: BookingInfoTicket): AdditionalField[] => [
  ...ticket.ticketFieldConfigurationBeforeStandard,
  ...ticket.ticketFieldConfigurationAfterStandard,
];

describe('GET /reservation/{id}: the reservation as the booking step shows it', () => {
  it('groups the tickets by category, each with its attendee fields of all nine types, split around the standard fields', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 2, Student: 1 });
    const info = await client.info(id);
    expect(info).toMatchObject({
      id,
      shortId: id.slice(0, 8).toUpperCase(),
      status: 'PENDING',
      validatedBookingInformation: false,
      firstName: null,
      email: null,
      invoiceRequested: false,
      paid: false,
      tokenAcquired: false,
      containsCategoriesLinkedToGroups: false,
      subscriptionInfos: null,
      additionalServiceWithData: [],
      metadata: {
        hideContactData: false,
        readyForConfirmation: false,
        finalized: false,
        hideConfirmationButtons: false,
        lockEmailEdit: false,
      },
      billingDetails: {
        companyName: null,
        country: null,
        taxId: null,
        hasTaxId: false,
        invoicingAdditionalInfo: { italianEInvoicing: null, empty: true },
      },
    });
    expect(info.ticketsByCategory.map((c) => [c.name, c.ticketAccessType, c.tickets.length])).toEqual([
      ['Standard', 'INHERIT', 2],
      ['Student', 'INHERIT', 1],
    ]);

    const standard = info.ticketsByCategory[0]!.tickets[0]!;
    expect(standard).toMatchObject({
      assigned: false,
      locked: false,
      acquired: false,
      cancellationEnabled: false,
      sendMailEnabled: true,
      downloadEnabled: true,
    });
    expect(standard.ticketFieldConfigurationBeforeStandard.map((f) => f.name)).toEqual(['badgeName']);
    // The date of birth is asked of students only.
    expect(fieldsOf(standard).map((f) => f.type)).not.toContain('input:dateOfBirth');
    const student = info.ticketsByCategory[1]!.tickets[0]!;
    expect(new Set(fieldsOf(student).map((f) => f.type))).toEqual(
      new Set([
        'input:text',
        'input:tel',
        'textarea',
        'vat:eu',
        'country',
        'select',
        'checkbox',
        'radio',
        'input:dateOfBirth',
      ]),
    );
    const birthDate = fieldsOf(student).find((f) => f.name === 'birthDate')!;
    expect(birthDate).toMatchObject({
      required: true,
      editable: true,
      minLength: 16,
      maxLength: 99,
      value: null,
      fields: [{ fieldIndex: 0, fieldValue: '' }],
    });

    const tshirt = fieldsOf(standard).find((f) => f.name === 'tshirt')!;
    // xxl is disabled: not offered to a buyer who has not chosen it.
    expect(tshirt.restrictedValues).toEqual(['xs', 's', 'm', 'l', 'xl']);
    expect(Object.keys(tshirt.description).sort()).toEqual(['de', 'en', 'fr', 'it']);
    expect(tshirt.description.en).toEqual({
      label: 'T-shirt size',
      placeholder: '',
      restrictedValuesDescription: expect.objectContaining({ xs: 'XS' }),
    });
    const workshops = fieldsOf(standard).find((f) => f.name === 'workshops')!;
    expect(workshops.fields).toEqual(
      ['platform', 'security', 'green', 'accessibility'].map((_, index) => ({ fieldIndex: index, fieldValue: '' })),
    );
  });

  it('formats the expiry in every language of the event, in its time zone', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const info = await client.info(id);
    const [row] = await t.db.query<{ validity: Date }>('SELECT validity FROM reservation WHERE id = $1', [id]);
    expect(info.validity).toBe(row!.validity.getTime());
    expect(Object.keys(info.formattedExpirationDate).sort()).toEqual(['de', 'en', 'fr', 'it']);
    const zurich = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zurich',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(row!.validity);
    expect(info.formattedExpirationDate.de).toContain(`${zurich} Uhr`);
    expect(info.formattedExpirationDate.en).toMatch(/\d{1,2}:\d{2} (AM|PM)$/);
  });

  it('shows what the booking step stored: holders, values (a checkbox as a JSON list), billing details', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const form = completeForm(await client.info(id));
    const [uuid] = Object.keys(form.tickets as object);
    const ticket = (form.tickets as Record<string, { additional: Record<string, unknown> }>)[uuid!]!;
    ticket.additional.workshops = ['platform', null, 'green', null];
    ticket.additional.tshirt = ['m'];
    const saved = await client.validate(id, {
      ...form,
      invoiceRequested: true,
      billingAddressLine1: 'Seestrasse 1',
      billingAddressZip: '8002',
      billingAddressCity: 'Zürich',
      vatCountryCode: 'CH',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const info = await client.info(id);
    expect(info).toMatchObject({
      firstName: 'Anna',
      lastName: 'Keller',
      email: 'anna.keller@example.com',
      invoiceRequested: true,
      validatedBookingInformation: true,
    });
    expect(info.billingDetails).toMatchObject({
      addressLine1: 'Seestrasse 1',
      zip: '8002',
      city: 'Zürich',
      country: 'CH',
    });
    expect(info.billingAddress).toBe('Seestrasse 1\n8002 Zürich\nSwitzerland');
    const stored = info.ticketsByCategory[0]!.tickets[0]!;
    expect(stored).toMatchObject({
      uuid,
      firstName: 'Attendee0',
      lastName: 'Muster',
      fullName: 'Attendee0 Muster',
      email: 'attendee0@example.com',
      assigned: true,
    });
    const workshops = fieldsOf(stored).find((f) => f.name === 'workshops')!;
    expect(JSON.parse(workshops.value!)).toEqual(['platform', 'green']);
    expect(workshops.fields.map((f) => f.fieldValue)).toEqual(['platform', '', 'green', '']);
    expect(fieldsOf(stored).find((f) => f.name === 'tshirt')).toMatchObject({
      value: 'm',
      fields: [{ fieldIndex: 0, fieldValue: 'm' }],
    });
  });

  it('offers a disabled option to the buyer who already chose it', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const [field] = await t.db.query<{ id: number }>(
      "SELECT f.id FROM additional_field f JOIN event e ON e.id = f.event_id WHERE e.short_name = $1 AND f.name = 'tshirt'",
      [ALPINE_SUMMIT],
    );
    const [ticket] = await t.db.query<{ id: number }>('SELECT id FROM ticket WHERE reservation_id = $1', [id]);
    await t.db.query("INSERT INTO additional_field_value (field_id, ticket_id, value) VALUES ($1, $2, 'xxl')", [
      field!.id,
      ticket!.id,
    ]);
    const tshirt = fieldsOf((await client.info(id)).ticketsByCategory[0]!.tickets[0]!).find(
      (f) => f.name === 'tshirt',
    )!;
    expect(tshirt.restrictedValues).toContain('xxl');
  });

  it('lists supplements and donations with their fields, an item bought for the order shown with the first ticket', async () => {
    const [aperitivo] = await t.db.query<{ id: number }>(
      "SELECT id FROM additional_service WHERE title->>'en' = 'Aperitivo on the terrace'",
    );
    const id = await client.reserve(
      RIVIERA_FILM_FESTIVAL,
      { 'Festival pass': 2 },
      { additionalService: [{ additionalServiceId: aperitivo!.id, quantity: 1 }] },
    );
    const info = await client.info(id);
    const [first, second] = info.ticketsByCategory[0]!.tickets;
    expect(info.additionalServiceWithData.map((item) => [item.title.en, item.type, item.ticketUUID])).toEqual([
      ['Programme booklet and wristband', 'SUPPLEMENT', first!.uuid],
      ['Programme booklet and wristband', 'SUPPLEMENT', second!.uuid],
      ['Aperitivo on the terrace', 'SUPPLEMENT', first!.uuid],
    ]);
    const drink = info.additionalServiceWithData[2]!.ticketFieldConfiguration;
    expect(drink).toEqual([
      expect.objectContaining({
        name: 'aperitivoDrink',
        type: 'select',
        required: true,
        restrictedValues: ['spritz', 'wine', 'alcohol-free'],
      }),
    ]);
    expect(Object.keys(info.additionalServiceWithData[2]!.title).sort()).toEqual(['en', 'fr', 'it']);
  });

  it('shortens the id as configured, or shows the invoice number when the organizer wants it', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    await setSetting(t.db, 'SYSTEM', 'PARTIAL_RESERVATION_ID_LENGTH', '6');
    expect((await client.info(id)).shortId).toBe(id.slice(0, 6).toUpperCase());
    await setSetting(t.db, 'SYSTEM', 'USE_INVOICE_NUMBER_AS_ID', 'true');
    expect((await client.info(id)).shortId).toBe(id.slice(0, 6).toUpperCase());
    await t.db.query("UPDATE reservation SET invoice_number = 'AT-2024-17' WHERE id = $1", [id]);
    expect((await client.info(id)).shortId).toBe('AT-2024-17');
    await setSetting(t.db, 'SYSTEM', 'PARTIAL_RESERVATION_ID_LENGTH', null);
    await setSetting(t.db, 'SYSTEM', 'USE_INVOICE_NUMBER_AS_ID', null);
  });

  it('answers 404 for an unknown or malformed id and for a hold past its validity', async () => {
    expect((await client.get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await client.get('not-a-reservation')).statusCode).toBe(404);
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    await t.db.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = $1", [id]);
    const expired = await client.get(id);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe('');
  });

  it('refuses a reservation made while signed in to everyone but its buyer (401)', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const [user] = await t.db.query<{ id: number }>(
      "INSERT INTO app_user (username, type) VALUES ('owner@example.com', 'PUBLIC') RETURNING id",
    );
    await t.db.query('UPDATE reservation SET user_id = $2 WHERE id = $1', [id, user!.id]);

    const refused = await client.get(id);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe('Access to this reservation has been denied');
    expect((await client.validate(id, completeForm({ ...(await infoAsOwner(id, user!.id)) }))).statusCode).toBe(401);
    // Nor is its status told.
    expect((await client.status(id)).statusCode).toBe(404);

    await t.db.query('INSERT INTO user_session (id, user_id) VALUES ($1, $2)', [client.sessionId, user!.id]);
    expect((await client.get(id)).statusCode).toBe(200);
    await t.db.query('DELETE FROM user_session WHERE id = $1', [client.sessionId]);
  });
});

/** The info the owner would see, read by lifting the lock for a moment. */
async function infoAsOwner(id: string, userId: number) {
  await t.db.query('UPDATE reservation SET user_id = NULL WHERE id = $1', [id]);
  const info = await client.info(id);
  await t.db.query('UPDATE reservation SET user_id = $2 WHERE id = $1', [id, userId]);
  return info;
}
