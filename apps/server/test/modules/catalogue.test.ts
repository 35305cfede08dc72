import { applicationLanguages, type BasicEventInfo, type BasicSubscriptionDescriptorInfo } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';
import {
  ALPINE_AI_RETREAT,
  ALPINE_DEVOPS_DAY,
  ALPINE_SEASON_PASS,
  ALPINE_SUMMIT,
  OPEN_CIRCLE_SUPPORTER,
  OPEN_HACK_DAY,
  REMOTE_FIRST_SUMMIT,
  RIVIERA_CINEMA_CARD,
  RIVIERA_DESIGN_WEEK,
  RIVIERA_FILM_FESTIVAL,
  RIVIERA_JAZZ_NIGHT,
  RIVIERA_REGATTA,
  RUST_WORKSHOP,
} from '../support/demo-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

async function events(query = ''): Promise<BasicEventInfo[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v2/public/events${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function subscriptions(query = ''): Promise<BasicSubscriptionDescriptorInfo[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v2/public/subscriptions${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const names = (list: BasicEventInfo[]) => list.map((event) => event.shortName);

async function eventIdOf(shortName: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM event WHERE short_name = $1', [shortName]);
  if (!row) throw new Error(`no event ${shortName}`);
  return row.id;
}

async function descriptorIdOf(title: string): Promise<string> {
  const [row] = await t.db.query<{ id: string }>("SELECT id FROM subscription_descriptor WHERE title->>'en' = $1", [
    title,
  ]);
  if (!row) throw new Error(`no subscription ${title}`);
  return row.id;
}

/** Runs `test` with an event's dates changed, then puts them back. */
async function withEventDates(shortName: string, start: string, end: string, test: () => Promise<void>): Promise<void> {
  const [saved] = await t.db.query<{ start_at: Date; end_at: Date }>(
    'SELECT start_at, end_at FROM event WHERE short_name = $1',
    [shortName],
  );
  await t.db.query('UPDATE event SET start_at = $2, end_at = $3 WHERE short_name = $1', [shortName, start, end]);
  try {
    await test();
  } finally {
    await t.db.query('UPDATE event SET start_at = $2, end_at = $3 WHERE short_name = $1', [
      shortName,
      saved!.start_at,
      saved!.end_at,
    ]);
  }
}

describe('GET /api/v2/public/events', () => {
  it('lists the public events that have not ended, by start then end', async () => {
    const expected = await t.db.query<{ short_name: string }>(
      "SELECT short_name FROM event WHERE status = 'PUBLIC' AND end_at > now() ORDER BY start_at, end_at",
    );
    const list = await events();
    expect(names(list)).toEqual(expected.map((row) => row.short_name));
    expect(names(list)).not.toContain(ALPINE_AI_RETREAT);
    expect(names(list)).not.toContain(RIVIERA_REGATTA);
    const starts = list.map((event) => event.datesWithOffset.startDateTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('drops an event once it has ended, even if it started long ago', async () => {
    await withEventDates(RUST_WORKSHOP, '2020-01-01T10:00:00Z', '2020-01-01T12:00:00Z', async () => {
      expect(names(await events())).not.toContain(RUST_WORKSHOP);
    });
    await withEventDates(RUST_WORKSHOP, '2020-01-01T10:00:00Z', '2099-01-01T12:00:00Z', async () => {
      expect(names(await events())[0]).toBe(RUST_WORKSHOP);
    });
  });

  it('orders events starting together by their end', async () => {
    await withEventDates(OPEN_HACK_DAY, '2031-05-01T08:00:00Z', '2031-05-01T18:00:00Z', async () => {
      await withEventDates(RUST_WORKSHOP, '2031-05-01T08:00:00Z', '2031-05-01T10:00:00Z', async () => {
        const list = names(await events());
        expect(list.slice(-2)).toEqual([RUST_WORKSHOP, OPEN_HACK_DAY]);
      });
    });
  });

  it('lets any site read the list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/public/events' });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('filters by organizer slug', async () => {
    expect(names(await events('?organizerSlug=riviera-arts')).sort()).toEqual([
      RIVIERA_DESIGN_WEEK,
      RIVIERA_FILM_FESTIVAL,
      RIVIERA_JAZZ_NIGHT,
    ]);
    expect(await events('?organizerSlug=nobody')).toEqual([]);
  });

  it('filters by organizer id', async () => {
    const [organization] = await t.db.query<{ id: number }>("SELECT id FROM organization WHERE slug = 'open-circle'");
    expect(names(await events(`?organizer=${organization!.id}`)).sort()).toEqual([
      OPEN_HACK_DAY,
      REMOTE_FIRST_SUMMIT,
      RUST_WORKSHOP,
    ]);
  });

  it('filters by subscription, ignoring a value that is not a UUID', async () => {
    const seasonPass = await descriptorIdOf(ALPINE_SEASON_PASS);
    expect(names(await events(`?subscription=${seasonPass}`)).sort()).toEqual([ALPINE_DEVOPS_DAY, ALPINE_SUMMIT]);
    expect(names(await events('?subscription=not-a-uuid'))).toEqual(names(await events()));
  });

  it("takes a purchased subscription's id for its descriptor, as alf.io's success page sends it", async () => {
    const seasonPass = await descriptorIdOf(ALPINE_SEASON_PASS);
    const [sold] = await t.db.query<{ id: string }>(
      "SELECT id FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'ACQUIRED' LIMIT 1",
      [seasonPass],
    );
    expect(names(await events(`?subscription=${sold!.id}`)).sort()).toEqual([ALPINE_DEVOPS_DAY, ALPINE_SUMMIT]);
    expect(await events('?subscription=11111111-1111-4111-8111-111111111111')).toEqual([]);
  });

  it('keeps only events carrying every requested tag', async () => {
    expect(names(await events('?tags=conference')).sort()).toEqual([
      ALPINE_DEVOPS_DAY,
      ALPINE_SUMMIT,
      REMOTE_FIRST_SUMMIT,
    ]);
    expect(names(await events('?tags=conference&tags=devops'))).toEqual([ALPINE_DEVOPS_DAY]);
    expect(await events('?tags=conference&tags=music')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(names(await events('?organizerSlug=alpine-tech&tags=software'))).toEqual([ALPINE_SUMMIT]);
  });

  it('formats the dates for all 14 application languages and titles the event in its own languages', async () => {
    await withEventDates(RUST_WORKSHOP, '2030-03-14T09:00:00Z', '2030-03-14T12:30:00Z', async () => {
      const workshop = (await events()).find((event) => event.shortName === RUST_WORKSHOP)!;
      for (const map of [
        workshop.formattedBeginDate,
        workshop.formattedBeginTime,
        workshop.formattedEndDate,
        workshop.formattedEndTime,
      ]) {
        expect(Object.keys(map).sort()).toEqual([...applicationLanguages].sort());
        for (const text of Object.values(map)) expect(text).not.toBe('');
      }
      // Berlin is one hour ahead of UTC in March before the clocks change.
      expect(workshop.formattedBeginDate.en).toBe('Thu 14 Mar 2030');
      expect(workshop.formattedBeginTime.en).toBe('10:00 AM');
      expect(workshop.formattedEndTime.en).toBe('1:30 PM');
      expect(workshop.formattedBeginTime.de).toBe('10:00');
      expect(workshop.formattedBeginDate.de).toMatch(/^Do\.?, 14\. März? 2030$/);
      expect(workshop.datesWithOffset).toEqual({
        startDateTime: Date.parse('2030-03-14T09:00:00Z'),
        startTimeZoneOffset: 3600,
        endDateTime: Date.parse('2030-03-14T12:30:00Z'),
        endTimeZoneOffset: 3600,
      });
      expect(workshop.sameDay).toBe(true);
      const [stored] = await t.db.query<{ display_name: string }>(
        "SELECT display_name FROM event WHERE short_name = 'rust-workshop'",
      );
      expect(workshop.title).toEqual({ en: stored!.display_name });
      expect(workshop.contentLanguages).toEqual([{ locale: 'en', displayLanguage: 'English' }]);
    });
    const summit = (await events()).find((event) => event.shortName === ALPINE_SUMMIT)!;
    expect(Object.keys(summit.title)).toEqual(['de', 'fr', 'it', 'en']);
    expect(new Set(Object.values(summit.title)).size).toBe(1);
  });
});

describe('the availability our event list adds for the home cards', () => {
  it('is announced as a capability, so the shop can fall back with alf.io', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
    expect(info.capabilities).toContain('event-list-availability');
  });

  it('marks an event sold out when no ticket is left for a buyer without a code', async () => {
    const list = await events();
    const soldOut = list.filter((event) => event.availability?.isSoldOut).map((event) => event.shortName);
    expect(soldOut.sort()).toEqual([RIVIERA_JAZZ_NIGHT, RUST_WORKSHOP]);
  });

  it('counts tickets left only where the organizer shows the count, leaving out access-restricted ones', async () => {
    const summit = await eventIdOf(ALPINE_SUMMIT);
    const [expected] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ticket t LEFT JOIN ticket_category c ON c.id = t.category_id
       WHERE t.event_id = $1 AND t.status = 'FREE' AND (t.category_id IS NULL OR NOT c.access_restricted)`,
      [summit],
    );
    const list = await events();
    expect(list.find((event) => event.shortName === ALPINE_SUMMIT)!.availability).toEqual({
      isSoldOut: false,
      ticketsLeft: expected!.n,
    });
    expect(list.find((event) => event.shortName === RIVIERA_FILM_FESTIVAL)!.availability).toEqual({
      isSoldOut: false,
      ticketsLeft: null,
    });
  });

  it('follows the organizer-wide setting for all its events', async () => {
    const [riviera] = await t.db.query<{ id: number }>("SELECT id FROM organization WHERE slug = 'riviera-arts'");
    await t.db.query(
      "INSERT INTO configuration (scope, organization_id, key, value) VALUES ('ORGANIZATION', $1, 'DISPLAY_TICKETS_LEFT_INDICATOR', 'true')",
      [riviera!.id],
    );
    try {
      const list = await events('?organizerSlug=riviera-arts');
      expect(list.find((event) => event.shortName === RIVIERA_JAZZ_NIGHT)!.availability).toEqual({
        isSoldOut: true,
        ticketsLeft: 0,
      });
      expect(
        list.find((event) => event.shortName === RIVIERA_FILM_FESTIVAL)!.availability!.ticketsLeft,
      ).toBeGreaterThan(0);
    } finally {
      await t.db.query(
        "DELETE FROM configuration WHERE scope = 'ORGANIZATION' AND key = 'DISPLAY_TICKETS_LEFT_INDICATOR'",
      );
    }
  });

  it('counts only FREE tickets as left', async () => {
    const hackDayId = await eventIdOf(OPEN_HACK_DAY);
    const before = await t.db.query<{ id: number }>("SELECT id FROM ticket WHERE event_id = $1 AND status = 'FREE'", [
      hackDayId,
    ]);
    await t.db.query("UPDATE ticket SET status = 'RELEASED' WHERE event_id = $1 AND status = 'FREE'", [hackDayId]);
    try {
      const hackDay = (await events()).find((event) => event.shortName === OPEN_HACK_DAY)!;
      expect(hackDay.availability!.isSoldOut).toBe(true);
    } finally {
      await t.db.query("UPDATE ticket SET status = 'FREE' WHERE id = ANY($1::bigint[])", [before.map((row) => row.id)]);
    }
  });
});

describe('GET /api/v2/public/subscriptions', () => {
  it('lists the active public subscriptions on sale, by sale start', async () => {
    const list = await subscriptions();
    expect(list.map((s) => s.title.en)).toEqual([OPEN_CIRCLE_SUPPORTER, ALPINE_SEASON_PASS, RIVIERA_CINEMA_CARD]);
    const starts = list.map((s) => s.salePeriod.startDateTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('honours only the organizer slug', async () => {
    expect((await subscriptions('?organizerSlug=alpine-tech')).map((s) => s.title.en)).toEqual([ALPINE_SEASON_PASS]);
    const [alpine] = await t.db.query<{ id: number }>("SELECT id FROM organization WHERE slug = 'alpine-tech'");
    expect(await subscriptions(`?organizer=${alpine!.id}&tags=x`)).toHaveLength(3);
  });

  it('leaves out inactive, private and not-yet-on-sale subscriptions', async () => {
    const pass = await descriptorIdOf(ALPINE_SEASON_PASS);
    const card = await descriptorIdOf(RIVIERA_CINEMA_CARD);
    const supporter = await descriptorIdOf(OPEN_CIRCLE_SUPPORTER);
    await t.db.query("UPDATE subscription_descriptor SET status = 'NOT_ACTIVE' WHERE id = $1", [pass]);
    await t.db.query('UPDATE subscription_descriptor SET is_public = false WHERE id = $1', [card]);
    const [saved] = await t.db.query<{ on_sale_from: Date }>(
      'SELECT on_sale_from FROM subscription_descriptor WHERE id = $1',
      [supporter],
    );
    await t.db.query("UPDATE subscription_descriptor SET on_sale_from = now() + interval '1 day' WHERE id = $1", [
      supporter,
    ]);
    try {
      expect(await subscriptions()).toEqual([]);
    } finally {
      await t.db.query(
        "UPDATE subscription_descriptor SET status = 'ACTIVE', is_public = true WHERE id = ANY($1::uuid[])",
        [[pass, card]],
      );
      await t.db.query('UPDATE subscription_descriptor SET on_sale_from = $2 WHERE id = $1', [
        supporter,
        saved!.on_sale_from,
      ]);
    }
  });

  it('sends the raw markdown, the raw entry limit, a numeric VAT and nulls where alf.io does', async () => {
    const list = await subscriptions();
    const pass = list.find((s) => s.title.en === ALPINE_SEASON_PASS)!;
    expect(pass.description.en).toContain('**Alpine Tech Summit**');
    expect(pass.vat).toBe(8.1);
    expect(pass.formattedPrice).toBe('390.00');
    expect(pass.currencyDescriptor).toMatchObject({ code: 'CHF', fractionDigits: 2 });
    expect(pass.organizationEmail).toBeNull();
    expect(pass.organizationName).toBeNull();
    expect(pass.formattedValidFrom).toBeNull();
    expect(Object.keys(pass.formattedOnSaleFrom!)).toEqual(['en', 'de']);
    const supporter = list.find((s) => s.title.en === OPEN_CIRCLE_SUPPORTER)!;
    expect(supporter.maxEntries).toBe(-1);
    const card = list.find((s) => s.title.en === RIVIERA_CINEMA_CARD)!;
    expect(card.formattedOnSaleTo).toBeNull();
    expect(card.salePeriod.endDateTime).toBe(0);
    expect(Object.keys(card.formattedValidTo!)).toEqual(['en', 'it', 'fr']);
  });
});
