import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OrganizerErrors, OrganizerEvent, type EventCreationRequest } from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOrganizerEvent,
  deleteOrganizerEvent,
  listOrganizerEventsWithStatistics,
  organizerEventAttendees,
  organizerEventStatistics,
  publishOrganizerEvent,
  updateOrganizerEvent,
  type OrganizerEventOptions,
  type OrganizerScope,
} from '../../../src/modules/organizer-events/organizer-events-service.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let images: Server;
let imageOrigin: string;
let t: TestApp;
let organizer: OrganizerScope;
let otherOrganizer: OrganizerScope;
const local: OrganizerEventOptions = { imageFetch: { allowLoopback: true } };

beforeAll(async () => {
  images = createServer((request, response) => {
    if (request.url === '/logo.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (request.url === '/huge.png')
      return response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(300_000)]));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => images.close(resolve));
});

beforeEach(async () => {
  await t?.close();
  t = await testApp();
  // The organization of a demo event with sales, and another one without it.
  const [owner] = await t.db.query<{ id: number }>('SELECT organization_id AS id FROM event WHERE short_name = $1', [
    ALPINE_SUMMIT,
  ]);
  const [other] = await t.db.query<{ id: number }>('SELECT id FROM organization WHERE id <> $1 ORDER BY id LIMIT 1', [
    owner!.id,
  ]);
  organizer = { organizationId: other!.id, actor: { kind: 'command-line' } };
  otherOrganizer = { organizationId: owner!.id, actor: { kind: 'command-line' } };
});

afterAll(async () => {
  await t?.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const TODAY = day(0);
const EVENT_DATE = day(10);

/** The body alf.io's own API script sends to create an event, with its dates relative to today. */
function alfioCreateEvent(): EventCreationRequest {
  return {
    title: 'Titolo',
    slug: 'titolo',
    description: [{ lang: 'de', body: 'text description' }],
    location: { fullAddress: 'Pollegio 6742 Switzerland', coordinate: { latitude: '45.55', longitude: '9.00' } },
    timezone: 'Europe/Zurich',
    startDate: `${EVENT_DATE}T08:00:00`,
    endDate: `${EVENT_DATE}T09:00:00`,
    websiteUrl: 'http://www.amicidelticino.ch/aktivitaten/exklusivbesuch-des-kommandoturms-der-sbb',
    termsAndConditionsUrl: 'http://www.amicidelticino.ch/agb',
    imageUrl: `${imageOrigin}/logo.png`,
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
          startSellingDate: `${TODAY}T00:00:01`,
          endSellingDate: `${EVENT_DATE}T07:00:00`,
        },
      ],
    },
  };
}

function errorsOf(outcome: { ok: boolean; errors?: unknown }) {
  expect(outcome.ok).toBe(false);
  return OrganizerErrors.parse(outcome.errors);
}

