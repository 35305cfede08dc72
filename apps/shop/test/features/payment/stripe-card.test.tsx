import type { ReservationInfo, ReservationPaymentResult } from '@shop/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { browserNavigation } from '../../../src/lib/browser-navigation.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { eventPath, reservationFixture } from '../reservation/overview-fixtures.ts';
import { acceptConsents, answerConfirm, openOverview } from '../reservation/overview-helpers.tsx';
import { installFakeStripe } from './fake-stripe.ts';

const stripeParameters = { enableSCA: true, stripe_p_key: 'pk_test_shop' };

function cardReservation(parameters: Record<string, unknown> = stripeParameters): ReservationInfo {
  return reservationFixture({
    activePaymentMethods: { CREDIT_CARD: { paymentProxy: 'STRIPE', parameters } },
    billingDetails: {
      ...reservationFixture().billingDetails,
      addressLine1: 'Bahnhofstrasse 1',
      zip: '8001',
      city: 'Zürich',
      country: 'CH',
    },
  });
}

const waiting: ReservationPaymentResult = {
  success: false,
  failure: false,
  redirect: false,
  redirectUrl: null,
  gatewayIdOrNull: null,
};

/** The server's side of a card payment: init answers `init`, each status check the next answer. */
function servePayment(init: Record<string, unknown> = {}, status: () => ReservationPaymentResult = () => waiting) {
  const calls = { init: 0, status: 0, forceCheck: 0 };
  server.use(
    http.post(apiPath('initPayment'), ({ params }) => {
      calls.init += 1;
      expect(params.method).toBe('CREDIT_CARD');
      return HttpResponse.json({
        clientSecret: 'pi_1_secret_2',
        reservationStatusChanged: false,
        errorMessage: null,
        token: null,
        paymentMethod: 'CREDIT_CARD',
        paymentProvider: 'STRIPE',
        ...init,
      });
    }),
    http.get(apiPath('getPaymentStatus'), () => {
      calls.status += 1;
      return HttpResponse.json(status());
    }),
    http.get(apiPath('forceCheckTransaction'), () => {
      calls.forceCheck += 1;
      return HttpResponse.json({
        successful: false,
        failed: false,
        redirect: true,
        initialized: true,
        redirectUrl: 'https://bank.example/3ds',
        gatewayIdOrNull: null,
      });
    }),
  );
  return calls;
}

async function openCardOverview(reservation = cardReservation()) {
  const view = await openOverview(reservation);
  await screen.findByRole('group', { name: 'Card details' });
  await acceptConsents(view.user);
  return view;
}

/**
 * One second of waiting, and the status check it started has been answered. The answer changes
 * nothing on the page, and the testing library's waitFor polls on setInterval, which these tests
 * stop: vitest's own waitFor polls on the real clock, so it sees the count whenever the answer
 * lands (React's act happened to wait for it, Preact's does not).
 */
