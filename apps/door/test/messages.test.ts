import { describe, expect, it } from 'vitest';
import { pickLanguage } from '../src/lib/i18n.tsx';
import { de } from '../src/messages/de.ts';
import { en } from '../src/messages/en.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the door app’s texts', () => {
  it.each([['de', de]] as const)('%s has every English text, with the same placeholders', (_lang, bundle) => {
    expect(Object.keys(bundle).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(bundle[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });

  it('speaks the first of the browser’s languages it knows, else English', () => {
    expect(pickLanguage(['fr-CH', 'de-CH', 'en'])).toBe('de');
    expect(pickLanguage(['fr'])).toBe('en');
  });
});
