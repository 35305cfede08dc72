import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { bundleQuery, countriesQuery, languagesQuery, vatCountriesQuery } from '../../../src/features/i18n/api.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { addPreload } from '../../support/page.ts';
import { testQueryClient } from '../../support/render-app.tsx';

describe('reference data', () => {
  test('country lists come from the preloads for their language, other languages from the API', async () => {
    addPreload('preload-vat-countries', [{ isoCode: 'EL', name: 'Griechenland' }], 'de');
    addPreload('preload-countries', [{ isoCode: 'CH', name: 'Schweiz' }], 'de');
    server.use(
      http.get(apiPath('getCountries'), ({ params }) =>
        HttpResponse.json([{ isoCode: 'CH', name: `Switzerland (${String(params.lang)})` }]),
      ),
    );
    const queryClient = testQueryClient();

    expect(await queryClient.fetchQuery(vatCountriesQuery('de'))).toEqual([{ isoCode: 'EL', name: 'Griechenland' }]);
    expect(await queryClient.fetchQuery(countriesQuery('de'))).toEqual([{ isoCode: 'CH', name: 'Schweiz' }]);
    expect(await queryClient.fetchQuery(countriesQuery('en'))).toEqual([{ isoCode: 'CH', name: 'Switzerland (en)' }]);
  });

  test('bundles, languages and countries are kept for the page lifetime, keyed by every input', () => {
    for (const options of [bundleQuery('de'), languagesQuery(), countriesQuery('de'), vatCountriesQuery('de')]) {
      expect(options.staleTime).toBe(Infinity);
    }
    expect(bundleQuery('de').queryKey).toContain('de');
    expect(countriesQuery('it').queryKey).toContain('it');
  });
});

describe('in front of a real alf.io', () => {
  test("a bundle without the shop's own keys gets their texts in its language beneath it", async () => {
    server.use(http.get(apiPath('getBundle'), () => HttpResponse.json({ 'show-event.continue': 'Weiter' })));
    const bundle = await testQueryClient().fetchQuery(bundleQuery('de'));
    expect(bundle['show-event.continue']).toBe('Weiter');
    expect(bundle['shop.coming-soon.title']).toBe('Demnächst verfügbar');
  });

  test('a preloaded alf.io bundle is completed the same way', async () => {
    addPreload('preload-bundle', { 'show-event.continue': 'Continua' }, 'it');
    server.use(http.get(apiPath('getBundle'), () => HttpResponse.json({ 'show-event.continue': 'Continua' })));
    expect((await testQueryClient().fetchQuery(bundleQuery('it')))['shop.loading']).toBe('Caricamento…');
  });

  test("alf.io's text wins over the shop's for a key it has, and a language without texts of its own gets English", async () => {
    server.use(
      http.get(apiPath('getBundle'), () =>
        HttpResponse.json({ 'show-event.continue': 'Devam', 'pin.duplicate': 'PIN' }),
      ),
    );
    const turkish = await testQueryClient().fetchQuery(bundleQuery('tr'));
    expect(turkish['pin.duplicate']).toBe('PIN');
    expect(turkish['not_found']).toBe('İstenen öğe bulunamadı.');
    expect((await testQueryClient().fetchQuery(bundleQuery('ja')))['shop.loading']).toBe('Loading…');
  });

  test('our own preloaded bundle is used as it is', async () => {
    addPreload('preload-bundle', { 'shop.loading': 'Laden…' }, 'de');
    expect((await testQueryClient().fetchQuery(bundleQuery('de')))['shop.loading']).toBe('Laden…');
  });
});
