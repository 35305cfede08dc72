import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { preloadAddress } from '../../../src/app/address-preload.ts';
import { takeFirstStatusCheck } from '../../../src/lib/reservation-handover.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { infoFixture } from '../../support/fixtures.ts';
import { addMeta, addPreload } from '../../support/page.ts';
import { renderApp, testQueryClient } from '../../support/render-app.tsx';
import { eventPageBundle, fullEvent, validated as validatedReservation } from '../event-page/fixtures.ts';
import {
  bookingBundle,
  bookingPathOf,
  bookingReservation,
  bookingReservationId,
  serveBooking,
} from './booking-fixtures.ts';

/** Counts the requests of each endpoint asked for, in the order they started. */
function recordRequests() {
  const started: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/status')) started.push('status');
    else if (path.endsWith(`/reservation/${bookingReservationId}`)) started.push('reservation');
  });
  return started;
}

afterEach(() => server.events.removeAllListeners('request:start'));

describe('arriving at a reservation step', () => {
  test('the reservation is asked for at arrival, not once the status has answered', async () => {
    serveBooking();
    let answerStatus = () => {};
    const statusHeld = new Promise<void>((resolve) => {
      answerStatus = resolve;
    });
    server.use(
      http.get(apiPath('getReservationStatus'), async () => {
        await statusHeld;
        return HttpResponse.json({ status: 'PENDING', validatedBookingInformation: false });
      }),
    );
    const started = recordRequests();

    renderApp(bookingPathOf('book'));

    await waitFor(() => expect(started).toContain('reservation'));
    expect(screen.queryByRole('heading', { level: 2, name: 'Your details' })).toBeNull();
    answerStatus();
    await screen.findByRole('heading', { level: 2, name: 'Your details' });
  });

  test('the booking step reached by reserving on the event page shows without asking for the status', async () => {
    serveBooking();
    server.use(
      http.get(apiPath('getBundle'), () => HttpResponse.json({ ...eventPageBundle, ...bookingBundle })),
      http.post(apiPath('reserveTickets'), () => HttpResponse.json(validatedReservation(bookingReservationId))),
    );
    const { user, location } = renderApp('/event/demo');
    await screen.findByRole('heading', { level: 2, name: 'Tickets' });
    const started = recordRequests();

    const [quantity] = screen.getAllByRole('combobox', { name: /^Quantity for/ });
    if (!quantity) throw new Error('the event offers no ticket category');
    await user.selectOptions(quantity, '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    expect(location().pathname).toBe(bookingPathOf('book'));
    expect(started).not.toContain('status');
    expect(started).toContain('reservation');
  });

  test('a booking step opened on a page that carries its reservation shows it without asking for it or its status', async () => {
    serveBooking({ reservation: bookingReservation({ email: 'from-the-api@example.org' }) });
    addPreload('preload-reservation', bookingReservation({ email: 'served@example.org' }), bookingReservationId);
    const started = recordRequests();
    const queryClient = testQueryClient();

    // As the shop starts on a page the server served.
    void preloadAddress(bookingPathOf('book'), queryClient);
    renderApp(bookingPathOf('book'), queryClient);

    const contact = await screen.findByRole('region', { name: 'Your details' });
    expect(within(contact).getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'served@example.org');
    expect(started).toEqual([]);
  });

  test('the reservation a page carried counts once: coming back to that step later asks the server again', async () => {
    serveBooking();
    addPreload('preload-reservation', bookingReservation(), bookingReservationId);
    const queryClient = testQueryClient();

    void preloadAddress(bookingPathOf('book'), queryClient);

    // No check was started on opening, so none stands ready for a later arrival at the same step.
    expect(takeFirstStatusCheck(bookingPathOf('book'))).toBeUndefined();
  });

  test("a page that carries another reservation is not taken for this one's", async () => {
    serveBooking();
    addPreload('preload-reservation', bookingReservation(), '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a');
    const started = recordRequests();
    const queryClient = testQueryClient();

    void preloadAddress(bookingPathOf('book'), queryClient);
    renderApp(bookingPathOf('book'), queryClient);

    await screen.findByRole('heading', { level: 2, name: 'Your details' });
    expect(started).toEqual(expect.arrayContaining(['reservation', 'status']));
  });

  test('opened on a page the server filled, the booking step is on the first screen the shop draws', async () => {
    serveBooking();
    addPreload('preload-info', infoFixture());
    addMeta('authentication-enabled', 'false');
    addPreload('preload-bundle', bookingBundle, 'en');
    addPreload('preload-event', fullEvent(), 'demo');
    addPreload('preload-countries', [], 'en');
    addPreload('preload-vat-countries', [], 'en');
    addPreload('preload-reservation', bookingReservation(), bookingReservationId);
    const queryClient = testQueryClient();

    // As `main.tsx` starts: the step's code first, which the page had the browser load already.
    await preloadAddress(bookingPathOf('book'), queryClient);
    renderApp(bookingPathOf('book'), queryClient);

    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeTruthy();
  });
});
