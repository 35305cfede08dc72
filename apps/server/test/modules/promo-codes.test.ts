import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';
import { categoriesOf, selection, setSetting, shopPoster } from '../support/event-page.ts';
import {
  ALPINE_SUMMIT,
  OPEN_HACK_DAY,
  RIVIERA_DESIGN_WEEK,
  RIVIERA_FILM_FESTIVAL,
  RIVIERA_JAZZ_NIGHT,
  RIVIERA_REGATTA,
  SUMMIT_DISCOUNT_CODE,
} from '../support/demo-fixtures.ts';

let t: TestApp;
let post: Awaited<ReturnType<typeof shopPoster>>;
let alpine: Record<string, number>;
beforeAll(async () => {
  t = await testApp();
  post = await shopPoster(t.app);
  alpine = await categoriesOf(t.db, ALPINE_SUMMIT);
});
afterAll(() => t.close());

interface Category {
  id: number;
  name: string;
  ordinal: number;
  maximumSaleableTickets: number;
  hasDiscount: boolean;
  formattedFinalPrice: string;
  formattedDiscountedPrice: string;
  [key: string]: unknown;
}

async function categories(shortName: string, code?: string) {
  const url = `/api/v2/public/event/${shortName}/ticket-categories${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}`;
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['access-control-allow-origin']).toBe('*');
  const body = response.json();
  const byName = (name: string) => (body.ticketCategories as Category[]).find((c) => c.name === name);
  return { ...body, byName };
}

