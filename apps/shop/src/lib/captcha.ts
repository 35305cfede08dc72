/**
 * Google reCAPTCHA v2 for the ticket selection, when the event asks for it: its token travels in the body
 * field `captcha`, never in a header. The script is loaded only for events that ask for it, and
 * through this module, so the page's CSP nonce vouches for it via 'strict-dynamic'.
 */
export interface RecaptchaOptions {
  sitekey: string;
  hl?: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

export interface Recaptcha {
  render(container: HTMLElement, options: RecaptchaOptions): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Recaptcha;
    shopRecaptchaLoaded?: () => void;
  }
}

const scriptUrl = 'https://www.google.com/recaptcha/api.js';
const onloadName = 'shopRecaptchaLoaded' satisfies keyof Window;
let loading: Promise<Recaptcha> | null = null;

export function recaptchaScriptUrl(language: string): string {
  const query = new URLSearchParams({ onload: onloadName, render: 'explicit', hl: language });
  return `${scriptUrl}?${query.toString()}`;
}

/** Loads the script once and resolves with the widget API once it has called back. */
export function loadRecaptcha(language: string): Promise<Recaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  if (loading) return loading;
  loading = new Promise<Recaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(language);
    script.async = true;
    window[onloadName] = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Forgets a loaded script (tests). */
export function resetRecaptchaLoader(): void {
  loading = null;
}
