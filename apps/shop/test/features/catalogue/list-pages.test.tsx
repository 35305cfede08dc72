import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { infoFixture, subscriptionId } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { events, listedEvent, listedSubscription, serveCatalogue, subscriptions } from './catalogue-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

describe('the catalogue’s paths', () => {
  test.each([
    ['/', 'Events'],
    ['/o/acme', 'Events'],
    ['/events-all', 'All events'],
    ['/o/acme/events-all', 'All events'],
    ['/subscriptions-all', 'All subscriptions'],
    ['/o/acme/subscriptions-all', 'All subscriptions'],
  ])('%s is headed %s and names the browser tab so', async (path, heading) => {
    serveCatalogue({ events: events(2), subscriptions: subscriptions(2) });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(heading));
  });
});

describe('all events', () => {
  test('lists every event, beyond four, of the organizer', async () => {
    const { requested } = serveCatalogue({ events: events(6) });
    renderApp('/o/acme/events-all');

    await screen.findByRole('heading', { level: 2, name: 'Event event-6' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(requested.every((url) => url.searchParams.get('organizerSlug') === 'acme')).toBe(true);
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
  });

  test('a single result replaces the list with its event page, keeping the filters', async () => {
    serveCatalogue({ events: [listedEvent('demo')] });
    const { location, navigationType } = renderApp('/events-all?tags=music&organizer=3');

    await waitFor(() => expect(location().pathname).toBe('/event/demo'));
    expect(location().search).toBe('?tags=music&organizer=3');
    expect(navigationType()).toBe('REPLACE');
  });

  test('no result says there are no events, and shows the terms', async () => {
    serveCatalogue({ info: infoFixture({ globalTermsUrl: 'https://shop.example/terms' }) });
    renderApp('/events-all?tags=nothing');

    expect(await screen.findByText('No events on sale.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /terms and conditions/ }).getAttribute('href')).toBe(
      'https://shop.example/terms',
    );
  });

  test('a failure is logged and reads as no events', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveCatalogue({});
    server.use(http.get(apiPath('listEvents'), () => new HttpResponse(null, { status: 503 })));
    renderApp('/events-all');

    expect(await screen.findByText('No events on sale.')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

describe('all subscriptions', () => {
  test('lists every subscription, beyond four', async () => {
    serveCatalogue({ subscriptions: subscriptions(5) });
    renderApp('/subscriptions-all');

    await screen.findByRole('heading', { level: 1, name: 'All subscriptions' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.getAllByRole('link', { name: /^Buy subscription/ })).toHaveLength(5);
  });

  test('a single result replaces the list with its page, keeping the query and the organizer to go back to', async () => {
    serveCatalogue({ subscriptions: [listedSubscription(subscriptionId)] });
    const { location, navigationType } = renderApp('/o/acme/subscriptions-all?lang=en');

    expect(await screen.findByRole('heading', { level: 1, name: 'Season pass: subscription' })).toBeTruthy();
    expect(location().pathname).toBe(`/subscription/${subscriptionId}`);
    expect(location().search).toBe('?lang=en');
    expect(navigationType()).toBe('REPLACE');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Back to the organizer' }).getAttribute('href'),
    ).toBe('/o/acme');
  });

  test('no result says there are no subscriptions', async () => {
    serveCatalogue({});
    renderApp('/o/acme/subscriptions-all');

    expect(await screen.findByText('No subscriptions on sale.')).toBeTruthy();
  });
});
