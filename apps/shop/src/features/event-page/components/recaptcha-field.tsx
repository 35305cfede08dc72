import { useEffect, useRef, useState } from 'react';
import { FieldError } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { loadRecaptcha } from '../../../lib/captcha.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

interface RecaptchaFieldProps {
  siteKey: string;
  /** Changes after each use: a token is good for one request only. */
  resetSignal: number;
  errors: readonly GlobalError[] | undefined;
  onToken: (token: string | null) => void;
}

/** The reCAPTCHA widget of the ticket selection; its token goes into the body field `captcha`. */
export function RecaptchaField({ siteKey, resetSignal, errors, onToken }: RecaptchaFieldProps) {
  const { t, lang } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ id: number; reset: () => void } | null>(null);
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
        widget.current = { id, reset: () => recaptcha.reset(id) };
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
    <div className="shop-recaptcha">
      {state === 'loading' ? <Spinner small label={t('shop.challenge.loading')} /> : null}
      {state === 'failed' ? <p className="shop-field-error">{t('error.STEP_2_CAPTCHA_VALIDATION_FAILED')}</p> : null}
      <div ref={container} />
      <FieldError id="recaptcha-error" errors={errors} />
    </div>
  );
}
