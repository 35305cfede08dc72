import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { fullEvent } from '../event-page/fixtures.ts';
import { eventPath, reservationFixture } from './overview-fixtures.ts';
import { openOverview } from './overview-helpers.tsx';

afterEach(() => vi.restoreAllMocks());

describe('leaving the overview', () => {
  test('Back returns the reservation to the booking step', async () => {
    const { user, location, state } = await openOverview(reservationFixture());
    server.use(
      http.post(apiPath('backToBooking'), () => {
        state.reservation = { ...state.reservation, validatedBookingInformation: false };
        return HttpResponse.json(true);
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(location().pathname).toBe(eventPath('book')));
  });

  test('Request an invoice goes back to the booking step asking for the invoice form', async () => {
    const event = fullEvent({
      invoicingConfiguration: { ...fullEvent().invoicingConfiguration, invoiceAllowed: true },
    });
    const { user, location, state } = await openOverview(reservationFixture(), event);
    server.use(
      http.post(apiPath('backToBooking'), () => {
        state.reservation = { ...state.reservation, validatedBookingInformation: false };
        return HttpResponse.json(true);
      }),
    );

    expect(screen.getByText('No invoice requested.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Request an invoice' }));

    await waitFor(() => expect(location().pathname).toBe(eventPath('book')));
    expect(location().search).toBe('?requestInvoice=true');
  });

  test('once expired, a modal sends the buyer back to the event, and the history entry is replaced', async () => {
    const { user, location, navigationType } = await openOverview(reservationFixture({ validity: Date.now() - 1000 }));
    // The server already let the hold go: the release finds nothing, and the buyer leaves all the same.
    let released = 0;
    server.use(
      http.get(apiPath('getTicketCategories'), () => new HttpResponse(null, { status: 404 })),
      http.delete(apiPath('cancelReservation'), () => {
        released += 1;
        return HttpResponse.json({ errors: 'not found' }, { status: 404 });
      }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Your reservation has expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));

    await waitFor(() => expect(location().pathname).toBe('/event/demo'));
    expect(navigationType()).toBe('REPLACE');
    expect(released).toBe(1);
  });

  test('Back on a hold the server already let go opens the expiry dialog instead of an error', async () => {
    const { user } = await openOverview(reservationFixture());
    server.use(http.post(apiPath('backToBooking'), () => HttpResponse.json({ errors: 'not found' }, { status: 404 })));

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('dialog', { name: 'Your reservation has expired' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });
});
