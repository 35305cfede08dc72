import type { ReservationInfo } from '@shop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SubscriptionCode } from '../../../src/features/reservation/overview/subscription-code.tsx';
import { subscriptionFromLink } from '../../../src/features/reservation/overview/subscription-link.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { fullEvent } from '../event-page/fixtures.ts';
import {
  eventPath,
  freeSummary,
  reservationFixture,
  reservationId,
  serveReservation,
  validated,
} from './overview-fixtures.ts';
import { renderPart } from './overview-render.tsx';

const passId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/** Records the apply-code bodies and answers with `answer`. */
function answerApply(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('applySubscriptionCode'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const refused = (code: string) =>
  HttpResponse.json({
    success: false,
    errorCount: 1,
    validationErrors: [{ fieldName: 'reservationCodeForm', code, arguments: { '0': 'what the server saw' } }],
    warnings: [],
    value: false,
  });

afterEach(() => vi.useRealTimers());

describe('the subscription code field', () => {
  test('opens on request and takes focus 200 ms later', () => {
    vi.useFakeTimers();
    renderPart(
      <SubscriptionCode
        reservationId={reservationId}
        email="ada@example.org"
        linkCode={null}
        disabled={false}
        onApplied={() => undefined}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Apply subscription' }));
    const input = screen.getByRole('textbox', { name: 'Subscription ID or PIN' });
    act(() => void vi.advanceTimersByTime(199));
    expect(document.activeElement).not.toBe(input);
    act(() => void vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input);
  });

  test('is required', async () => {
    const bodies = answerApply(() => HttpResponse.json(validated(true)));
    renderPart(
      <SubscriptionCode
        reservationId={reservationId}
        email="ada@example.org"
        linkCode={null}
        disabled={false}
        onApplied={() => undefined}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Apply subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply subscription' }));

    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  test('a refusal quotes the code as the buyer entered it', async () => {
    const bodies = answerApply(() => refused('subscription.pin.not.found'));
    renderPart(
      <SubscriptionCode
        reservationId={reservationId}
        email="ada@example.org"
        linkCode={null}
        disabled={false}
        onApplied={() => undefined}
      />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Apply subscription' }));
    const input = screen.getByRole('textbox', { name: 'Subscription ID or PIN' });
    fireEvent.input(input, { target: { value: 'acde3467' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply subscription' }));

    expect(await screen.findByText('No subscription matches the PIN acde3467.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([{ code: 'acde3467', email: 'ada@example.org', amount: 1, type: 'SUBSCRIPTION' }]);
  });
});

describe('a subscription in the link', () => {
  test('only a version-4 UUID counts', () => {
    expect(subscriptionFromLink(new URLSearchParams(`subscription=${passId}`))).toBe(passId);
    expect(subscriptionFromLink(new URLSearchParams('subscription=ACDE3467'))).toBeNull();
    expect(subscriptionFromLink(new URLSearchParams('subscription=6ba7b810-9dad-11d1-80b4-00c04fd430c8'))).toBeNull();
    expect(subscriptionFromLink(new URLSearchParams())).toBeNull();
  });

  test('is applied by itself once, with the reservation e-mail', async () => {
    const bodies = answerApply(() => refused('subscription.uuid.not.found'));
    renderPart(
      <SubscriptionCode
        reservationId={reservationId}
        email="ada@example.org"
        linkCode={passId}
        disabled={false}
        onApplied={() => undefined}
      />,
    );

    expect(await screen.findByText(`No subscription was found with the ID ${passId}.`)).toBeTruthy();
    expect(bodies).toEqual([{ code: passId, email: 'ada@example.org', amount: 1, type: 'SUBSCRIPTION' }]);
  });
});

describe('on the overview', () => {
  const covered: ReservationInfo['orderSummary'] = {
    ...freeSummary,
    summary: [
      { name: 'Standard', amount: 1, price: '100.00', subTotal: '100.00', type: 'TICKET', taxPercentage: '8.10' },
      {
        name: 'Season pass',
        amount: 1,
        price: '-100.00',
        subTotal: '-100.00',
        type: 'APPLIED_SUBSCRIPTION',
        taxPercentage: null,
      },
    ],
  };

  test('an accepted code says so and the order is reloaded, now paid by the subscription', async () => {
    const state = serveReservation({
      reservation: reservationFixture(),
      event: fullEvent({ canApplySubscriptions: true }),
    });
    answerApply(() => {
      state.reservation = { ...state.reservation, orderSummary: covered, activePaymentMethods: {} };
      return HttpResponse.json(validated(true));
    });
    const { user } = renderApp(eventPath('overview'));

    await user.click(await screen.findByRole('button', { name: 'Apply subscription' }));
    await user.type(screen.getByRole('textbox', { name: 'Subscription ID or PIN' }), passId);
    await user.click(screen.getByRole('button', { name: 'Apply subscription' }));

    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await toasts.findByText('Your subscription has been applied.')).toBeTruthy();
    expect(await screen.findByRole('row', { name: /Subscription: Season pass/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    // The control used is gone: focus lands on the summary that shows the change.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Order summary' })),
    );
  });

  test('an applied subscription is removed only after the buyer confirms', async () => {
    const state = serveReservation({
      reservation: reservationFixture({ orderSummary: covered, activePaymentMethods: {} }),
      event: fullEvent({ canApplySubscriptions: true }),
    });
    let removed = 0;
    server.use(
      http.delete(apiPath('removeSubscriptionCode'), ({ request }) => {
        expect(new URL(request.url).searchParams.get('type')).toBe('SUBSCRIPTION');
        removed += 1;
        state.reservation = reservationFixture();
        return HttpResponse.json(true);
      }),
    );
    const { user } = renderApp(eventPath('overview'));

    await user.click(await screen.findByRole('button', { name: 'Remove the subscription from this order' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the subscription from this order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove the subscription from this order' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove the subscription from this order' })).getByRole('button', {
        name: 'Confirm',
      }),
    );

    expect(await screen.findByRole('button', { name: 'Apply subscription' })).toBeTruthy();
    await waitFor(() => expect(removed).toBe(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Order summary' })),
    );
  });
});
