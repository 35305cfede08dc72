import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { infoFixture, subscriptionId } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import {
  availabilityInfo,
  events,
  listedEvent,
  listedSubscription,
  serveCatalogue,
  subscriptions,
} from './catalogue-fixtures.ts';

const eventTitles = () =>
  within(screen.getByRole('region', { name: 'Events' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the home list', () => {
  test('shows four events without "view all", and the fifth brings it', async () => {
    serveCatalogue({ events: events(4) });
    const first = renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Event event-4' });
    expect(screen.queryByRole('link', { name: 'View all events' })).toBeNull();
    first.unmount();

    serveCatalogue({ events: events(5) });
    renderApp('/?tags=music');
    const viewAll = await screen.findByRole('link', { name: 'View all events' });
    expect(viewAll.getAttribute('href')).toBe('/events-all?tags=music');
    expect(eventTitles()).toEqual(['Event event-1', 'Event event-2', 'Event event-3', 'Event event-4']);
  });

  test('offers all of an organizer’s subscriptions from the fifth on, on the organizer’s path', async () => {
    serveCatalogue({ events: events(2), subscriptions: subscriptions(5) });
    renderApp('/o/acme');

    const section = await screen.findByRole('region', { name: 'Subscriptions' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getByRole('link', { name: 'View all subscriptions' }).getAttribute('href')).toBe(
      '/o/acme/subscriptions-all',
    );
    expect(screen.queryByRole('link', { name: 'View all events' })).toBeNull();
  });

  test('with exactly one event, no subscription and nothing known about its tickets, the event replaces the home page', async () => {
    serveCatalogue({ events: [listedEvent('demo')] });
    const { location, navigationType } = renderApp('/?lang=en');

    await waitFor(() => expect(location().pathname).toBe('/event/demo'));
    expect(location().search).toBe('?lang=en');
    expect(navigationType()).toBe('REPLACE');
  });

  test('one event with a subscription beside it stays on the home page', async () => {
    serveCatalogue({ events: [listedEvent('demo')], subscriptions: subscriptions(1) });
    const { location } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 2, name: 'Event demo' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Pass 00000001-0000-4000-8000-000000000000' })).toBeTruthy();
    expect(location().pathname).toBe('/');
  });

  test('one event whose tickets the server tells about stays on the home page, with its badge', async () => {
    serveCatalogue({
      events: [listedEvent('demo', { availability: { isSoldOut: false, ticketsLeft: 3 } })],
      info: availabilityInfo(),
    });
    const { location } = renderApp('/');

    expect(await screen.findByText('3 left')).toBeTruthy();
    expect(location().pathname).toBe('/');
  });

  test('an availability field the server does not advertise is ignored: the only event still replaces home', async () => {
    serveCatalogue({ events: [listedEvent('demo', { availability: { isSoldOut: true, ticketsLeft: null } })] });
    const { location } = renderApp('/');

    await waitFor(() => expect(location().pathname).toBe('/event/demo'));
  });

  test('passes the organizer and the filters to both lists', async () => {
    const { requested } = serveCatalogue({ events: events(2) });
    renderApp('/o/acme?subscription=5f0a3b4c-1d2e-4f60-8a9b-0c1d2e3f4a5b&organizer=7&tags=jazz&tags=live');

    await screen.findByRole('heading', { level: 2, name: 'Event event-1' });
    expect(new Set(requested.map((url) => url.pathname))).toEqual(
      new Set([apiPath('listEvents'), apiPath('listSubscriptions')]),
    );
    for (const url of requested) {
      expect(url.searchParams.get('organizerSlug')).toBe('acme');
      expect(url.searchParams.get('subscription')).toBe('5f0a3b4c-1d2e-4f60-8a9b-0c1d2e3f4a5b');
      expect(url.searchParams.get('organizer')).toBe('7');
      expect(url.searchParams.getAll('tags')).toEqual(['jazz', 'live']);
    }
  });

  test('refreshes both lists every 30 seconds', async () => {
    serveCatalogue({ events: events(2) });
    const { queryClient } = renderApp('/');
    await screen.findByRole('heading', { level: 2, name: 'Event event-1' });

    const lists = queryClient.getQueryCache().findAll({ queryKey: ['catalogue'] });
    expect(lists).toHaveLength(2);
    for (const list of lists)
      expect(list.observers.map((observer) => observer.options.refetchInterval)).toContain(30_000);
  });

  test('without events says so, and shows no subscription section', async () => {
    serveCatalogue({});
    renderApp('/');

    expect(await screen.findByText('No events on sale.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Subscriptions' })).toBeNull();
    expect(document.title).toBe('Events');
  });

  test('failures are logged and shown as empty lists', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serveCatalogue({});
    server.use(
      http.get(apiPath('listEvents'), () => new HttpResponse('unexpected exception', { status: 500 })),
      http.get(apiPath('listSubscriptions'), () => HttpResponse.error()),
    );
    renderApp('/');

    expect(await screen.findByText('No events on sale.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Subscriptions' })).toBeNull();
    expect(logged.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining(['The event list could not be loaded', 'The subscription list could not be loaded']),
    );
  });

  test('shows the shop’s terms and privacy policy when configured, opening in a new tab', async () => {
    serveCatalogue({
      info: infoFixture({
        globalTermsUrl: 'https://shop.example/terms',
        globalPrivacyPolicyUrl: 'https://shop.example/privacy',
      }),
    });
    renderApp('/');

    const terms = await screen.findByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('https://shop.example/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://shop.example/privacy',
    );
  });

  test('shows no footer links when none are configured', async () => {
    serveCatalogue({});
    renderApp('/');

    await screen.findByText('No events on sale.');
    expect(screen.queryByRole('link', { name: /terms and conditions/ })).toBeNull();
    // The site's own footer remains, with the accessibility statement as its only link.
    const footerLinks = within(screen.getByRole('contentinfo')).getAllByRole('link');
    expect(footerLinks.map((link) => link.getAttribute('href'))).toEqual(['/accessibility']);
  });
});

