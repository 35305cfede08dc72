import { render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ReservationLayout } from '../../../src/features/reservation/components/reservation-layout.tsx';
import { Stepper } from '../../../src/features/reservation/components/stepper.tsx';
import {
  ReservationScopeContext,
  type ReservationScopeValue,
} from '../../../src/features/reservation/reservation-scope.tsx';
import { createTranslator, TranslatorProvider } from '../../../src/lib/i18n.tsx';
import { signedInUser } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent } from '../event-page/fixtures.ts';
import {
  bookingBundle,
  bookingPathOf,
  bookingReservation,
  bookingReservationId,
  serveBooking,
} from './booking-fixtures.ts';

const scope = (signIn: ReservationScopeValue['signIn']): ReservationScopeValue => ({
  type: 'event',
  publicIdentifier: 'demo',
  reservationId: bookingReservationId,
  purchaseContext: fullEvent(),
  title: 'Demo Conference',
  signIn,
  holdExtension: false,
});

function renderLayout(step: string, signIn: ReservationScopeValue['signIn'] = { enabled: true, user: null }) {
  return render(
    <TranslatorProvider translator={createTranslator('en', bookingBundle)}>
      <ReservationScopeContext value={scope(signIn)}>
        <MemoryRouter initialEntries={[bookingPathOf(step)]}>
          <Routes>
            <Route
              path="/event/:eventShortName/reservation/:reservationId/:step"
              element={<ReservationLayout>{null}</ReservationLayout>}
            />
          </Routes>
        </MemoryRouter>
      </ReservationScopeContext>
    </TranslatorProvider>,
  );
}

describe('the reservation wrapper', () => {
  test('names the purchase context in the heading and the tab title', () => {
    renderLayout('book');
    expect(screen.getByRole('heading', { level: 1, name: 'Your reservation – Demo Conference' })).toBeTruthy();
    expect(document.title).toBe('Your reservation – Demo Conference');
  });

  test('offers sign-in on the success page only, back to this reservation, and only to anonymous visitors', () => {
    renderLayout('success');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/openid/event/demo/reservation/${bookingReservationId}`,
    );
  });

  test.each(['book', 'overview', 'waiting-payment'])('no sign-in button on %s', (step) => {
    renderLayout(step);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  test('no sign-in button for a signed-in buyer, nor where sign-in does not exist', () => {
    const signedIn = renderLayout('success', { enabled: true, user: signedInUser });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    signedIn.unmount();
    renderLayout('success', { enabled: false, user: null });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  test('the terms and privacy links of the context show on the booking page only', () => {
    renderLayout('book');
    const footer = within(document.querySelector('footer') as HTMLElement);
    expect(footer.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe(
      'https://demo.example/terms',
    );
    expect(footer.getByRole('link', { name: /privacy policy/ }).getAttribute('target')).toBe('_blank');
  });

  test.each(['overview', 'success'])('no footer links on %s', (step) => {
    renderLayout(step);
    expect(screen.queryByRole('link', { name: /terms and conditions/ })).toBeNull();
  });
});

describe('the stepper', () => {
  const renderStepper = (props: Parameters<typeof Stepper>[0]) =>
    render(
      <TranslatorProvider translator={createTranslator('en', bookingBundle)}>
        <Stepper {...props} />
      </TranslatorProvider>,
    );
  const steps = () => within(screen.getByRole('navigation', { name: 'Steps of your order' })).getAllByRole('listitem');

  test('done steps carry a check, the current one aria-current', () => {
    renderStepper({ current: 3, free: false });
    expect(steps().map((step) => step.textContent)).toEqual([
      'completedSelection',
      'completedDetails',
      'Payment',
      '4Confirmation',
    ]);
    expect(steps().map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(steps()[0]?.querySelector('svg')).toBeTruthy();
  });

  test('a free order reviews instead of paying, with a file icon instead of the money one', () => {
    const paid = renderStepper({ current: 2, free: false });
    const moneyIcon = steps()[2]?.querySelector('svg path')?.getAttribute('d');
    paid.unmount();
    renderStepper({ current: 2, free: true });
    expect(steps()[2]?.textContent).toBe('Review');
    const fileIcon = steps()[2]?.querySelector('svg path')?.getAttribute('d');
    expect(moneyIcon).toBeTruthy();
    expect(fileIcon).toBeTruthy();
    expect(fileIcon).not.toBe(moneyIcon);
  });

  test('while the payment runs, step 3 says so', () => {
    renderStepper({ current: 3, free: false, paymentInProgress: true });
    expect(steps()[2]?.textContent).toBe('in progressPayment');
  });
});

describe('every reservation route goes through the status', () => {
  afterEach(() => vi.useRealTimers());

  test('reloading the booking page of a validated booking lands on the overview, query kept, history replaced', async () => {
    serveBooking({ reservation: bookingReservation({ validatedBookingInformation: true }) });
    server.use(http.get(apiPath('getApplicableCustomPaymentMethods'), () => HttpResponse.json([])));
    const { location, navigationType } = renderApp(bookingPathOf('book', '?lang=en'));

    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('overview')));
    expect(location().search).toBe('?lang=en');
    expect(navigationType()).toBe('REPLACE');
  });

  test('an old link to the overview of a booking not validated yet goes to the booking page', async () => {
    serveBooking();
    const { location } = renderApp(bookingPathOf('overview'));
    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('book')));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeTruthy();
  });

  test('an unknown reservation shows the not-found page', async () => {
    serveBooking({ status: null });
    server.use(http.get(apiPath('getReservation'), () => new HttpResponse(null, { status: 404 })));
    const { location } = renderApp(bookingPathOf('book'));
    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('not-found')));
  });

  test('the page a redirect leads to shows at once, without waiting for the status again', async () => {
    let where = () => '';
    serveBooking({ status: { status: 'CANCELLED', validatedBookingInformation: false } });
    server.use(
      http.get(apiPath('getReservationStatus'), async () => {
        // Once redirected, the status never answers again: a page that waited for it would wait for ever.
        if (where().endsWith('/not-found')) await delay('infinite');
        return HttpResponse.json({ status: 'CANCELLED', validatedBookingInformation: false });
      }),
    );
    const { location } = renderApp(bookingPathOf('book'));
    where = () => location().pathname;
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation not found' })).toBeTruthy();
    expect(location().pathname).toBe(bookingPathOf('not-found'));
    expect(document.querySelector('.shop-page-loading')).toBeNull();
  });

  test('a reservation waiting for a bank transfer opens the waiting page', async () => {
    serveBooking({ reservation: bookingReservation({ status: 'OFFLINE_PAYMENT' }) });
    const { location } = renderApp(bookingPathOf('book'));
    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('waiting-payment')));
  });

  test('while offline finalization runs the status is asked every 5 seconds; the deferred page follows', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    let status = 'OFFLINE_FINALIZING';
    let asked = 0;
    serveBooking({ reservation: bookingReservation({ status: 'OFFLINE_FINALIZING' }) });
    server.use(
      http.get(apiPath('getReservationStatus'), () => {
        asked++;
        return HttpResponse.json({ status, validatedBookingInformation: true });
      }),
    );
    const { location } = renderApp(bookingPathOf('waiting-payment'));
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    const first = asked;

    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(asked).toBe(first + 1));
    status = 'DEFERRED_OFFLINE_PAYMENT';
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('deferred-payment')));
  });
});
