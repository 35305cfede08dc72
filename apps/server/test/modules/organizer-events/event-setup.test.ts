import type { OrganizerEventSetup } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers.ts';
import { startOrganizerEventsWorld, type OrganizerEventsWorld } from './organizer-events-world.ts';
import { adminApi, type CreatedOrganization } from '../organizer/organizer-client.ts';

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

const tShirt = {
  type: 'SUPPLEMENT',
  supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET',
  fixPrice: true,
  price: 25,
  maxQtyPerOrder: 2,
  inception: { date: day(0), time: '00:00' },
  expiration: { date: day(20), time: '18:00' },
  title: [
    { locale: 'en', value: 'T-shirt' },
    { locale: 'de', value: 'T-Shirt' },
  ],
  description: [{ locale: 'en', value: 'The tour shirt' }],
};

function creation(slug: string) {
  return {
    title: `Concert ${slug}`,
    slug,
    description: [
      { lang: 'en', body: 'An evening of music' },
      { lang: 'de', body: 'Ein Musikabend' },
    ],
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
        { name: 'Seat', price: 40, startSellingDate: `${day(0)}T00:00:00`, endSellingDate: `${day(20)}T18:00:00` },
      ],
      promoCodes: [
        {
          name: 'early',
          validFrom: `${day(0)}T00:00:00`,
          validTo: `${day(5)}T00:00:00`,
          discountType: 'PERCENTAGE',
          discount: 10,
        },
      ],
    },
    additionalInfo: [
      {
        name: 'diet',
        type: 'LIST_BOX',
        required: true,
        label: [
          { lang: 'en', body: 'Diet' },
          { lang: 'de', body: 'Ernährung' },
        ],
        restrictedValues: [{ value: 'vegan' }, { value: 'omnivore' }],
      },
    ],
    additionalServices: [tShirt, { type: 'DONATION', ...window(), title: [{ locale: 'en', value: 'Support us' }] }],
  };
}

function window() {
  return { inception: { date: day(0), time: '00:00' }, expiration: { date: day(20), time: '18:00' } };
}

