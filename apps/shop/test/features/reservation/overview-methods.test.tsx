import type { ReservationInfo } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { customMethod, customMethodId, eventPath, reservationFixture, serveReservation } from './overview-fixtures.ts';
import { acceptConsents, answerConfirm, openOverview } from './overview-helpers.tsx';

afterEach(() => vi.restoreAllMocks());

describe('choosing a method', () => {
  const four: ReservationInfo['activePaymentMethods'] = {
    PAYPAL: { paymentProxy: 'PAYPAL', parameters: {} },
    ON_SITE: { paymentProxy: 'ON_SITE', parameters: { captchaRequestedForOffline: false } },
    BANK_TRANSFER: { paymentProxy: 'OFFLINE', parameters: { delayForOfflinePayment: 4, deferred: true } },
    [customMethodId]: { paymentProxy: 'CUSTOM_OFFLINE', parameters: {} },
  };

  test('more than three: radios sorted by id, one under the other, none chosen, and the button follows the choice', async () => {
    const { user, state } = await openOverview(reservationFixture({ activePaymentMethods: four }));
    const bodies = answerConfirm(state, 'CUSTOM_OFFLINE_PAYMENT');

    const group = screen.getByRole('group', { name: 'Please choose a payment method.' });
    expect(group.className).toContain('shop-payment-methods-vertical');
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'Bank transfer',
      'Pay on site',
      'PayPal',
      'TWINT transfer',
    ]);
    expect(radios.some((radio) => radio.checked)).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByText('Confirmed now, invoice later.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.getByRole('button', { name: /^Pay CHF\s200\.00$/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'TWINT transfer' }));
    expect(screen.getByText('Pay with your phone.')).toBeTruthy();

    await acceptConsents(user);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ selectedPaymentMethod: customMethod(), paymentProxy: 'CUSTOM_OFFLINE' });
  });

  test('Interac e-Transfer, a method only the front end names, is offered under its own label', async () => {
    await openOverview(
      reservationFixture({
        activePaymentMethods: {
          ETRANSFER: { paymentProxy: 'OFFLINE', parameters: {} },
          ON_SITE: { paymentProxy: 'ON_SITE', parameters: { captchaRequestedForOffline: false } },
        },
      }),
    );

    const group = screen.getByRole('group', { name: 'Please choose a payment method.' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual(['Interac e-Transfer', 'Pay on site']);
    expect(screen.queryByText(/UNKNOWN PAYMENT/)).toBeNull();
  });

  test('a custom method whose details failed to load is never sent as a bare id', async () => {
    const reservation = reservationFixture({ activePaymentMethods: four });
    const state = serveReservation({ reservation });
    server.use(http.get(apiPath('getApplicableCustomPaymentMethods'), () => new HttpResponse(null, { status: 500 })));
    const bodies = answerConfirm(state, 'CUSTOM_OFFLINE_PAYMENT');
    const { user } = renderApp(eventPath('overview'));
    const group = await screen.findByRole('group', { name: 'Please choose a payment method.' });

    await user.click(within(group).getAllByRole('radio').at(-1)!);
    await acceptConsents(user);
    await user.click(screen.getByRole('button', { name: /^(Pay|Confirm)/ }));

    expect(await screen.findByText('Please choose a payment method.', { selector: '.alert' })).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  test('without a chosen method the server is not asked', async () => {
    const { user, state } = await openOverview(reservationFixture({ activePaymentMethods: four }));
    const bodies = answerConfirm(state, 'PENDING');

    await acceptConsents(user);
    await user.click(screen.getByRole('button', { name: /^Pay CHF\s200\.00$/ }));

    expect(await screen.findByText('Please choose a payment method.', { selector: '.alert' })).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  test('a provider token restricts the choice to its method, accepts the terms, and Cancel drops it', async () => {
    const reservation = reservationFixture({ activePaymentMethods: four, tokenAcquired: true, paymentProxy: 'PAYPAL' });
    const { user, state } = await openOverview(reservation);
    let cleared = 0;
    server.use(
      http.delete(apiPath('clearPaymentToken'), () => {
        cleared += 1;
        state.reservation = { ...state.reservation, tokenAcquired: false, paymentProxy: null };
        return HttpResponse.json(true);
      }),
    );

    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'PayPal' })).toBeTruthy();
    expect(screen.getByText('PayPal has approved the payment.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /terms and conditions/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /privacy policy/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Complete order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeTruthy();
    expect(cleared).toBe(1);
    expect((screen.getByRole('checkbox', { name: /terms and conditions/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  test('with only PayPal offered, as the server answers while its approval is held, Complete order confirms it at once', async () => {
    const reservation = reservationFixture({
      activePaymentMethods: { PAYPAL: { paymentProxy: 'PAYPAL', parameters: {} } },
      tokenAcquired: true,
      paymentProxy: 'PAYPAL',
    });
    const { user, location, state } = await openOverview(reservation);
    const bodies = answerConfirm(state, 'COMPLETE');

    await user.click(screen.getByRole('button', { name: 'Complete order' }));

    await waitFor(() => expect(location().pathname).toBe(eventPath('success')));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      selectedPaymentMethod: 'PAYPAL',
      paymentProxy: 'PAYPAL',
      gatewayToken: null,
      termAndConditionsAccepted: true,
      privacyPolicyAccepted: true,
    });
  });
});

describe('back from a redirect provider', () => {
  const testCard: ReservationInfo['activePaymentMethods'] = {
    CREDIT_CARD: { paymentProxy: 'TEST_GATEWAY', parameters: {} },
  };

  test('after a decline the overview says the payment failed', async () => {
    server.use(
      http.get(apiPath('getPaymentStatus'), ({ params }) =>
        params.method === 'CREDIT_CARD'
          ? HttpResponse.json({
              success: false,
              redirect: false,
              redirectUrl: null,
              failure: true,
              gatewayIdOrNull: 'g1',
            })
          : new HttpResponse(null, { status: 404 }),
      ),
    );
    await openOverview(reservationFixture({ activePaymentMethods: testCard }));

    expect(
      await screen.findByText(
        'Your payment could not be completed: Please try again or choose another payment method.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Test card' })).toBeTruthy();
    expect(screen.getByText('You will be taken to the test gateway.')).toBeTruthy();
  });

  test("after a cancel at Mollie the overview says so, whichever of Mollie's methods was used", async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiPath('getPaymentStatus'), ({ params }) => {
        asked.push(String(params.method));
        return params.method === 'IDEAL'
          ? HttpResponse.json({
              success: false,
              redirect: false,
              redirectUrl: null,
              failure: true,
              gatewayIdOrNull: 'tr_1',
            })
          : new HttpResponse(null, { status: 404 });
      }),
    );
    await openOverview(
      reservationFixture({
        activePaymentMethods: {
          APPLE_PAY: { paymentProxy: 'MOLLIE', parameters: {} },
          BANCONTACT: { paymentProxy: 'MOLLIE', parameters: {} },
          IDEAL: { paymentProxy: 'MOLLIE', parameters: {} },
          ON_SITE: { paymentProxy: 'ON_SITE', parameters: { captchaRequestedForOffline: false } },
        },
      }),
    );

    expect(
      await screen.findByText(
        'Your payment could not be completed: Please try again or choose another payment method.',
      ),
    ).toBeTruthy();
    expect(new Set(asked)).toEqual(new Set(['APPLE_PAY', 'BANCONTACT', 'IDEAL']));
  });

  test('without a failed payment there is nothing to say', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('getPaymentStatus'), () => {
        asked += 1;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    await openOverview(reservationFixture({ activePaymentMethods: testCard }));

    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(screen.queryByText(/Your payment could not be completed/)).toBeNull();
  });
});