async function tick(calls: { status: number }) {
  const before = calls.status;
  await act(async () => void vi.advanceTimersByTime(1000));
  await vi.waitFor(() => expect(calls.status).toBe(before + 1));
  await act(async () => undefined);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('paying by card', () => {
  test('Stripe.js is loaded with the publishable key, the connected account and the shop language', async () => {
    const fake = installFakeStripe();
    await openCardOverview(cardReservation({ ...stripeParameters, stripeConnectedAccount: 'acct_42' }));
    expect(fake.load).toHaveBeenCalledWith('pk_test_shop', { locale: 'en', stripeAccount: 'acct_42' });
    expect(fake.stripe.elements).toHaveBeenCalled();
    expect(fake.stripe.elements().create).toHaveBeenCalledWith('card', expect.anything());
  });

  test('Pay is disabled until the card is complete, says why when pressed; the card element’s own error shows under it', async () => {
    const fake = installFakeStripe();
    const calls = servePayment();
    const { user } = await openCardOverview();

    const pay = screen.getByRole('button', { name: /^Pay/ });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    await user.click(pay);
    expect(await screen.findByText('Please complete the payment details above before confirming.')).toBeTruthy();

    fake.change({ complete: false, error: 'Your card number is incomplete.' });
    expect(screen.getByText('Your card number is incomplete.').getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(calls.init).toBe(0);
    expect(fake.stripe.confirmCardPayment).not.toHaveBeenCalled();

    fake.change({ complete: true });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ }).getAttribute('aria-disabled')).toBeNull());
  });

  test('a complete card pays: init, confirmation with the billing details, polling, then the order is confirmed with the transaction id', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fake = installFakeStripe();
    let answer = waiting;
    const calls = servePayment({}, () => answer);
    const { user, location, state } = await openCardOverview();
    const bodies = answerConfirm(state, 'COMPLETE');

    fake.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    await waitFor(() => expect(fake.stripe.confirmCardPayment).toHaveBeenCalled());
    expect(calls.init).toBe(1);
    expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: {
        card: fake.card,
        billing_details: {
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          address: { line1: 'Bahnhofstrasse 1', postal_code: '8001', city: 'Zürich', country: 'CH' },
        },
      },
    });
    expect(screen.getByRole('progressbar', { name: 'Processing, please wait' })).toBeTruthy();
    await tick(calls);
    expect(bodies).toEqual([]);
    answer = { ...waiting, success: true, gatewayIdOrNull: 'pi_1' };
    await tick(calls);

    await waitFor(() => expect(location().pathname).toBe(eventPath('success')));
    expect(bodies).toEqual([expect.objectContaining({ selectedPaymentMethod: 'CREDIT_CARD', gatewayToken: 'pi_1' })]);
  });

  test('a declined card keeps the buyer on the overview with the reason, and the form comes back', async () => {
    const fake = installFakeStripe();
    fake.stripe.confirmCardPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const calls = servePayment();
    const { user, state } = await openCardOverview();
    const bodies = answerConfirm(state, 'COMPLETE');

    fake.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(
      await screen.findByText('Your payment could not be completed: Your card has insufficient funds.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.status).toBe(0);
    expect(bodies).toEqual([]);
  });

  test('a payment the server cannot start is explained in the buyer’s words, with or without a message key', async () => {
    const fake = installFakeStripe();
    servePayment({ clientSecret: null, errorMessage: 'error.STEP2_STRIPE_unexpected' });
    const { user } = await openCardOverview();

    fake.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(
      await screen.findByText(
        'Your payment could not be completed: Please try again or choose another payment method.',
      ),
    ).toBeTruthy();
    expect(fake.stripe.confirmCardPayment).not.toHaveBeenCalled();

    servePayment({ clientSecret: null, errorMessage: 'The card network is down.' });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Your payment could not be completed: The card network is down.')).toBeTruthy();
  });

  test('a reservation that moved on meanwhile sends the buyer to the page of its status', async () => {
    const fake = installFakeStripe();
    servePayment({ reservationStatusChanged: true, clientSecret: null });
    const { user, location, state } = await openCardOverview();
    // Paid meanwhile (another tab): the status guard keeps the buyer on the page of that status.
    state.reservation = { ...state.reservation, status: 'COMPLETE' };

    fake.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    await waitFor(() => expect(location().pathname).toBe(eventPath('success')));
    expect(fake.stripe.confirmCardPayment).not.toHaveBeenCalled();
  });

  test('a payment the provider declines later is reported with a translated reason', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fake = installFakeStripe();
    const calls = servePayment({}, () => ({ ...waiting, failure: true }));
    const { user } = await openCardOverview();

    fake.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(fake.stripe.confirmCardPayment).toHaveBeenCalled());
    await tick(calls);

    expect(await screen.findByText('Your payment could not be completed: Your card was declined.')).toBeTruthy();
  });

  test('a long wait says so after 10 checks, and after 120 warns and offers a check that may leave for the bank, without the leave warning', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fake = installFakeStripe();
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
    const calls = servePayment();
    const { user, state } = await openCardOverview();
    const bodies = answerConfirm(state, 'COMPLETE');

    fake.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(fake.stripe.confirmCardPayment).toHaveBeenCalled());

    for (let check = 1; check <= 9; check++) await tick(calls);
    expect(screen.queryByText('This is taking a little longer than usual.')).toBeNull();
    await tick(calls);
    expect(screen.getByText('This is taking a little longer than usual.').closest('[role=status]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check payment status' })).toBeNull();

    for (let check = 11; check <= 120; check++) await tick(calls);
    expect(screen.queryByText('We have not yet received a confirmation.')).toBeNull();
    await tick(calls);
    expect(screen.getByText('We have not yet received a confirmation.').closest('[role=status]')).toBeTruthy();
    expect(screen.queryByText('This is taking a little longer than usual.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Check payment status' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://bank.example/3ds'));
    expect(calls.forceCheck).toBe(1);
    expect(bodies).toEqual([]);
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
  }, 30_000);

  test('with the legacy setting (no SCA) the card becomes a token sent with the confirmation', async () => {
    const fake = installFakeStripe();
    const calls = servePayment();
    const { user, location, state } = await openCardOverview(
      cardReservation({ enableSCA: false, stripe_p_key: 'pk_test_shop' }),
    );
    const bodies = answerConfirm(state, 'COMPLETE');

    fake.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    await waitFor(() => expect(location().pathname).toBe(eventPath('success')));
    expect(fake.stripe.createToken).toHaveBeenCalledWith(fake.card);
    expect(calls.init).toBe(0);
    expect(bodies).toEqual([expect.objectContaining({ gatewayToken: 'tok_legacy' })]);
  });

  test('while Stripe.js loads the form says so', async () => {
    const fake = installFakeStripe();
    fake.load.mockReturnValue(new Promise(() => undefined));
    await openOverview(cardReservation());
    const loading = await screen.findByText('Loading the card form…');
    expect(loading.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
  });

  test('when Stripe.js cannot be loaded the buyer is told, and Pay does nothing', async () => {
    const fake = installFakeStripe();
    fake.load.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const calls = servePayment();
    const { user } = await openOverview(cardReservation());
    const failed = await screen.findByText('The card form could not be loaded.');
    expect(failed.getAttribute('role')).toBe('alert');
    await acceptConsents(user);

    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Please complete the payment details above before confirming.')).toBeTruthy();
    expect(calls.init).toBe(0);
  });
});