describe('the setup of an event: its fields, services, codes and which settings it has', () => {
  it('creates an event with additional services, a donation and an extra field, and the shop offers them', async () => {
    const api = adminApi(t, alpha.key);
    const created = await api('POST', `${EVENTS}/create`, creation('alpha-extras'));
    expect(created.statusCode, created.body).toBe(200);
    await api('PUT', `${EVENTS}/alpha-extras/status`, { active: true });

    const page = await t.app.inject({ method: 'GET', url: '/api/v2/public/event/alpha-extras/ticket-categories' });
    const services = page.json<{ additionalServices: { type: string; title: Record<string, string> }[] }>();
    expect(services.additionalServices.map((service) => [service.type, service.title.en])).toEqual([
      ['SUPPLEMENT', 'T-shirt'],
      ['DONATION', 'Support us'],
    ]);

    const setup = (await api('GET', `${EVENTS}/alpha-extras/setup`)).json<OrganizerEventSetup>();
    expect(setup.additionalInfo).toEqual([
      expect.objectContaining({
        name: 'diet',
        type: 'LIST_BOX',
        required: true,
        label: expect.arrayContaining([
          { lang: 'en', body: 'Diet' },
          { lang: 'de', body: 'Ernährung' },
        ]),
        restrictedValues: [
          expect.objectContaining({ value: 'vegan', enabled: true }),
          expect.objectContaining({ value: 'omnivore', enabled: true }),
        ],
      }),
    ]);
    expect(setup.additionalServices[0]).toMatchObject({
      type: 'SUPPLEMENT',
      price: 25,
      maxQtyPerOrder: 2,
      expiration: { date: day(20), time: '18:00' },
    });
    expect(setup.additionalServices[1]).toMatchObject({ type: 'DONATION', fixPrice: false, minPrice: 0 });
    expect(setup.promoCodes).toEqual([
      {
        name: 'EARLY',
        validFrom: `${day(0)}T00:00:00`,
        validTo: `${day(5)}T00:00:00`,
        discountType: 'PERCENTAGE',
        discount: 10,
      },
    ]);
  });

  it('on update changes a service named by id, adds the others, and adds or changes promo codes', async () => {
    const api = adminApi(t, alpha.key);
    await api('POST', `${EVENTS}/create`, creation('alpha-update'));
    const before = (await api('GET', `${EVENTS}/alpha-update/setup`)).json<OrganizerEventSetup>();
    const shirt = before.additionalServices[0]!;
    const updated = await api('POST', `${EVENTS}/update/alpha-update`, {
      additionalServices: [
        { ...tShirt, id: shirt.id, price: 30 },
        { ...tShirt, title: [{ locale: 'en', value: 'Poster' }], price: 10 },
      ],
      tickets: {
        promoCodes: [
          {
            name: 'EARLY',
            validFrom: `${day(0)}T00:00:00`,
            validTo: `${day(5)}T00:00:00`,
            discountType: 'PERCENTAGE',
            discount: 15,
          },
          {
            name: 'friends',
            validFrom: `${day(0)}T00:00:00`,
            validTo: `${day(9)}T00:00:00`,
            discountType: 'FIXED_AMOUNT',
            discount: 500,
          },
        ],
      },
      additionalInfo: [{ name: 'company', type: 'GENERIC_TEXT', label: [{ lang: 'en', body: 'Company' }] }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (await api('GET', `${EVENTS}/alpha-update/setup`)).json<OrganizerEventSetup>();
    expect(
      after.additionalServices.map((service) => [
        service.id === shirt.id,
        service.title?.find((text) => text.locale === 'en')?.value,
        service.price,
      ]),
    ).toEqual([
      [true, 'T-shirt', 30],
      [false, 'Support us', null],
      [false, 'Poster', 10],
    ]);
    expect(after.promoCodes.map((code) => [code.name, code.discountType, code.discount])).toEqual([
      ['EARLY', 'PERCENTAGE', 15],
      ['FRIENDS', 'FIXED_AMOUNT', 500],
    ]);
    expect(after.additionalInfo.map((field) => field.name)).toEqual(['diet', 'company']);
  });

  it("refuses a service without a title or sales window, and a percentage policy, in alf.io's error list", async () => {
    const api = adminApi(t, alpha.key);
    const refused = await api('POST', `${EVENTS}/create`, {
      ...creation('alpha-refused'),
      additionalServices: [
        { type: 'SUPPLEMENT', price: 5, title: [] },
        { ...tShirt, supplementPolicy: 'MANDATORY_PERCENTAGE_FOR_TICKET' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fieldName: string }[]>().map((error) => error.fieldName)).toEqual([
      'additionalServices[0].title',
      'additionalServices[0].expiration',
      'additionalServices[1].supplementPolicy',
    ]);
    const malformed = await api('POST', `${EVENTS}/create`, {
      ...creation('alpha-malformed'),
      additionalServices: [{ ...tShirt, inception: { date: 'tomorrow', time: '10:00' } }],
    });
    expect(malformed.statusCode).toBe(400);
    expect((await api('GET', `${EVENTS}/alpha-malformed/stats`)).statusCode).toBe(404);
  });

  it('names the settings set for the event and its organization, never their values', async () => {
    const api = adminApi(t, alpha.key);
    await api('POST', `${EVENTS}/create`, creation('alpha-settings'));
    const configuration = '/api/v1/admin/configuration/organization';
    await api('PUT', `${configuration}/${alpha.id}`, { BANK_ACCOUNT_OWNER: 'Alpha Concerts AG' });
    const saved = await api('PUT', `${configuration}/${alpha.id}/event/alpha-settings`, {
      STRIPE_SECRET_KEY: 'sk_test_secret-value',
      BANK_ACCOUNT_NR: 'CH93 0076 2011 6238 5295 7',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = await api('GET', `${EVENTS}/alpha-settings/setup`);
    expect(answer.json<OrganizerEventSetup>().settingsSet).toEqual({
      event: ['BANK_ACCOUNT_NR', 'STRIPE_SECRET_KEY'],
      organization: ['BANK_ACCOUNT_OWNER'],
    });
    expect(answer.body).not.toContain('sk_test_secret-value');
    expect(answer.body).not.toContain('CH93');

    await api('PUT', `${configuration}/${alpha.id}/event/alpha-settings`, { STRIPE_SECRET_KEY: '' });
    const cleared = (await api('GET', `${EVENTS}/alpha-settings/setup`)).json<OrganizerEventSetup>();
    expect(cleared.settingsSet.event).toEqual(['BANK_ACCOUNT_NR']);
  });

  it('answers 403 to a role that may not edit events and 404 for another organization’s event', async () => {
    await adminApi(t, alpha.key)('POST', `${EVENTS}/create`, creation('alpha-guarded'));
    expect((await adminApi(t, alphaOperatorKey)('GET', `${EVENTS}/alpha-guarded/setup`)).statusCode).toBe(403);
    const intruder = await adminApi(t, beta.key)('GET', `${EVENTS}/alpha-guarded/setup`);
    expect(intruder.statusCode).toBe(404);
    expect(intruder.body).toBe('');
  });
});
