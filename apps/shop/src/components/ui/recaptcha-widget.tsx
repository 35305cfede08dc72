import { useEffect, useRef, useState } from 'react';
import { loadRecaptcha } from '../../lib/captcha.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Spinner } from './spinner.tsx';

interface RecaptchaWidgetProps {
  siteKey: string;
  /** Changes after each use where a token is good for one request only; 0 never resets. */
  resetSignal?: number;
  /** A solved challenge gives its token; an expired or failed one gives null. */
  onToken: (token: string | null) => void;
}

/** Google's reCAPTCHA v2 widget, loaded on first use in the visitor's language. */
export function RecaptchaWidget({ siteKey, resetSignal = 0, onToken }: RecaptchaWidgetProps) {
  const { t, lang } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ reset: () => void } | null>(null);
  const callback = useRef(onToken);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    callback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(lang).then(
      (recaptcha) => {
        if (cancelled || !container.current || widget.current) return;
        const id = recaptcha.render(container.current, {
          sitekey: siteKey,
          hl: lang,
          callback: (token) => callback.current(token),
          'expired-callback': () => callback.current(null),
          'error-callback': () => callback.current(null),
        });
        widget.current = { reset: () => recaptcha.reset(id) };
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey, lang]);

  useEffect(() => {
    if (resetSignal === 0 || !widget.current) return;
    widget.current.reset();
    callback.current(null);
  }, [resetSignal]);

  return (
    <>
      {state === 'loading' ? <Spinner small label={t('shop.challenge.loading')} /> : null}
      {state === 'failed' ? <p className="shop-field-error">{t('error.STEP_2_CAPTCHA_VALIDATION_FAILED')}</p> : null}
      <div ref={container} />
    </>
  );
}
