import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { signedInUser } from '../support/fixtures.ts';
import { apiPath, server } from '../support/msw-server.ts';
import { addMeta } from '../support/page.ts';
import { renderApp } from '../support/render-app.tsx';

const reservation = 'e1b2c3d4-0000-4000-8000-000000000001';
// The catalogue and the subscription page are built: test/features/catalogue covers their paths.
// The reservation steps are built: test/features/reservation covers them and their status guard.
// The ticket pages and the waiting room are built: test/features/ticket and check-in cover them.
// The account pages are built: test/features/account covers them.
// The poll area is built: test/features/poll covers it.

describe('the route table', () => {
  test('an unknown path shows the translated not-found page with a way home', async () => {
    const { user, location } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('There is nothing at this address.')).toBeTruthy();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(location().pathname).toBe('/');
  });

  test('waitingPayment redirects to waiting-payment, keeping the query', async () => {
    server.use(
      http.get(apiPath('getReservationStatus'), () =>
        HttpResponse.json({ status: 'OFFLINE_PAYMENT', validatedBookingInformation: true }),
      ),
    );
    const { location } = renderApp(`/event/demo/reservation/${reservation}/waitingPayment?lang=en`);

    await waitFor(() => expect(location().pathname).toBe(`/event/demo/reservation/${reservation}/waiting-payment`));
    expect(location().pathname).toBe(`/event/demo/reservation/${reservation}/waiting-payment`);
    expect(location().search).toBe('?lang=en');
  });

  test('an event that cannot be loaded sends the visitor home', async () => {
    const { location } = renderApp('/event/unknown');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(location().pathname).toBe('/');
  });
});

describe('pages for signed-in users', () => {
  test('my-orders sends an anonymous visitor home', async () => {
    addMeta('authentication-enabled', 'true');
    const { location } = renderApp('/my-orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(location().pathname).toBe('/');
  });

  test('my-profile sends everyone home when sign-in is disabled', async () => {
    addMeta('authentication-enabled', 'false');
    const { location } = renderApp('/my-profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(location().pathname).toBe('/');
  });

  test('without the meta, the server is asked whether sign-in exists before asking who is signed in', async () => {
    const calls: string[] = [];
    server.use(
      http.get(apiPath('isAuthenticationEnabled'), () => {
        calls.push('authentication-enabled');
        return HttpResponse.json(true);
      }),
      http.get(apiPath('getMe'), () => {
        calls.push('me');
        return HttpResponse.json(signedInUser);
      }),
    );
    renderApp('/my-orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    await waitFor(() => expect(calls).toEqual(['authentication-enabled', 'me']));
  });
});
