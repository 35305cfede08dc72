import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { OrganizerEvent } from '@shop/contract';
import {
  emptyAttendeeField,
  emptyEvent,
  emptyService,
  eventFormSchema,
  fromOrganizerEvent,
  toEventRequest,
  toSecretsRequest,
  type EventFormValues,
} from '../src/features/event-editor/event-form.ts';
import { placeServerErrors } from '../src/features/event-editor/server-errors.ts';

const filled = (): EventFormValues => ({
  ...emptyEvent('en', 'Europe/Zurich'),
  title: ' Lakeside Conf ',
  descriptions: [
    { lang: 'en', body: 'By the **lake**.' },
    { lang: 'de', body: 'Am **See**.' },
  ],
  startDate: '2027-05-01T09:00',
  endDate: '2027-05-01T18:00',
  location: 'Quai 1, Zurich',
  websiteUrl: 'https://lakeside.example',
  termsAndConditionsUrl: 'https://lakeside.example/terms',
  imageUrl: 'https://lakeside.example/poster.png',
  currency: 'chf',
  taxPercentage: '8,1',
  paymentMethods: ['STRIPE', 'OFFLINE'],
  categories: [
    {
      id: null,
      name: 'Seat',
      price: '25.50',
      maxTickets: '100',
      startSellingDate: '2027-01-01T00:00',
      endSellingDate: '2027-04-30T23:59',
      accessRestricted: false,
      accessCode: 'ignored',
    },
  ],
});

/** An event as `stats` answers it, with one category. */
function minimalEvent(): OrganizerEvent {
  return {
    id: 3,
    shortName: 'lakeside',
    displayName: 'Lakeside Conf',
    organizationId: 1,
    status: 'DRAFT',
    format: 'IN_PERSON',
    timeZone: 'Europe/Zurich',
    begin: '2027-05-01T09:00:00+02:00',
    end: '2027-05-01T18:00:00+02:00',
    websiteUrl: 'https://lakeside.example',
    termsAndConditionsUrl: 'https://lakeside.example/terms',
    privacyPolicyUrl: null,
    location: 'Quai 1, Zurich',
    latitude: null,
    longitude: null,
    fileBlobId: 'abc',
    currency: 'CHF',
    vatPercentage: 8.1,
    vatIncluded: true,
    freeOfCharge: false,
    allowedPaymentProxies: ['STRIPE', 'OFFLINE'],
    description: { en: 'By the **lake**.', de: 'Am **See**.' },
    availableSeats: 100,
    grossIncome: 0,
    ticketCategories: [
      {
        id: 7,
        name: 'Seat',
        ordinal: 1,
        bounded: true,
        maxTickets: 100,
        price: 25.5,
        accessRestricted: false,
        inception: '2027-01-01T00:00:00+01:00',
        expiration: '2027-04-30T23:59:00+02:00',
        ticketAccessType: 'INHERIT',
        description: {},
        soldTickets: 0,
        checkedInTickets: 0,
        pendingTickets: 0,
        notSoldTickets: 100,
        releasedTickets: 0,
      },
    ],
    soldTickets: 0,
    checkedInTickets: 0,
    pendingTickets: 0,
    notSoldTickets: 100,
    releasedTickets: 0,
  };
}

const issuesOf = (values: EventFormValues) => {
  const result = v.safeParse(eventFormSchema, values);
  return result.success ? {} : v.flatten<typeof eventFormSchema>(result.issues).nested;
};