describe("creating an event from alf.io's EventCreationRequest", () => {
  it("takes the body alf.io's API script sends and answers the slug; the event is a draft with its category, seats and image", async () => {
    const created = await createOrganizerEvent(t.db, organizer, alfioCreateEvent(), local);
    expect(created).toEqual({ ok: true, value: 'titolo' });

    const stats = await organizerEventStatistics(t.db, organizer, 'titolo');
    if (!stats.ok) throw new Error('no statistics');
    const event = OrganizerEvent.parse(stats.value);
    expect(event).toMatchObject({
      displayName: 'Titolo',
      status: 'DRAFT',
      timeZone: 'Europe/Zurich',
      currency: 'CHF',
      vatPercentage: 7.7,
      vatIncluded: true,
      allowedPaymentProxies: ['ON_SITE'],
      availableSeats: 10,
      notSoldTickets: 10,
      soldTickets: 0,
      location: 'Pollegio 6742 Switzerland',
      description: { de: 'text description' },
    });
    expect(event.begin).toMatch(new RegExp(`^${EVENT_DATE}T08:00:00\\+0[12]:00$`));
    expect(event.ticketCategories).toMatchObject([{ name: 'Standard', price: 10, bounded: false, ordinal: 1 }]);
    const image = await t.app.inject({ method: 'GET', url: `/file/${event.fileBlobId}` });
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps promo codes, access restriction, bounded categories and additional fields', async () => {
    const request = alfioCreateEvent();
    request.tickets!.categories!.push({
      name: 'Members',
      description: [{ lang: 'de', body: 'Nur für Mitglieder' }],
      maxTickets: 4,
      accessRestricted: true,
      accessCode: 'MEMBERS',
      price: '25.50',
      startSellingDate: `${TODAY}T00:00:01`,
      endSellingDate: `${EVENT_DATE}T07:00:00`,
    });
    request.tickets!.promoCodes = [
      {
        name: 'early',
        validFrom: `${TODAY}T00:00:00`,
        validTo: `${EVENT_DATE}T00:00:00`,
        discountType: 'PERCENTAGE',
        discount: 10,
      },
    ];
    request.additionalInfo = [
      {
        name: 'diet',
        type: 'LIST_BOX',
        required: true,
        label: [{ lang: 'de', body: 'Ernährung' }],
        restrictedValues: [
          { value: 'vegan', enabled: true, descriptions: [{ lang: 'de', body: 'Vegan' }] },
          { value: 'meat', enabled: false, descriptions: [{ lang: 'de', body: 'Fleisch' }] },
        ],
      },
    ];
    expect(await createOrganizerEvent(t.db, organizer, request, local)).toMatchObject({ ok: true });
    const stats = await organizerEventStatistics(t.db, organizer, 'titolo');
    expect(stats.ok && stats.value.ticketCategories).toMatchObject([
      { name: 'Standard', bounded: false },
      { name: 'Members', bounded: true, maxTickets: 4, price: 25.5, accessRestricted: true, notSoldTickets: 4 },
    ]);
    expect(stats.ok && stats.value.notSoldTickets).toBe(10);
    const [code] = await t.db.query(
      `SELECT p.code, p.discount_type AS "discountType", p.discount_amount AS amount FROM promo_code p
       JOIN event e ON e.id = p.event_id WHERE e.short_name = 'titolo'`,
    );
    expect(code).toEqual({ code: 'EARLY', discountType: 'PERCENTAGE', amount: 10 });
    const [field] = await t.db.query(
      `SELECT f.type, f.required, f.restricted_values AS "values", f.disabled_values AS disabled, f.description FROM additional_field f
       JOIN event e ON e.id = f.event_id WHERE e.short_name = 'titolo'`,
    );
    expect(field).toEqual({
      type: 'select',
      required: true,
      values: ['vegan', 'meat'],
      disabled: ['meat'],
      description: { de: { label: 'Ernährung', restrictedValuesDescription: { vegan: 'Vegan', meat: 'Fleisch' } } },
    });
  });

  it("answers alf.io's error codes, all at once, for what a creation lacks, and creates nothing", async () => {
    const request = alfioCreateEvent();
    delete request.title;
    request.websiteUrl = ' ';
    delete request.termsAndConditionsUrl;
    delete request.imageUrl;
    request.timezone = 'Mars/Olympus';
    const errors = errorsOf(await createOrganizerEvent(t.db, organizer, request, local));
    expect(errors.map((error) => error.code)).toEqual([
      'invalid.title',
      'invalid.websiteUrl',
      'invalid.tc',
      'invalid.imageUrl',
      'invalid.timezone',
    ]);
    expect((await organizerEventStatistics(t.db, organizer, 'titolo')).ok).toBe(false);
  });

  it('refuses a sales window ending after the event, a taken slug and a paid event without payment method', async () => {
    const late = alfioCreateEvent();
    late.tickets!.categories![0]!.endSellingDate = `${EVENT_DATE}T10:00:00`;
    expect(errorsOf(await createOrganizerEvent(t.db, organizer, late, local)).map((e) => e.code)).toEqual([
      'invalid.categories',
    ]);
    const taken = { ...alfioCreateEvent(), slug: ALPINE_SUMMIT };
    expect(errorsOf(await createOrganizerEvent(t.db, organizer, taken, local)).map((e) => e.code)).toEqual([
      'invalid.slug',
    ]);
    const unpaid = alfioCreateEvent();
    unpaid.tickets!.paymentMethods = [];
    expect(errorsOf(await createOrganizerEvent(t.db, organizer, unpaid, local))[0]?.fieldName).toBe(
      'tickets.paymentMethods',
    );
  });

  it('answers a malformed body with the fields at fault, never an exception', async () => {
    for (const body of [
      'not an object',
      [],
      { ...alfioCreateEvent(), startDate: 'tomorrow at eight' },
      { ...alfioCreateEvent(), tickets: { max: 'ten' } },
      { ...alfioCreateEvent(), tickets: { categories: [{ price: 'free' }] } },
      { ...alfioCreateEvent(), additionalInfo: [{ name: 'x', type: 'HOLOGRAM' }] },
    ]) {
      const errors = errorsOf(await createOrganizerEvent(t.db, organizer, body, local));
      expect(errors.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const [first] = errorsOf(
      await createOrganizerEvent(t.db, organizer, { ...alfioCreateEvent(), startDate: 'tomorrow' }, local),
    );
    expect(first?.fieldName).toBe('startDate');
  });

  it('refuses an image that is too big or that this machine serves without the test allowance', async () => {
    const huge = { ...alfioCreateEvent(), imageUrl: `${imageOrigin}/huge.png` };
    expect(errorsOf(await createOrganizerEvent(t.db, organizer, huge, local))).toEqual([
      { fieldName: 'imageUrl', code: 'invalid.image', description: 'Image is either missing or too big (max 200kb)' },
    ]);
    expect(errorsOf(await createOrganizerEvent(t.db, organizer, alfioCreateEvent()))[0]?.code).toBe('invalid.image');
    expect((await organizerEventStatistics(t.db, organizer, 'titolo')).ok).toBe(false);
  });

  it('makes a slug from the title when the request names none', async () => {
    const first = await createOrganizerEvent(
      t.db,
      organizer,
      { ...alfioCreateEvent(), slug: null, title: 'Été à Zürich' },
      local,
    );
    const second = await createOrganizerEvent(
      t.db,
      organizer,
      { ...alfioCreateEvent(), slug: null, title: 'Été à Zürich' },
      local,
    );
    expect([first, second]).toEqual([
      { ok: true, value: 'ete-a-zurich' },
      { ok: true, value: 'ete-a-zurich-2' },
    ]);
  });
});

describe('an event created through the API', () => {
  it('appears in the catalogue once published, and its page sells its category', async () => {
    await createOrganizerEvent(t.db, organizer, alfioCreateEvent(), local);
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v2/public/events' })).json<{ shortName: string }[]>();
    expect((await listed()).map((event) => event.shortName)).not.toContain('titolo');
    expect(await publishOrganizerEvent(t.db, organizer, 'titolo', true)).toEqual({ ok: true, value: 'Ok' });
    expect((await listed()).map((event) => event.shortName)).toContain('titolo');
    const page = await t.app.inject({ method: 'GET', url: '/api/v2/public/event/titolo/ticket-categories' });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain('Standard');
  });

  it('changes as alf.io updates it: a title and a start, fewer seats, one category more', async () => {
    await createOrganizerEvent(t.db, organizer, alfioCreateEvent(), local);
    const update = {
      title: 'Titolo2',
      startDate: `${EVENT_DATE}T08:01:00`,
      tickets: {
        max: 9,
        categories: [
          {
            name: 'Late',
            description: [{ lang: 'de', body: 'spät' }],
            maxTickets: 2,
            price: 12,
            startSellingDate: `${TODAY}T00:00:01`,
            endSellingDate: `${EVENT_DATE}T07:00:00`,
          },
        ],
      },
    };
    expect(await updateOrganizerEvent(t.db, organizer, 'titolo', update, local)).toEqual({ ok: true, value: 'titolo' });
    const stats = await organizerEventStatistics(t.db, organizer, 'titolo');
    if (!stats.ok) throw new Error('no statistics');
    expect(stats.value.displayName).toBe('Titolo2');
    expect(stats.value.begin.startsWith(`${EVENT_DATE}T08:01:00`)).toBe(true);
    expect(stats.value.availableSeats).toBe(9);
    expect(stats.value.notSoldTickets).toBe(9);
    expect(stats.value.ticketCategories.map((category) => [category.name, category.maxTickets])).toEqual([
      ['Standard', 0],
      ['Late', 2],
    ]);
  });

  it('is listed, reported and deleted for its own organization only: for another it does not exist', async () => {
    await createOrganizerEvent(t.db, organizer, alfioCreateEvent(), local);
    expect((await listOrganizerEventsWithStatistics(t.db, organizer)).map((event) => event.shortName)).toContain(
      'titolo',
    );
    expect((await listOrganizerEventsWithStatistics(t.db, otherOrganizer)).map((e) => e.shortName)).not.toContain(
      'titolo',
    );
    expect(await organizerEventStatistics(t.db, otherOrganizer, 'titolo')).toMatchObject({ ok: false, status: 404 });
    expect(await updateOrganizerEvent(t.db, otherOrganizer, 'titolo', { title: 'Mine' })).toMatchObject({
      status: 404,
    });
    expect(await deleteOrganizerEvent(t.db, otherOrganizer, 'titolo')).toMatchObject({ ok: false, status: 404 });
    expect(await deleteOrganizerEvent(t.db, organizer, 'titolo')).toEqual({ ok: true, value: 'Ok' });
    expect(await organizerEventStatistics(t.db, organizer, 'titolo')).toMatchObject({ ok: false, status: 404 });
  });
});

describe('an event with sales', () => {
  it('is not deleted, and reports its sold tickets and their holders', async () => {
    const refused = await deleteOrganizerEvent(t.db, otherOrganizer, ALPINE_SUMMIT);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(errorsOf(refused)[0]?.code).toBe('event.has-orders');
    const stats = await organizerEventStatistics(t.db, otherOrganizer, ALPINE_SUMMIT);
    if (!stats.ok) throw new Error('the event is gone');
    expect(stats.value.soldTickets).toBeGreaterThan(0);
    expect(stats.value.grossIncome).toBeGreaterThan(0);
    const attendees = await organizerEventAttendees(t.db, otherOrganizer, ALPINE_SUMMIT);
    if (!attendees.ok) throw new Error('no attendees');
    const all = attendees.value.flatMap((category) => category.attendees);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((attendee) => attendee.email?.includes('@') && attendee.confirmationTimestamp)).toBe(true);
  });
});
