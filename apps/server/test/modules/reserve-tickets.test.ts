import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';
import { categoriesOf, errorCodes, selection, servicesOf, setSetting, shopPoster } from '../support/event-page.ts';
import { startVerifierStub, type VerifierStub } from '../support/verifier-stub.ts';
import {
  ALPINE_DEVOPS_DAY,
  ALPINE_SUMMIT,
  RIVIERA_DESIGN_WEEK,
  RIVIERA_FILM_FESTIVAL,
  RIVIERA_REGATTA,
  RUST_WORKSHOP,
  SUMMIT_DISCOUNT_CODE,
} from '../support/demo-fixtures.ts';

let t: TestApp;
let stub: VerifierStub;
let post: Awaited<ReturnType<typeof shopPoster>>;
let alpine: Record<string, number>;
let festival: Record<string, number>;
let festivalServices: Record<string, number>;

beforeAll(async () => {
  stub = await startVerifierStub('recaptcha-secret');
  t = await testApp({ RECAPTCHA_VERIFY_URL: stub.url });
  post = await shopPoster(t.app);
  alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
  festival = await categoriesOf(t.db, RIVIERA_FILM_FESTIVAL);
  festivalServices = await servicesOf(t.db, RIVIERA_FILM_FESTIVAL);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const reserve = (body: unknown, shortName = ALPINE_SUMMIT, lang = 'en', headers: Record<string, string> = {}) =>
  post(`/api/v2/public/event/${shortName}/reserve-tickets?lang=${lang}`, body, headers);

function expectRefused(
  response: LightMyRequestResponse,
  code: string,
  args: Record<string, number> | null = null,
): void {
  expect(response.statusCode).toBe(422);
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.json()).toEqual({
    success: false,
    errorCount: 1,
    validationErrors: [{ fieldName: 'reservationForm', code, arguments: args }],
    warnings: [],
    value: null,
  });
}

async function reservationCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reservation');
  return row!.n;
}

interface HeldTicket {
  categoryId: number;
  status: string;
  src: number;
  discount: number;
  vat: number;
  final: number;
  currency: string | null;
  specialPriceId: number | null;
}

async function ticketsOf(reservationId: string): Promise<HeldTicket[]> {
  return t.db.query<HeldTicket>(
    `SELECT category_id AS "categoryId", status, src_price_cents AS src, discount_cents AS discount, vat_cents AS vat,
       final_price_cents AS final, currency_code AS currency, special_price_id AS "specialPriceId"
     FROM ticket WHERE reservation_id = $1 ORDER BY id`,
    [reservationId],
  );
}

