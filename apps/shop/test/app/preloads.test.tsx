import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { englishBundle, eventFixture, germanBundle, infoFixture } from '../support/fixtures.ts';
import { server } from '../support/msw-server.ts';
import { addMeta, addPreload } from '../support/page.ts';
import { renderApp } from '../support/render-app.tsx';

/** Counts API calls per endpoint while still answering them as the default server does. */
function countCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
  return calls;
}

describe('a page served with preloaded data', () => {
  test('renders its first screen from the preloads, without calling the API for them', async () => {
    addPreload('preload-info', infoFixture({ devModeEnabled: true }));
    addMeta('GID', 'session-1');
    addMeta('XSRF_TOKEN', 'csrf-1');
    addMeta('authentication-enabled', 'false');
    addPreload('preload-event', eventFixture({ displayName: 'Preloaded Conference' }), 'demo');
    addPreload('preload-bundle', { ...englishBundle, 'poll.page.title': 'Polls (preloaded) – {{0}}' }, 'en');
    const calls = countCalls();

    // A screen of the event scope that needs nothing beyond the preloads (reservation screens ask for the status).
    renderApp('/event/demo/poll');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polls (preloaded) – Preloaded Conference' }),
    ).toBeTruthy();
    expect(await screen.findByText('This shop runs in development mode.')).toBeTruthy();
    expect(calls).toEqual([]);
    server.events.removeAllListeners();
  });

  test('a preloaded event of another name is not used for this one', async () => {
    addPreload('preload-event', eventFixture({ displayName: 'Other Conference' }), 'other');
    renderApp('/event/demo/reservation/e1b2c3d4/book');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation for Demo Conference' })).toBeTruthy();
  });

  test('only the first preload-bundle is used: an English visitor on a German-preloaded page fetches English', async () => {
    addPreload('preload-bundle', germanBundle, 'de');
    addPreload('preload-bundle', { ...englishBundle, 'event-list.title': 'Ignored fallback' }, 'en');
    const calls = countCalls();

    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    await waitFor(() => expect(calls).toContain('GET /api/v2/public/i18n/bundle/en'));
    server.events.removeAllListeners();
  });

  test('without any preload the shop asks the API (a real alf.io behind the development proxy)', async () => {
    const calls = countCalls();
    renderApp('/event/demo/reservation/e1b2c3d4/book');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reservation for Demo Conference' })).toBeTruthy();
    await waitFor(() =>
      expect(calls).toEqual(
        expect.arrayContaining([
          'GET /api/v2/public/user/authentication-enabled',
          'GET /api/v2/public/event/demo',
          'GET /api/v2/public/i18n/bundle/en',
          'GET /api/v2/info',
        ]),
      ),
    );
    server.events.removeAllListeners();
  });
});