const validate = (code: string, shortName = ALPINE_SUMMIT) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/public/event/${shortName}/validate-code?code=${encodeURIComponent(code)}`,
  });

async function insertToken(code: string, categoryName: string): Promise<void> {
  await t.db.query(
    "INSERT INTO special_price (ticket_category_id, code, price_cents, status) VALUES ($1, $2, 15000, 'FREE')",
    [alpine[categoryName], code],
  );
}

describe('GET …/ticket-categories', () => {
  it('lists the categories on sale in order, the ended one apart, the hidden one not at all', async () => {
    const result = await categories(ALPINE_SUMMIT);
    expect(result.ticketCategories.map((c: Category) => c.name)).toEqual(['Standard', 'Student']);
    expect(result.byName('Standard')).toMatchObject({
      bounded: false,
      maximumSaleableTickets: 5,
      formattedFinalPrice: '290.00',
      hasDiscount: false,
      formattedDiscountedPrice: '',
      saleableAndLimitNotReached: true,
      soldOutOrLimitReached: false,
      accessRestricted: false,
      expired: false,
      saleInFuture: false,
      containsPendingTickets: false,
      // Only bounded categories show what is left.
      availableTickets: null,
      displayTaxInformation: true,
    });
    expect(result.byName('Standard').description.en).toBe(
      '<p>Both conference days, workshops, lunch and the evening apéro.</p>',
    );
    expect(Object.keys(result.byName('Standard').formattedExpiration)).toEqual(['de', 'fr', 'it', 'en']);
    // Its own limit of 2 per reservation, 3 left.
    expect(result.byName('Student')).toMatchObject({ maximumSaleableTickets: 2, availableTickets: 3 });
    expect(result.expiredCategories).toHaveLength(1);
    expect(result.expiredCategories[0]).toMatchObject({
      name: 'Early Bird',
      expired: true,
      saleableAndLimitNotReached: false,
    });
    expect(result).toMatchObject({ waitingList: false, preSales: false, additionalServices: [] });
    expect(result.ticketCategoriesForWaitingList).toEqual([{ id: alpine.Standard, name: 'Standard' }]);

    await setSetting(t.db, 'EVENT', 'DISPLAY_EXPIRED_CATEGORIES', 'false', ALPINE_SUMMIT);
    expect((await categories(ALPINE_SUMMIT)).expiredCategories).toEqual([]);
    await setSetting(t.db, 'EVENT', 'DISPLAY_EXPIRED_CATEGORIES', null, ALPINE_SUMMIT);
  });

  it('reveals the hidden category first with its ACCESS code, and ignores a code it cannot use', async () => {
    const withCode = await categories(ALPINE_SUMMIT, 'ALPINE-PARTNER');
    expect(withCode.ticketCategories.map((c: Category) => c.name)).toEqual([
      'Speaker & Partner',
      'Standard',
      'Student',
    ]);
    expect(withCode.byName('Speaker & Partner')).toMatchObject({
      ordinal: -1,
      accessRestricted: true,
      availableTickets: null,
      hasDiscount: false,
    });
    for (const code of ['NOPE', 'GROUP-OF-FOUR']) {
      expect((await categories(ALPINE_SUMMIT, code)).ticketCategories.map((c: Category) => c.name)).toEqual([
        'Standard',
        'Student',
      ]);
    }
  });

  it('shows the discounted price of a DISCOUNT code, in the categories it names', async () => {
    const summit10 = await categories(ALPINE_SUMMIT, 'summit10');
    expect(summit10.byName('Standard')).toMatchObject({
      hasDiscount: true,
      formattedFinalPrice: '290.00',
      formattedDiscountedPrice: '261.00',
    });
    expect(summit10.byName('Student')).toMatchObject({ hasDiscount: true, formattedDiscountedPrice: '81.00' });
    const team50 = await categories(ALPINE_SUMMIT, 'TEAM50');
    expect(team50.byName('Standard')).toMatchObject({ hasDiscount: true, formattedDiscountedPrice: '240.00' });
    expect(team50.byName('Student')).toMatchObject({ hasDiscount: false, formattedDiscountedPrice: '' });
  });

  it('caps the quantity at what a limited code has left, and at one ticket with a special-price token', async () => {
    const reserved = await post(
      '/api/v2/public/event/alpine-summit/reserve-tickets?lang=en',
      selection({ [alpine.Standard!]: 2 }, { promoCode: 'TEAM50' }),
    );
    expect(reserved.statusCode).toBe(200);
    await t.db.query("UPDATE promo_code SET max_usage = 3 WHERE code = 'TEAM50'");
    expect((await categories(ALPINE_SUMMIT, 'TEAM50')).byName('Standard').maximumSaleableTickets).toBe(1);
    await t.db.query("UPDATE promo_code SET max_usage = 20 WHERE code = 'TEAM50'");

    await insertToken('TOKEN-CAP', 'Speaker & Partner');
    const withToken = await categories(ALPINE_SUMMIT, 'TOKEN-CAP');
    expect(withToken.ticketCategories.map((c: Category) => [c.name, c.maximumSaleableTickets])).toEqual([
      ['Speaker & Partner', 1],
      ['Standard', 1],
      ['Student', 1],
    ]);
  });

  it('tells held tickets from sold ones, and opens the waiting list when nothing is left', async () => {
    const first = await post(
      '/api/v2/public/event/alpine-summit/reserve-tickets?lang=de',
      selection({ [alpine.Student!]: 2 }),
    );
    const second = await post(
      '/api/v2/public/event/alpine-summit/reserve-tickets?lang=de',
      selection({ [alpine.Student!]: 1 }),
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const held = (await categories(ALPINE_SUMMIT)).byName('Student');
    expect(held).toMatchObject({
      containsPendingTickets: true,
      soldOutOrLimitReached: true,
      saleableAndLimitNotReached: false,
      maximumSaleableTickets: 0,
      availableTickets: 0,
    });

    const jazz = await categories(RIVIERA_JAZZ_NIGHT);
    expect(jazz.byName('Table seat')).toMatchObject({
      soldOutOrLimitReached: true,
      containsPendingTickets: false,
      maximumSaleableTickets: 0,
    });
    expect(jazz).toMatchObject({ waitingList: true, preSales: false });
    expect(jazz.ticketCategoriesForWaitingList.map((c: { name: string }) => c.name)).toEqual(['Standing']);

    await setSetting(t.db, 'EVENT', 'STOP_WAITING_QUEUE_SUBSCRIPTIONS', 'true', RIVIERA_JAZZ_NIGHT);
    expect((await categories(RIVIERA_JAZZ_NIGHT)).waitingList).toBe(false);
    await setSetting(t.db, 'EVENT', 'STOP_WAITING_QUEUE_SUBSCRIPTIONS', null, RIVIERA_JAZZ_NIGHT);
  });

  it('before the sale opens: pre-sales, with pre-registration', async () => {
    const design = await categories(RIVIERA_DESIGN_WEEK);
    expect(design).toMatchObject({ preSales: true, waitingList: true });
    expect(design.byName('Opening night')).toMatchObject({
      saleInFuture: true,
      saleableAndLimitNotReached: false,
      soldOutOrLimitReached: false,
    });
  });

  it('offers the supplements and donations still on sale, a DISCOUNT code lowering the fixed prices', async () => {
    const festival = await categories(RIVIERA_FILM_FESTIVAL);
    expect(
      festival.additionalServices.map(
        (s: { supplementPolicy: string | null; fixPrice: boolean; availableQuantity: number }) => [
          s.supplementPolicy,
          s.fixPrice,
          s.availableQuantity,
        ],
      ),
    ).toEqual([
      ['MANDATORY_ONE_FOR_TICKET', true, -1],
      ['OPTIONAL_MAX_AMOUNT_PER_TICKET', true, 150],
      [null, false, -1],
    ]);
    expect(festival.additionalServices[1]).toMatchObject({
      type: 'SUPPLEMENT',
      maxQtyPerOrder: 2,
      formattedFinalPrice: '12.00',
      vatPercentage: '5.50',
      vatIncluded: true,
      vatApplies: true,
      free: false,
    });
    expect(festival.additionalServices[1].title).toEqual({
      en: 'Aperitivo on the terrace',
      it: 'Aperitivo in terrazza',
      fr: 'Apéritif sur la terrasse',
    });
    expect(festival.additionalServices[2]).toMatchObject({
      type: 'DONATION',
      formattedFinalPrice: '0.00',
      hasDiscount: false,
    });

    await t.db.query(
      `INSERT INTO promo_code (organization_id, event_id, code, type, discount_type, discount_amount, valid_from, valid_to)
       SELECT organization_id, id, 'CINEPHILE', 'DISCOUNT', 'PERCENTAGE', 20, now() - interval '1 day', now() + interval '1 day'
       FROM event WHERE short_name = 'riviera-film-festival'`,
    );
    const discounted = await categories(RIVIERA_FILM_FESTIVAL, 'CINEPHILE');
    expect(
      discounted.additionalServices.map((s: { hasDiscount: boolean; formattedDiscountedPrice: string }) => [
        s.hasDiscount,
        s.formattedDiscountedPrice,
      ]),
    ).toEqual([
      [true, '2.40'],
      [true, '9.60'],
      [false, ''],
    ]);

    await t.db.query(
      "UPDATE additional_service SET expiration = now() - interval '1 minute' WHERE title->>'en' = 'Aperitivo on the terrace'",
    );
    expect((await categories(RIVIERA_FILM_FESTIVAL)).additionalServices).toHaveLength(2);
    await t.db.query(
      "UPDATE additional_service SET expiration = now() + interval '30 days' WHERE title->>'en' = 'Aperitivo on the terrace'",
    );
  });

  it('is a 404 that other sites may read for an unknown or disabled event', async () => {
    for (const shortName of ['no-such-event', RIVIERA_REGATTA]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/public/event/${shortName}/ticket-categories`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });
});