describe('paying with the phone’s wallet', () => {
  const googlePay = { applePay: false, googlePay: true, link: false };
  const walletButton = (name = 'Pay with Google Pay') => screen.findByRole('button', { name });

  test.each([
    { browser: 'no wallet', answer: null, offered: 'nothing' },
    { browser: 'only Link', answer: { applePay: false, googlePay: false, link: true }, offered: 'nothing' },
    { browser: 'Google Pay', answer: googlePay, offered: 'Pay with Google Pay' },
    { browser: 'Apple Pay', answer: { applePay: true, googlePay: false, link: false }, offered: 'Pay with Apple Pay' },
  ])('a browser with $browser is offered $offered, next to the card form', async ({ answer, offered }) => {
    const fake = installFakeStripe();
    fake.wallet.has(answer);
    await openCardOverview();
    await waitFor(() => expect(fake.wallet.request.canMakePayment).toHaveBeenCalled());
    expect(fake.stripe.paymentRequest).toHaveBeenCalledWith({
      country: 'CH',
      currency: 'chf',
      total: { label: 'Total', amount: 20000 },
      disableWallets: ['link', 'browserCard'],
    });
    if (offered !== 'nothing') expect(await walletButton(offered)).toBeTruthy();
    else {
      await act(async () => undefined);
      expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
    }
    // The card form stays either way.
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy();
  });

  test('with alf.io’s older token setting there is no PaymentIntent, so no wallet', async () => {
    const fake = installFakeStripe();
    fake.wallet.has(googlePay);
    await openCardOverview(cardReservation({ enableSCA: false, stripe_p_key: 'pk_test_shop' }));
    expect(fake.stripe.paymentRequest).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
  });

  test('approved in the sheet, the order is paid on the same PaymentIntent and confirmed with its id', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fake = installFakeStripe();
    fake.wallet.has(googlePay);
    let answer = waiting;
    const calls = servePayment({}, () => answer);
    const { user, location, state } = await openCardOverview();
    const bodies = answerConfirm(state, 'COMPLETE');

    await user.click(await walletButton());
    expect(fake.wallet.request.show).toHaveBeenCalledTimes(1);
    expect(calls.init).toBe(0);
    const sheet = fake.wallet.approve();

    // Nothing on the page changes until the sheet closes: waited for on the real clock (see tick).
    await vi.waitFor(() => expect(fake.stripe.confirmCardPayment).toHaveBeenCalled());
    expect(calls.init).toBe(1);
    expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith(
      'pi_1_secret_2',
      { payment_method: 'pm_wallet' },
      { handleActions: false },
    );
    await vi.waitFor(() => expect(sheet).toHaveBeenCalledWith('success'));
    expect(screen.getByRole('progressbar', { name: 'Processing, please wait' })).toBeTruthy();
    answer = { ...waiting, success: true, gatewayIdOrNull: 'pi_1' };
    await tick(calls);

    await waitFor(() => expect(location().pathname).toBe(eventPath('success')));
    expect(bodies).toEqual([
      expect.objectContaining({ selectedPaymentMethod: 'CREDIT_CARD', paymentProxy: 'STRIPE', gatewayToken: 'pi_1' }),
    ]);
    expect(sheet).toHaveBeenCalledTimes(1);
  });

  test('without the consents the sheet reports a failure, nothing is charged, and the overview says what is missing', async () => {
    const fake = installFakeStripe();
    fake.wallet.has(googlePay);
    const calls = servePayment();
    const { user } = await openOverview(cardReservation());

    await user.click(await walletButton());
    const sheet = fake.wallet.approve();

    await waitFor(() => expect(sheet).toHaveBeenCalledWith('fail'));
    expect(await screen.findByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(calls.init).toBe(0);
    expect(fake.stripe.confirmCardPayment).not.toHaveBeenCalled();
    // The card is no more ready than before: Pay still asks for it.
    expect(screen.getByRole('button', { name: /^Pay CHF/ }).getAttribute('aria-disabled')).toBe('true');
  });

  test('a cancelled sheet leaves the buyer on the overview, where the card still pays', async () => {
    const fake = installFakeStripe();
    fake.wallet.has(googlePay);
    const calls = servePayment({}, () => ({ ...waiting, success: true, gatewayIdOrNull: 'pi_1' }));
    const { user, location, state } = await openCardOverview();
    const bodies = answerConfirm(state, 'COMPLETE');

    const button = await walletButton();
    await user.click(button);
    fake.wallet.cancel();
    expect(document.activeElement).toBe(button);
    await act(async () => undefined);
    expect(calls.init).toBe(0);
    expect(location().pathname).toBe(eventPath('overview'));
    expect(screen.queryByText(/could not be completed/)).toBeNull();

    fake.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /^Pay CHF/ }));
    await waitFor(() => expect(location().pathname).toBe(eventPath('success')), { timeout: 3000 });
    expect(fake.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', {
      payment_method: expect.objectContaining({ card: fake.card }),
    });
    expect(bodies).toEqual([expect.objectContaining({ gatewayToken: 'pi_1' })]);
  });

  test('a card the wallet holds that is declined fails the sheet, and the buyer reads why', async () => {
    const fake = installFakeStripe();
    fake.wallet.has(googlePay);
    fake.stripe.confirmCardPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const calls = servePayment();
    const { user, state } = await openCardOverview();
    const bodies = answerConfirm(state, 'COMPLETE');

    await user.click(await walletButton());
    const sheet = fake.wallet.approve();

    expect(
      await screen.findByText('Your payment could not be completed: Your card has insufficient funds.'),
    ).toBeTruthy();
    expect(sheet).toHaveBeenCalledWith('fail');
    expect(calls.status).toBe(0);
    expect(bodies).toEqual([]);
    expect(await walletButton()).toBeTruthy();
  });
});