describe('the event editor’s form as the API’s body', () => {
  it('writes a new event as alf.io’s creation request: trimmed texts, seconds on times, decimals as numbers', () => {
    const body = toEventRequest(filled(), true);
    expect(body).toMatchObject({
      title: 'Lakeside Conf',
      format: 'IN_PERSON',
      description: [
        { lang: 'en', body: 'By the **lake**.' },
        { lang: 'de', body: 'Am **See**.' },
      ],
      location: { fullAddress: 'Quai 1, Zurich' },
      timezone: 'Europe/Zurich',
      startDate: '2027-05-01T09:00:00',
      endDate: '2027-05-01T18:00:00',
      privacyPolicyUrl: null,
      imageUrl: 'https://lakeside.example/poster.png',
      tickets: {
        freeOfCharge: false,
        currency: 'CHF',
        taxPercentage: 8.1,
        taxIncludedInPrice: true,
        paymentMethods: ['STRIPE', 'OFFLINE'],
        categories: [
          {
            name: 'Seat',
            price: 25.5,
            maxTickets: 100,
            startSellingDate: '2027-01-01T00:00:00',
            endSellingDate: '2027-04-30T23:59:00',
            accessRestricted: false,
            accessCode: null,
          },
        ],
        promoCodes: [],
      },
    });
    // Blank seats let the server count the categories' tickets.
    expect(body.tickets).not.toHaveProperty('max');
    expect(body).not.toHaveProperty('slug');
  });

  it('sends no payment method, currency or price for free tickets', () => {
    const body = toEventRequest({ ...filled(), freeOfCharge: true }, true);
    expect(body.tickets).toMatchObject({ freeOfCharge: true, currency: null, paymentMethods: [] });
    expect(body.tickets?.categories?.[0]?.price).toBe(0);
  });

  it('on an update names existing categories by id, keeps the poster when no new one is given, and sends no promo codes', () => {
    const values = filled();
    values.imageUrl = '';
    values.categories[0]!.id = 7;
    const body = toEventRequest(values, false);
    expect(body).not.toHaveProperty('imageUrl');
    expect(body.tickets?.categories?.[0]).toMatchObject({ id: 7, name: 'Seat' });
    expect(body.tickets).not.toHaveProperty('promoCodes');
  });

  it('counts a fixed discount in cents and a percentage in whole percent', () => {
    const values = filled();
    values.promoCodes = [
      {
        name: 'early',
        validFrom: '2027-01-01T00:00',
        validTo: '2027-02-01T00:00',
        discountType: 'PERCENTAGE',
        discount: '15',
      },
      {
        name: 'ten',
        validFrom: '2027-01-01T00:00',
        validTo: '2027-02-01T00:00',
        discountType: 'FIXED_AMOUNT',
        discount: '10.5',
      },
    ];
    expect(toEventRequest(values, true).tickets?.promoCodes).toEqual([
      {
        name: 'early',
        validFrom: '2027-01-01T00:00:00',
        validTo: '2027-02-01T00:00:00',
        discountType: 'PERCENTAGE',
        discount: 15,
      },
      {
        name: 'ten',
        validFrom: '2027-01-01T00:00:00',
        validTo: '2027-02-01T00:00:00',
        discountType: 'FIXED_AMOUNT',
        discount: 1050,
      },
    ]);
  });

  it('reads an existing event back into the same values it would send', () => {
    const event = minimalEvent();
    const values = fromOrganizerEvent(event);
    expect(values).toMatchObject({
      title: 'Lakeside Conf',
      startDate: '2027-05-01T09:00',
      seats: '100',
      taxPercentage: '8.1',
      categories: [{ id: 7, price: '25.5', maxTickets: '100', endSellingDate: '2027-04-30T23:59' }],
    });
    expect(issuesOf(values)).toEqual({});
  });

  it('reads the event’s questions, services and codes back, and never a setting’s value, only that it is set', () => {
    const event = { ...minimalEvent(), description: { en: 'By the lake' } } as OrganizerEvent;
    const values = fromOrganizerEvent(event, {
      additionalInfo: [
        {
          ordinal: 1,
          name: 'diet',
          type: 'LIST_BOX',
          required: true,
          label: [{ lang: 'en', body: 'Diet' }],
          placeholder: [],
          restrictedValues: [
            { value: 'vegan', enabled: true, descriptions: [] },
            { value: 'fish', enabled: true, descriptions: [] },
          ],
          contentLength: { min: null, max: null },
          displayAtCheckIn: false,
        },
      ],
      additionalServices: [
        {
          id: 4,
          type: 'SUPPLEMENT',
          supplementPolicy: 'OPTIONAL_UNLIMITED_AMOUNT',
          fixPrice: true,
          price: 12.5,
          minPrice: null,
          ordinal: 1,
          availableQuantity: -1,
          maxQtyPerOrder: 1,
          inception: { date: '2027-01-01', time: '00:00' },
          expiration: { date: '2027-04-30', time: '23:59' },
          vatType: 'INHERITED',
          vat: null,
          title: [{ id: null, locale: 'en', value: 'Parking', type: 'TITLE' }],
          description: [],
        },
      ],
      promoCodes: [
        {
          name: 'FRIENDS',
          validFrom: '2027-01-01T00:00:00',
          validTo: '2027-02-01T00:00:00',
          discountType: 'FIXED_AMOUNT',
          discount: 500,
        },
      ],
      settingsSet: { event: ['STRIPE_SECRET_KEY'], organization: ['BANK_ACCOUNT_NR'] },
    });
    expect(values.attendeeFields).toEqual([
      { name: 'diet', type: 'LIST_BOX', required: true, labels: { en: 'Diet' }, options: 'vegan\nfish' },
    ]);
    expect(values.services).toEqual([
      {
        id: 4,
        type: 'SUPPLEMENT',
        policy: 'OPTIONAL_UNLIMITED_AMOUNT',
        titles: { en: 'Parking' },
        price: '12.5',
        maxQtyPerOrder: '1',
        inception: '2027-01-01T00:00',
        expiration: '2027-04-30T23:59',
      },
    ]);
    expect(values.promoCodes).toEqual([
      {
        name: 'FRIENDS',
        validFrom: '2027-01-01T00:00',
        validTo: '2027-02-01T00:00',
        discountType: 'FIXED_AMOUNT',
        discount: '5',
      },
    ]);
    expect(values.secrets.STRIPE_SECRET_KEY).toEqual({ value: '', clear: false });
    // Sent back unchanged, the service keeps its id and nothing else is added.
    expect(toEventRequest(values, false).additionalServices).toEqual([expect.objectContaining({ id: 4, price: 12.5 })]);
  });
});

