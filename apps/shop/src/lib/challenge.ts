/**
 * Cloudflare Turnstile, loaded only when the server answers a request with a human challenge.
 * The script arrives through this module, so the page's CSP nonce vouches for it via
 * 'strict-dynamic'.
 */
export interface TurnstileOptions {
  sitekey: string;
  language: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback'?: () => void;
}

export interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
    shopTurnstileLoaded?: () => void;
  }
}

const scriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
const onloadName = 'shopTurnstileLoaded' satisfies keyof Window;
let loading: Promise<Turnstile> | null = null;

export function turnstileScriptUrl(language: string): string {
  const query = new URLSearchParams({ render: 'explicit', onload: onloadName, language });
  return `${scriptUrl}?${query.toString()}`;
}

/** Loads the script once, in the given language, and resolves with the Turnstile API. */
export function loadTurnstile(language: string): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = turnstileScriptUrl(language);
    script.async = true;
    window[onloadName] = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile missing')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Turnstile could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
