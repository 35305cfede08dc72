import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { browserNavigation } from '../../../src/lib/browser-navigation.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { fullEvent } from '../event-page/fixtures.ts';
import { eventPath, freeSummary, reservationFixture, validated } from './overview-fixtures.ts';
import { acceptConsents, answerConfirm, openOverview } from './overview-helpers.tsx';

afterEach(() => vi.restoreAllMocks());

describe('confirming the overview', () => {
  test('a single bank transfer is chosen already: Confirm sends it and the buyer lands on the page of the new status', async () => {
    const { user, location, state } = await openOverview(reservationFixture());
    const bodies = answerConfirm(state, 'OFFLINE_PAYMENT');

    expect(screen.getByRole('heading', { level: 3, name: 'Bank transfer' })).toBeTruthy();
    expect(screen.getByText('Please make the transfer within 5 days.')).toBeTruthy();
    await acceptConsents(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(location().pathname).toBe(eventPath('waiting-payment')));
    expect(bodies).toEqual([
      {
        termAndConditionsAccepted: true,
        privacyPolicyAccepted: true,
        selectedPaymentMethod: 'BANK_TRANSFER',
        paymentProxy: 'OFFLINE',
        gatewayToken: null,
        captcha: null,
      },
    ]);
  });

  test('terms and privacy must be accepted first, each saying so under its box', async () => {
    const { user, state } = await openOverview(reservationFixture());
    const bodies = answerConfirm(state, 'OFFLINE_PAYMENT');

    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(screen.getByText('Please accept the privacy policy.')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /privacy policy/ }).getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  test('without a privacy policy only the terms are asked', async () => {
    const { user, state } = await openOverview(reservationFixture(), fullEvent({ privacyPolicyUrl: null }));
    const bodies = answerConfirm(state, 'OFFLINE_PAYMENT');

    expect(screen.queryByRole('checkbox', { name: /privacy policy/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ termAndConditionsAccepted: true, privacyPolicyAccepted: false });
  });

  test('a free order needs no method: Continue confirms with NONE and ends on the success page', async () => {
    const { user, location, state } = await openOverview(
      reservationFixture({ orderSummary: freeSummary, activePaymentMethods: {} }),
    );
    const bodies = answerConfirm(state, 'COMPLETE');

    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
    expect(screen.getByRole('row', { name: /Total Free/ })).toBeTruthy();
    await acceptConsents(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location().pathname).toBe(eventPath('success')));
    expect(bodies[0]).toMatchObject({ selectedPaymentMethod: 'NONE', paymentProxy: null });
  });

  test('a redirect answer sends the browser to the provider, without the leave warning', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
    const reservation = reservationFixture({
      activePaymentMethods: { PAYPAL: { paymentProxy: 'PAYPAL', parameters: {} } },
    });
    const { user, state } = await openOverview(reservation);
    answerConfirm(state, 'PENDING', () =>
      HttpResponse.json(
        validated({
          success: true,
          redirect: true,
          redirectUrl: 'https://paypal.example/approve',
          failure: false,
          gatewayIdOrNull: null,
        }),
      ),
    );

    expect(screen.getByText('You will be redirected to PayPal.')).toBeTruthy();
    await acceptConsents(user);
    await user.click(screen.getByRole('button', { name: /^Pay CHF\s200\.00$/ }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://paypal.example/approve'));
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
  });

  test('a refusal shows the server errors with their arguments, and the form comes back with focus on Confirm', async () => {
    const { user, state } = await openOverview(reservationFixture());
    answerConfirm(state, 'PENDING', () =>
      HttpResponse.json(
        {
          success: false,
          errorCount: 1,
          validationErrors: [
            {
              fieldName: 'paymentForm',
              code: 'error.STEP_2_PAYMENT_PROCESSING_ERROR',
              arguments: { '0': 'the bank said no' },
            },
          ],
          warnings: [],
          value: null,
        },
        { status: 422 },
      ),
    );

    await acceptConsents(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    const alert = await screen.findByText('Your payment could not be completed: the bank said no');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' })));
  });

  test('a hold the server has let go before the countdown ended opens the expiry dialog', async () => {
    const { user, state } = await openOverview(reservationFixture());
    answerConfirm(state, 'PENDING', () => new HttpResponse(null, { status: 404 }));

    await acceptConsents(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('dialog', { name: 'Your reservation has expired' })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: /could not/ })).toBeNull();
  });
});

describe('while confirming', () => {
  test('the form gives way to a progress bar at 75 %, and leaving the page asks first', async () => {
    const { user } = await openOverview(reservationFixture());
    // The confirmation stays unanswered while the test looks at the page in between.
    server.use(http.post(apiPath('confirmOverview'), () => delay('infinite')));
    await acceptConsents(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    const bar = await screen.findByRole('progressbar', { name: 'Processing, please wait' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /terms and conditions/ })).toBeNull();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
  });

  test('embedded: a refused payment is told to the parent page at its origin', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const event = fullEvent({
      embeddingConfiguration: { enabled: true, notificationOrigin: 'https://organizer.example/tickets' },
    });
    const { user, state } = await openOverview(reservationFixture(), event);
    answerConfirm(state, 'PENDING', () => new HttpResponse('unexpected exception', { status: 500 }));

    await acceptConsents(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { status: 'PENDING', id: reservationFixture().id, error: 'error.STEP_2_PAYMENT_REQUEST_CREATION (500)' },
        'https://organizer.example',
      ),
    );
  });
});
