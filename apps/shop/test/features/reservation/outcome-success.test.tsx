import type { BookingInfoTicket, ReservationInfo } from '@shop/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { subscriptionInvoiceCapability } from '@shop/contract/routes';
import { infoFixture, subscriptionFixture, subscriptionId } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { plainTicket } from '../ticket/ticket-fixtures.ts';
import { fullEvent } from '../event-page/fixtures.ts';
import {
  eventPath,
  reservationFixture,
  reservationId,
  serveReservation,
  subscriptionInfo,
} from './overview-fixtures.ts';
import { statusPollIntervalMs } from '../../../src/features/reservation/reservation-status.ts';

// happy-dom loses leading text in DOMPurify's parse (see the SafeHtml tests); the texts here are ours.
beforeEach(() => vi.spyOn(DOMPurify, 'sanitize').mockImplementation((html) => String(html) as never));
afterEach(() => vi.restoreAllMocks());

const ticket = ({ uuid = 'tk-1', ...overrides }: Partial<BookingInfoTicket>) => plainTicket(uuid, overrides);

const complete = (overrides: Partial<ReservationInfo> = {}) =>
  reservationFixture({
    status: 'COMPLETE',
    paid: true,
    invoiceOrReceiptDocumentPresent: true,
    ticketsByCategory: [
      {
        name: 'Standard',
        ticketAccessType: 'INHERIT',
        tickets: [
          ticket({ uuid: 'tk-1', assigned: true, fullName: 'Ada Lovelace', email: 'ada@example.org' }),
          ticket({ uuid: 'tk-2' }),
        ],
      },
    ],
    ...overrides,
  });

describe('the success page of an event order', () => {
  test('confirms, offers the receipt and lists the tickets with their state', async () => {
    serveReservation({ reservation: complete() });
    renderApp(eventPath('success'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your reservation is confirmed!' })).toBeTruthy();
    expect(screen.getByText('ada@example.org').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Download receipt' }).getAttribute('href')).toBe(
      `/api/v2/public/event/demo/reservation/${reservationId}/receipt`,
    );

    const tickets = within(screen.getByRole('region', { name: 'Your tickets' }));
    const [assigned, unassigned] = tickets.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(assigned.className).toContain('shop-ticket-assigned');
    expect(within(assigned).getByRole('heading', { level: 3 }).nextElementSibling?.textContent).toBe('Ada Lovelace');
    expect(unassigned.className).toContain('shop-ticket-unassigned');
    expect(within(unassigned).getByText('Not assigned yet')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Buy more tickets' }).getAttribute('href')).toBe('/event/demo');
    expect(screen.getByRole('link', { name: 'Go to the event website' }).getAttribute('href')).toBe(
      'https://demo.example/conference',
    );
  });

  test('the organizer can hide the confirmation buttons of a reservation', async () => {
    serveReservation({
      reservation: complete({ metadata: { ...complete().metadata, hideConfirmationButtons: true } }),
    });
    renderApp(eventPath('success'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your reservation is confirmed!' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your tickets' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy more tickets' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to the event website' })).toBeNull();
  });

  test('an invoice number makes it an invoice', async () => {
    serveReservation({ reservation: complete({ invoiceNumber: '2026-0001' }) });
    renderApp(eventPath('success'));
    expect((await screen.findByRole('link', { name: 'Download invoice' })).getAttribute('href')).toBe(
      `/api/v2/public/event/demo/reservation/${reservationId}/invoice`,
    );
  });

  test('a reservation not ready for confirmation offers no document', async () => {
    serveReservation({
      reservation: complete({
        invoiceNumber: '2026-0001',
        metadata: { ...complete().metadata, readyForConfirmation: false },
      }),
    });
    renderApp(eventPath('success'));
    expect(await screen.findByRole('button', { name: 'Resend confirmation email' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download (invoice|receipt)/ })).toBeNull();
  });

  test('resending the confirmation e-mail says it was sent', async () => {
    serveReservation({ reservation: complete() });
    let query: string | null = null;
    server.use(
      http.post(apiPath('resendReservationEmail'), ({ request, params }) => {
        query = new URL(request.url).searchParams.get('lang');
        expect(params).toMatchObject({ purchaseContextType: 'event', publicIdentifier: 'demo', reservationId });
        return HttpResponse.json(true);
      }),
    );
    const { user } = renderApp(eventPath('success'));

    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));

    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText('The confirmation email has been sent.')).toBeTruthy();
    expect(query).toBe('en');
  });

  test('while the server finalizes: only that, then the confirmation once complete', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const state = serveReservation({ reservation: complete({ status: 'FINALIZING' }) });
    renderApp(eventPath('success'));

    expect(await screen.findByRole('heading', { level: 2, name: 'We are finalizing your reservation.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Show ticket/ })).toBeNull();

    state.reservation = complete();
    await act(() => vi.advanceTimersByTimeAsync(statusPollIntervalMs));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your reservation is confirmed!' })).toBeTruthy();
  });

  test('embedded: the status goes to the parent page at its origin, and the page shows none of its own buttons', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    serveReservation({
      reservation: complete(),
      event: fullEvent({
        embeddingConfiguration: { enabled: true, notificationOrigin: 'https://organizer.example/shop' },
      }),
    });
    renderApp(eventPath('success'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your reservation is confirmed!' })).toBeTruthy();
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ status: 'COMPLETE', id: reservationId }, 'https://organizer.example'),
    );
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download receipt' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Buy more tickets' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to the event website' })).toBeNull();
  });
});

