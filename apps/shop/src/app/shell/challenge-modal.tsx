import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { infoQuery } from '../../features/info/api.ts';
import { registerChallengeHandler } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

// The widget's code loads when the server first asks for a challenge, which most visits never see.
const TurnstileWidget = lazy(() =>
  import('./turnstile-widget.tsx').then((module) => ({ default: module.TurnstileWidget })),
);

interface PendingChallenge {
  resolve: (token: string) => void;
  reject: (reason: Error) => void;
}

/**
 * Answers the server's human challenge: the API client asks, this modal shows the
 * Turnstile widget with the site key from the info, and hands back the token, or a refusal when
 * the visitor closes it, the widget fails, or the server has no site key to offer.
 */
export function ChallengeModal() {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const { data: info } = useQuery(infoQuery());
  const siteKey = info?.challengeConfiguration.apiKey ?? null;
  const [pending, setPending] = useState<PendingChallenge | null>(null);

  useEffect(
    () =>
      registerChallengeHandler(async () => {
        const current = await queryClient.fetchQuery(infoQuery());
        if (!current.challengeConfiguration.apiKey) throw new Error('no challenge site key');
        return new Promise<string>((resolve, reject) => setPending({ resolve, reject }));
      }),
    [queryClient],
  );

  const settle = (token: string | null) => {
    if (!pending) return;
    if (token) pending.resolve(token);
    else pending.reject(new Error('challenge not passed'));
    setPending(null);
  };

  return (
    <Modal open={pending !== null} title={t('challenge.modal.title')} onClose={() => settle(null)}>
      <p>{t('challenge.modal.text')}</p>
      {siteKey ? (
        <Suspense fallback={null}>
          <TurnstileWidget siteKey={siteKey} language={lang} onToken={settle} onError={() => settle(null)} />
        </Suspense>
      ) : null}
    </Modal>
  );
}
