import { describe, expect, it } from 'vitest';
import { preferredLanguage, translate } from '../src/lib/i18n.tsx';
import { languages, messages } from '../src/messages/index.ts';
import { providerProblem, signInFailure } from '../src/features/session/sign-in-rules.ts';
import { ApiError } from '../src/lib/api-client.ts';
import { errorMessage } from '../src/components/query-state.tsx';

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

describe('an answer of too many requests', () => {
  const said = (lang: 'en' | 'de', error: ApiError) => translate(lang, errorMessage(error));

  it('says how long to wait, in seconds or in minutes, in English and German', () => {
    expect(said('en', new ApiError(429, '', '42'))).toContain('try again in 42 seconds');
    expect(said('de', new ApiError(429, '', '42'))).toContain('in 42 Sekunden erneut');
    expect(said('en', new ApiError(429, '', '1'))).toContain('try again in 1 second.');
    expect(said('de', new ApiError(429, '', '1'))).toContain('in 1 Sekunde erneut');
    expect(said('en', new ApiError(429, '', '300'))).toContain('try again in 5 minutes');
    expect(said('de', new ApiError(429, '', '301'))).toContain('in 6 Minuten erneut');
  });

  it('reads the wait from a date in Retry-After, or from the contract’s error in the body', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(new ApiError(429, '', 'Sun, 01 Mar 2026 10:00:30 GMT').waitSeconds(now)).toBe(30);
    const validated = {
      success: false,
      errorCount: 1,
      validationErrors: [{ fieldName: '', code: 'error.TOO_MANY_REQUESTS', arguments: { '0': 20 } }],
      warnings: [],
      value: null,
    };
    expect(said('en', new ApiError(429, validated))).toContain('try again in 20 seconds');
  });

  it('asks to wait a moment when the server did not say how long', () => {
    expect(said('en', new ApiError(429, 'too many requests'))).toBe(messages.en['error.too-many']);
    expect(said('de', new ApiError(429, null))).toBe(messages.de['error.too-many']);
    expect(said('en', new ApiError(429, null))).not.toBe(messages.en['error.server']);
  });
});