describe('GET …/validate-code', () => {
  it('describes DISCOUNT and ACCESS codes, whatever their case', async () => {
    const percentage = await validate('summit10');
    expect(percentage.statusCode).toBe(200);
    expect(percentage.json()).toEqual({
      success: true,
      errorCount: 0,
      validationErrors: [],
      warnings: [],
      value: { code: 'summit10', type: 'DISCOUNT', discountType: 'PERCENTAGE', discountAmount: '10' },
    });
    expect((await validate('TEAM50')).json().value).toEqual({
      code: 'TEAM50',
      type: 'DISCOUNT',
      discountType: 'FIXED_AMOUNT',
      discountAmount: '50.00',
    });
    expect((await validate('ALPINE-PARTNER')).json().value).toEqual({
      code: 'ALPINE-PARTNER',
      type: 'ACCESS',
      discountType: 'NONE',
      discountAmount: '0.00',
    });
  });

  it('describes a FREE special-price token, and refuses one already spent', async () => {
    await insertToken('TOKEN-VALID', 'Speaker & Partner');
    expect((await validate('TOKEN-VALID')).json().value).toEqual({
      code: 'TOKEN-VALID',
      type: 'SPECIAL_PRICE',
      discountType: 'NONE',
      discountAmount: null,
    });
    await t.db.query("UPDATE special_price SET status = 'TAKEN' WHERE code = 'TOKEN-VALID'");
    expect((await validate('TOKEN-VALID')).statusCode).toBe(422);
  });

  it('refuses unknown and DYNAMIC codes, codes out of their dates, of another currency, or used up', async () => {
    await t.db.query(
      `INSERT INTO promo_code (organization_id, event_id, code, type, discount_type, discount_amount, valid_from, valid_to, currency, max_usage)
       SELECT organization_id, NULL, c.code, 'DISCOUNT', 'FIXED_AMOUNT', 1000, now() + c.from_offset, now() + c.to_offset, c.currency, c.max_usage
       FROM event, (VALUES ('LATER', interval '1 day', interval '2 days', 'CHF', NULL),
                           ('GONE', interval '-2 days', interval '-1 day', 'CHF', NULL),
                           ('EUROS', interval '-1 day', interval '1 day', 'EUR', NULL),
                           ('ORG-WIDE', interval '-1 day', interval '1 day', 'CHF', 1)) AS c(code, from_offset, to_offset, currency, max_usage)
       WHERE short_name = 'alpine-summit'`,
    );
    expect((await validate('ORG-WIDE')).statusCode).toBe(200);
    const used = await post(
      '/api/v2/public/event/alpine-summit/reserve-tickets?lang=en',
      selection({ [alpine.Standard!]: 1 }, { promoCode: 'ORG-WIDE' }),
    );
    expect(used.statusCode).toBe(200);

    for (const code of ['NOPE', 'GROUP-OF-FOUR', 'LATER', 'GONE', 'EUROS', 'ORG-WIDE']) {
      const response = await validate(code);
      expect(response.statusCode, code).toBe(422);
      expect(response.json()).toEqual({
        success: false,
        errorCount: 1,
        validationErrors: [{ fieldName: 'promoCode', code: 'error.STEP_1_CODE_NOT_FOUND', arguments: null }],
        warnings: [],
        value: { code, type: null, discountType: null, discountAmount: null },
      });
    }
  });

  it('reports an unknown event on eventName', async () => {
    const response = await validate(SUMMIT_DISCOUNT_CODE, 'no-such-event');
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors).toEqual([{ fieldName: 'eventName', code: null, arguments: null }]);
  });
});

