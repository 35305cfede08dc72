import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { bookingClient, completeForm, firstTicket, FORM, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: BookingClient;
let id: string;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
  id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
});
afterAll(() => t.close());

const validate = (body: unknown, query = 'lang=en') => client.validate(id, body, query);

describe('the booking endpoints never answer 500 to what a client sends', () => {
  it('bodies that are not a booking form: 422 in the contract shape', async () => {
    const shapes: [unknown, string][] = [
      ['"hello"', FORM],
      ['[]', FORM],
      ['42', FORM],
      [{ firstName: 5 }, 'firstName'],
      [{ tickets: 'all of them' }, 'tickets'],
      [{ tickets: { 'a-ticket': 5 } }, 'tickets[a-ticket]'],
      [
        { tickets: { 'a-ticket': { additional: { badgeName: 'not a list' } } } },
        'tickets[a-ticket].additional[badgeName]',
      ],
      [
        { tickets: { 'a-ticket': { additional: { badgeName: [{ nested: true }] } } } },
        'tickets[a-ticket].additional[badgeName][0]',
      ],
      [
        { additionalServices: { x: [{ additionalServiceItemId: 'abc' }] } },
        'additionalServices[x][0].additionalServiceItemId',
      ],
      [{ additionalServices: { x: 'y' } }, 'additionalServices[x]'],
      [{ italyEInvoicingReferenceType: 'CARRIER_PIGEON' }, 'italyEInvoicingReferenceType'],
      [{ invoiceRequested: 'yes please' }, 'invoiceRequested'],
      [{ subscriptionOwner: [] }, 'subscriptionOwner'],
      [{ subscriptionOwner: { additional: { company: 7 } } }, 'subscriptionOwner.additional[company]'],
    ];
    for (const [body, fieldName] of shapes) {
      const response = await validate(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const answer = response.json();
      expect(answer).toMatchObject({ success: false, warnings: [], value: null });
      expect(answer.validationErrors[0].fieldName, JSON.stringify(body)).toBe(fieldName);
      expect(answer.errorCount).toBe(answer.validationErrors.length);
    }
  });

  it('text with a NUL character, which the database cannot store: 422 at every field that carries one', async () => {
    const form = completeForm(await client.info(id));
    const { uuid, entry } = firstTicket(form);
    const body = {
      ...form,
      firstName: 'An\u0000na',
      email: 'anna\u0000@example.com',
      billingAddressCity: 'Z\u0000rich',
      tickets: {
        [uuid]: {
          ...entry,
          email: '\u0000',
          additional: { ...entry.additional, 'badge\u0000': ['x'], company: ['ACME\u0000'] },
        },
      },
    };
    const response = await validate(body);
    expect(response.statusCode).toBe(422);
    const answer = response.json();
    expect(answer).toMatchObject({ success: false, warnings: [], value: null });
    expect(answer.validationErrors.map((error: { fieldName: string }) => error.fieldName).sort()).toEqual(
      [
        'firstName',
        'email',
        'billingAddressCity',
        `tickets[${uuid}].email`,
        `tickets[${uuid}].additional[badge\u0000]`,
        `tickets[${uuid}].additional[company][0]`,
      ].sort(),
    );
    expect(new Set(answer.validationErrors.map((error: { code: string }) => error.code))).toEqual(
      new Set(['error.restrictedValue']),
    );
    expect((await validate(form)).statusCode).toBe(200);
  });

  it('a JSON null reads as an empty form', async () => {
    const response = await validate('null');
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors[0]).toEqual({
      fieldName: 'email',
      code: 'error.STEP_2_EMPTY_EMAIL',
      arguments: null,
    });
  });

  it('text that is not JSON, a poisoned prototype: 400', async () => {
    for (const body of [
      '{',
      '{"firstName": "Anna",}',
      '{"__proto__": {"admin": true}}',
      '{"tickets": {"__proto__": {"email": "x"}}}',
    ]) {
      const response = await validate(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.body).toBe('bad request');
    }
  });

  it('odd but readable input is validated like any other', async () => {
    const form = completeForm(await client.info(id));
    const oddities: unknown[] = [
      {
        ...form,
        tickets: { ...(form.tickets as object), '00000000-0000-4000-8000-000000000000': { firstName: 'Ghost' } },
      },
      { ...form, invoiceRequested: 'false', postponeAssignment: 'false', unknownProperty: { deeply: ['nested'] } },
      { ...form, italyEInvoicingReferenceType: '' },
      {
        ...form,
        additionalServices: null,
        tickets: Object.fromEntries(
          Object.entries(form.tickets as object).map(([uuid, ticket]) => [uuid.toUpperCase(), ticket]),
        ),
      },
    ];
    for (const body of oddities)
      expect((await validate(body)).statusCode, JSON.stringify(body).slice(0, 200)).toBe(200);

    const huge = completeForm(await client.info(id));
    const [ticket] = Object.values(huge.tickets as Record<string, { additional: Record<string, unknown> }>);
    ticket!.additional.workshops = Array.from({ length: 5000 }, () => 'platform');
    ticket!.additional.unknownField = Array.from({ length: 5000 }, () => 'x');
    expect((await validate(huge)).statusCode).toBe(200);
  });

  it('query parameters: lang is required, ignoreWarnings a boolean, neither carries a NUL', async () => {
    const form = completeForm(await client.info(id));
    for (const query of ['', 'lang=', 'lang=en&ignoreWarnings=perhaps', 'lang=en%00', 'lang=en&extra=%00']) {
      const response = await validate(form, query);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await validate(form, 'lang=xx-YY&ignoreWarnings=1')).statusCode).toBe(200);
  });

  it('ids: malformed answers 404 with an empty body everywhere, actions on unknown ids answer true', async () => {
    for (const response of [
      await client.get('x'),
      await client.status('1234'),
      await client.validate('not-a-uuid', {}),
      await client.send('POST', '/api/v2/public/reservation/zz/back-to-booking', {}),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('');
    }
    const unknown = '11111111-1111-4111-8111-111111111111';
    expect((await client.validate(unknown, completeForm(await client.info(id)))).statusCode).toBe(404);
    expect((await client.backToBooking(unknown)).json()).toBe(true);
    expect((await client.cancel(unknown)).json()).toBe(true);
  });

  it('action bodies that are not objects: 400', async () => {
    expect((await client.send('POST', `/api/v2/public/reservation/${id}/back-to-booking`, '[1,2]')).statusCode).toBe(
      400,
    );
    expect((await client.send('POST', `/api/v2/public/reservation/${id}/back-to-booking`, '{')).statusCode).toBe(400);
    expect((await client.send('DELETE', `/api/v2/public/reservation/${id}`, '{')).statusCode).toBe(400);
    expect((await client.status(id)).statusCode).toBe(200);
  });
});
