import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { subscriptionFixture, subscriptionId, infoFixture } from '../support/fixtures.ts';
import { apiPath, server } from '../support/msw-server.ts';
import { renderApp, testQueryClient } from '../support/render-app.tsx';
import { eventPageBundle, fullEvent, items } from '../features/event-page/fixtures.ts';
import { catalogueBundle } from '../features/catalogue/catalogue-fixtures.ts';

const minutes = (count: number) => count * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Leaves the page, lets `elapsed` pass with nothing on screen using the entry, and comes back. */
async function awayFor(view: { unmount: () => void }, elapsed: number) {
  view.unmount();
  await act(() => vi.advanceTimersByTimeAsync(elapsed));
}

/**
 * Opens a page, comes back after a minute less than `lifetime` (minutes) without the server being
 * asked again, then comes back once the entry has run out and finds it asked.
 */
async function expectKeptFor(lifetime: number, open: () => Promise<{ unmount: () => void }>, asked: () => number) {
  const first = await open();
  const firstVisit = asked();
  await awayFor(first, minutes(lifetime - 1));
  const again = await open();
  expect(asked()).toBe(firstVisit);

  await awayFor(again, minutes(2));
  await open();
  await vi.waitFor(() => expect(asked()).toBeGreaterThan(firstVisit));
}

describe('entries the shop keeps while no page shows them', () => {
  test('an event is not asked again within 20 minutes, then it is', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('getBundle'), () => HttpResponse.json(eventPageBundle)),
      http.get(apiPath('getEvent'), () => (asked++, HttpResponse.json(fullEvent()))),
      http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
      http.post(apiPath('checkDiscount'), () => new HttpResponse(null, { status: 204 })),
    );
    const queryClient = testQueryClient();
    const open = async () => {
      const view = renderApp('/event/demo', queryClient);
      await screen.findByRole('heading', { level: 1, name: 'Demo Conference' });
      return view;
    };
    await expectKeptFor(20, open, () => asked);
  });

  test('a subscription is not asked again within 20 minutes, then it is', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('getBundle'), () => HttpResponse.json(catalogueBundle)),
      http.get(apiPath('getSubscription'), () => (asked++, HttpResponse.json(subscriptionFixture()))),
    );
    const queryClient = testQueryClient();
    const open = async () => {
      const view = renderApp(`/subscription/${subscriptionId}`, queryClient);
      await screen.findByRole('heading', { level: 1, name: 'Season pass: subscription' });
      return view;
    };
    await expectKeptFor(20, open, () => asked);
  });

  test('the application info is not asked again within 10 minutes, then it is', async () => {
    let asked = 0;
    server.use(
      http.get(apiPath('getBundle'), () => HttpResponse.json(catalogueBundle)),
      http.get(apiPath('getSubscription'), () => HttpResponse.json(subscriptionFixture())),
      http.get(apiPath('getInfo'), () => (asked++, HttpResponse.json(infoFixture()))),
    );
    const queryClient = testQueryClient();
    const open = async () => {
      const view = renderApp(`/subscription/${subscriptionId}`, queryClient);
      await screen.findByRole('heading', { level: 1, name: 'Season pass: subscription' });
      await vi.waitFor(() => expect(asked).toBeGreaterThan(0));
      return view;
    };
    await expectKeptFor(10, open, () => asked);
  });
});