describe('POST …/check-discount', () => {
  const check = (body: unknown, shortName = ALPINE_SUMMIT) =>
    post(`/api/v2/public/event/${shortName}/check-discount`, body);

  it('announces the group discount from 4 paid tickets in every event language', async () => {
    const response = await check(selection({ [alpine.Standard!]: 4 }));
    expect(response.statusCode).toBe(200);
    const discount = response.json();
    expect(discount).toMatchObject({ discount: '10', discountType: 'PERCENTAGE' });
    expect(Object.keys(discount.formattedMessage)).toEqual(['de', 'fr', 'it', 'en']);
    expect(discount.formattedMessage.en).toBe(
      'Good news: your selection qualifies for a <strong>10%</strong> discount!',
    );
    expect(discount.formattedMessage.de).toContain('<strong>10\u00a0%</strong>');
    // Tickets of several categories count together.
    expect((await check(selection({ [alpine.Standard!]: 2, [alpine.Student!]: 2 }))).statusCode).toBe(200);
    // An ACCESS code does not exclude it.
    expect((await check(selection({ [alpine.Standard!]: 4 }, { promoCode: 'ALPINE-PARTNER' }))).statusCode).toBe(200);
  });

  it('answers 204 below the threshold, with a DISCOUNT code, for free or no tickets, and for an unknown event', async () => {
    expect((await check(selection({ [alpine.Standard!]: 3 }))).statusCode).toBe(204);
    expect((await check(selection({ [alpine.Standard!]: 4 }, { promoCode: SUMMIT_DISCOUNT_CODE }))).statusCode).toBe(
      204,
    );
    expect((await check(selection({}))).statusCode).toBe(204);
    expect((await check(selection({ 999_999: 4 }))).statusCode).toBe(204);
    const hackDay = await categoriesOf(t.db, OPEN_HACK_DAY);
    expect((await check(selection({ [hackDay['General admission']!]: 5 }), OPEN_HACK_DAY)).statusCode).toBe(204);
    expect((await check(selection({ [alpine.Standard!]: 4 }), 'no-such-event')).statusCode).toBe(204);
  });

  it("uses the event's own wording and formats fixed amounts in the event currency", async () => {
    await t.db.query(
      `INSERT INTO translation_override (scope, event_id, lang, key, message)
       SELECT 'EVENT', id, 'en', 'reservation.dynamic.discount.confirmation.fix-per-ticket.message', 'Group rate: {0} off each ticket'
       FROM event WHERE short_name = 'alpine-summit'`,
    );
    await t.db.query(
      "UPDATE promo_code SET discount_type = 'FIXED_AMOUNT', discount_amount = 2000 WHERE code = 'GROUP-OF-FOUR'",
    );
    try {
      const discount = (await check(selection({ [alpine.Standard!]: 4 }))).json();
      expect(discount).toMatchObject({ discount: '20.00', discountType: 'FIXED_AMOUNT' });
      expect(discount.formattedMessage.en).toBe('Group rate: CHF 20.00 off each ticket');
      expect(discount.formattedMessage.it).toContain('<strong>CHF 20.00</strong>');
    } finally {
      await t.db.query(
        "UPDATE promo_code SET discount_type = 'PERCENTAGE', discount_amount = 10 WHERE code = 'GROUP-OF-FOUR'",
      );
      await t.db.query("DELETE FROM translation_override WHERE key LIKE 'reservation.dynamic.%'");
    }
  });
});

