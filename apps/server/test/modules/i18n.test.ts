import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';
import { heapKeptAfter } from '../support/heap.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const get = async (url: string) => t.app.inject({ method: 'GET', url });

describe('i18n reference data: bundles, languages and countries', () => {
  it("lists the 14 application languages in alf.io's order, each named in itself", async () => {
    const languages = (await get('/api/v2/public/i18n/languages')).json();
    expect(languages.map((l: { locale: string }) => l.locale)).toEqual([
      'en',
      'es',
      'it',
      'de',
      'nl',
      'fr',
      'ro',
      'pt',
      'tr',
      'pl',
      'da',
      'bg',
      'sv',
      'cs',
    ]);
    expect(languages[3]).toEqual({ locale: 'de', displayLanguage: 'Deutsch' });
  });

  it('serves a German bundle that has every key of the English one, translated', async () => {
    const en = (await get('/api/v2/public/i18n/bundle/en')).json();
    const de = (await get('/api/v2/public/i18n/bundle/de')).json();
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(de['show-event.continue']).not.toBe(en['show-event.continue']);
  });

  it('falls back to English for a language without translations', async () => {
    const en = (await get('/api/v2/public/i18n/bundle/en')).json();
    expect((await get('/api/v2/public/i18n/bundle/xx')).json()).toEqual(en);
    expect((await get('/api/v2/public/i18n/bundle/ja')).json()).toEqual(en);
  });

  it('keeps one country list per language the runtime knows, however many tags clients make up', async () => {
    // 900 distinct tags that all name German (each with a region code of three digits); kept per
    // tag, lists of some twenty kilobytes each would add about eighteen megabytes.
    const tags = Array.from({ length: 900 }, (_, n) => `/api/v2/public/i18n/countries/de-${100 + n}`);
    const kept = await heapKeptAfter(t.app, ['/api/v2/public/i18n/countries/de'], tags);
    expect([...kept.statuses]).toEqual([200]);
    expect(kept.bytes).toBeLessThan(3 * 1024 * 1024);
    expect((await get('/api/v2/public/i18n/countries/de-123')).json()).toContainEqual({
      isoCode: 'CH',
      name: 'Schweiz',
    });
  });

  it('names countries in the asked language and lists Greece as EL for VAT', async () => {
    const countries = (await get('/api/v2/public/i18n/countries/de')).json();
    expect(countries).toContainEqual({ isoCode: 'CH', name: 'Schweiz' });
    expect(countries.length).toBeGreaterThan(240);
    const vat = (await get('/api/v2/public/i18n/countries-vat/en')).json();
    expect(vat.some((c: { isoCode: string }) => c.isoCode === 'EL')).toBe(true);
    expect(vat.some((c: { isoCode: string }) => c.isoCode === 'GR')).toBe(false);
  });

  it('lists the 27 EU member states for VAT', async () => {
    const eu = (await get('/api/v2/public/i18n/eu-countries-vat/en')).json();
    expect(eu).toHaveLength(27);
    expect(eu.map((c: { isoCode: string }) => c.isoCode)).toContain('EL');
  });

  it('sorts country names as a French collator does', async () => {
    const names = (await get('/api/v2/public/i18n/countries/fr')).json().map((c: { name: string }) => c.name);
    const sorted = [...names].sort(new Intl.Collator('fr').compare);
    expect(names).toEqual(sorted);
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
  });

  it('answers an absurd language tag with 404 instead of failing', async () => {
    const response = await get(`/api/v2/public/i18n/bundle/${'x'.repeat(200)}`);
    expect(response.statusCode).toBe(404);
  });
});
