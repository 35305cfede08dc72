import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, preloaded, testApp, type TestApp } from '../helpers.ts';
import { setSetting } from '../support/event-page.ts';
import {
  ALPINE_AI_RETREAT,
  ALPINE_DEVOPS_DAY,
  ALPINE_SUMMIT,
  OPEN_HACK_DAY,
  REMOTE_FIRST_SUMMIT,
  RIVIERA_FILM_FESTIVAL,
  RIVIERA_REGATTA,
} from '../support/demo-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const getEvent = (shortName: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v2/public/event/${shortName}`, headers });

describe('GET /api/v2/public/event/{eventName}', () => {
  it('describes an event on sale in its languages, with what its organizer configured', async () => {
    const response = await getEvent(ALPINE_SUMMIT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const event = response.json();
    expect(event.contentLanguages.map((l: { locale: string }) => l.locale)).toEqual(['de', 'fr', 'it', 'en']);
    expect(event.contentLanguages[0]).toEqual({ locale: 'de', displayLanguage: 'Deutsch' });
    expect(Object.keys(event.title)).toEqual(['de', 'fr', 'it', 'en']);
    expect(event.description.en).toContain('<strong>What to expect</strong>');
    expect(event.description.en).toContain('<li>');
    expect(Object.keys(event.formattedBeginDate)).toEqual(['de', 'fr', 'it', 'en']);
    expect(event.formattedBeginTime.en).toBe('9:00 AM');
    expect(event.formattedBeginTime.de).toBe('09:00');
    expect(event.sameDay).toBe(false);
    expect(event.datesWithOffset.startTimeZoneOffset % 3600).toBe(0);
    expect(event).toMatchObject({
      currency: 'CHF',
      currencyDescriptor: { code: 'CHF', fractionDigits: 2 },
      vat: '8.10',
      vatIncluded: true,
      free: false,
      bankAccount: 'CH93 0076 2011 6238 5295 7',
      bankAccountOwner: ['Alpine Tech Forum', 'Seestrasse 200', '8002 Zürich'],
      organizationName: 'Alpine Tech Forum',
      privacyPolicyUrl: 'https://alpine-tech.example/privacy',
      mapUrl: '',
      customCss: null,
      canApplySubscriptions: true,
      i18nOverride: {},
      assignmentConfiguration: { forceAssignment: false, enableAttendeeAutocomplete: true, enableTicketTransfer: true },
      promotionsConfiguration: { hasAccessPromotions: true, usePartnerCode: false },
      captchaConfiguration: {
        captchaForTicketSelection: false,
        captchaForOfflinePaymentAndFree: false,
        recaptchaApiKey: null,
      },
      embeddingConfiguration: { enabled: false, notificationOrigin: '' },
      offlinePaymentConfiguration: { showOnlyBasicInstructions: false },
    });
    // The organizer has an invoice address and a VAT number.
    expect(event.invoicingConfiguration).toMatchObject({
      invoiceAllowed: true,
      onlyInvoice: false,
      userCanDownloadReceiptOrInvoice: true,
    });
  });

  it('counts the tickets left only when the organizer publishes it: the shared pool plus unrestricted bounded categories on sale', async () => {
    // 300 seats: 30 early-bird (sold out, ended), 10 student (7 sold), 20 hidden partner seats, 12 standard sold from the pool.
    expect((await getEvent(ALPINE_SUMMIT)).json().availableTicketsCount).toBe(300 - 30 - 10 - 20 - 12 + 3);
    expect((await getEvent(RIVIERA_FILM_FESTIVAL)).json().availableTicketsCount).toBeNull();
  });

  it('answers free, online and draft events; a disabled or unknown one is a 404 that other sites may read', async () => {
    const free = (await getEvent(OPEN_HACK_DAY)).json();
    expect(free).toMatchObject({ free: true, currency: '', currencyDescriptor: null });
    expect(free.promotionsConfiguration.hasAccessPromotions).toBe(false);
    expect((await getEvent(REMOTE_FIRST_SUMMIT)).json()).toMatchObject({
      format: 'ONLINE',
      mapUrl: null,
      location: null,
      vatIncluded: false,
    });
    expect((await getEvent(ALPINE_AI_RETREAT)).statusCode).toBe(200);
    for (const shortName of [RIVIERA_REGATTA, 'no-such-event']) {
      const response = await getEvent(shortName);
      expect(response.statusCode).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.body).toBe('');
    }
  });

  it('merges translation overrides system → organization → event, placeholders written {{n}}', async () => {
    await t.db.query(
      `INSERT INTO translation_override (scope, lang, key, message) VALUES
         ('SYSTEM', 'en', 'show-event.tickets', 'Tickets (system)'),
         ('SYSTEM', 'en', 'show-event.sales-end', 'Sale ends {0}'),
         ('SYSTEM', 'ja', 'show-event.tickets', 'not an event language')`,
    );
    await t.db.query(
      `INSERT INTO translation_override (scope, event_id, lang, key, message)
       SELECT 'EVENT', id, 'en', 'show-event.sold-out', 'It''''s gone, {0} and {{1}}' FROM event WHERE short_name = 'open-hack-day'`,
    );
    try {
      const overrides = (await getEvent(OPEN_HACK_DAY)).json().i18nOverride;
      expect(overrides).toEqual({
        en: {
          'show-event.tickets': 'Seats',
          'show-event.sales-end': 'Sale ends {{0}}',
          'show-event.sold-out': "It's gone, {{0}} and {{1}}",
        },
        // The organizer's own German wording, since the event is also offered in German.
        de: { 'show-event.tickets': 'Plätze' },
      });
      const festival = (await getEvent(RIVIERA_FILM_FESTIVAL)).json().i18nOverride;
      expect(festival.it['show-event.donations']).toBe('Sostieni il festival');
      expect(festival.en['show-event.tickets']).toBe('Tickets (system)');
    } finally {
      await t.db.query("DELETE FROM translation_override WHERE scope = 'SYSTEM' OR key = 'show-event.sold-out'");
    }
  });

  it("names the event's Matomo only when both its address and site id are set and the address is safe to load", async () => {
    const analytics = async (shortName: string) => (await getEvent(shortName)).json().analyticsConfiguration;
    try {
      expect(await analytics(ALPINE_SUMMIT)).toMatchObject({ matomoUrl: null, matomoSiteId: null });

      await setSetting(t.db, 'SYSTEM', 'MATOMO_URL', 'https://stats.example/matomo/');
      expect(await analytics(ALPINE_SUMMIT)).toMatchObject({ matomoUrl: null, matomoSiteId: null });

      await setSetting(t.db, 'SYSTEM', 'MATOMO_SITE_ID', '3');
      await setSetting(t.db, 'EVENT', 'MATOMO_SITE_ID', '7', ALPINE_SUMMIT);
      expect(await analytics(ALPINE_SUMMIT)).toMatchObject({
        matomoUrl: 'https://stats.example/matomo',
        matomoSiteId: '7',
      });
      expect(await analytics(ALPINE_DEVOPS_DAY)).toMatchObject({
        matomoUrl: 'https://stats.example/matomo',
        matomoSiteId: '3',
      });
      const info = (await t.app.inject({ method: 'GET', url: '/api/v2/info' })).json();
      expect(info.analyticsConfiguration).toMatchObject({
        matomoUrl: 'https://stats.example/matomo',
        matomoSiteId: '3',
      });

      // A script from a plain-http address could be swapped on the way; only a local instance may use it.
      await setSetting(t.db, 'EVENT', 'MATOMO_URL', 'http://stats.example', ALPINE_SUMMIT);
      expect(await analytics(ALPINE_SUMMIT)).toMatchObject({ matomoUrl: null, matomoSiteId: null });
      await setSetting(t.db, 'EVENT', 'MATOMO_URL', 'http://localhost:8081', ALPINE_SUMMIT);
      expect(await analytics(ALPINE_SUMMIT)).toMatchObject({
        matomoUrl: 'http://localhost:8081',
        matomoSiteId: '7',
      });
    } finally {
      await setSetting(t.db, 'SYSTEM', 'MATOMO_URL', null);
      await setSetting(t.db, 'SYSTEM', 'MATOMO_SITE_ID', null);
      await setSetting(t.db, 'EVENT', 'MATOMO_URL', null, ALPINE_SUMMIT);
      await setSetting(t.db, 'EVENT', 'MATOMO_SITE_ID', null, ALPINE_SUMMIT);
    }
  });

  it('takes custom CSS, maps, analytics, captcha and embedding from the settings of the event, its organizer or the system', async () => {
    expect((await getEvent(RIVIERA_FILM_FESTIVAL)).json().customCss).toContain('--bs-primary: #7a1f3d');
    try {
      await setSetting(t.db, 'SYSTEM', 'MAPS_PROVIDER', 'GOOGLE');
      await setSetting(t.db, 'SYSTEM', 'MAPS_CLIENT_API_KEY', 'maps-key');
      await setSetting(t.db, 'SYSTEM', 'GOOGLE_ANALYTICS_KEY', 'G-TEST');
      await setSetting(t.db, 'EVENT', 'ENABLE_CAPTCHA_FOR_TICKET_SELECTION', 'true', ALPINE_SUMMIT);
      await setSetting(t.db, 'SYSTEM', 'RECAPTCHA_API_KEY', 'site-key');
      await setSetting(t.db, 'SYSTEM', 'EMBED_POST_MESSAGE_ORIGIN', 'https://organizer.example');
      await setSetting(t.db, 'EVENT', 'DISPLAY_DISCOUNT_CODE_BOX', 'false', ALPINE_SUMMIT);
      const { sessionId } = await browserSession(t.app);
      const event = (await getEvent(ALPINE_SUMMIT, { 'x-auth-token': sessionId })).json();
      expect(event.mapUrl).toBe(
        'https://maps.googleapis.com/maps/api/staticmap?center=47.3585%2C8.5362&key=maps-key&zoom=16&size=400x400&markers=color%3Ablue%7Clabel%3AE%7C47.3585%2C8.5362',
      );
      expect(event.analyticsConfiguration).toEqual({
        googleAnalyticsKey: 'G-TEST',
        googleAnalyticsScrambledInfo: true,
        clientId: createHash('sha256').update(sessionId).digest('hex'),
        matomoUrl: null,
        matomoSiteId: null,
      });
      expect(event.captchaConfiguration).toEqual({
        captchaForTicketSelection: true,
        captchaForOfflinePaymentAndFree: false,
        recaptchaApiKey: 'site-key',
      });
      expect(event.embeddingConfiguration).toEqual({ enabled: true, notificationOrigin: 'https://organizer.example' });
      expect(event.promotionsConfiguration.hasAccessPromotions).toBe(false);
      // The captcha is the event's choice; another event keeps it off.
      expect((await getEvent(ALPINE_DEVOPS_DAY)).json().captchaConfiguration.captchaForTicketSelection).toBe(false);
      // A free order asked to solve a captcha needs the key even without the ticket-selection one.
      await setSetting(t.db, 'EVENT', 'ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS', 'true', ALPINE_DEVOPS_DAY);
      expect((await getEvent(ALPINE_DEVOPS_DAY)).json().captchaConfiguration).toEqual({
        captchaForTicketSelection: false,
        captchaForOfflinePaymentAndFree: true,
        recaptchaApiKey: 'site-key',
      });

      await setSetting(t.db, 'SYSTEM', 'MAPS_PROVIDER', 'HERE');
      await setSetting(t.db, 'SYSTEM', 'MAPS_HERE_API_KEY', 'here-key');
      expect((await getEvent(ALPINE_SUMMIT)).json().mapUrl).toMatch(
        /^https:\/\/image\.maps\.ls\.hereapi\.com\/mia\/1\.6\/mapview\?c=47\.3585%2C8\.5362&.*apikey=here-key$/,
      );
    } finally {
      for (const key of [
        'MAPS_PROVIDER',
        'MAPS_CLIENT_API_KEY',
        'MAPS_HERE_API_KEY',
        'GOOGLE_ANALYTICS_KEY',
        'RECAPTCHA_API_KEY',
        'EMBED_POST_MESSAGE_ORIGIN',
      ]) {
        await setSetting(t.db, 'SYSTEM', key, null);
      }
      await setSetting(t.db, 'EVENT', 'ENABLE_CAPTCHA_FOR_TICKET_SELECTION', null, ALPINE_SUMMIT);
      await setSetting(t.db, 'EVENT', 'ENABLE_CAPTCHA_FOR_OFFLINE_PAYMENTS', null, ALPINE_DEVOPS_DAY);
      await setSetting(t.db, 'EVENT', 'DISPLAY_DISCOUNT_CODE_BOX', null, ALPINE_SUMMIT);
    }
  });
});