describe('the event editor’s rules, as the server’s', () => {
  it('accepts a complete event', () => {
    expect(issuesOf(filled())).toEqual({});
  });

  it('names each wrong field with its message', () => {
    const values = filled();
    values.title = '  ';
    values.endDate = '2027-04-30T09:00';
    values.location = '';
    values.currency = 'euro';
    values.paymentMethods = [];
    values.taxPercentage = '120';
    values.websiteUrl = 'lakeside.example';
    values.categories[0]!.name = '';
    values.categories[0]!.price = 'ten';
    values.descriptions[1]!.body = '';
    expect(issuesOf(values)).toMatchObject({
      title: ['editor.error.title'],
      endDate: ['editor.error.end-before-start'],
      location: ['editor.error.location'],
      currency: ['editor.error.currency'],
      paymentMethods: ['editor.error.payment-methods'],
      taxPercentage: ['editor.error.vat'],
      websiteUrl: ['editor.error.url'],
      'categories.0.name': ['editor.error.category-name'],
      'categories.0.price': ['editor.error.price'],
      'descriptions.1.body': ['editor.error.description'],
    });
  });

  it('needs no address online and no payment method for free tickets', () => {
    const values = { ...filled(), format: 'ONLINE' as const, location: '', freeOfCharge: true, paymentMethods: [] };
    expect(issuesOf(values)).toEqual({});
  });
});

describe('the server’s refusals on the editor’s fields', () => {
  it('places alf.io’s field names on the fields and the rest at the top', () => {
    expect(
      placeServerErrors([
        { fieldName: 'title', code: 'invalid.title', description: 'Invalid title' },
        { fieldName: 'endDate', code: 'error.endDate', description: '' },
        { fieldName: 'tickets.categories[1].price', code: 'error.price', description: '' },
        { fieldName: 'tickets.categories.0.name', code: 'invalid.tickets', description: '' },
        { fieldName: 'tickets.max', code: 'error.max', description: '' },
        { fieldName: 'description', code: 'invalid.description', description: '' },
        { fieldName: 'imageUrl', code: 'invalid.image', description: '' },
        { fieldName: 'tickets.categories', code: 'invalid.categories', description: '' },
        { fieldName: 'something.new', code: 'x', description: '' },
      ]),
    ).toEqual([
      { field: 'title', message: 'editor.error.title' },
      { field: 'endDate', message: 'editor.error.end-before-start' },
      { field: 'categories.1.price', message: 'editor.error.price' },
      { field: 'categories.0.name', message: 'editor.error.category-name' },
      { field: 'seats', message: 'editor.error.seats' },
      { field: 'descriptions.0.body', message: 'editor.error.description' },
      { field: 'imageUrl', message: 'editor.error.image' },
      { field: null, message: 'editor.error.sales-window' },
      { field: null, message: 'editor.error.server' },
    ]);
  });
});

