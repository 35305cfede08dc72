import type { AnalyticsConfiguration } from '@shop/contract';
import { shopMessagesEn } from '@shop/contract/shop-messages/en';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { eventPageBundle, fullEvent, items } from '../features/event-page/fixtures.ts';
import { infoFixture } from '../support/fixtures.ts';
import { resetAnalytics } from '../../src/lib/analytics.ts';
import { apiPath, server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';

const systemAnalytics: AnalyticsConfiguration = {
  googleAnalyticsKey: 'G-SYSTEM1',
  googleAnalyticsScrambledInfo: false,
  clientId: null,
};

const bundle = { ...shopMessagesEn, ...eventPageBundle };

function serve(info: AnalyticsConfiguration, event?: AnalyticsConfiguration) {
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(bundle)),
    http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture({ analyticsConfiguration: info }))),
    http.get(apiPath('getEvent'), () => HttpResponse.json(fullEvent(event ? { analyticsConfiguration: event } : {}))),
    http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
  );
}

const providerScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

/** The page views handed to gtag.js, as measurement id and address path. */
function pageViews(): string[] {
  return gtagCommands()
    .filter((command) => command[0] === 'event' && command[1] === 'page_view')
    .map((command) => {
      const parameters = command[2] as { send_to: string; page_location: string };
      const url = new URL(parameters.page_location);
      return `${parameters.send_to} ${url.pathname}${url.search}`;
    });
}

const gtagCommands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

const homeLink = () => within(screen.getByRole('navigation')).getByRole('link', { name: 'Home' });

const question = () => screen.findByRole('region', { name: 'Visit statistics' });

describe('analytics with consent', () => {
  test('until the visitor answers, the question is asked and nothing of the provider is on the page', async () => {
    serve(systemAnalytics);
    renderApp('/');

    const region = await question();
    expect(region.textContent).toContain('Google Analytics');
    expect(screen.getByRole('button', { name: 'Accept' }).className).toBe(
      screen.getByRole('button', { name: 'Decline' }).className,
    );
    expect(providerScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  test('no provider configured: no question, nothing loaded', async () => {
    serve({ googleAnalyticsKey: null, googleAnalyticsScrambledInfo: false, clientId: null });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Visit statistics' })).toBeNull();
    expect(providerScripts()).toHaveLength(0);
  });

  test('accepting loads the script once, without ad features, and counts this page and each one visited next', async () => {
    serve(systemAnalytics);
    const { user } = renderApp('/no/such/page');

    await question();
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(pageViews()).toEqual(['G-SYSTEM1 /no/such/page']));
    expect(screen.queryByRole('region', { name: 'Visit statistics' })).toBeNull();
    const scripts = providerScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://www.googletagmanager.com/gtag/js?id=G-SYSTEM1');
    const config = gtagCommands().find((command) => command[0] === 'config');
    expect(config).toEqual([
      'config',
      'G-SYSTEM1',
      expect.objectContaining({
        anonymize_ip: true,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      }),
    ]);

    await user.click(homeLink());
    await waitFor(() => expect(pageViews()).toEqual(['G-SYSTEM1 /no/such/page', 'G-SYSTEM1 /']));
    expect(providerScripts()).toHaveLength(1);
  });

  test('declining loads nothing, and the answer holds on the next visit', async () => {
    serve(systemAnalytics);
    const first = renderApp('/');
    await question();
    await first.user.click(screen.getByRole('button', { name: 'Decline' }));
    await first.user.click(homeLink());
    first.unmount();
    // A new visit: the page's memory is gone, the browser's storage is not.
    resetAnalytics();

    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Visit statistics' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Visit statistics settings' })).toBeTruthy();
    expect(providerScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  test('the answer can be changed from the foot of the page, where focus returns', async () => {
    serve(systemAnalytics);
    const { user } = renderApp('/no/such/page');
    await question();
    await user.click(screen.getByRole('button', { name: 'Decline' }));

    await user.click(screen.getByRole('button', { name: 'Visit statistics settings' }));
    const region = await question();
    expect(document.activeElement).toBe(region);
    expect(region.textContent).toContain('You have declined.');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(pageViews()).toEqual(['G-SYSTEM1 /no/such/page']));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Visit statistics settings' }));
  });

  test('declining after accepting stops the page views and drops the cookies of the provider', async () => {
    serve(systemAnalytics);
    const { user } = renderApp('/no/such/page');
    await question();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pageViews()).toEqual(['G-SYSTEM1 /no/such/page']));
    document.cookie = '_ga=GA1.1.123.456; path=/';

    await user.click(screen.getByRole('button', { name: 'Visit statistics settings' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(homeLink());

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(pageViews()).toEqual(['G-SYSTEM1 /no/such/page']);
    expect(document.cookie).toBe('');
  });

  test("an event's own configuration counts its pages, the system's the others", async () => {
    serve(systemAnalytics, { googleAnalyticsKey: 'G-EVENT1', googleAnalyticsScrambledInfo: true, clientId: 'f00d' });
    const { user } = renderApp('/event/demo');
    await screen.findByRole('heading', { level: 2, name: 'Tickets' });
    await question();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pageViews()).toEqual(['G-EVENT1 /event/demo']));

    await user.click(homeLink());
    await waitFor(() => expect(pageViews()).toEqual(['G-EVENT1 /event/demo', 'G-SYSTEM1 /']));
    const eventConfig = gtagCommands().find((command) => command[0] === 'config' && command[1] === 'G-EVENT1');
    expect(eventConfig?.[2]).toEqual(expect.objectContaining({ client_id: 'f00d' }));
  });
});