describe('POST …/reserve-tickets: a reservation', () => {
  it('holds the tickets for RESERVATION_TIMEOUT minutes in a language of the event, priced', async () => {
    const response = await reserve(selection({ [alpine.Standard!]: 2 }), ALPINE_SUMMIT, 'de-CH');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, errorCount: 0, validationErrors: [], warnings: [] });
    expect(body.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const [reservation] = await t.db.query<{
      status: string;
      language: string;
      minutes: number;
      final: number;
      vat: number;
      currency: string;
      promoCodeId: number | null;
    }>(
      `SELECT status, user_language AS language, round(extract(epoch FROM validity - created_at) / 60)::int AS minutes,
         final_price_cents AS final, vat_cents AS vat, currency_code AS currency, promo_code_id AS "promoCodeId"
       FROM reservation WHERE id = $1`,
      [body.value],
    );
    expect(reservation).toEqual({
      status: 'PENDING',
      language: 'de',
      minutes: 25,
      final: 58_000,
      vat: 2 * 2173,
      currency: 'CHF',
      promoCodeId: null,
    });
    // 290.00 with 8.1 % VAT included: 21.73 of it is VAT.
    expect(await ticketsOf(body.value)).toEqual(
      Array(2).fill({
        categoryId: alpine.Standard,
        status: 'PENDING',
        src: 29_000,
        discount: 0,
        vat: 2173,
        final: 29_000,
        currency: 'CHF',
        specialPriceId: null,
      }),
    );
    const [audit] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE reservation_id = $1 AND event_type = 'RESERVATION_CREATE'",
      [body.value],
    );
    expect(audit!.n).toBe(1);
  });

  it("falls back to the event's first language, reads amounts sent as text or as `quantity`, and honours an event's own timeout", async () => {
    await setSetting(t.db, 'EVENT', 'RESERVATION_TIMEOUT', '5', ALPINE_SUMMIT);
    try {
      const response = await reserve(
        { reservation: [{ ticketCategoryId: String(alpine.Standard), quantity: '1' }] },
        ALPINE_SUMMIT,
        'ja',
      );
      expect(response.statusCode).toBe(200);
      const [reservation] = await t.db.query<{ language: string; minutes: number }>(
        'SELECT user_language AS language, round(extract(epoch FROM validity - created_at) / 60)::int AS minutes FROM reservation WHERE id = $1',
        [response.json().value],
      );
      expect(reservation).toEqual({ language: 'de', minutes: 5 });
    } finally {
      await setSetting(t.db, 'EVENT', 'RESERVATION_TIMEOUT', null, ALPINE_SUMMIT);
    }
  });

  it('needs `lang` (400) and a visible event (404)', async () => {
    const noLang = await post(
      '/api/v2/public/event/alpine-summit/reserve-tickets',
      selection({ [alpine.Standard!]: 1 }),
    );
    expect(noLang.statusCode).toBe(400);
    expect((await reserve(selection({ 1: 1 }), 'no-such-event')).statusCode).toBe(404);
    expect((await reserve(selection({ 1: 1 }), RIVIERA_REGATTA)).statusCode).toBe(404);
  });

  it('prices with a DISCOUNT code, and applies the automatic group discount by itself', async () => {
    const coded = await reserve(selection({ [alpine.Standard!]: 1 }, { promoCode: SUMMIT_DISCOUNT_CODE }));
    expect((await ticketsOf(coded.json().value))[0]).toMatchObject({ src: 29_000, discount: 2_900, final: 26_100 });

    const group = await reserve(selection({ [alpine.Standard!]: 4 }));
    const tickets = await ticketsOf(group.json().value);
    expect(tickets.map((ticket) => ticket.final)).toEqual([26_100, 26_100, 26_100, 26_100]);
    const [reservation] = await t.db.query<{ code: string; final: number }>(
      'SELECT p.code, r.final_price_cents AS final FROM reservation r JOIN promo_code p ON p.id = r.promo_code_id WHERE r.id = $1',
      [group.json().value],
    );
    expect(reservation).toEqual({ code: 'GROUP-OF-FOUR', final: 4 * 26_100 });
  });
});

