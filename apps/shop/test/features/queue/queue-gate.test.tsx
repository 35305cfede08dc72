import type { QueuePlace } from '@shop/contract';
import { shopMessagesEn } from '@shop/contract/shop-messages/en';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp, testQueryClient } from '../../support/render-app.tsx';
import { eventPageBundle, fullEvent, items } from '../event-page/fixtures.ts';

afterEach(() => {
  vi.useRealTimers();
});

const waiting = (position: number, estimatedWaitSeconds: number): QueuePlace => ({
  admitted: false,
  position,
  waiting: position + 10,
  estimatedWaitSeconds,
  drawAt: null,
  pollSeconds: 2,
  placeKeptSeconds: 300,
});
const letIn: QueuePlace = { ...waiting(1, 0), admitted: true, position: null };

/** The event page of an event with the queue on, the server answering `places` one after the other. */
function renderQueuedEvent(places: QueuePlace[], { offered = true } = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
  let asked = 0;
  server.use(
    http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture(offered ? { capabilities: ['fair-queue'] } : {}))),
    http.get(apiPath('getBundle'), () => HttpResponse.json({ ...eventPageBundle, ...shopMessagesEn })),
    http.get(apiPath('getEvent'), () => HttpResponse.json(fullEvent({ queueEnabled: true }))),
    http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
    http.post(apiPath('enterQueue'), () => HttpResponse.json(places[Math.min(asked++, places.length - 1)])),
  );
  renderApp('/event/demo', testQueryClient());
  return { asked: () => asked };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const heard = () => screen.getAllByRole('status').map((region) => region.textContent);

describe('the waiting room of an event with a fair queue', () => {
  test('shows the place and the wait, announces each change politely, then lets the buyer choose tickets without moving the focus', async () => {
    renderQueuedEvent([waiting(3, 130), waiting(1, 20), letIn]);
    await screen.findByRole('heading', { level: 2, name: 'Waiting room' });
    await screen.findByText('Your place in the queue: 3');
    expect(heard()).toContain('Your place in the queue: 3Estimated wait: about 3 min.');
    expect(screen.getByText('Keep this page open. If you leave, your place is kept for 5 min.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tickets' })).toBeNull();
    const focused = document.activeElement;

    await tick(2000);
    await screen.findByText('Your place in the queue: 1');
    expect(heard()).toContain('Your place in the queue: 1Estimated wait: less than a minute.');

    await tick(2000);
    await screen.findByRole('heading', { level: 2, name: 'Tickets' });
    expect(heard()).toContain('It is your turn. You can now choose your tickets.');
    expect(document.activeElement).toBe(focused);
  });

  test('says before the start that places are drawn then, with no number yet', async () => {
    const drawAt = Date.UTC(2026, 6, 1, 8, 0);
    renderQueuedEvent([{ ...waiting(1, 600), position: null, drawAt }]);
    await screen.findByText(
      /^Sales open at .+\. Everyone who arrives before then gets a place in the queue drawn at random/,
    );
    expect(screen.queryByText(/Your place in the queue/)).toBeNull();
  });

  test('is not shown by a server that does not offer the queue: the tickets come at once', async () => {
    const server = renderQueuedEvent([waiting(3, 130)], { offered: false });
    await screen.findByRole('heading', { level: 2, name: 'Tickets' });
    expect(screen.queryByRole('heading', { name: 'Waiting room' })).toBeNull();
    expect(server.asked()).toBe(0);
  });
});