const matomoOnly: AnalyticsConfiguration = {
  googleAnalyticsKey: null,
  googleAnalyticsScrambledInfo: true,
  clientId: null,
  matomoUrl: 'https://stats.example/matomo',
  matomoSiteId: '7',
};

const matomoScripts = () => document.head.querySelectorAll('script[src$="/matomo.js"]');

/** The views handed to Matomo, as tracker address, site id and address path, each with the settings in force. */
function matomoViews(): string[] {
  const views: string[] = [];
  let tracker = '';
  let site = '';
  let url = '';
  for (const [command, value] of window._paq ?? []) {
    if (command === 'setTrackerUrl') tracker = String(value);
    if (command === 'setSiteId') site = String(value);
    if (command === 'setCustomUrl') url = String(value);
    if (command === 'trackPageView') {
      const { pathname, search } = new URL(url);
      views.push(`${tracker} ${site} ${pathname}${search}`);
    }
  }
  return views;
}

describe('Matomo with consent', () => {
  test('until the visitor accepts, nothing of Matomo is on the page', async () => {
    serve(matomoOnly);
    renderApp('/');

    const region = await question();
    expect(region.textContent).toContain('uses Matomo to count');
    expect(matomoScripts()).toHaveLength(0);
    expect(window._paq).toBeUndefined();
    expect(document.cookie).toBe('');
  });

  test('accepting loads matomo.js once and reports this page and each one visited next to the site', async () => {
    serve(matomoOnly);
    const { user } = renderApp('/no/such/page');
    await question();
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    const tracker = 'https://stats.example/matomo/matomo.php';
    await waitFor(() => expect(matomoViews()).toEqual([`${tracker} 7 /no/such/page`]));
    const scripts = matomoScripts();
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://stats.example/matomo/matomo.js');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    // The organizer's anonymous mode: no Matomo cookie, asked for before the first view.
    const commands = (window._paq ?? []).map((command) => command[0]);
    expect(commands.indexOf('disableCookies')).toBeGreaterThan(-1);
    expect(commands.indexOf('disableCookies')).toBeLessThan(commands.indexOf('trackPageView'));
    expect(window._paq).toContainEqual(['setDocumentTitle', expect.any(String)]);

    await user.click(homeLink());
    await waitFor(() => expect(matomoViews()).toEqual([`${tracker} 7 /no/such/page`, `${tracker} 7 /`]));
    expect(matomoScripts()).toHaveLength(1);
    expect(providerScripts()).toHaveLength(0);
  });

  test('without the anonymous mode Matomo may keep its cookies', async () => {
    serve({ ...matomoOnly, googleAnalyticsScrambledInfo: false });
    const { user } = renderApp('/no/such/page');
    await question();
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(matomoViews()).toHaveLength(1));
    expect(window._paq).not.toContainEqual(['disableCookies']);
  });

  test('with both providers configured, one answer loads both and the question names both', async () => {
    serve({ ...matomoOnly, googleAnalyticsKey: 'G-SYSTEM1' });
    const { user } = renderApp('/no/such/page');
    const region = await question();
    expect(region.textContent).toContain('uses Google Analytics and Matomo to count');
    expect(providerScripts()).toHaveLength(0);
    expect(matomoScripts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(pageViews()).toEqual(['G-SYSTEM1 /no/such/page']));
    expect(matomoViews()).toEqual(['https://stats.example/matomo/matomo.php 7 /no/such/page']);
    expect(providerScripts()).toHaveLength(1);
    expect(matomoScripts()).toHaveLength(1);
  });

  test('declining after accepting stops the reports and drops the Matomo cookies', async () => {
    serve({ ...matomoOnly, googleAnalyticsScrambledInfo: false });
    const { user } = renderApp('/no/such/page');
    await question();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(matomoViews()).toHaveLength(1));
    document.cookie = '_pk_id.7.1fff=abc.123; path=/';
    document.cookie = '_pk_ses.7.1fff=1; path=/';

    await user.click(screen.getByRole('button', { name: 'Visit statistics settings' }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(homeLink());

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(matomoViews()).toEqual(['https://stats.example/matomo/matomo.php 7 /no/such/page']);
    expect(document.cookie).toBe('');
  });
});
