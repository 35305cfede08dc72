import type { AdditionalField, ReservationInfo } from '@shop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { browserSession, type TestApp } from '../../helpers.ts';
import { categoriesOf, selection } from '../../support/event-page.ts';

/** The reservation endpoints as the shop calls them, with one browser session. */
export async function bookingClient(t: TestApp) {
  const { sessionId, csrf } = await browserSession(t.app);
  const headers = { 'x-auth-token': sessionId, 'x-csrf-token': csrf };
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
  const path = (id: string) => `/api/v2/public/reservation/${id}`;
  return {
    sessionId,
    send,
    async reserve(
      shortName: string,
      quantities: Record<string, number>,
      extra: Record<string, unknown> = {},
    ): Promise<string> {
      const ids = await categoriesOf(t.db, shortName);
      const body = selection(
        Object.fromEntries(Object.entries(quantities).map(([name, amount]) => [ids[name]!, amount])),
        extra,
      );
      const response = await send('POST', `/api/v2/public/event/${shortName}/reserve-tickets?lang=en`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as string;
    },
    async reserveSubscription(descriptorId: string): Promise<string> {
      const response = await send('POST', `/api/v2/public/subscription/${descriptorId}`, {});
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value as string;
    },
    get: (id: string) => send('GET', path(id)),
    async info(id: string): Promise<ReservationInfo> {
      const response = await send('GET', path(id));
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as ReservationInfo;
    },
    status: (id: string) => send('GET', `${path(id)}/status`),
    cancel: (id: string) => send('DELETE', path(id)),
    backToBooking: (id: string) => send('POST', `${path(id)}/back-to-booking`, {}),
    validate: (id: string, body: unknown, query = 'lang=en') =>
      send('POST', `${path(id)}/validate-to-overview?${query}`, body),
  };
}

export type BookingClient = Awaited<ReturnType<typeof bookingClient>>;

/** A value every rule of the field accepts. */
export function validValue(field: AdditionalField): (string | null)[] {
  const options = field.restrictedValues;
  switch (field.type) {
    case 'select':
    case 'radio':
      return [options[0]!];
    case 'checkbox':
      return options.map((option, index) => (index === 0 ? option : null));
    case 'country':
      return ['CH'];
    case 'input:dateOfBirth':
      return ['1990-05-17'];
    case 'vat:eu':
      return ['DE123456789'];
    case 'input:tel':
      return ['+41 79 123 45 67'];
    default:
      return ['x'.repeat(Math.max(field.minLength ?? 1, 3))];
  }
}

const valuesOf = (fields: AdditionalField[]) =>
  Object.fromEntries(fields.map((field) => [field.name, validValue(field)]));

/** A booking form that passes every rule: contact, every ticket, every linked item. */
export function completeForm(info: ReservationInfo, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const tickets = info.ticketsByCategory.flatMap((category) => category.tickets);
  const additionalServices: Record<string, unknown[]> = {};
  for (const item of info.additionalServiceWithData) {
    const uuid = item.ticketUUID!;
    (additionalServices[uuid] ??= []).push({
      additionalServiceItemId: item.itemId,
      ticketUUID: uuid,
      additional: valuesOf(item.ticketFieldConfiguration),
    });
  }
  return {
    firstName: 'Anna',
    lastName: 'Keller',
    email: 'anna.keller@example.com',
    tickets: Object.fromEntries(
      tickets.map((ticket, index) => [
        ticket.uuid,
        {
          firstName: `Attendee${index}`,
          lastName: 'Muster',
          email: `attendee${index}@example.com`,
          userLanguage: 'en',
          additional: valuesOf([
            ...ticket.ticketFieldConfigurationBeforeStandard,
            ...ticket.ticketFieldConfigurationAfterStandard,
          ]),
        },
      ]),
    ),
    additionalServices,
    invoiceRequested: false,
    postponeAssignment: false,
    ...overrides,
  };
}

/** The first ticket's uuid and its entry of the form, to break one rule at a time. */
export function firstTicket(form: Record<string, unknown>): {
  uuid: string;
  entry: Record<string, unknown> & { additional: Record<string, unknown> };
} {
  const tickets = form.tickets as Record<string, Record<string, unknown> & { additional: Record<string, unknown> }>;
  const [uuid, entry] = Object.entries(tickets)[0]!;
  return { uuid, entry };
}

export interface Rejection {
  fieldName: string | null;
  code: string | null;
  arguments: Record<string, string | number> | null;
}

/** The 422 answer's errors, after checking its shape. */
export function rejections(response: LightMyRequestResponse): Rejection[] {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json();
  expect(body).toMatchObject({ success: false, value: false });
  expect(body.errorCount).toBe(body.validationErrors.length);
  return body.validationErrors as Rejection[];
}

export const FORM = 'contactAndTicketsForm';
