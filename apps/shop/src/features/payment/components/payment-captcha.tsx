import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { loadRecaptcha } from '../../../lib/captcha.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

interface PaymentCaptchaProps {
  siteKey: string;
  onToken: (token: string | null) => void;
}

/**
 * reCAPTCHA for offline, on-site and free confirmations (contract §3.5.6 `captcha`). A token
 * expires or fails back to null, which makes the payment not ready again.
 */
export function PaymentCaptcha({ siteKey, onToken }: PaymentCaptchaProps) {
  const { t, lang } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const rendered = useRef(false);
  const callback = useRef(onToken);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    callback.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(lang).then(
      (recaptcha) => {
        if (cancelled || !container.current || rendered.current) return;
        rendered.current = true;
        recaptcha.render(container.current, {
          sitekey: siteKey,
          hl: lang,
          callback: (token) => callback.current(token),
          'expired-callback': () => callback.current(null),
          'error-callback': () => callback.current(null),
        });
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

  return (
    <div className="shop-recaptcha">
      {state === 'loading' ? <Spinner small label={t('shop.challenge.loading')} /> : null}
      {state === 'failed' ? <p className="shop-field-error">{t('error.STEP_2_CAPTCHA_VALIDATION_FAILED')}</p> : null}
      <div ref={container} />
    </div>
  );
}
