import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSetting, shopPoster, categoriesOf } from '../support/event-page.ts';
import { ALPINE_DEVOPS_DAY } from '../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../support/two-processes.ts';

const BOUND_SECONDS = 1;
const processes = twoProcessesOnPostgres({ EVENT_PAGE_CACHE_SECONDS: String(BOUND_SECONDS) });

/** One process asked for brotli, the other for gzip, as browsers do: compressed answers must follow changes too. */
const eventAt = async (index: number) => {
  const encoding = index === 0 ? 'br' : 'gzip';
  const response = await processes.apps[index]!.app.inject({
    method: 'GET',
    url: `/api/v2/public/event/${ALPINE_DEVOPS_DAY}`,
    headers: { 'accept-encoding': encoding },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding);
  const decompress = encoding === 'br' ? brotliDecompressSync : gunzipSync;
  return JSON.parse(decompress(response.rawPayload).toString());
};
const bothProcesses = () => Promise.all([eventAt(0), eventAt(1)]);

/** Reserves one ticket of the category through the process at `index`, each with its own buyer. */
async function oneTicketOn(categoryId: number | undefined) {
  const posters = await Promise.all(processes.apps.map((t) => shopPoster(t.app)));
  return (index: number) =>
    posters[index]!(`/api/v2/public/event/${ALPINE_DEVOPS_DAY}/reserve-tickets?lang=en`, {
      reservation: [{ ticketCategoryId: categoryId, amount: 1 }],
      additionalService: [],
    });
}

/** The clocks of both processes move past the bound; timers are not faked. */
const afterTheBound = () => vi.advanceTimersByTime(BOUND_SECONDS * 1000 + 1);

// One fake clock for the file, so that it only ever moves forward.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
});
afterAll(() => {
  vi.useRealTimers();
});

describe('the event page and reserve-tickets after an organizer changes the event, in two server processes', () => {
  it('shows the new texts, dates, settings and overrides on every process once the bound has passed', async () => {
    const db = processes.pools[0]!;
    const before = await bothProcesses();
    expect(before[0].description.en).not.toContain('Doors open at eight');

    await db.query(
      `UPDATE event SET description = jsonb_set(description, '{en}', to_jsonb('**Doors open at eight.**'::text)),
         time_zone = 'America/New_York'
       WHERE short_name = $1`,
      [ALPINE_DEVOPS_DAY],
    );
    await setSetting(db, 'EVENT', 'EVENT_CUSTOM_CSS', '.title { color: teal }', ALPINE_DEVOPS_DAY);
    await db.query(
      `INSERT INTO translation_override (scope, event_id, lang, key, message)
       SELECT 'EVENT', id, 'en', 'show-event.tickets', 'Passes' FROM event WHERE short_name = $1`,
      [ALPINE_DEVOPS_DAY],
    );
    afterTheBound();

    for (const event of await bothProcesses()) {
      expect(event.description.en).toBe('<p><strong>Doors open at eight.</strong></p>');
      expect(event.timeZone).toBe('America/New_York');
      expect(event.formattedBeginTime.en).not.toBe(before[0].formattedBeginTime.en);
      expect(event.datesWithOffset.startTimeZoneOffset).not.toBe(before[0].datesWithOffset.startTimeZoneOffset);
      expect(event.customCss).toBe('.title { color: teal }');
      expect(event.i18nOverride.en).toEqual({ 'show-event.tickets': 'Passes' });
    }
  });

  it('counts a ticket another process sold in the tickets left once the bound has passed', async () => {
    const db = processes.pools[0]!;
    await setSetting(db, 'EVENT', 'DISPLAY_TICKETS_LEFT_INDICATOR', 'true', ALPINE_DEVOPS_DAY);
    afterTheBound();
    const [left] = await bothProcesses();
    expect(left.availableTicketsCount).toBeGreaterThan(0);

    const categories = await categoriesOf(db, ALPINE_DEVOPS_DAY);
    const post = await shopPoster(processes.apps[1]!.app);
    const reserved = await post(`/api/v2/public/event/${ALPINE_DEVOPS_DAY}/reserve-tickets?lang=en`, {
      reservation: [{ ticketCategoryId: categories['On site'], amount: 2 }],
      additionalService: [],
    });
    expect(reserved.statusCode).toBe(200);
    afterTheBound();

    for (const event of await bothProcesses()) expect(event.availableTicketsCount).toBe(left.availableTicketsCount - 2);
  });

  it('refuses a category whose sale the organizer ended, in every process, once the bound has passed', async () => {
    const db = processes.pools[0]!;
    const categories = await categoriesOf(db, ALPINE_DEVOPS_DAY);
    const reserve = await oneTicketOn(categories['On site']);
    for (const index of [0, 1]) expect((await reserve(index)).statusCode).toBe(200);

    await db.query("UPDATE ticket_category SET expiration = now() - interval '1 minute' WHERE id = $1", [
      categories['On site'],
    ]);
    afterTheBound();

    for (const index of [0, 1]) {
      const refused = await reserve(index);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().validationErrors[0].code).toBe('error.STEP_1_TICKET_CATEGORY_MUST_BE_SALEABLE');
    }
  });

  it('sends a buyer to the fair queue the organizer turned on, in every process, once the bound has passed', async () => {
    const db = processes.pools[0]!;
    const categories = await categoriesOf(db, ALPINE_DEVOPS_DAY);
    const reserve = await oneTicketOn(categories['Livestream']);
    for (const index of [0, 1]) expect((await reserve(index)).statusCode).toBe(200);

    await setSetting(db, 'EVENT', 'QUEUE_ENABLED', 'true', ALPINE_DEVOPS_DAY);
    afterTheBound();

    try {
      for (const index of [0, 1]) {
        const refused = await reserve(index);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().validationErrors[0].code).toBe('error.QUEUE_ADMISSION_REQUIRED');
      }
    } finally {
      await setSetting(db, 'EVENT', 'QUEUE_ENABLED', null, ALPINE_DEVOPS_DAY);
    }
  });
});
