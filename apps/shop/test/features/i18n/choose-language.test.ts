import { describe, expect, test } from 'vitest';
import { chooseLanguage } from '../../../src/features/i18n/choose-language.ts';

/**
 * Each source has its own language: the `lang` query asks for `it`, session storage holds `fr`,
 * the browser speaks `de-CH`, the fallback is `en`, and every context offers `nl` first. Every
 * subset of {it, fr, de, en} on offer shows which source wins.
 */
const sources = { requested: 'it', persisted: 'fr', browser: ['de-CH'] };

const byOffer: [offered: string, chosen: string][] = [
  ['nl it fr de en', 'it'],
  ['nl it fr de', 'it'],
  ['nl it fr en', 'it'],
  ['nl it fr', 'it'],
  ['nl it de en', 'it'],
  ['nl it de', 'it'],
  ['nl it en', 'it'],
  ['nl it', 'it'],
  ['nl fr de en', 'fr'],
  ['nl fr de', 'fr'],
  ['nl fr en', 'fr'],
  ['nl fr', 'fr'],
  ['nl de en', 'de'],
  ['nl de', 'de'],
  ['nl en', 'en'],
  ['nl', 'nl'],
];

describe('language choice: query, then session, then browser, then English, then the first offered', () => {
  test.each(byOffer)('offered %s → %s', (offered, chosen) => {
    expect(chooseLanguage({ ...sources, offered: offered.split(' ') })).toBe(chosen);
  });

  test.each([
    ['no query', { requested: null }, 'fr'],
    ['no query and nothing stored', { requested: null, persisted: null }, 'de'],
    ['nothing at all but the browser', { requested: null, persisted: null, browser: [] }, 'en'],
  ])('%s', (_, missing, chosen) => {
    expect(chooseLanguage({ ...sources, ...missing, offered: ['nl', 'it', 'fr', 'de', 'en'] })).toBe(chosen);
  });

  test('tags compare by language, whatever the case or region', () => {
    expect(chooseLanguage({ requested: 'IT', persisted: null, browser: [], offered: ['en', 'it'] })).toBe('it');
    expect(chooseLanguage({ requested: 'de_CH', persisted: null, browser: [], offered: ['en', 'de'] })).toBe('de');
    expect(chooseLanguage({ requested: null, persisted: null, browser: ['fr-FR'], offered: ['en', 'fr'] })).toBe('fr');
  });

  test('the first of the browser languages that is offered wins over English', () => {
    expect(
      chooseLanguage({ requested: null, persisted: null, browser: ['gsw', 'de-DE', 'en'], offered: ['en', 'de'] }),
    ).toBe('de');
  });

  test('the answer is always an offered language, in the offer’s spelling', () => {
    expect(chooseLanguage({ requested: 'ES', persisted: null, browser: [], offered: ['es'] })).toBe('es');
  });

  test('a context offering nothing gets English', () => {
    expect(chooseLanguage({ requested: 'it', persisted: 'fr', browser: ['de'], offered: [] })).toBe('en');
  });
});
