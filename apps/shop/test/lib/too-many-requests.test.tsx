import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { ApiError, request } from '../../src/lib/api-client.ts';
import { SubscriptionCode } from '../../src/features/reservation/overview/subscription-code.tsx';
import { apiPath, server } from '../support/msw-server.ts';
import { renderEventPage } from '../features/event-page/render-event-page.tsx';
import {
  eventPath,
  reservationId,
  serveReservation,
  reservationFixture,
} from '../features/reservation/overview-fixtures.ts';
import { renderPart } from '../features/reservation/overview-render.tsx';
import { renderApp } from '../support/render-app.tsx';

/** Our server's 429 of an endpoint answering a `ValidatedResponse`. */
const overLimit = (fieldName: string, seconds: number, value: unknown = null) =>
  HttpResponse.json(
    {
      success: false,
      errorCount: 1,
      validationErrors: [{ fieldName, code: 'error.TOO_MANY_REQUESTS', arguments: { '0': seconds } }],
      warnings: [],
      value,
    },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request succeeded');
}

describe('an answer 429', () => {
  test('says when to try again: the server’s own error, else Retry-After in seconds or as a date', async () => {
    const answers = [
      overLimit('promoCode', 600),
      new HttpResponse('', { status: 429, headers: { 'Retry-After': '42' } }),
      new HttpResponse('', { status: 429, headers: { 'Retry-After': new Date(Date.now() + 90_000).toUTCString() } }),
      new HttpResponse('', { status: 429 }),
    ];
    server.use(http.get(apiPath('validateCode'), () => answers.shift()));
    const ask = () =>
      failure(request('validateCode', { params: { eventName: 'demo' }, query: { code: 'X' }, validated: true }));

    const fromBody = await ask();
    expect(fromBody.status).toBe(429);
    expect(fromBody.validation).toBeNull();
    expect(fromBody.globalErrors).toEqual([{ code: 'error.TOO_MANY_REQUESTS', arguments: { '0': 600 } }]);
    expect((await ask()).globalErrors).toEqual([{ code: 'shop.error.too-many-requests', arguments: { '0': 42 } }]);
    const seconds = Number((await ask()).globalErrors[0]?.arguments?.['0']);
    expect(seconds).toBeGreaterThan(80);
    expect(seconds).toBeLessThanOrEqual(90);
    expect((await ask()).globalErrors).toEqual([{ code: 'shop.error.too-many-requests-later', arguments: null }]);
  });

  test('on the event page: the message under the code field, the code kept for the next try', async () => {
    server.use(http.get(apiPath('validateCode'), () => overLimit('promoCode', 600)));
    const { user } = await renderEventPage();

    await user.click(screen.getByRole('button', { name: 'Enter your promo code' }));
    const input = screen.getByRole('textbox', { name: 'Enter your promo code' });
    await user.type(input, 'summit10{Enter}');

    const message = await screen.findByText('Too many attempts. Please try again in 600 seconds.');
    expect((input as HTMLInputElement).value).toBe('SUMMIT10');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(input);
  });

  test('a reservation refused over the limit: the message above the selection, the quantity kept', async () => {
    server.use(http.post(apiPath('reserveTickets'), () => overLimit('reservationForm', 120)));
    const { user } = await renderEventPage();

    const quantity = screen.getAllByRole('combobox', { name: /^Quantity for / })[0]!;
    await user.selectOptions(quantity, '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByText('Too many attempts. Please try again in 120 seconds.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect((quantity as HTMLSelectElement).value).toBe('1');
  });

  test('on the success page: re-sending the e-mail too often says in how many seconds to try again', async () => {
    serveReservation({ reservation: reservationFixture({ status: 'COMPLETE', paid: true }) });
    server.use(
      http.post(apiPath('resendReservationEmail'), () =>
        HttpResponse.text('too many requests', { status: 429, headers: { 'Retry-After': '540' } }),
      ),
    );
    const { user } = renderApp(eventPath('success'));

    const button = await screen.findByRole('button', { name: 'Resend confirmation email' });
    await user.click(button);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please try again in 540 seconds.');
    expect(button.getAttribute('aria-describedby')).toBe(alert.firstElementChild?.id);
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });

  test('on the overview: the subscription code stays in its field with the message', async () => {
    server.use(http.post(apiPath('applySubscriptionCode'), () => overLimit('reservationCodeForm', 300, false)));
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

    expect(await screen.findByText('Too many attempts. Please try again in 300 seconds.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('acde3467');
  });
});