describe('the event page carries preload-event', () => {
  it('holds the same event the API answers, in a language the event offers', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/event/alpine-summit',
      headers: { 'accept-language': 'it-CH, en;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="it"/);
    expect(preloaded(page, 'preload-event', ALPINE_SUMMIT)).toEqual((await getEvent(ALPINE_SUMMIT)).json());
    expect(page.body).not.toContain('name="robots"');
    expect((preloaded(page, 'preload-bundle', 'it') as Record<string, string>)['show-event.tickets']).toBeDefined();
  });

  it('also on the reservation pages of the event, and never for a disabled event', async () => {
    const booking = await t.app.inject({
      method: 'GET',
      url: '/event/open-hack-day/reservation/0b5c1b2e-1111-4d5e-9999-123456789abc/book',
    });
    expect(preloaded(booking, 'preload-event', OPEN_HACK_DAY)).toMatchObject({ shortName: OPEN_HACK_DAY });
    const disabled = await t.app.inject({ method: 'GET', url: '/event/riviera-regatta' });
    expect(disabled.body).not.toContain('id="preload-event"');
  });

  it('asks search engines not to index an event that has ended', async () => {
    await t.db.query(
      "UPDATE event SET start_at = now() - interval '3 days', end_at = now() - interval '2 days' WHERE short_name = 'alpine-ai-retreat'",
    );
    const page = await t.app.inject({ method: 'GET', url: '/event/alpine-ai-retreat' });
    expect(page.body).toContain('<meta name="robots" content="noindex">');
  });
});

