import { act, screen, waitFor, within } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent } from '../event-page/fixtures.ts';
import { customMethod, eventPath, reservationFixture, reservationId, serveReservation } from './overview-fixtures.ts';
import { statusPollIntervalMs } from '../../../src/features/reservation/reservation-status.ts';

// happy-dom loses leading text in DOMPurify's parse (see the SafeHtml tests); the texts here are ours.
beforeEach(() => vi.spyOn(DOMPurify, 'sanitize').mockImplementation((html) => String(html) as never));
afterEach(() => vi.restoreAllMocks());

const bank = {
  bankAccount: 'CH93 0076 2011 6238 5295 7',
  bankAccountOwner: ['Demo Org', 'Seestrasse 1', '8000 Zürich'],
};
const waiting = reservationFixture({ status: 'OFFLINE_PAYMENT' });

async function openWaiting(step: string, reservation = waiting, event = fullEvent(bank)) {
  const state = serveReservation({ reservation, event });
  const view = renderApp(eventPath(step));
  await screen.findByRole('heading', { level: 1, name: 'Awaiting payment' });
  return { ...view, state };
}

describe('waiting for a bank transfer', () => {
  test('tells the deadline, the order, the account with its owner and the reference to quote', async () => {
    await openWaiting('waiting-payment');

    expect(
      screen.getByRole('heading', { level: 2, name: 'Please complete your payment by 3 Jul 2026, 5:00 PM' }),
    ).toBeTruthy();
    expect(screen.getByRole('row', { name: /Standard/ })).toBeTruthy();
    const steps = screen.getByRole('list');
    expect(steps.tagName).toBe('OL');
    const first = within(steps).getAllByRole('listitem')[0];
    expect(first?.textContent).toMatch(/Transfer CHF\s200\.00 to CH93 0076 2011 6238 5295 7, held by:/);
    expect(first?.textContent).toContain('Demo OrgSeestrasse 18000 Zürich');
    expect(within(first as HTMLElement).getByText('3F2B8C1D').tagName).toBe('MARK');
    expect(within(steps).getByRole('link', { name: 'hello@demo.example' }).getAttribute('href')).toBe(
      'mailto:hello@demo.example',
    );
    expect(screen.getByText(`Reservation ${reservationId} in the name of Ada Lovelace`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the event website' }).getAttribute('href')).toBe(
      'https://demo.example/conference',
    );
  });

  test('without an account owner the transfer is one sentence; basic instructions leave out the rest', async () => {
    const event = fullEvent({
      bankAccount: 'CH93 0076',
      bankAccountOwner: [''],
      offlinePaymentConfiguration: { showOnlyBasicInstructions: true },
    });
    await openWaiting('waiting-payment', waiting, event);

    const steps = screen.getByRole('list');
    expect(steps.tagName).toBe('UL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Transfer CHF\s200\.00 to CH93 0076, reference 3F2B8C1D\.$/)]);
  });

  test('the invoice: a download once there is an invoice number, or a note where buyers cannot download', async () => {
    await openWaiting('waiting-payment', { ...waiting, invoiceNumber: '2026-0007' });
    expect(screen.getByRole('link', { name: 'Download invoice' }).getAttribute('href')).toBe(
      `/api/v2/public/event/demo/reservation/${reservationId}/invoice`,
    );
  });

  test('where buyers may not download documents, the invoice will be sent', async () => {
    const event = fullEvent({
      ...bank,
      invoicingConfiguration: { ...fullEvent().invoicingConfiguration, userCanDownloadReceiptOrInvoice: false },
    });
    await openWaiting('waiting-payment', { ...waiting, invoiceNumber: '2026-0007' }, event);
    expect(screen.queryByRole('link', { name: 'Download invoice' })).toBeNull();
    expect(screen.getByText('You will receive the invoice by email.')).toBeTruthy();
  });

  test('while the server finalizes, only that it does; a deferred payment then moves to its page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const { state, location } = await openWaiting('waiting-payment', { ...waiting, status: 'OFFLINE_FINALIZING' });
    expect(screen.getByRole('heading', { level: 2, name: 'We are finalizing your reservation.' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();

    state.reservation = { ...waiting, status: 'DEFERRED_OFFLINE_PAYMENT' };
    await act(() => vi.advanceTimersByTimeAsync(statusPollIntervalMs));
    await waitFor(() => expect(location().pathname).toBe(eventPath('deferred-payment')));
  });

  test('moves on to the success page once the organizer confirms the bank transfer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    const { state, location } = await openWaiting('waiting-payment');

    state.reservation = { ...waiting, status: 'COMPLETE' };
    await act(() => vi.advanceTimersByTimeAsync(statusPollIntervalMs));
    await waitFor(() => expect(location().pathname).toBe(eventPath('success')));
  });

  test('embedded: the waiting status goes to the parent page at its origin, the finalizing one does not', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const event = fullEvent({
      ...bank,
      embeddingConfiguration: { enabled: true, notificationOrigin: 'https://organizer.example/shop' },
    });
    const { unmount } = await openWaiting('waiting-payment', { ...waiting, status: 'OFFLINE_FINALIZING' }, event);
    await screen.findByRole('heading', { level: 2, name: 'We are finalizing your reservation.' });
    expect(postMessage).not.toHaveBeenCalled();
    unmount();

    await openWaiting('waiting-payment', waiting, event);
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { status: 'OFFLINE_PAYMENT', id: reservationId },
        'https://organizer.example',
      ),
    );
  });
});

