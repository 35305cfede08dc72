import { describe, expect, it } from 'vitest';
import { preferredLanguage, translate } from '../src/lib/i18n.tsx';
import { languages, messages } from '../src/messages/index.ts';
import { providerProblem, signInFailure } from '../src/features/session/sign-in-rules.ts';
import { ApiError } from '../src/lib/api-client.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*\d+\s*\}\}/g)].map((match) => match[0]).sort();

describe('the back office’s texts', () => {
  it('has every text in every language, with the placeholders English has', () => {
    for (const lang of languages) {
      for (const [key, english] of Object.entries(messages.en)) {
        const text = (messages[lang] as Record<string, string>)[key];
        expect(text?.trim(), `${lang} ${key}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${lang} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('speaks the browser’s first language it knows, else English', () => {
    expect(preferredLanguage(['fr-CH', 'de-CH', 'en'])).toBe('de');
    expect(preferredLanguage(['it'])).toBe('en');
    expect(translate('de', 'sign-in.too-many', [30])).toContain('30 Sekunden');
  });

  it('says why the identity provider’s sign-in was refused, a reason it does not know as a failed sign-in', () => {
    expect(providerProblem('no-organizer-role')).toBe('sign-in.problem.no-organizer-role');
    expect(providerProblem('disabled')).toBe('sign-in.problem.disabled');
    expect(providerProblem('something else')).toBe('sign-in.problem.failed');
    expect(providerProblem(null)).toBeNull();
  });

  it('says why signing in failed: wrong credentials, too many tries with the wait, no connection', () => {
    expect(signInFailure(new ApiError(401, null))).toEqual(['sign-in.refused']);
    expect(signInFailure(new ApiError(429, null, '42'))).toEqual(['sign-in.too-many', ['42']]);
    expect(signInFailure(new ApiError(0, null))).toEqual(['error.offline']);
    expect(signInFailure(new ApiError(500, null))).toEqual(['error.server']);
  });
});
