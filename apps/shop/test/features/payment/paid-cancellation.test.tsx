import type { BookingInfoTicket, PaidCancellationTerms } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DOMPurify from 'dompurify';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { paidCancellationCapability } from '@shop/contract/routes';
import { infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent } from '../event-page/fixtures.ts';
import { ticketBundle } from '../ticket/ticket-bundle.ts';
import { assignedUuid, plainTicket } from '../ticket/ticket-fixtures.ts';
import {
  eventPath,
  reservationBundle,
  reservationFixture,
  serveReservation,
} from '../reservation/overview-fixtures.ts';
import { shopMessagesEn } from '@shop/contract/shop-messages/en';

beforeEach(() => vi.spyOn(DOMPurify, 'sanitize').mockImplementation((html) => String(html) as never));
afterEach(() => vi.restoreAllMocks());

const ticket = (overrides: Partial<BookingInfoTicket> = {}) => plainTicket('tk-1', overrides);
const complete = reservationFixture({
  status: 'COMPLETE',
  paid: true,
  ticketsByCategory: [{ name: 'Standard', ticketAccessType: 'INHERIT', tickets: [ticket()] }],
});
const terms: PaidCancellationTerms = {
  allowed: true,
  until: '2030-05-01T08:00:00.000Z',
  fee: 550,
  refund: 11450,
  currency: 'CHF',
  refundBy: 'PROVIDER',
};

function serve(capabilities: string[] | undefined, onCancel: () => void = () => undefined) {
  serveReservation({ reservation: complete });
  server.use(
    http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture({ capabilities }))),
    http.get(apiPath('getBundle'), () =>
      HttpResponse.json({
        ...reservationBundle,
        ...Object.fromEntries(
          Object.entries(shopMessagesEn).filter(([key]) => key.startsWith('shop.paid-cancellation.')),
        ),
      }),
    ),
    http.get(apiPath('getPaidCancellation'), () => HttpResponse.json(terms)),
    http.post(apiPath('cancelPaidReservation'), () => {
      onCancel();
      return HttpResponse.json(terms);
    }),
  );
}

describe("the buyer's cancellation of a paid order", () => {
  test('states the amount returned and the fee before anything happens, and cancels only on "yes"', async () => {
    const user = userEvent.setup();
    let cancelled = 0;
    serve([paidCancellationCapability], () => (cancelled += 1));
    renderApp(eventPath('success'));

    await user.click(await screen.findByRole('button', { name: 'Cancel this order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your order?' });
    expect(dialog.textContent).toMatch(/CHF\s114\.50 goes back to the card or account you paid with\./);
    expect(dialog.textContent).toMatch(/A cancellation fee of CHF\s5\.50 is kept\./);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(cancelled).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the order' }));
    expect((await screen.findByText(/Your order is cancelled/)).textContent).toMatch(
      /Your order is cancelled\. CHF\s114\.50 will be returned to you/,
    );
    expect(cancelled).toBe(1);
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
  });

  test('is not offered in front of alf.io, which does not announce it', async () => {
    serve(undefined);
    renderApp(eventPath('success'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your reservation is confirmed!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
  });
});

describe("the cancellation of one paid ticket, from the ticket's page", () => {
  const ticketPage = `/event/demo/ticket/${assignedUuid}/view`;
  const cancellationTexts = Object.fromEntries(
    Object.entries(shopMessagesEn).filter(([key]) => key.startsWith('shop.paid-cancellation.')),
  );
  const ticketTerms = { ...terms, refund: 4450, refundBy: 'ORGANIZER' as const };

  function serveTicketPage(capabilities: string[] | undefined, onCancel: (uuid: string) => void = () => undefined) {
    server.use(
      http.get(apiPath('getBundle'), () => HttpResponse.json({ ...ticketBundle, ...cancellationTexts })),
      http.get(apiPath('getEvent'), () => HttpResponse.json(fullEvent())),
      http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture({ capabilities }))),
      http.get(apiPath('getTicket'), () =>
        HttpResponse.json({
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
          additionalServiceWithData: [],
        }),
      ),
      http.get(apiPath('getPaidTicketCancellation'), () => HttpResponse.json(ticketTerms)),
      http.post(apiPath('cancelPaidTicket'), ({ params }) => {
        onCancel(String(params.ticketUuid));
        return HttpResponse.json(ticketTerms);
      }),
    );
  }

  test('states what comes back for this ticket and how, and cancels this ticket only on "yes"', async () => {
    const user = userEvent.setup();
    const cancelled: string[] = [];
    serveTicketPage([paidCancellationCapability], (uuid) => cancelled.push(uuid));
    renderApp(ticketPage);
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Cancel this ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this ticket?' });
    expect(dialog.textContent).toMatch(/the order’s other tickets stay valid/);
    expect(dialog.textContent).toMatch(/The organizer will pay CHF\s44\.50 back by bank transfer/);
    expect(dialog.textContent).toMatch(/A cancellation fee of CHF\s5\.50 is kept\./);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my ticket' }));
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel this ticket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the ticket' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /This ticket is cancelled\. CHF\s44\.50 will be returned to the one who paid the order/,
    );
    expect(cancelled).toEqual([assignedUuid]);
    // The cancelled ticket is no longer shown as one to enter with.
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download ticket' })).toBeNull();
  });

  test('is not offered in front of alf.io, which does not announce it', async () => {
    serveTicketPage(undefined);
    renderApp(ticketPage);
    expect(await screen.findByRole('link', { name: 'Download ticket' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this ticket' })).toBeNull();
  });
});
