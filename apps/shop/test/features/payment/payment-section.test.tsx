import type { CaptchaConfiguration, ReservationInfo } from '@shop/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { PaymentSection } from '../../../src/features/payment/components/payment-section.tsx';
import type { PaymentSelection } from '../../../src/features/payment/payment-selection.ts';
import { resetRecaptchaLoader, type RecaptchaOptions } from '../../../src/lib/captcha.ts';
import { freeSummary, reservationFixture } from '../reservation/overview-fixtures.ts';
import { renderPart } from '../reservation/overview-render.tsx';

const noCaptcha: CaptchaConfiguration = {
  captchaForTicketSelection: false,
  captchaForOfflinePaymentAndFree: false,
  recaptchaApiKey: null,
};

/** A reCAPTCHA stand-in that hands the test the widget's callbacks. */
function fakeRecaptcha() {
  const widgets: RecaptchaOptions[] = [];
  window.grecaptcha = { render: (_element, options) => widgets.push(options) - 1, reset: () => undefined };
  return widgets;
}

function renderSection(reservation: ReservationInfo, captchaConfiguration = noCaptcha) {
  const selections: (PaymentSelection | null)[] = [];
  renderPart(
    <PaymentSection
      reservation={reservation}
      captchaConfiguration={captchaConfiguration}
      currency="CHF"
      customMethods={[]}
      submitting={false}
      attempt={0}
      onChange={(selection) => selections.push(selection)}
    />,
  );
  return { last: () => selections.at(-1) ?? null };
}

afterEach(() => {
  delete window.grecaptcha;
  resetRecaptchaLoader();
});

describe('the payment section', () => {
  test('a single bank transfer is chosen and ready, a deferred method', async () => {
    const { last } = renderSection(reservationFixture());
    await waitFor(() =>
      expect(last()).toMatchObject({ selectedPaymentMethod: 'BANK_TRANSFER', paymentProxy: 'OFFLINE', captcha: null }),
    );
    expect(last()?.handler).toMatchObject({ kind: 'deferred', ready: true });
  });

  test('an on-site payment with a captcha is ready only once it is solved, and carries the answer', async () => {
    const widgets = fakeRecaptcha();
    const reservation = reservationFixture({
      activePaymentMethods: {
        ON_SITE: {
          paymentProxy: 'ON_SITE',
          parameters: { captchaRequestedForOffline: true, recaptchaApiKey: 'site-key' },
        },
      },
    });
    const { last } = renderSection(reservation);

    await waitFor(() => expect(widgets).toHaveLength(1));
    expect(widgets[0]?.sitekey).toBe('site-key');
    expect(last()?.handler.ready).toBe(false);
    act(() => widgets[0]?.callback('answer'));
    await waitFor(() => expect(last()).toMatchObject({ captcha: 'answer', handler: { ready: true } }));
    act(() => widgets[0]?.['expired-callback']());
    await waitFor(() => expect(last()).toMatchObject({ captcha: null, handler: { ready: false } }));
  });

  test('a free order shows no method and pays with NONE; its captcha comes from the purchase context', async () => {
    const widgets = fakeRecaptcha();
    const { last } = renderSection(reservationFixture({ orderSummary: freeSummary, activePaymentMethods: {} }), {
      ...noCaptcha,
      captchaForOfflinePaymentAndFree: true,
      recaptchaApiKey: 'free-key',
    });

    await waitFor(() => expect(widgets[0]?.sitekey).toBe('free-key'));
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
    expect(last()).toMatchObject({
      selectedPaymentMethod: 'NONE',
      paymentProxy: null,
      handler: { kind: 'free', ready: false },
    });
    act(() => widgets[0]?.callback('free-answer'));
    await waitFor(() => expect(last()).toMatchObject({ captcha: 'free-answer', handler: { ready: true } }));
  });

  test('a card method without a publishable key cannot pay and says so', async () => {
    const { last } = renderSection(
      reservationFixture({ activePaymentMethods: { CREDIT_CARD: { paymentProxy: 'STRIPE', parameters: {} } } }),
    );
    await waitFor(() => expect(last()?.handler).toMatchObject({ kind: 'card', ready: false }));
    expect(screen.getByText('This payment method is not available in this shop yet.')).toBeTruthy();
  });
});