describe('GET …/calendar/{locale}', () => {
  it('is an iCalendar file: UTC times, escaped text, lines folded at 75 octets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/public/event/alpine-summit/calendar/en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe('inline; filename="calendar.ics"');
    const ics = response.body;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    const event = (await getEvent(ALPINE_SUMMIT)).json();
    const utc = (ms: number) =>
      new Date(ms)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/[-:]/g, '');
    expect(unfolded).toContain(`DTSTART:${utc(event.datesWithOffset.startDateTime)}\r\n`);
    expect(unfolded).toContain(`DTEND:${utc(event.datesWithOffset.endDateTime)}\r\n`);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain('UID:alpine-summit@localhost\r\n');
    expect(unfolded).toContain('SUMMARY:Alpine Tech Summit\r\n');
    expect(unfolded).toContain('LOCATION:Seeforum\\, Seestrasse 200\\, 8002 Zürich\r\n');
    expect(unfolded).toContain('URL:http://localhost:8080/event/alpine-summit\r\n');
    expect(unfolded).toContain('ORGANIZER;CN="Alpine Tech Forum":mailto:info@alpine-tech.example\r\n');
    const description = /\r\nDESCRIPTION:(.*)\r\n/.exec(unfolded)?.[1] ?? '';
    expect(description).toContain(
      'Two days by the lake for people who build and run software\\, in the Alps and beyond.\\n\\nWhat to expect\\n\\n- Talks',
    );
    expect(description).not.toMatch(/<|\*\*/);
  });

  it('describes the event in the requested language, and uses the dates of a ticket category valid on other days', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/api/v2/public/event/alpine-summit/calendar/fr' });
    expect(french.body.replace(/\r\n /g, '')).toContain('DESCRIPTION:Deux jours au bord du lac');

    const [ticket] = await t.db.query<{ uuid: string; categoryId: number }>(
      `SELECT t.uuid, t.category_id AS "categoryId" FROM ticket t JOIN event e ON e.id = t.event_id
       WHERE e.short_name = 'alpine-summit' AND t.status = 'ACQUIRED' LIMIT 1`,
    );
    await t.db.query(
      "UPDATE ticket_category SET ticket_validity_start = '2031-05-01T08:00:00Z', ticket_validity_end = '2031-05-01T12:00:00Z' WHERE id = $1",
      [ticket!.categoryId],
    );
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v2/public/event/alpine-summit/calendar/en?ticketId=${ticket!.uuid}`,
    });
    expect(own.body).toContain('DTSTART:20310501T080000Z\r\nDTEND:20310501T120000Z');
    const unknownTicket = await t.app.inject({
      method: 'GET',
      url: '/api/v2/public/event/alpine-summit/calendar/en?ticketId=not-a-uuid',
    });
    expect(unknownTicket.statusCode).toBe(200);
  });

  it('sends ?type=google to Google Calendar with the event filled in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/public/event/riviera-jazz-night/calendar/it?type=google',
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://www.google.com/calendar/event');
    expect(location.searchParams.get('action')).toBe('TEMPLATE');
    expect(location.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    expect(location.searchParams.get('ctz')).toBe('Europe/Rome');
    expect(location.searchParams.get('text')).toBe('Riviera Jazz Night');
    expect(location.searchParams.get('location')).toBe('Molo Vecchio 7, 16128 Genova');
    expect(location.searchParams.get('details')).toContain('Una serata di jazz sul porto antico');
  });

  it('is a 404 for an unknown or disabled event', async () => {
    for (const url of [
      '/api/v2/public/event/no-such-event/calendar/en',
      '/api/v2/public/event/riviera-regatta/calendar/en?type=google',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
