import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { english, eventFixture, german, italian, subscriptionId } from '../support/fixtures.ts';
import { apiPath, server } from '../support/msw-server.ts';
import { renderApp } from '../support/render-app.tsx';

const languageOptions = () =>
  within(screen.getByRole('combobox', { name: 'Language' }))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

describe('the chosen language', () => {
  test('a lang query parameter the context offers is used, written to ALFIO_LANG and <html lang>', async () => {
    renderApp('/?lang=de');

    expect(await screen.findByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(window.sessionStorage.getItem('ALFIO_LANG')).toBe('de');
  });

  test('the language kept in the session is used when the address does not ask for one', async () => {
    window.sessionStorage.setItem('ALFIO_LANG', 'de');
    renderApp('/events-all');

    expect(await screen.findByRole('heading', { level: 1, name: 'All events' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Sprache' }) as HTMLSelectElement).value).toBe('de');
  });

  test('a language the context does not offer falls back to the browser’s, then English', async () => {
    renderApp('/?lang=xx');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  test('the selector switches translations and replaces the lang parameter so it cannot override the choice', async () => {
    const { user, location } = renderApp('/?lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Events' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');

    expect(await screen.findByRole('heading', { level: 1, name: 'Veranstaltungen' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(window.sessionStorage.getItem('ALFIO_LANG')).toBe('de');
    expect(location().search).toBe('?lang=de');
  });
});

describe('event routes', () => {
  test('offer the event’s languages and merge its overrides for the current language; other routes do not', async () => {
    server.use(
      http.get(apiPath('getEvent'), () =>
        HttpResponse.json(
          eventFixture({
            contentLanguages: [german, english, italian],
            i18nOverride: {
              en: { 'reservation-page.header.title': 'Get your {{0}} tickets', 'shop.home.link': 'All events of Demo' },
            },
          }),
        ),
      ),
    );
    const { user } = renderApp('/event/demo/reservation/e1b2c3d4/book');

    expect(await screen.findByRole('heading', { level: 1, name: 'Get your Demo Conference tickets' })).toBeTruthy();
    expect(languageOptions()).toEqual(['de', 'en', 'it']);

    await user.click(screen.getByRole('link', { name: 'All events of Demo' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(languageOptions()).toEqual(['en', 'de']);
  });

  test('apply the event’s custom CSS, and leaving them removes it', async () => {
    server.use(
      http.get(apiPath('getEvent'), () => HttpResponse.json(eventFixture({ customCss: '.btn { border-radius: 0; }' }))),
    );
    const { user } = renderApp('/event/demo/reservation/e1b2c3d4/book');

    await screen.findByRole('heading', { level: 1, name: 'Reservation for Demo Conference' });
    const styles = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles()).toEqual(['.btn { border-radius: 0; }']);

    await user.click(screen.getByRole('link', { name: 'Home' }));

    await screen.findByRole('heading', { level: 1, name: 'Events' });
    expect(styles()).toEqual([]);
  });
});

describe('subscription routes', () => {
  test('offer the subscription’s languages and name it in the chosen one', async () => {
    renderApp(`/subscription/${subscriptionId}?lang=it`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Abbonamento: abbonamento' })).toBeTruthy();
    expect(languageOptions()).toEqual(['en', 'it']);
  });
});
