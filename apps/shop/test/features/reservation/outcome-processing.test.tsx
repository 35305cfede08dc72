import type { ReservationStatus } from '@shop/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { browserNavigation } from '../../../src/lib/browser-navigation.ts';
import { ProcessingPaymentPage } from '../../../src/features/reservation/outcome/processing-payment-page.tsx';
import {
  ReservationScopeContext,
  type ReservationScopeValue,
} from '../../../src/features/reservation/reservation-scope.tsx';
import { createTranslator, TranslatorProvider } from '../../../src/lib/i18n.tsx';
import { apiPath, server } from '../../support/msw-server.ts';
import { testQueryClient } from '../../support/render-app.tsx';
import { fullEvent } from '../event-page/fixtures.ts';
import { eventPath, reservationBundle, reservationFixture, reservationId } from './overview-fixtures.ts';

const scope: ReservationScopeValue = {
  type: 'event',
  publicIdentifier: 'demo',
  reservationId,
  purchaseContext: fullEvent(),
  title: 'Demo Conference',
  signIn: { enabled: false, user: null },
  holdExtension: false,
};

function SuccessProbe() {
  const { pathname, search } = useLocation();
  return <p>{`arrived at ${pathname}${search}`}</p>;
}

/** The processing page alone, its status answered by `status()`; counts the polls. */
function renderProcessing(status: () => ReservationStatus) {
  const polls = { count: 0 };
  server.use(
    http.get(apiPath('getReservation'), () =>
      HttpResponse.json(reservationFixture({ status: 'EXTERNAL_PROCESSING_PAYMENT' })),
    ),
    http.get(apiPath('getReservationStatus'), () => {
      polls.count += 1;
      return HttpResponse.json({ status: status(), validatedBookingInformation: true });
    }),
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <TranslatorProvider translator={createTranslator('en', reservationBundle)}>
        <ReservationScopeContext value={scope}>
          <MemoryRouter initialEntries={[`${eventPath('processing-payment')}?lang=de`]}>
            <Routes>
              <Route path={eventPath('processing-payment')} element={<ProcessingPaymentPage />} />
              <Route path={eventPath('success')} element={<SuccessProbe />} />
            </Routes>
          </MemoryRouter>
        </ReservationScopeContext>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
  return polls;
}

/** One 2-second tick, and its answer arrived. */
async function tick(polls: { count: number }) {
  const before = polls.count;
  await act(async () => void vi.advanceTimersByTime(2000));
  await waitFor(() => expect(polls.count).toBe(before + 1));
  await act(async () => undefined);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the processing page', () => {
  test('asks every 2 s; the forced check comes with the 10th poll, the warning after the 120th', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const polls = renderProcessing(() => 'EXTERNAL_PROCESSING_PAYMENT');
    await screen.findByText('Processing, please wait');

    for (let poll = 1; poll <= 9; poll++) await tick(polls);
    expect(screen.queryByRole('button', { name: 'Check payment status' })).toBeNull();
    await tick(polls);
    const button = screen.getByRole('button', { name: 'Check payment status' });
    expect(screen.getByRole('status').textContent).toContain('This is taking a little longer than usual.');
    act(() => button.focus());

    for (let poll = 11; poll <= 120; poll++) await tick(polls);
    expect(screen.getByRole('button', { name: 'Check payment status' })).toBe(button);
    await tick(polls);
    expect(screen.getByRole('status').textContent).toContain('We have not yet received a confirmation.');
    expect(screen.queryByText('This is taking a little longer than usual.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check payment status' })).toBeNull();
    // The keyboard's focus was on the button that went: it lands on the message, not on the page.
    expect(document.activeElement).toBe(screen.getByRole('status'));
  }, 30_000);

  test('a new status sends the buyer to success, keeping the query', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let status: ReservationStatus = 'EXTERNAL_PROCESSING_PAYMENT';
    const polls = renderProcessing(() => status);
    await screen.findByText('Processing, please wait');

    await tick(polls);
    status = 'COMPLETE';
    await tick(polls);

    expect(await screen.findByText(`arrived at ${eventPath('success')}?lang=de`)).toBeTruthy();
  });

  test('a forced check that answers with a redirect sends the browser there', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => undefined);
    server.use(
      http.get(apiPath('forceCheckTransaction'), () =>
        HttpResponse.json({
          successful: false,
          failed: false,
          redirect: true,
          initialized: true,
          redirectUrl: 'https://pay.example/3ds',
          gatewayIdOrNull: null,
        }),
      ),
    );
    const polls = renderProcessing(() => 'EXTERNAL_PROCESSING_PAYMENT');
    await screen.findByText('Processing, please wait');
    for (let poll = 1; poll <= 10; poll++) await tick(polls);

    await act(async () => screen.getByRole('button', { name: 'Check payment status' }).click());

    // Leaving changes nothing on the page, and the testing library's waitFor polls on the
    // setInterval this test stops: waited for on the real clock.
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/3ds'));
  });

  test('a forced check that finds the payment settled goes to success, keeping the query', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    server.use(
      http.get(apiPath('forceCheckTransaction'), () =>
        HttpResponse.json({
          successful: false,
          failed: true,
          redirect: false,
          initialized: true,
          redirectUrl: null,
          gatewayIdOrNull: null,
        }),
      ),
    );
    const polls = renderProcessing(() => 'EXTERNAL_PROCESSING_PAYMENT');
    await screen.findByText('Processing, please wait');
    for (let poll = 1; poll <= 10; poll++) await tick(polls);

    await act(async () => screen.getByRole('button', { name: 'Check payment status' }).click());

    expect(await screen.findByText(`arrived at ${eventPath('success')}?lang=de`)).toBeTruthy();
  });

  test('while a forced check runs the button is gone and focus is on the message; a failed check says so', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.get(apiPath('forceCheckTransaction'), () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const polls = renderProcessing(() => 'EXTERNAL_PROCESSING_PAYMENT');
    await screen.findByText('Processing, please wait');
    for (let poll = 1; poll <= 10; poll++) await tick(polls);

    await act(async () => screen.getByRole('button', { name: 'Check payment status' }).click());
    expect(screen.queryByRole('button', { name: 'Check payment status' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status'));
    // The 20th poll comes while the check runs: no button meanwhile.
    for (let poll = 11; poll <= 20; poll++) await tick(polls);
    expect(screen.queryByRole('button', { name: 'Check payment status' })).toBeNull();

    await act(async () => answer(new HttpResponse(null, { status: 500 })));
    expect(await screen.findByText('Your request could not be processed.')).toBeTruthy();
    for (let poll = 21; poll <= 30; poll++) await tick(polls);
    expect(screen.getByRole('button', { name: 'Check payment status' })).toBeTruthy();
  });
});