describe('GET …/code/{code}: the code link', () => {
  const follow = (code: string, shortName = ALPINE_SUMMIT) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/public/event/${shortName}/code/${encodeURIComponent(code)}`,
      headers: { 'accept-language': 'fr' },
    });

  it('opens the event page with a promo code applied, or with the error when the code is unknown', async () => {
    const promo = await follow(SUMMIT_DISCOUNT_CODE);
    expect(promo.statusCode).toBe(307);
    expect(promo.headers.location).toBe('/event/alpine-summit?code=SUMMIT10');
    expect((await follow('NOPE')).headers.location).toBe('/event/alpine-summit?errors=error.STEP_1_CODE_NOT_FOUND');
    expect((await follow(SUMMIT_DISCOUNT_CODE, 'no-such-event')).headers.location).toBe('/');
  });

  it('reserves one ticket of the hidden category for its token or access code and opens the booking step', async () => {
    await insertToken('TOKEN-LINK', 'Speaker & Partner');
    await t.db.query("UPDATE ticket_category SET access_code = 'partner-door' WHERE id = $1", [
      alpine['Speaker & Partner'],
    ]);
    for (const code of ['TOKEN-LINK', 'PARTNER-DOOR']) {
      const response = await follow(code);
      expect(response.statusCode).toBe(307);
      const match = /^\/event\/alpine-summit\/reservation\/([0-9a-f-]{36})\/book$/.exec(
        response.headers.location as string,
      );
      expect(match, code).not.toBeNull();
      const tickets = await t.db.query<{ categoryId: number; status: string; language: string }>(
        `SELECT t.category_id AS "categoryId", t.status, r.user_language AS language FROM ticket t JOIN reservation r ON r.id = t.reservation_id WHERE r.id = $1`,
        [match![1]],
      );
      expect(tickets).toEqual([{ categoryId: alpine['Speaker & Partner'], status: 'PENDING', language: 'fr' }]);
    }
    const [token] = await t.db.query<{ status: string }>("SELECT status FROM special_price WHERE code = 'TOKEN-LINK'");
    expect(token!.status).toBe('PENDING');
    // A token buys once.
    expect((await follow('TOKEN-LINK')).headers.location).toBe(
      '/event/alpine-summit?errors=error.STEP_1_CODE_NOT_FOUND',
    );
  });
});
