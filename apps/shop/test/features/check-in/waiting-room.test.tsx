import type { OnlineCheckInInfo } from '@shop/contract';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { msUntilNextState, waitingRoomState } from '../../../src/features/check-in/waiting-room-state.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { ticketBundle } from '../ticket/ticket-bundle.ts';

const start = Date.parse('2026-09-10T16:00:00Z');
const end = Date.parse('2026-09-10T18:00:00Z');
// Zurich in summer: two hours east of UTC.
const dates = { startDateTime: start, startTimeZoneOffset: 7200, endDateTime: end, endTimeZoneOffset: 7200 };
const ticketUuid = '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const code = 'a'.repeat(64);
const page = `/event/demo/ticket/${ticketUuid}/check-in/${code}/waiting-room`;

function info(): OnlineCheckInInfo {
  return {
    formattedBeginDate: { en: 'Thursday 10 September 2026' },
    formattedBeginTime: { en: '6:00 PM' },
    formattedEndDate: { en: 'Thursday 10 September 2026' },
    formattedEndTime: { en: '8:00 PM' },
    timeZone: 'Europe/Zurich',
    datesWithOffset: dates,
    sameDay: true,
  };
}

describe('the waiting room state', () => {
  test('is not started before the start, running from the start to the end included, ended after', () => {
    expect(waitingRoomState(dates, start - 1)).toBe('not-started');
    expect(waitingRoomState(dates, start)).toBe('running');
    expect(waitingRoomState(dates, end)).toBe('running');
    expect(waitingRoomState(dates, end + 1)).toBe('ended');
  });

  test('next changes at the start, just after the end, and never once ended; long waits come in steps of an hour', () => {
    expect(msUntilNextState(dates, start - 5_000)).toBe(5_000);
    expect(msUntilNextState(dates, end - 5_000)).toBe(5_001);
    expect(msUntilNextState(dates, end + 1)).toBeNull();
    expect(msUntilNextState(dates, start - 3 * 86_400_000)).toBe(3_600_000);
  });
});

describe("alf.io's open call link, its opening sent as both start and end", () => {
  // The link opens half an hour before the event's start.
  const opening = start - 1_800_000;
  const link = { ...dates, startDateTime: opening, endDateTime: opening };

  test('runs from its opening on, before the event starts and however long it stays open', () => {
    expect(waitingRoomState(link, opening - 1)).toBe('not-started');
    expect(waitingRoomState(link, opening)).toBe('running');
    expect(waitingRoomState(link, opening + 60_000)).toBe('running');
    expect(waitingRoomState(link, end + 1)).toBe('running');
  });

  test('changes next at its opening, then not until the page asks again', () => {
    expect(msUntilNextState(link, opening - 5_000)).toBe(5_000);
    expect(msUntilNextState(link, opening + 60_000)).toBeNull();
  });
});

describe('the waiting room page', () => {
  let asked: URL[] = [];
  beforeEach(() => {
    asked = [];
    server.use(
      http.get(apiPath('getBundle'), () => HttpResponse.json(ticketBundle)),
      http.get(apiPath('getCheckInInfo'), ({ request, params }) => {
        asked.push(new URL(request.url));
        return params.checkInCode === code ? HttpResponse.json(info()) : new HttpResponse(null, { status: 404 });
      }),
    );
  });
  afterEach(() => vi.useRealTimers());

  test('asks in the browser zone, waits with the start date, then lets the attendee in and says when it is over, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(start - 90_000);
    renderApp(page);

    expect(await screen.findByText('The event has not started yet.')).toBeTruthy();
    expect(screen.getByText('Thursday 10 September 2026 at 6:00 PM')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join the event' })).toBeNull();
    expect(asked[0]?.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(screen.getByText('The event has started.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the event' }).getAttribute('href')).toBe(
      `/event/demo/ticket/${ticketUuid}/check-in/${code}`,
    );

    // Two hours of running: the timer wakes after an hour, then once the end has passed.
    await act(() => vi.advanceTimersByTimeAsync(3_600_000));
    expect(screen.getByText('The event has started.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3_600_001));
    expect(screen.getByText('The event has ended.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join the event' })).toBeNull();
  });

  test('in front of alf.io, an open link early lets the attendee in before the event starts', async () => {
    const opened = start - 1_800_000;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(opened + 60_000);
    server.use(
      http.get(apiPath('getCheckInInfo'), () =>
        HttpResponse.json({ ...info(), datesWithOffset: { ...dates, startDateTime: opened, endDateTime: opened } }),
      ),
    );
    renderApp(page);

    expect(await screen.findByText('The event has started.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join the event' })).toBeTruthy();
  });

  test('a wrong check-in code leads home', async () => {
    const app = renderApp(`/event/demo/ticket/${ticketUuid}/check-in/${'b'.repeat(64)}/waiting-room`);
    await vi.waitFor(() => expect(app.location().pathname).toBe('/'));
  });
});
