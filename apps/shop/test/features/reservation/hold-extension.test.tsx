import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { bookingReservation } from './booking-fixtures.ts';
import { renderBooking } from './booking-render.tsx';

const moreTime = 'I need more time';
const minutes = (n: number) => n * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/**
 * The booking step of a hold ending `remainingMs` from now, on a server that offers extensions
 * (`offered`); the server adds five minutes each time, `allowed` times, and says `left` with the
 * reservation.
 */
async function renderHold(
  remainingMs: number,
  { offered = true, allowed = 2, left }: { offered?: boolean; allowed?: number; left?: number } = {},
) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
  let validity = Date.now() + remainingMs;
  let asked = 0;
  server.use(
    http.get(apiPath('getInfo'), () =>
      HttpResponse.json(infoFixture(offered ? { capabilities: ['hold-extension'] } : {})),
    ),
    http.post(apiPath('extendHold'), () => {
      asked += 1;
      if (asked > allowed)
        return HttpResponse.json(
          {
            success: false,
            errorCount: 1,
            validationErrors: [{ fieldName: 'request', code: 'error.HOLD_EXTENSION_LIMIT', arguments: null }],
            warnings: [],
            value: null,
          },
          { status: 422 },
        );
      validity += minutes(5);
      return HttpResponse.json({
        success: true,
        errorCount: 0,
        validationErrors: [],
        warnings: [],
        value: { validity, extensionsLeft: allowed - asked },
      });
    }),
  );
  const view = await renderBooking({ reservation: bookingReservation({ validity, holdExtensionsLeft: left }) });
  return { ...view, asked: () => asked };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const timeLeft = () => screen.getByText(/Please complete your reservation within/).querySelector('strong')?.textContent;
const heard = () => screen.getAllByRole('status').map((region) => region.textContent);

describe('more time for a buyer who needs it', () => {
  test('is offered only in the last two minutes, announced politely, without taking the focus', async () => {
    await renderHold(minutes(2) + 5000);
    expect(screen.queryByRole('button', { name: moreTime })).toBeNull();

    const focused = document.activeElement;
    await tick(6000);
    const button = await screen.findByRole('button', { name: moreTime });
    expect(heard()).toContain('Your reservation is about to expire. You can ask for more time.');
    expect(document.activeElement).toBe(focused);
    expect(button).not.toBe(document.activeElement);
  });

  test('is not offered by a server that does not announce it, even in the last minute', async () => {
    await renderHold(50_000, { offered: false });
    await screen.findByText(/Please complete your reservation within/);
    await tick(1000);
    expect(screen.queryByRole('button', { name: moreTime })).toBeNull();
  });

  test('pressing the button extends the countdown by what the server added, and says so', async () => {
    const { user, asked } = await renderHold(minutes(1) + 30_000);
    await user.click(await screen.findByRole('button', { name: moreTime }));

    await waitFor(() => expect(timeLeft()).toMatch(/^6 minutes and (29|30) seconds$/));
    expect(asked()).toBe(1);
    expect(screen.getByText('More time added. Your tickets are held a little longer.', { selector: 'p' })).toBeTruthy();
    expect(heard()).toContain('More time added. Your tickets are held a little longer.');
    expect(screen.queryByRole('button', { name: moreTime })).toBeNull();
  });

  test('after the last extension allowed the button is gone and the countdown says no more time can be added', async () => {
    const { user, asked } = await renderHold(minutes(1), { allowed: 1 });
    await user.click(await screen.findByRole('button', { name: moreTime }));
    await waitFor(() => expect(timeLeft()).toMatch(/^5 minutes|^6 minutes/));

    await tick(minutes(4) + 5000);
    await waitFor(() => expect(screen.getByText('No more time can be added.', { selector: 'p' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: moreTime })).toBeNull();
    expect(asked()).toBe(1);
  });

  test('when the server says the limit is reached, the button goes and the countdown says so', async () => {
    const { user, asked } = await renderHold(minutes(1), { allowed: 0 });
    await user.click(await screen.findByRole('button', { name: moreTime }));

    await screen.findByText('No more time can be added.', { selector: 'p' });
    expect(heard()).toContain('No more time can be added.');
    expect(screen.queryByRole('button', { name: moreTime })).toBeNull();
    expect(asked()).toBe(1);
  });

  test('a page reloaded after the last extension offers no more, and says so', async () => {
    const { asked } = await renderHold(minutes(1), { left: 0 });
    await screen.findByText('No more time can be added.', { selector: 'p' });
    expect(screen.queryByRole('button', { name: moreTime })).toBeNull();
    expect(asked()).toBe(0);
  });
});
