import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers.ts';
import { startOrganizerEventsWorld, type OrganizerEventsWorld } from './organizer-events-world.ts';
import { adminApi, auditEntries, type CreatedOrganization } from '../organizer/organizer-client.ts';

const EVENTS = '/api/v1/admin/event';

let world: OrganizerEventsWorld;
let imageOrigin: string;
let t: TestApp;
let alpha: CreatedOrganization;
let beta: CreatedOrganization;
let alphaOperatorKey: string;

beforeAll(async () => {
  world = await startOrganizerEventsWorld();
  ({ t, imageOrigin, alpha, beta, alphaOperatorKey } = world);
});

afterAll(() => world.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function creation(slug: string) {
  return {
    title: `Concert ${slug}`,
    slug,
    description: [{ lang: 'en', body: 'An evening of music' }],
    location: { fullAddress: 'Lakeside 1, Lucerne' },
    timezone: 'Europe/Zurich',
    startDate: `${day(20)}T19:00:00`,
    endDate: `${day(20)}T22:00:00`,
    websiteUrl: 'https://alpha.example.org',
    termsAndConditionsUrl: 'https://alpha.example.org/terms',
    imageUrl: `${imageOrigin}/poster.png`,
    tickets: {
      max: 50,
      currency: 'CHF',
      taxPercentage: 8.1,
      paymentMethods: ['OFFLINE'],
      categories: [
        {
          name: 'Seat',
          description: [{ lang: 'en', body: 'A seat' }],
          price: 40,
          startSellingDate: `${day(0)}T00:00:00`,
          endSellingDate: `${day(20)}T18:00:00`,
        },
      ],
    },
  };
}

describe("alf.io's admin API v1 for events", () => {
  it('creates an event for the key’s organization, answers its slug as alf.io does, and writes the audit log', async () => {
    const created = await adminApi(t, alpha.key)('POST', `${EVENTS}/create`, creation('alpha-night'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.body).toBe('alpha-night');
    const entry = (await auditEntries(t.db, alpha.id)).find((row) => row.action === 'EVENT_CREATE');
    expect(entry).toMatchObject({
      actor: expect.stringMatching(/^api-key:\d+$/),
      entityType: 'EVENT',
      before: null,
      after: { shortName: 'alpha-night', displayName: 'Concert alpha-night', capacity: 50 },
    });
    expect(JSON.stringify(entry)).not.toContain(alpha.key);
  });

  it('answers 401 without a valid key', async () => {
    for (const key of [null, 'not-a-key']) {
      const api = adminApi(t, key, '192.0.2.50');
      expect((await api('POST', `${EVENTS}/create`, creation('nobody'))).statusCode).toBe(401);
      expect((await api('GET', `${EVENTS}/list`)).statusCode).toBe(401);
    }
  });

  it('answers 403 to a key whose role may not change events, and lets it change nothing', async () => {
    const operator = adminApi(t, alphaOperatorKey);
    expect((await operator('POST', `${EVENTS}/create`, creation('operator-night'))).statusCode).toBe(403);
    expect((await operator('GET', `${EVENTS}/list`)).statusCode).toBe(403);
    expect((await adminApi(t, alpha.key)('GET', `${EVENTS}/operator-night/stats`)).statusCode).toBe(404);
  });

  it('answers 404 for another organization’s event, as for one that does not exist, and changes nothing', async () => {
    await adminApi(t, alpha.key)('POST', `${EVENTS}/create`, creation('alpha-private'));
    const intruder = adminApi(t, beta.key);
    for (const [method, path, body] of [
      ['GET', `${EVENTS}/alpha-private/stats`],
      ['GET', `${EVENTS}/alpha-private/download-attendees`],
      ['POST', `${EVENTS}/update/alpha-private`, { title: 'Taken over' }],
      ['PUT', `${EVENTS}/alpha-private/status`, { active: true }],
      ['DELETE', `${EVENTS}/alpha-private`],
    ] as const) {
      const answer = await intruder(method, path, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
      expect(answer.body).toBe('');
    }
    expect((await intruder('GET', `${EVENTS}/list`)).json<{ shortName: string }[]>()).toEqual([]);
    const stats = await adminApi(t, alpha.key)('GET', `${EVENTS}/alpha-private/stats`);
    expect(stats.json()).toMatchObject({ displayName: 'Concert alpha-private', status: 'DRAFT' });
  });

  it("answers a malformed body with a 400, and a creation missing what alf.io requires with alf.io's error list", async () => {
    const api = adminApi(t, alpha.key);
    const wrongTypes = await api('POST', `${EVENTS}/create`, { ...creation('broken'), tickets: { max: 'fifty' } });
    expect(wrongTypes.statusCode).toBe(400);
    const notJson = await api('POST', `${EVENTS}/create`, undefined, '{"title": ');
    expect(notJson.statusCode).toBe(400);
    const { title: _title, ...untitled } = creation('untitled');
    const refused = await api('POST', `${EVENTS}/create`, untitled);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([{ fieldName: 'title', code: 'invalid.title', description: 'Invalid title' }]);
  });

  it('puts a created event on sale: it appears in the shop’s catalogue; once gone, it no longer does', async () => {
    const api = adminApi(t, alpha.key);
    await api('POST', `${EVENTS}/create`, creation('alpha-open-air'));
    const catalogue = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v2/public/events' })).json<{ shortName: string }[]>();
    expect((await catalogue()).map((event) => event.shortName)).not.toContain('alpha-open-air');
    const published = await api('PUT', `${EVENTS}/alpha-open-air/status`, { active: true });
    expect(published.statusCode).toBe(200);
    expect((await catalogue()).map((event) => event.shortName)).toContain('alpha-open-air');

    const deleted = await api('DELETE', `${EVENTS}/alpha-open-air`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toBe('Ok');
    expect((await catalogue()).map((event) => event.shortName)).not.toContain('alpha-open-air');
    const entry = (await auditEntries(t.db, alpha.id)).find((row) => row.action === 'EVENT_DELETE');
    expect(entry).toMatchObject({ before: { shortName: 'alpha-open-air', status: 'PUBLIC' }, after: null });
  });

  it('lists the organization’s events with their statistics, and updates one with alf.io’s partial body', async () => {
    const api = adminApi(t, alpha.key);
    await api('POST', `${EVENTS}/create`, creation('alpha-matinee'));
    const updated = await api('POST', `${EVENTS}/update/alpha-matinee`, {
      title: 'Matinée',
      startDate: `${day(20)}T15:00:00`,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const list = await api('GET', `${EVENTS}/list`);
    const matinee = list.json<{ shortName: string; displayName: string; begin: string; availableSeats: number }[]>();
    expect(matinee.find((event) => event.shortName === 'alpha-matinee')).toMatchObject({
      displayName: 'Matinée',
      begin: expect.stringMatching(new RegExp(`^${day(20)}T15:00:00`)),
      availableSeats: 50,
    });
    const entry = (await auditEntries(t.db, alpha.id)).find((row) => row.action === 'EVENT_UPDATE');
    expect(entry).toMatchObject({
      before: { displayName: 'Concert alpha-matinee' },
      after: { displayName: 'Matinée' },
    });
  });

  it("runs alf.io's own API script: create, update title and start, read them in the statistics, delete", async () => {
    const api = adminApi(t, alpha.key);
    const eventDate = day(10);
    const created = await api('POST', `${EVENTS}/create`, {
      title: 'Titolo',
      slug: 'titolo',
      description: [{ lang: 'de', body: 'text description' }],
      location: { fullAddress: 'Pollegio 6742 Switzerland', coordinate: { latitude: '45.55', longitude: '9.00' } },
      timezone: 'Europe/Zurich',
      startDate: `${eventDate}T08:00:00`,
      endDate: `${eventDate}T09:00:00`,
      websiteUrl: 'http://www.amicidelticino.ch/aktivitaten/exklusivbesuch-des-kommandoturms-der-sbb',
      termsAndConditionsUrl: 'http://www.amicidelticino.ch/agb',
      imageUrl: `${imageOrigin}/amicidelticino-logo.png`,
      tickets: {
        freeOfCharge: false,
        max: 10,
        currency: 'CHF',
        taxPercentage: 7.7,
        taxIncludedInPrice: true,
        paymentMethods: ['ON_SITE'],
        categories: [
          {
            name: 'Standard',
            description: [{ lang: 'de', body: 'text description' }],
            maxTickets: null,
            accessRestricted: false,
            price: 10.0,
            startSellingDate: `${day(0)}T00:00:01`,
            endSellingDate: `${eventDate}T07:00:00`,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const updated = await api('POST', `${EVENTS}/update/titolo`, {
      title: 'Titolo2',
      startDate: `${eventDate}T08:01:00`,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const stats = await api('GET', `${EVENTS}/titolo/stats`);
    // The script's own check: the answer holds the new title and the new start.
    expect(stats.body).toContain('Titolo2');
    expect(stats.body).toContain(`${eventDate}T08:01:00`);
    expect((await api('DELETE', `${EVENTS}/titolo`)).statusCode).toBe(200);
    expect((await api('GET', `${EVENTS}/titolo/stats`)).statusCode).toBe(404);
  });
});
