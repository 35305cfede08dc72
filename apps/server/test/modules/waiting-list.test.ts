import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';
import { categoriesOf, shopPoster } from '../support/event-page.ts';
import { ALPINE_SUMMIT, RIVIERA_DESIGN_WEEK, RIVIERA_JAZZ_NIGHT, RIVIERA_REGATTA } from '../support/demo-fixtures.ts';

let t: TestApp;
let post: Awaited<ReturnType<typeof shopPoster>>;
beforeAll(async () => {
  t = await testApp();
  post = await shopPoster(t.app);
});
afterAll(() => t.close());

const subscribe = (shortName: string, form: Record<string, unknown>) =>
  post(`/api/v2/public/event/${shortName}/waiting-list/subscribe`, form);

const valid = {
  firstName: 'Giulia',
  lastName: 'Ferrari',
  email: 'giulia.ferrari@example.com',
  userLanguage: 'it-IT',
  termAndConditionsAccepted: true,
  privacyPolicyAccepted: true,
};

async function entriesFor(email: string) {
  return t.db.query<{
    event: string;
    firstName: string | null;
    lastName: string | null;
    fullName: string;
    language: string;
    categoryId: number | null;
    type: string;
    status: string;
  }>(
    `SELECT e.short_name AS event, w.first_name AS "firstName", w.last_name AS "lastName", w.full_name AS "fullName",
       w.user_language AS language, w.selected_category_id AS "categoryId", w.subscription_type AS type, w.status
     FROM waiting_queue w JOIN event e ON e.id = w.event_id WHERE w.email = $1 ORDER BY w.id`,
    [email],
  );
}

describe('POST …/waiting-list/subscribe', () => {
  it('queues a visitor for a sold-out event, once, in the chosen category', async () => {
    const standing = (await categoriesOf(t.db, RIVIERA_JAZZ_NIGHT)).Standing;
    const response = await subscribe(RIVIERA_JAZZ_NIGHT, { ...valid, selectedCategory: standing });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, errorCount: 0, validationErrors: [], warnings: [], value: true });
    expect((await subscribe(RIVIERA_JAZZ_NIGHT, { ...valid, email: 'GIULIA.FERRARI@example.com' })).json().value).toBe(
      true,
    );
    expect(await entriesFor('giulia.ferrari@example.com')).toEqual([
      {
        event: RIVIERA_JAZZ_NIGHT,
        firstName: 'Giulia',
        lastName: 'Ferrari',
        fullName: 'Giulia Ferrari',
        language: 'it',
        categoryId: standing,
        type: 'SOLD_OUT',
        status: 'WAITING',
      },
    ]);
  });

  it('pre-registers before the sale, and ignores a category the list does not offer', async () => {
    const other = (await categoriesOf(t.db, ALPINE_SUMMIT)).Standard;
    const response = await subscribe(RIVIERA_DESIGN_WEEK, {
      ...valid,
      email: 'pre@example.com',
      selectedCategory: other,
    });
    expect(response.json().value).toBe(true);
    expect(await entriesFor('pre@example.com')).toMatchObject([
      { event: RIVIERA_DESIGN_WEEK, type: 'PRE_SALES', categoryId: null },
    ]);
  });

  it('answers false, storing nothing, when the waiting list is not open', async () => {
    const response = await subscribe(ALPINE_SUMMIT, { ...valid, email: 'early@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toBe(false);
    expect(await entriesFor('early@example.com')).toEqual([]);
  });

  it("names every missing field with alf.io's codes", async () => {
    const response = await subscribe(RIVIERA_JAZZ_NIGHT, {});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      errorCount: 6,
      validationErrors: [
        { fieldName: 'termAndConditionsAccepted', code: 'error.STEP_2_TERMS_CONDITIONS', arguments: null },
        { fieldName: 'privacyPolicyAccepted', code: 'error.STEP_2_TERMS_CONDITIONS', arguments: null },
        { fieldName: 'firstName', code: 'error.firstname', arguments: null },
        { fieldName: 'lastName', code: 'lastname.fullname', arguments: null },
        { fieldName: 'email', code: 'error.email', arguments: null },
        { fieldName: 'userLanguage', code: 'error.userLanguage', arguments: null },
      ],
      warnings: [],
      value: null,
    });
  });

  it('allows 255 characters per name and a valid e-mail address only', async () => {
    const long = 'x'.repeat(256);
    const tooLong = await subscribe(RIVIERA_JAZZ_NIGHT, {
      ...valid,
      firstName: long,
      lastName: long,
      email: 'not-an-email',
    });
    expect(
      tooLong.json().validationErrors.map((e: { fieldName: string; code: string }) => `${e.fieldName}:${e.code}`),
    ).toEqual(['firstName:error.firstname', 'lastName:error.lastname', 'email:error.email']);
    const fits = await subscribe(RIVIERA_JAZZ_NIGHT, {
      ...valid,
      firstName: 'x'.repeat(255),
      email: 'fits@example.com',
    });
    expect(fits.json().value).toBe(true);
  });

  it('asks for the privacy policy only when the event has one, and for a full name on events that use one', async () => {
    await t.db.query(
      "UPDATE event SET privacy_url = NULL, use_first_and_last_name = false WHERE short_name = 'riviera-jazz-night'",
    );
    try {
      const missingName = await subscribe(RIVIERA_JAZZ_NIGHT, {
        ...valid,
        privacyPolicyAccepted: false,
        firstName: null,
        lastName: null,
      });
      expect(missingName.json().validationErrors).toEqual([
        { fieldName: 'fullName', code: 'error.fullname', arguments: null },
      ]);
      const response = await subscribe(RIVIERA_JAZZ_NIGHT, {
        ...valid,
        privacyPolicyAccepted: false,
        fullName: 'Kim Lee',
        email: 'kim@example.com',
      });
      expect(response.json().value).toBe(true);
      expect(await entriesFor('kim@example.com')).toMatchObject([
        { fullName: 'Kim Lee', firstName: null, lastName: null },
      ]);
    } finally {
      await t.db.query(
        "UPDATE event SET privacy_url = 'https://riviera-arts.example/privacy', use_first_and_last_name = true WHERE short_name = 'riviera-jazz-night'",
      );
    }
  });

  it('is a 404 for an unknown or disabled event', async () => {
    expect((await subscribe('no-such-event', valid)).statusCode).toBe(404);
    expect((await subscribe(RIVIERA_REGATTA, valid)).statusCode).toBe(404);
  });
});
