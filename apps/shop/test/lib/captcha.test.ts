import { afterEach, describe, expect, test, vi } from 'vitest';
import { loadRecaptcha, resetRecaptchaLoader, type Recaptcha } from '../../src/lib/captcha.ts';

describe('the reCAPTCHA script', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.grecaptcha;
    resetRecaptchaLoader();
  });

  test('is loaded once, explicitly rendered, and resolves when it calls back', async () => {
    const appended: Node[] = [];
    // The test environment refuses to load remote scripts; the element itself is what matters.
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void appended.push(...(nodes as Node[])));

    const loaded = loadRecaptcha('it');
    expect(loadRecaptcha('it')).toBe(loaded);
    expect(appended).toHaveLength(1);
    const url = new URL((appended[0] as HTMLScriptElement).src);
    expect(url.origin + url.pathname).toBe('https://www.google.com/recaptcha/api.js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      onload: 'shopRecaptchaLoaded',
      render: 'explicit',
      hl: 'it',
    });

    const recaptcha: Recaptcha = { render: () => 0, reset: () => {} };
    window.grecaptcha = recaptcha;
    window.shopRecaptchaLoaded?.();
    await expect(loaded).resolves.toBe(recaptcha);
  });
});