describe("POST …/reserve-tickets: what it refuses, with alf.io's codes", () => {
  it('an empty selection: error.STEP_1_SELECT_AT_LEAST_ONE', async () => {
    expectRefused(await reserve(selection({})), 'error.STEP_1_SELECT_AT_LEAST_ONE');
    expectRefused(await reserve(selection({ [alpine.Standard!]: 0 })), 'error.STEP_1_SELECT_AT_LEAST_ONE');
    expectRefused(
      await reserve(
        {
          reservation: [],
          additionalService: [{ additionalServiceId: festivalServices['Aperitivo on the terrace'], quantity: 1 }],
        },
        RIVIERA_FILM_FESTIVAL,
      ),
      'error.STEP_1_SELECT_AT_LEAST_ONE',
    );
  });

  it('more than a reservation may hold: error.STEP_1_OVER_MAXIMUM with the maximum', async () => {
    expectRefused(await reserve(selection({ [alpine.Standard!]: 6 })), 'error.STEP_1_OVER_MAXIMUM', { 0: 5 });
    expectRefused(await reserve(selection({ [alpine.Student!]: 3 })), 'error.STEP_1_OVER_MAXIMUM', { 0: 2 });
    // Two entries of one category count together.
    expectRefused(
      await reserve({
        reservation: [
          { ticketCategoryId: alpine.Standard, amount: 3 },
          { ticketCategoryId: alpine.Standard, amount: 3 },
        ],
      }),
      'error.STEP_1_OVER_MAXIMUM',
      { 0: 5 },
    );
    await t.db.query(
      "INSERT INTO configuration (scope, ticket_category_id, key, value) VALUES ('CATEGORY', $1, 'MAX_AMOUNT_OF_TICKETS_BY_RESERVATION', '3')",
      [alpine.Standard],
    );
    try {
      expectRefused(await reserve(selection({ [alpine.Standard!]: 4 })), 'error.STEP_1_OVER_MAXIMUM', { 0: 3 });
    } finally {
      await t.db.query(
        "DELETE FROM configuration WHERE scope = 'CATEGORY' AND key = 'MAX_AMOUNT_OF_TICKETS_BY_RESERVATION'",
      );
    }
  });

  it('a category that is unknown, of another event, ended or not yet on sale: error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE', async () => {
    const design = await categoriesOf(t.db, RIVIERA_DESIGN_WEEK);
    for (const categoryId of [999_999, festival['Day ticket']!, alpine['Early Bird']!]) {
      expectRefused(await reserve(selection({ [categoryId]: 1 })), 'error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE');
    }
    expectRefused(
      await reserve(selection({ [design['Opening night']!]: 1 }), RIVIERA_DESIGN_WEEK),
      'error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE',
    );
  });

  it('a hidden category without its code: error.STEP_1_ACCESS_RESTRICTED', async () => {
    const partner = alpine['Speaker & Partner']!;
    expectRefused(await reserve(selection({ [partner]: 1 })), 'error.STEP_1_ACCESS_RESTRICTED');
    expectRefused(
      await reserve(selection({ [partner]: 1 }, { promoCode: SUMMIT_DISCOUNT_CODE })),
      'error.STEP_1_ACCESS_RESTRICTED',
    );
    expect((await reserve(selection({ [partner]: 2 }, { promoCode: 'ALPINE-PARTNER' }))).statusCode).toBe(200);
  });

  it('a code that cannot be used, a DYNAMIC one included: error.STEP_1_CODE_NOT_FOUND', async () => {
    for (const promoCode of ['NOPE', 'GROUP-OF-FOUR']) {
      expectRefused(await reserve(selection({ [alpine.Standard!]: 4 }, { promoCode })), 'error.STEP_1_CODE_NOT_FOUND');
    }
  });

  it('a special-price token buys one ticket of its category, once', async () => {
    const partner = alpine['Speaker & Partner']!;
    await t.db.query(
      "INSERT INTO special_price (ticket_category_id, code, price_cents) VALUES ($1, 'TOKEN-ONCE', 15000)",
      [partner],
    );
    expectRefused(
      await reserve(selection({ [partner]: 2 }, { promoCode: 'TOKEN-ONCE' })),
      'error.STEP_1_OVER_MAXIMUM',
      { 0: 1 },
    );
    const bought = await reserve(selection({ [partner]: 1 }, { promoCode: 'TOKEN-ONCE' }));
    expect(bought.statusCode).toBe(200);
    const [token] = await t.db.query<{ id: number; status: string }>(
      "SELECT id, status FROM special_price WHERE code = 'TOKEN-ONCE'",
    );
    expect(token!.status).toBe('PENDING');
    expect((await ticketsOf(bought.json().value))[0]!.specialPriceId).toBe(token!.id);
    expectRefused(
      await reserve(selection({ [partner]: 1 }, { promoCode: 'TOKEN-ONCE' })),
      'error.STEP_1_CODE_NOT_FOUND',
    );
  });

  it('more tickets than a limited code has left: error.STEP2_DISCOUNT_CODE_USAGE_EXCEEDED', async () => {
    await t.db.query("UPDATE promo_code SET max_usage = 3 WHERE code = 'TEAM50'");
    try {
      expect((await reserve(selection({ [alpine.Standard!]: 2 }, { promoCode: 'TEAM50' }))).statusCode).toBe(200);
      expectRefused(
        await reserve(selection({ [alpine.Standard!]: 2 }, { promoCode: 'TEAM50' })),
        'error.STEP2_DISCOUNT_CODE_USAGE_EXCEEDED',
      );
      // Tickets of categories the code does not name do not use it up.
      expect(
        (await reserve(selection({ [alpine.Standard!]: 1, [alpine.Student!]: 1 }, { promoCode: 'TEAM50' }))).statusCode,
      ).toBe(200);
    } finally {
      await t.db.query("UPDATE promo_code SET max_usage = 20 WHERE code = 'TEAM50'");
    }
  });

  it('categories without a payment method in common: error.STEP_1_CATEGORIES_NOT_COMPATIBLE', async () => {
    const devops = await categoriesOf(t.db, ALPINE_DEVOPS_DAY);
    // The livestream already refuses payment on site; the seat now refuses bank transfer.
    await t.db.query(
      "INSERT INTO configuration (scope, ticket_category_id, key, value) VALUES ('CATEGORY', $1, 'PAYMENT_METHODS_BLACKLIST', 'BANK_TRANSFER')",
      [devops['On site']],
    );
    try {
      expectRefused(
        await reserve(selection({ [devops['On site']!]: 1, [devops.Livestream!]: 1 }), ALPINE_DEVOPS_DAY),
        'error.STEP_1_CATEGORIES_NOT_COMPATIBLE',
      );
      expect((await reserve(selection({ [devops['On site']!]: 1 }), ALPINE_DEVOPS_DAY)).statusCode).toBe(200);
    } finally {
      await t.db.query(
        "DELETE FROM configuration WHERE scope = 'CATEGORY' AND key = 'PAYMENT_METHODS_BLACKLIST' AND value = 'BANK_TRANSFER'",
      );
    }
  });

  it('a code with a NUL character, which the database cannot store: 422 on promoCode, nothing created', async () => {
    const before = await reservationCount();
    const response = await reserve(selection({ [alpine.Standard!]: 1 }, { promoCode: 'EARLY\u0000BIRD' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      errorCount: 1,
      validationErrors: [{ fieldName: 'promoCode', code: 'error.restrictedValue', arguments: null }],
      warnings: [],
      value: null,
    });
    expect(await reservationCount()).toBe(before);
  });

  it('more tickets than are free: error.STEP_1_NOT_ENOUGH_TICKETS, and nothing is created', async () => {
    const rust = await categoriesOf(t.db, RUST_WORKSHOP);
    const before = await reservationCount();
    expectRefused(
      await reserve(selection({ [rust['Workshop seat']!]: 1 }), RUST_WORKSHOP),
      'error.STEP_1_NOT_ENOUGH_TICKETS',
    );
    const student = alpine.Student!;
    await t.db.query(
      "DELETE FROM ticket WHERE id IN (SELECT id FROM ticket WHERE category_id = $1 AND status = 'FREE' ORDER BY id OFFSET 1)",
      [student],
    );
    expectRefused(await reserve(selection({ [student]: 2 })), 'error.STEP_1_NOT_ENOUGH_TICKETS');
    expect(await reservationCount()).toBe(before);
    expect((await reserve(selection({ [student]: 1 }))).statusCode).toBe(200);
  });
});

describe('POST …/reserve-tickets: supplements and donations by policy', () => {
  const day = () => festival['Day ticket']!;
  const service = (title: string, entry: Record<string, unknown>) => ({
    additionalServiceId: festivalServices[title],
    ...entry,
  });

  async function itemsOf(reservationId: string) {
    return t.db.query<{ title: string; linked: boolean; final: number }>(
      `SELECT s.title->>'en' AS title, i.ticket_id IS NOT NULL AS linked, i.final_price_cents AS final
       FROM additional_service_item i JOIN additional_service s ON s.id = i.additional_service_id
       WHERE i.reservation_id = $1 ORDER BY i.id`,
      [reservationId],
    );
  }

  it('adds the mandatory supplement to every ticket, and takes optional ones and a donation of any amount', async () => {
    const response = await reserve(
      selection(
        { [day()]: 2 },
        {
          additionalService: [
            service('Aperitivo on the terrace', { quantity: 4 }),
            service('Support young film-makers', { amount: '12.50' }),
            // Sent by a shop although mandatory: the server adds it itself, once per ticket.
            service('Programme booklet and wristband', { quantity: 1 }),
          ],
        },
      ),
      RIVIERA_FILM_FESTIVAL,
    );
    expect(response.statusCode).toBe(200);
    const items = await itemsOf(response.json().value);
    expect(items.filter((i) => i.title === 'Programme booklet and wristband')).toEqual(
      Array(2).fill({ title: 'Programme booklet and wristband', linked: true, final: 300 }),
    );
    expect(items.filter((i) => i.title === 'Aperitivo on the terrace')).toHaveLength(4);
    expect(items.filter((i) => i.title === 'Support young film-makers')).toEqual([
      { title: 'Support young film-makers', linked: false, final: 1250 },
    ]);
    const [reservation] = await t.db.query<{ final: number }>(
      'SELECT final_price_cents AS final FROM reservation WHERE id = $1',
      [response.json().value],
    );
    expect(reservation!.final).toBe(2 * 2400 + 2 * 300 + 4 * 1200 + 1250);
  });

  it('refuses choices the policy does not allow: error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE', async () => {
    const refusals = [
      [service('Aperitivo on the terrace', { quantity: 5 })],
      [service('Aperitivo on the terrace', { quantity: -1 })],
      [service('Support young film-makers', { amount: -5 })],
      [service('Support young film-makers', { quantity: 1 })],
      [{ additionalServiceId: 999_999, quantity: 1 }],
    ];
    for (const additionalService of refusals) {
      expectRefused(
        await reserve(selection({ [day()]: 2 }, { additionalService }), RIVIERA_FILM_FESTIVAL),
        'error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE',
      );
    }
    await t.db.query("UPDATE additional_service SET inception = now() + interval '1 day' WHERE id = $1", [
      festivalServices['Aperitivo on the terrace'],
    ]);
    try {
      expectRefused(
        await reserve(
          selection({ [day()]: 1 }, { additionalService: [service('Aperitivo on the terrace', { quantity: 1 })] }),
          RIVIERA_FILM_FESTIVAL,
        ),
        'error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE',
      );
    } finally {
      await t.db.query("UPDATE additional_service SET inception = now() - interval '40 days' WHERE id = $1", [
        festivalServices['Aperitivo on the terrace'],
      ]);
    }
  });

  it('respects the stock of a limited supplement: error.STEP_1_NOT_ENOUGH_TICKETS, nothing created', async () => {
    const id = festivalServices['Aperitivo on the terrace'];
    const [taken] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM additional_service_item WHERE additional_service_id = $1 AND status = 'PENDING'",
      [id],
    );
    await t.db.query('UPDATE additional_service SET available_quantity = $2 WHERE id = $1', [id, taken!.n + 1]);
    const before = await reservationCount();
    expectRefused(
      await reserve(
        selection({ [day()]: 1 }, { additionalService: [service('Aperitivo on the terrace', { quantity: 2 })] }),
        RIVIERA_FILM_FESTIVAL,
      ),
      'error.STEP_1_NOT_ENOUGH_TICKETS',
    );
    expect(await reservationCount()).toBe(before);
    expect(
      (
        await reserve(
          selection({ [day()]: 1 }, { additionalService: [service('Aperitivo on the terrace', { quantity: 1 })] }),
          RIVIERA_FILM_FESTIVAL,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST …/reserve-tickets: reCAPTCHA when the event asks for it', () => {
  it("verifies the token with the organizer's secret, and refuses without a valid one: error.STEP_2_CAPTCHA_VALIDATION_FAILED", async () => {
    await setSetting(t.db, 'EVENT', 'ENABLE_CAPTCHA_FOR_TICKET_SELECTION', 'true', ALPINE_SUMMIT);
    await setSetting(t.db, 'SYSTEM', 'RECAPTCHA_API_KEY', 'site-key');
    await setSetting(t.db, 'SYSTEM', 'RECAPTCHA_SECRET', 'recaptcha-secret');
    try {
      expectRefused(await reserve(selection({ [alpine.Standard!]: 1 })), 'error.STEP_2_CAPTCHA_VALIDATION_FAILED');
      expectRefused(
        await reserve(selection({ [alpine.Standard!]: 1 }, { captcha: 'bad-token' })),
        'error.STEP_2_CAPTCHA_VALIDATION_FAILED',
      );
      expect((await reserve(selection({ [alpine.Standard!]: 1 }, { captcha: 'good-token' }))).statusCode).toBe(200);
      const last = stub.received.at(-1)!;
      expect([last.get('secret'), last.get('response')]).toEqual(['recaptcha-secret', 'good-token']);
      // Checked before the selection, as alf.io does.
      expect(errorCodes(await reserve(selection({})))).toEqual(['error.STEP_2_CAPTCHA_VALIDATION_FAILED']);
    } finally {
      await setSetting(t.db, 'EVENT', 'ENABLE_CAPTCHA_FOR_TICKET_SELECTION', null, ALPINE_SUMMIT);
      await setSetting(t.db, 'SYSTEM', 'RECAPTCHA_API_KEY', null);
      await setSetting(t.db, 'SYSTEM', 'RECAPTCHA_SECRET', null);
    }
  });
});

describe('POST …/reserve-tickets: the human challenge when Turnstile is configured', () => {
  it('answers 403 with Alfio-Verification-Missing until a verified token comes along', async () => {
    const turnstile = await startVerifierStub('turnstile-secret');
    const guarded = await testApp({
      TURNSTILE_SITE_KEY: 'site',
      TURNSTILE_SECRET_KEY: 'turnstile-secret',
      TURNSTILE_VERIFY_URL: turnstile.url,
    });
    try {
      const send = await shopPoster(guarded.app);
      const url = '/api/v2/public/event/alpine-summit/reserve-tickets?lang=en';
      const body = selection({ [alpine.Standard!]: 1 });
      const attempts: Record<string, string>[] = [{}, { 'alfio-verification': 'bad-token' }];
      for (const headers of attempts) {
        const refused = await send(url, body, headers);
        expect(refused.statusCode).toBe(403);
        expect(refused.headers['alfio-verification-missing']).toBe('turnstile');
      }
      expect((await send(url, body, { 'alfio-verification': 'good-token' })).statusCode).toBe(200);
    } finally {
      await guarded.close();
      await turnstile.close();
    }
  });
});

describe('a refusal third-party sites can read', () => {
  it('carries the CORS header even when the body does not fit the form at all', async () => {
    const response = await reserve({ reservation: 'not a list' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.json().validationErrors[0].fieldName).toBe('reservation');
  });

  it('but a successful reservation is not exposed to other origins', async () => {
    const response = await reserve(selection({ [alpine.Standard!]: 1 }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
