import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { request } from '../../src/lib/api-client.ts';
import { english, englishBundle, germanBundle, infoFixture, signedInUser } from '../support/fixtures.ts';
import { apiPath, server } from '../support/msw-server.ts';
import { addMeta, addPreload } from '../support/page.ts';
import { renderApp } from '../support/render-app.tsx';

/** The test DOM's control over the page's address. */
const happyDom = () => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

const withInfo = (overrides: Parameters<typeof infoFixture>[0]) =>
  server.use(http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture(overrides))));

describe('loading', () => {
  test('until the bundle arrives the page shows a wordless busy state, never raw keys', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('getBundle'), async () => (await arrived, HttpResponse.json({ 'event-list.title': 'Events' }))),
    );
    renderApp('/');

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('main').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(document.body.textContent).toBe('');
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
  });
});

describe('first paint of a served page', () => {
  /** Holds the languages back, as a slow network does, until `release()`. */
  function holdLanguages() {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(apiPath('getLanguages'), async () => (await arrived, HttpResponse.json([english]))));
    return () => act(() => release());
  }

  test('banners and top bar render from the preloads at once, so the page below them never moves down', async () => {
    addPreload('preload-info', infoFixture({ devModeEnabled: true }));
    addPreload('preload-bundle', englishBundle, 'en');
    const release = holdLanguages();
    renderApp('/');

    expect(screen.getByText('This shop runs in development mode.')).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByRole('main').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
  });

  test('a page asking for another language than the preloaded one waits for it, as without preloads', async () => {
    window.sessionStorage.setItem('ALFIO_LANG', 'de');
    addPreload('preload-info', infoFixture({ devModeEnabled: true }));
    addPreload('preload-bundle', englishBundle, 'en');
    const release = holdLanguages();
    renderApp('/');

    expect(screen.queryByText('This shop runs in development mode.')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  test('the route waits for the chosen language even when the shell already speaks the preloaded one', async () => {
    addPreload('preload-bundle', germanBundle, 'de');
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(apiPath('getBundle'), async () => (await arrived, HttpResponse.json(englishBundle))));
    renderApp('/');

    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByText('Veranstaltungen')).toBeNull();
  });
});

describe('banners', () => {
  test('the announcement banner stays dismissed for the rest of the session', async () => {
    withInfo({ announcementBannerContentHTML: '<p>Box office opens at <strong>9</strong></p>' });
    const first = renderApp('/');

    const banner = await screen.findByText(/Box office opens at/);
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss.getAttribute('aria-describedby')).toBe(banner.closest('[id]')?.id);
    await first.user.click(dismiss);
    expect(screen.queryByText(/Box office opens at/)).toBeNull();
    expect(window.sessionStorage.getItem('alfio.hideAnnouncementBanner')).toBe('true');

    first.unmount();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByText(/Box office opens at/)).toBeNull();
  });

  test('development mode shows a dismissible banner; demo mode a notice', async () => {
    withInfo({ devModeEnabled: true, demoModeEnabled: true });
    const { user } = renderApp('/');

    expect(await screen.findByText('This shop runs in development mode.')).toBeTruthy();
    expect(screen.getByText('This is a demo shop.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('This shop runs in development mode.')).toBeNull();
    expect(screen.getByText('This is a demo shop.')).toBeTruthy();
  });

  test('production over plain http to another host warns that the connection is not secure', async () => {
    const testUrl = window.location.href;
    happyDom().setURL('http://tickets.example.org/');
    try {
      withInfo({ prodModeEnabled: true });
      renderApp('/');

      expect(await screen.findByText('This shop is not served over a secure connection.')).toBeTruthy();
    } finally {
      happyDom().setURL(testUrl);
    }
  });

  test('production over plain http on this machine shows no warning, as browsers treat localhost as secure', async () => {
    expect(window.location.href).toMatch(/^http:\/\/localhost[:/]/);
    withInfo({ prodModeEnabled: true });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByText('This shop is not served over a secure connection.')).toBeNull();
  });

  test('a development server over http shows no insecure-production warning', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByText('This shop is not served over a secure connection.')).toBeNull();
  });
});