describe('the success page of a subscription', () => {
  const path = `/subscription/${subscriptionId}/reservation/${reservationId}/success`;
  const bought = reservationFixture({ status: 'COMPLETE', paid: true, subscriptionInfos: [subscriptionInfo()] });

  test('shows the holder, the usage, the PIN and the id, each copied on request', async () => {
    serveReservation({ reservation: bought });
    server.use(
      http.get(apiPath('getSubscription'), () => HttpResponse.json(subscriptionFixture())),
      http.get(apiPath('listEvents'), () => HttpResponse.json([])),
    );
    const { user } = renderApp(path);

    expect(await screen.findByRole('heading', { level: 2, name: 'Your subscription is confirmed!' })).toBeTruthy();
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Used so far: 2')).toBeTruthy();
    expect(screen.getByText('Remaining: 8')).toBeTruthy();
    expect(screen.getByText('ACDE3467')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy PIN' }));
    expect(await navigator.clipboard.readText()).toBe('ACDE3467');
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText('Copied to the clipboard.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy subscription ID' }));
    expect(await navigator.clipboard.readText()).toBe(subscriptionInfo().id);
    expect(screen.getByRole('link', { name: 'Browse events' }).getAttribute('href')).toBe(
      `/events-all?subscription=${subscriptionInfo().id}`,
    );
  });

  test.each([
    ['a server that announces it', [subscriptionInvoiceCapability], true],
    ['alf.io, which has none', undefined, false],
  ])("offers the subscription's invoice from %s only", async (_, capabilities, offered) => {
    let infoServed = false;
    serveReservation({ reservation: { ...bought, invoiceNumber: '2026-0001', invoiceOrReceiptDocumentPresent: true } });
    server.use(
      http.get(apiPath('getInfo'), () => {
        infoServed = true;
        return HttpResponse.json(infoFixture({ capabilities }));
      }),
      http.get(apiPath('getSubscription'), () => HttpResponse.json(subscriptionFixture())),
      http.get(apiPath('listEvents'), () => HttpResponse.json([])),
    );
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 2, name: 'Your subscription is confirmed!' })).toBeTruthy();
    await waitFor(() => expect(infoServed).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Download invoice' })?.getAttribute('href') ?? null).toBe(
        offered ? `/api/v2/public/subscription/${subscriptionId}/reservation/${reservationId}/invoice` : null,
      ),
    );
  });

  test('hides the PIN when the organizer says so', async () => {
    serveReservation({
      reservation: { ...bought, subscriptionInfos: [subscriptionInfo({ configuration: { displayPin: false } })] },
    });
    server.use(http.get(apiPath('listEvents'), () => HttpResponse.json([])));
    renderApp(path);

    expect(await screen.findByRole('button', { name: 'Copy subscription ID' })).toBeTruthy();
    expect(screen.queryByText('ACDE3467')).toBeNull();
  });

  test('embedded: neither the compatible events nor the buttons show, and the events are not even asked for', async () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: vi.fn() } as unknown as Window);
    let eventListAsked = false;
    serveReservation({ reservation: bought });
    server.use(
      http.get(apiPath('getSubscription'), () =>
        HttpResponse.json(
          subscriptionFixture({
            embeddingConfiguration: { enabled: true, notificationOrigin: 'https://organizer.example' },
          }),
        ),
      ),
      http.get(apiPath('listEvents'), () => {
        eventListAsked = true;
        return HttpResponse.json([]);
      }),
    );
    renderApp(path);

    expect(await screen.findByRole('button', { name: 'Copy subscription ID' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Browse events' })).toBeNull();
    expect(eventListAsked).toBe(false);
  });
});