describe('waiting for a custom payment', () => {
  test('shows the chosen method with its instructions', async () => {
    server.use(http.get(apiPath('getSelectedCustomPaymentMethod'), () => HttpResponse.json(customMethod())));
    await openWaiting('waiting-custom-payment', { ...waiting, status: 'CUSTOM_OFFLINE_PAYMENT' });

    expect(await screen.findByRole('heading', { level: 3, name: 'TWINT transfer' })).toBeTruthy();
    expect(screen.getByText('Pay with your phone.')).toBeTruthy();
    expect(screen.getByText('079 000 00 00').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: 'Payment instructions' })).toBeTruthy();
  });
});

describe('a deferred bank transfer', () => {
  test('is confirmed; the order and the invoice follow', async () => {
    serveReservation({
      reservation: reservationFixture({ status: 'DEFERRED_OFFLINE_PAYMENT', invoiceNumber: '2026-0008' }),
    });
    renderApp(eventPath('deferred-payment'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmation – Demo Conference' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Standard/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice' })).toBeTruthy();
  });

  test('a paid order without an invoice offers its receipt; while the transfer is owed there is none', async () => {
    const owed = reservationFixture({
      status: 'DEFERRED_OFFLINE_PAYMENT',
      invoiceNumber: null,
      invoiceOrReceiptDocumentPresent: true,
    });
    const state = serveReservation({ reservation: { ...owed, paid: true } });
    const { unmount } = renderApp(eventPath('deferred-payment'));

    expect((await screen.findByRole('link', { name: 'Download receipt' })).getAttribute('href')).toBe(
      `/api/v2/public/event/demo/reservation/${reservationId}/receipt`,
    );
    unmount();

    state.reservation = owed;
    renderApp(eventPath('deferred-payment'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order confirmation – Demo Conference' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download (invoice|receipt)/ })).toBeNull();
  });

  test('embedded: its status goes to the parent page at its origin', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const event = fullEvent({
      embeddingConfiguration: { enabled: true, notificationOrigin: 'https://organizer.example/shop' },
    });
    serveReservation({ reservation: reservationFixture({ status: 'DEFERRED_OFFLINE_PAYMENT' }), event });
    renderApp(eventPath('deferred-payment'));

    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { status: 'DEFERRED_OFFLINE_PAYMENT', id: reservationId },
        'https://organizer.example',
      ),
    );
  });
});

describe('a reservation that cannot be shown', () => {
  test('unknown: the first 8 characters of its id, and the way back to the event', async () => {
    serveReservation({ reservation: reservationFixture() });
    server.use(http.get(apiPath('getReservationStatus'), () => new HttpResponse(null, { status: 404 })));
    const { location } = renderApp(eventPath('success'));

    expect(await screen.findByText('We could not find reservation 3F2B8C1D.')).toBeTruthy();
    expect(location().pathname).toBe(eventPath('not-found'));
    expect((await screen.findByRole('link', { name: 'Back to the event page' })).getAttribute('href')).toBe(
      '/event/demo',
    );
  });

  test('stuck: whom to write to, with the reservation id', async () => {
    serveReservation({ reservation: reservationFixture({ status: 'STUCK' }) });
    renderApp(eventPath('overview'));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your reservation could not be completed.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@demo.example' }).getAttribute('href')).toBe(
      `mailto:hello@demo.example?subject=${reservationId}`,
    );
    expect(screen.getByText(`Your reservation ID: ${reservationId}`)).toBeTruthy();
  });
});
