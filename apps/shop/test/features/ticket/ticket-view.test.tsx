import type { AdditionalField, EventFormat, TicketInfo } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { fieldValues } from '../../../src/features/ticket/supplement-values.ts';
import { infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent } from '../event-page/fixtures.ts';
import { field as configuredField } from '../reservation/booking-fixtures.ts';
import { assignedUuid } from './ticket-fixtures.ts';
import { ticketBundle } from './ticket-bundle.ts';

/** A field holding `values`, one slot each. */
const field = (name: string, type: string, values: string[], overrides: Partial<AdditionalField> = {}) =>
  configuredField(name, type, {
    fields: values.map((fieldValue, fieldIndex) => ({ fieldIndex, fieldValue })),
    ...overrides,
  });

const meal = field('Meal', 'select', ['veg'], {
  restrictedValues: ['veg', 'meat'],
  description: {
    en: { label: 'Meal', placeholder: '', restrictedValuesDescription: { veg: 'Vegetarian', meat: 'Meat' } },
  },
});

function ticketInfo(overrides: Partial<TicketInfo> = {}): TicketInfo {
  return {
    uuid: assignedUuid,
    fullName: 'Ada Lovelace',
    email: 'ada@example.org',
    ticketCategoryName: 'Standard',
    reservationFullName: 'Charles Babbage',
    reservationId: '3F2B8C1D',
    deskPaymentRequired: false,
    timeZone: 'Europe/Zurich',
    datesWithOffset: { startDateTime: 0, startTimeZoneOffset: 0, endDateTime: 0, endTimeZoneOffset: 0 },
    sameDay: true,
    formattedBeginDate: { en: 'Thursday 10 September 2026' },
    formattedBeginTime: { en: '9:00 AM' },
    formattedEndDate: { en: 'Thursday 10 September 2026' },
    formattedEndTime: { en: '6:00 PM' },
    additionalServiceWithData: [
      {
        title: { en: 'Workshop lunch' },
        itemId: 4,
        serviceId: 2,
        ticketUUID: assignedUuid,
        ticketFieldConfiguration: [meal, field('Date of birth', 'input:dateOfBirth', ['1990-03-05'])],
        type: 'SUPPLEMENT',
      },
    ],
    ...overrides,
  };
}

const page = `/event/demo/ticket/${assignedUuid}/view`;

function serveTicket(
  ticket: TicketInfo | null,
  { format = 'IN_PERSON', wallet = true }: { format?: EventFormat; wallet?: boolean } = {},
) {
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(ticketBundle)),
    http.get(apiPath('getEvent'), () => HttpResponse.json(fullEvent({ format }))),
    http.get(apiPath('getInfo'), () =>
      HttpResponse.json(infoFixture({ walletConfiguration: { gWalletEnabled: wallet, passEnabled: wallet } })),
    ),
    http.get(apiPath('getTicket'), () =>
      ticket ? HttpResponse.json(ticket) : new HttpResponse(null, { status: 404 }),
    ),
  );
}

describe('the ticket page', () => {
  test('shows the QR code, the holder, the category, the reference, the order and the supplements with their values', async () => {
    serveTicket(ticketInfo({ deskPaymentRequired: true }));
    renderApp(page);

    const qr = await screen.findByRole('img', {
      name: 'QR code of the ticket of Ada Lovelace, to show at the entrance',
    });
    expect(qr.getAttribute('src')).toBe(`/api/v2/public/event/demo/ticket/${assignedUuid}/code.png`);
    expect(screen.getByRole('heading', { level: 1, name: 'Your ticket for Demo Conference' })).toBeTruthy();
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Ticket holder')).toBe('Ada Lovelaceada@example.org');
    expect(facts('Category')).toBe('Standard');
    expect(facts('Reference number')).toBe(assignedUuid);
    expect(facts('Order')).toBe('3F2B8C1D, in the name of Charles Babbage');
    expect(screen.getByRole('note').textContent).toBe('Payment is due at the entrance.');

    const extras = within(screen.getByRole('region', { name: 'Extras' }));
    expect(extras.getByText('Workshop lunch')).toBeTruthy();
    expect(facts('Meal')).toBe('Vegetarian');
    expect(facts('Date of birth')).toBe('March 5, 1990');

    expect(screen.getByRole('link', { name: 'Download ticket' }).getAttribute('href')).toBe(
      `/api/v2/public/event/demo/ticket/${assignedUuid}/download-ticket`,
    );
    expect(screen.getByRole('link', { name: 'Add to Google Wallet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to Apple Wallet' })).toBeTruthy();
  });

  test('offers no wallet pass for an online event, nor where the server has none, and no payment note when paid', async () => {
    serveTicket(ticketInfo(), { format: 'ONLINE' });
    const { unmount } = renderApp(page);
    expect(await screen.findByRole('link', { name: 'Download ticket' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Wallet/ })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();

    serveTicket(ticketInfo(), { wallet: false });
    renderApp(page);
    expect(await screen.findByRole('link', { name: 'Download ticket' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Wallet/ })).toBeNull();
  });

  test('a ticket the server does not know leads home', async () => {
    serveTicket(null);
    const app = renderApp(page);
    await vi.waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});

describe('supplement values', () => {
  test('show dates of birth as dates in the page language, options by their description, and skip empty fields', () => {
    const options = field('Topics', 'checkbox', ['a', '', 'c'], {
      restrictedValues: ['a', 'b', 'c'],
      description: {
        de: { label: 'Themen', placeholder: '', restrictedValuesDescription: { a: 'Alpha', c: 'Gamma' } },
      },
    });
    expect(
      fieldValues(
        [options, field('Note', 'input:text', ['']), field('Born', 'input:dateOfBirth', ['1990-03-05'])],
        'de',
      ),
    ).toEqual([
      { label: 'Themen', value: 'Alpha, Gamma' },
      { label: 'Born', value: '5. März 1990' },
    ]);
  });
});