describe('an event card', () => {
  test('shows image, title, dates, location and a green link that keeps the filters', async () => {
    serveCatalogue({ events: events(3) });
    renderApp('/?tags=jazz');

    const card = (await screen.findByRole('heading', { level: 2, name: 'Event event-1' })).closest('li') as HTMLElement;
    const image = card.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/file/event-1-image');
    expect(image.getAttribute('alt')).toBe('');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['160', '96']);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(within(card).getByText('Tue 1 Dec 2026')).toBeTruthy();
    expect(within(card).getByText(/from 10:00 AM to 6:00 PM/)).toBeTruthy();
    expect(within(card).getByText(/Harbour Hall, Genoa/)).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Buy tickets Event event-1' });
    expect(link.getAttribute('href')).toBe('/event/event-1?tags=jazz');
    expect(link.className).toContain('btn-success');
    expect(within(card).queryByText('Sold out')).toBeNull();

    const third = screen.getByRole('heading', { level: 2, name: 'Event event-3' }).closest('li') as HTMLElement;
    expect(third.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  test('an online event several days long shows its badge and both dates', async () => {
    serveCatalogue({
      events: [
        listedEvent('remote', {
          format: 'ONLINE',
          location: null,
          sameDay: false,
          formattedEndDate: { en: 'Sun 13 Dec 2026' },
          formattedEndTime: { en: '1:00 PM' },
        }),
        listedEvent('other'),
      ],
    });
    renderApp('/');

    const card = (await screen.findByRole('heading', { level: 2, name: 'Event remote' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Online')).toBeTruthy();
    expect(within(card).getByText('Tue 1 Dec 2026 at 10:00 AM')).toBeTruthy();
    expect(within(card).getByText(/Sun 13 Dec 2026 at 1:00 PM/)).toBeTruthy();
  });

  test('the event’s time zone follows its hours only for a visitor whose clock shows another offset', async () => {
    const start = 1_796_115_600_000;
    const end = 1_796_144_400_000;
    const visitorOffset = (epochMs: number) => -new Date(epochMs).getTimezoneOffset() * 60;
    const dates = (shift: number) => ({
      startDateTime: start,
      startTimeZoneOffset: visitorOffset(start) + shift,
      endDateTime: end,
      endTimeZoneOffset: visitorOffset(end) + shift,
    });
    serveCatalogue({
      events: [
        listedEvent('away', { datesWithOffset: dates(3600) }),
        listedEvent('here', { datesWithOffset: dates(0) }),
      ],
    });
    renderApp('/');

    const card = async (name: string) =>
      (await screen.findByRole('heading', { level: 2, name })).closest('li') as HTMLElement;
    const away = await card('Event away');
    const here = await card('Event here');
    expect(within(away).getByText(/from 10:00 AM to 6:00 PM/).textContent).toBe(
      'from 10:00 AM to 6:00 PM (Europe/Rome)',
    );
    expect(within(here).getByText(/from 10:00 AM to 6:00 PM/).textContent).toBe('from 10:00 AM to 6:00 PM');
    expect(within(away).getByText('Tue 1 Dec 2026').getAttribute('datetime')).toBe('2026-12-01T09:00:00.000Z');
  });

  test('where the server advertises availability: red sold-out badge and grey waiting-list link, green count badge', async () => {
    serveCatalogue({
      info: availabilityInfo(),
      events: [
        listedEvent('jazz', { availability: { isSoldOut: true, ticketsLeft: null } }),
        listedEvent('summit', { availability: { isSoldOut: false, ticketsLeft: 12 } }),
        listedEvent('hack', { availability: { isSoldOut: false, ticketsLeft: null } }),
      ],
    });
    renderApp('/');

    const jazz = (await screen.findByRole('heading', { level: 2, name: 'Event jazz' })).closest('li') as HTMLElement;
    expect(within(jazz).getByText('Sold out').className).toContain('text-bg-danger');
    expect(within(jazz).getByRole('link', { name: 'Join the waiting list Event jazz' }).className).toContain(
      'btn-secondary',
    );

    const summit = screen.getByRole('heading', { level: 2, name: 'Event summit' }).closest('li') as HTMLElement;
    expect(within(summit).getByText('12 left').className).toContain('text-bg-success');
    expect(within(summit).getByRole('link', { name: 'Buy tickets Event summit' }).className).toContain('btn-success');

    const hack = screen.getByRole('heading', { level: 2, name: 'Event hack' }).closest('li') as HTMLElement;
    expect(within(hack).queryByText(/left|Sold out/)).toBeNull();
  });

  test('in front of alf.io (no capability) cards show no badge at all', async () => {
    serveCatalogue({
      events: [listedEvent('jazz', { availability: { isSoldOut: true, ticketsLeft: null } }), listedEvent('hack')],
    });
    renderApp('/');

    const jazz = (await screen.findByRole('heading', { level: 2, name: 'Event jazz' })).closest('li') as HTMLElement;
    expect(within(jazz).queryByText('Sold out')).toBeNull();
    expect(within(jazz).getByRole('link', { name: 'Buy tickets Event jazz' }).className).toContain('btn-success');
  });
});

describe('a subscription card', () => {
  test('tells validity and price and leads to the subscription, whose way back is the organizer’s page', async () => {
    serveCatalogue({
      events: events(2),
      subscriptions: [listedSubscription(subscriptionId, { title: { en: 'Season pass' } })],
    });
    const { user, location } = renderApp('/o/acme');

    const section = await screen.findByRole('region', { name: 'Subscriptions' });
    expect(within(section).getByText('Entries: unlimited · Unlimited use')).toBeTruthy();
    expect(within(section).getByText('€25.00')).toBeTruthy();
    expect(within(section).getByText(/incl\. 7\.7% VAT/)).toBeTruthy();
    await user.click(within(section).getByRole('link', { name: 'Buy subscription Season pass' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Season pass: subscription' })).toBeTruthy();
    expect(location().pathname).toBe(`/subscription/${subscriptionId}`);
    expect(screen.getByRole('link', { name: 'Back to the organizer' }).getAttribute('href')).toBe('/o/acme');
  });
});
