import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { loadTurnstile } from '../../lib/challenge.ts';
import { useTranslation } from '../../lib/i18n.tsx';

interface TurnstileWidgetProps {
  siteKey: string;
  language: string;
  onToken: (token: string) => void;
  onError: () => void;
}

export function TurnstileWidget({ siteKey, language, onToken, onError }: TurnstileWidgetProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onError });
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    callbacks.current = { onToken, onError };
  }, [onToken, onError]);

  useEffect(() => {
    let cancelled = false;
    let remove: (() => void) | undefined;
    loadTurnstile(language).then(
      (turnstile) => {
        if (cancelled || !container.current) return;
        setLoaded(true);
        const widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          language,
          callback: (token) => callbacks.current.onToken(token),
          'error-callback': () => callbacks.current.onError(),
        });
        if (widgetId !== undefined) remove = () => turnstile.remove(widgetId);
      },
      () => {
        if (!cancelled) callbacks.current.onError();
      },
    );
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [siteKey, language]);

  return (
    <div className="shop-challenge">
      {loaded ? null : <Spinner label={t('shop.challenge.loading')} small />}
      <div ref={container} />
    </div>
  );
}
