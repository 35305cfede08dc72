import { endpoints, type EventDetails, type ItemsByCategory } from '@shop/contract';
import { eventStructuredData } from '@shop/contract/event-structured-data';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOfHtml } from '../../src/lib/html.ts';
import { testApp, type TestApp } from '../helpers.ts';
import { ALPINE_SEASON_PASS, ALPINE_SUMMIT, RUST_WORKSHOP } from '../support/demo-fixtures.ts';

const ORIGIN = 'https://tickets.example';
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ BASE_URL: ORIGIN });
});
afterAll(() => t.close());

const page = (url: string) => t.app.inject({ method: 'GET', url });
const api = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();

/** The content of `<meta {key}="{name}">`, decoded as a browser would, or undefined. */
function meta(response: LightMyRequestResponse, name: string): string | undefined {
  const match = response.body.match(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)">`));
  return match ? decodeEntities(match[1]!) : undefined;
}
const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_whole, code: string) => String.fromCharCode(Number(code)));

function jsonLdOf(response: LightMyRequestResponse): unknown {
  const match = response.body.match(
    /<script[^>]* type="application\/ld\+json" id="structured-data"[^>]*>([^<]*)<\/script>/,
  );
  expect(match, 'JSON-LD element').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('an event page as crawlers and link previews read it', () => {
  it("carries the event's title, description, address, languages, image and schema.org data", async () => {
    const response = await page(`/event/${ALPINE_SUMMIT}?lang=de`);
    const event = await api<EventDetails>(`/api/v2/public/event/${ALPINE_SUMMIT}`);
    const { ticketCategories } = await api<ItemsByCategory>(`/api/v2/public/event/${ALPINE_SUMMIT}/ticket-categories`);
    const title = event.title.de!;
    expect(response.body).toContain(`<title>${title} – `);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    const description = textOfHtml(event.description.de!);
    expect(description.length).toBeGreaterThan(20);
    // Previews show about two lines: a longer description is cut at a word, and says so.
    const summary = meta(response, 'description')!;
    expect(summary.length).toBeLessThanOrEqual(300);
    expect(description.startsWith(summary.replace(/…$/, ''))).toBe(true);
    if (description.length > 300) expect(summary).toMatch(/\S…$/);
    expect(meta(response, 'og:title')).toContain(title);
    expect(meta(response, 'og:url')).toBe(`${ORIGIN}/event/${ALPINE_SUMMIT}?lang=de`);
    expect(meta(response, 'og:image')).toBe(`${ORIGIN}/file/${event.fileBlobId}`);
    expect(meta(response, 'twitter:card')).toBe('summary_large_image');
    expect(response.body).toContain(`<link rel="canonical" href="${ORIGIN}/event/${ALPINE_SUMMIT}?lang=de">`);
    for (const { locale } of event.contentLanguages)
      expect(response.body).toContain(
        `<link rel="alternate" hreflang="${locale}" href="${ORIGIN}/event/${ALPINE_SUMMIT}?lang=${locale}">`,
      );
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/event/${ALPINE_SUMMIT}">`,
    );

    // The same data the shop computes from the API once it runs, offers and availability included.
    const data = jsonLdOf(response);
    expect(data).toEqual(
      eventStructuredData(event, ticketCategories, { lang: 'de', origin: ORIGIN, textOf: textOfHtml }),
    );
    expect(data).toMatchObject({ '@type': 'Event', name: title, offers: expect.any(Array) });
    expect((data as { offers: unknown[] }).offers).toHaveLength(ticketCategories.length);
  });

  it('names the event and the language of its schema.org data, so the shop can keep what was served', async () => {
    const german = await page(`/event/${ALPINE_SUMMIT}?lang=de`);
    expect(german.body).toContain(`id="structured-data" data-event="${ALPINE_SUMMIT}" data-lang="de">`);
    const english = await page(`/event/${ALPINE_SUMMIT}?lang=en`);
    expect(english.body).toContain(`id="structured-data" data-event="${ALPINE_SUMMIT}" data-lang="en">`);
  });

  it("writes the organizer's text escaped: nothing in it can close an element or an attribute", async () => {
    const hostile = `Rock & "Roll" </script><script>alert(1)</script><!-- '`;
    await t.db.query(
      `UPDATE event SET display_name = $1, description = jsonb_build_object('en', $2::text) WHERE short_name = $3`,
      [hostile, `Doors at 7 & ${hostile}`, RUST_WORKSHOP],
    );
    const response = await page(`/event/${RUST_WORKSHOP}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('"Roll"');
    expect(meta(response, 'og:title')).toContain(hostile);
    expect(jsonLdOf(response)).toMatchObject({ name: hostile });
    const scripts = response.body.match(/<script[\s>]/g) ?? [];
    const closings = response.body.match(/<\/script>/g) ?? [];
    expect(scripts.length).toBe(closings.length);
  });

  it("a subscription's page carries its title, description and image; a reservation's page none, and no index", async () => {
    const subscriptions = await api<{ id: string; title: Record<string, string> }[]>('/api/v2/public/subscriptions');
    const pass = subscriptions.find((s) => Object.values(s.title).includes(ALPINE_SEASON_PASS))!;
    const response = await page(`/subscription/${pass.id}`);
    expect(response.body).toContain(`<title>${ALPINE_SEASON_PASS}</title>`);
    expect(meta(response, 'og:title')).toBe(ALPINE_SEASON_PASS);
    expect(meta(response, 'og:url')).toMatch(new RegExp(`^${ORIGIN}/subscription/${pass.id}`));
    expect(meta(response, 'description')?.length).toBeGreaterThan(0);

    const reservation = await page(`/event/${ALPINE_SUMMIT}/reservation/0b5c1b2e-1111-4d5e-9999-123456789abc/book`);
    expect(reservation.body).toContain('<meta name="robots" content="noindex">');
    expect(meta(reservation, 'og:title')).toBeUndefined();
    expect(reservation.body).not.toContain('application/ld+json');
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt keeps crawlers out of the API and every buyer page, and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/\n');
    expect(response.body).toContain('Disallow: /event/*/reservation/*\n');
    expect(response.body).toContain('Disallow: /my-orders\n');
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap lists the public events and subscriptions of the catalogue, each in its languages', async () => {
    const events = endpoints.listEvents.responses[200].parse(await api('/api/v2/public/events'));
    const subscriptions = await api<{ id: string }[]>('/api/v2/public/subscriptions');
    await t.db.query(`UPDATE event SET status = 'DRAFT' WHERE short_name = $1`, [RUST_WORKSHOP]);
    const response = await page('/sitemap.xml');
    expect(response.headers['content-type']).toContain('application/xml');
    const listed = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const expected = [
      ...events
        .filter((event) => event.shortName !== RUST_WORKSHOP)
        .map((event) => `${ORIGIN}/event/${event.shortName}`),
      ...subscriptions.map((subscription) => `${ORIGIN}/subscription/${subscription.id}`),
    ];
    expect(listed).toEqual(expected);
    expect(listed.length).toBeGreaterThan(3);
    expect(response.body).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${ORIGIN}/event/${ALPINE_SUMMIT}?lang=de"/>`,
    );
  });
});
