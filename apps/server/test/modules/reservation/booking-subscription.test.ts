import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { bookingClient, rejections, type BookingClient } from './booking-client.ts';

/** The Alpine Season Pass asks its owner for a company (required) and a role (demo data). */
let t: TestApp;
let client: BookingClient;
let seasonPass: string;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
  const [row] = await t.db.query<{ id: string }>(
    "SELECT id FROM subscription_descriptor WHERE title->>'en' = 'Alpine Season Pass'",
  );
  seasonPass = row!.id;
});
afterAll(() => t.close());

const contact = { firstName: 'Anna', lastName: 'Keller', email: 'anna.keller@example.com' };

async function subscriptionBooking(): Promise<string> {
  return client.reserveSubscription(seasonPass);
}

const storedOwner = async (reservationId: string) => {
  const [owner] = await t.db.query<Record<string, unknown>>(
    'SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM subscription WHERE reservation_id = $1',
    [reservationId],
  );
  const values = await t.db.query<{ name: string; value: string }>(
    'SELECT f.name, v.value FROM additional_field_value v JOIN additional_field f ON f.id = v.field_id WHERE v.subscription_id = $1 ORDER BY f.name',
    [owner!.id],
  );
  return { owner, values };
};

describe('validate-to-overview: a subscription', () => {
  it('has no attendees: the contact and the owner fields are enough', async () => {
    const id = await subscriptionBooking();
    const info = await client.info(id);
    expect(info).toMatchObject({
      ticketsByCategory: [],
      additionalServiceWithData: [],
      containsCategoriesLinkedToGroups: false,
    });
    const response = await client.validate(id, {
      ...contact,
      subscriptionOwner: { additional: { company: ['Keller AG'], role: ['operations'] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await client.status(id)).json().validatedBookingInformation).toBe(true);
    expect(await storedOwner(id)).toMatchObject({
      owner: { firstName: null, lastName: null, email: null },
      values: [
        { name: 'company', value: 'Keller AG' },
        { name: 'role', value: 'operations' },
      ],
    });
  });

  it('owner fields follow the field rules under subscriptionOwner.additional', async () => {
    const id = await subscriptionBooking();
    expect(rejections(await client.validate(id, { ...contact }))).toEqual([
      { fieldName: 'subscriptionOwner.additional[company][0]', code: 'error.emptyField', arguments: null },
    ]);
    expect(
      rejections(
        await client.validate(id, {
          ...contact,
          subscriptionOwner: { additional: { company: ['c'.repeat(101)], role: ['ceo'] } },
        }),
      ),
    ).toEqual([
      { fieldName: 'subscriptionOwner.additional[company][0]', code: 'error.tooLong', arguments: { 0: 100 } },
      { fieldName: 'subscriptionOwner.additional[role][0]', code: 'error.restrictedValue', arguments: null },
    ]);
  });

  it('bought for someone else: the owner’s names and e-mail are required', async () => {
    const id = await subscriptionBooking();
    const additional = { company: ['Keller AG'] };
    expect(
      rejections(
        await client.validate(id, { ...contact, differentSubscriptionOwner: true, subscriptionOwner: { additional } }),
      ),
    ).toEqual([
      { fieldName: 'subscriptionOwner.firstName', code: 'error.STEP_2_EMPTY_FIRSTNAME', arguments: null },
      { fieldName: 'subscriptionOwner.lastName', code: 'error.STEP_2_EMPTY_LASTNAME', arguments: null },
      { fieldName: 'subscriptionOwner.email', code: 'error.STEP_2_EMPTY_EMAIL', arguments: null },
    ]);
    const owner = { firstName: 'Jonas', lastName: 'Meier', email: 'jonas', additional };
    expect(
      rejections(await client.validate(id, { ...contact, differentSubscriptionOwner: true, subscriptionOwner: owner })),
    ).toEqual([{ fieldName: 'subscriptionOwner.email', code: 'error.STEP_2_INVALID_EMAIL', arguments: null }]);
    const valid = { ...owner, email: 'jonas.meier@example.com' };
    expect(
      (await client.validate(id, { ...contact, differentSubscriptionOwner: true, subscriptionOwner: valid }))
        .statusCode,
    ).toBe(200);
    expect((await storedOwner(id)).owner).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Meier',
      email: 'jonas.meier@example.com',
    });

    // Back to buying it for oneself: the owner is cleared, the contact person owns it.
    expect(
      (await client.validate(id, { ...contact, differentSubscriptionOwner: false, subscriptionOwner: valid }))
        .statusCode,
    ).toBe(200);
    expect((await storedOwner(id)).owner).toMatchObject({ firstName: null, lastName: null, email: null });
  });
});