describe('the editor’s questions, additional services and payment settings', () => {
  it('sends a question per language with its choices, and takes its key from the label when new', () => {
    const values: EventFormValues = {
      ...filled(),
      attendeeFields: [
        {
          name: '',
          type: 'LIST_BOX',
          required: true,
          labels: { en: 'Meal choice', de: 'Menü' },
          options: 'Vegan\n\n Fish ',
        },
        {
          name: 'company',
          type: 'GENERIC_TEXT',
          required: false,
          labels: { en: 'Company', de: '' },
          options: 'ignored',
        },
      ],
    };
    expect(toEventRequest(values, true).additionalInfo).toEqual([
      {
        name: 'meal-choice',
        type: 'LIST_BOX',
        required: true,
        ordinal: 1,
        label: [
          { lang: 'en', body: 'Meal choice' },
          { lang: 'de', body: 'Menü' },
        ],
        restrictedValues: [{ value: 'Vegan' }, { value: 'Fish' }],
      },
      { name: 'company', type: 'GENERIC_TEXT', required: false, ordinal: 2, label: [{ lang: 'en', body: 'Company' }] },
    ]);
  });

  it('sends a supplement with its price and a donation with its least amount, in alf.io’s day-and-time shape', () => {
    const values: EventFormValues = {
      ...filled(),
      services: [
        {
          id: 7,
          type: 'SUPPLEMENT',
          policy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET',
          titles: { en: 'Parking', de: 'Parkplatz' },
          price: '12,50',
          maxQtyPerOrder: '2',
          inception: '2027-01-01T00:00',
          expiration: '2027-04-30T23:59',
        },
        {
          ...emptyService('DONATION'),
          titles: { en: 'Support' },
          inception: '2027-01-01T00:00',
          expiration: '2027-04-30T23:59',
        },
      ],
    };
    const [parking, donation] = toEventRequest(values, false).additionalServices!;
    expect(parking).toEqual({
      id: 7,
      type: 'SUPPLEMENT',
      supplementPolicy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET',
      fixPrice: true,
      price: 12.5,
      ordinal: 1,
      maxQtyPerOrder: 2,
      inception: { date: '2027-01-01', time: '00:00' },
      expiration: { date: '2027-04-30', time: '23:59' },
      title: [
        { locale: 'en', value: 'Parking' },
        { locale: 'de', value: 'Parkplatz' },
      ],
    });
    expect(donation).toMatchObject({ type: 'DONATION', fixPrice: false, minPrice: 0 });
    expect(donation).not.toHaveProperty('id');
  });

  it('sends promo codes on an update too, so a code is added to an existing event', () => {
    const values: EventFormValues = {
      ...filled(),
      promoCodes: [
        {
          name: 'SPRING',
          validFrom: '2027-01-01T00:00',
          validTo: '2027-02-01T00:00',
          discountType: 'FIXED_AMOUNT',
          discount: '5',
        },
      ],
    };
    expect(toEventRequest(values, false).tickets?.promoCodes).toEqual([
      expect.objectContaining({ name: 'SPRING', discount: 500, validTo: '2027-02-01T00:00:00' }),
    ]);
    expect(toEventRequest(filled(), false).tickets).not.toHaveProperty('promoCodes');
  });

  it('flags a question without a label or choices, and a service without title or with its sale ending first', () => {
    const issues = issuesOf({
      ...filled(),
      attendeeFields: [{ ...emptyAttendeeField(), type: 'CHECKBOX', options: ' \n ' }],
      services: [
        { ...emptyService('SUPPLEMENT'), price: '5', inception: '2027-02-01T00:00', expiration: '2027-01-01T00:00' },
      ],
    });
    expect(issues?.['attendeeFields.0.labels']).toEqual(['editor.error.field-label']);
    expect(issues?.['attendeeFields.0.options']).toEqual(['editor.error.field-options']);
    expect(issues?.['services.0.titles']).toEqual(['editor.error.service-title']);
    expect(issues?.['services.0.expiration']).toEqual(['editor.error.service-window']);
  });

  it('sends only the settings typed or cleared, never one left blank', () => {
    const secrets = {
      ...emptyEvent('en', 'UTC').secrets,
      STRIPE_SECRET_KEY: { value: ' sk_live_new ', clear: false },
      BANK_ACCOUNT_NR: { value: '', clear: true },
    };
    expect(toSecretsRequest(secrets)).toEqual({ STRIPE_SECRET_KEY: 'sk_live_new', BANK_ACCOUNT_NR: '' });
    expect(toSecretsRequest(emptyEvent('en', 'UTC').secrets)).toBeNull();
  });

  it('places a refused service’s title and sales window under their inputs', () => {
    expect(
      placeServerErrors([
        { fieldName: 'additionalServices[1].title', code: 'invalid.additionalServices', description: '' },
        { fieldName: 'additionalServices[0].expiration', code: 'invalid.additionalServices', description: '' },
        { fieldName: 'additionalInfo', code: 'invalid.additionalInfo', description: '' },
      ]),
    ).toEqual([
      { field: 'services.1.titles', message: 'editor.error.service-title' },
      { field: 'services.0.expiration', message: 'editor.error.service-window' },
      { field: null, message: 'editor.error.fields' },
    ]);
  });
});