describe('top bar', () => {
  test('the language selector appears only when more than one language is offered', async () => {
    const many = renderApp('/');
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Deutsch']);
    many.unmount();

    server.use(http.get(apiPath('getLanguages'), () => HttpResponse.json([english])));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
  });

  test('without sign-in there is neither a login link nor a user menu', async () => {
    addMeta('authentication-enabled', 'false');
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
  });

  test('an anonymous visitor gets the login link', async () => {
    addMeta('authentication-enabled', 'true');
    renderApp('/');

    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/openid/authentication');
  });

  test('a signed-in user opens the menu, closes it with Escape, and logs out', async () => {
    addMeta('authentication-enabled', 'true');
    let loggedOut = false;
    server.use(
      http.get(apiPath('getMe'), () =>
        loggedOut ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(signedInUser),
      ),
      http.post(apiPath('logout'), async ({ request }) => {
        loggedOut = (await request.json()) !== null;
        return HttpResponse.json({ targetUrl: null, empty: true }, { headers: { 'X-Auth-Token': '' } });
      }),
    );
    const { user } = renderApp('/');

    const toggle = await screen.findByRole('button', { name: 'My account' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/my-profile');
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/my-orders');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(loggedOut).toBe(true);
  });

  test('logging out follows the server’s redirect when it gives one', async () => {
    addMeta('authentication-enabled', 'true');
    server.use(
      http.get(apiPath('getMe'), () => HttpResponse.json(signedInUser)),
      http.post(apiPath('logout'), () => HttpResponse.json({ targetUrl: 'https://id.example/logout', empty: false })),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'My account' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example/logout'));
    assign.mockRestore();
  });

  test('a GET answer saying sign-in is disabled drops the signed-in user; enabled again, they are anonymous', async () => {
    addMeta('authentication-enabled', 'true');
    server.use(http.get(apiPath('getMe'), () => HttpResponse.json(signedInUser)));
    renderApp('/');
    await screen.findByRole('button', { name: 'My account' });
    const answerWith = (enabled: string) =>
      server.use(
        http.get(apiPath('getLanguages'), () =>
          HttpResponse.json([english], { headers: { 'Alfio-OpenId-Enabled': enabled } }),
        ),
      );

    answerWith('false');
    await act(() => request('getLanguages'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'My account' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();

    answerWith('true');
    await act(() => request('getLanguages'));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'My account' })).toBeNull();
  });
});

describe('news from before this page', () => {
  test('a fresh sign-up is welcomed once and the mark removed', async () => {
    document.documentElement.setAttribute('data-signed-up', 'true');
    renderApp('/');

    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Welcome, your account is ready.')).toBeTruthy();
    expect(document.documentElement.hasAttribute('data-signed-up')).toBe(false);
  });

  test('a deleted account is confirmed once and the session flag removed', async () => {
    window.sessionStorage.setItem('alfio.delete-account.confirmation', 'y');
    renderApp('/');

    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Your profile has been deleted.')).toBeTruthy();
    expect(window.sessionStorage.getItem('alfio.delete-account.confirmation')).toBeNull();
  });
});

describe('keyboard use', () => {
  test('the skip link moves focus to the main content', async () => {
    const { user } = renderApp('/');

    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    await user.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  test('after navigating, focus is on the new page’s main heading', async () => {
    const { user } = renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Home' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Events' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  test('a menu opened while the next page is still loading stays open when that page arrives', async () => {
    addMeta('authentication-enabled', 'true');
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('getMe'), () => HttpResponse.json(signedInUser)),
      http.get(apiPath('listEvents'), async () => (await arrived, HttpResponse.json([]))),
    );
    const { user } = renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Home' }));
    const toggle = await screen.findByRole('button', { name: 'My account' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => release());

    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(toggle);
  });
});
