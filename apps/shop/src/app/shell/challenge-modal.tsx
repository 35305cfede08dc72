import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLatched } from '../../components/ui/use-latched.ts';
import { infoQuery } from '../../features/info/api.ts';
import { registerChallengeHandler } from '../../lib/api-client.ts';

// The dialog and the widget load when the server first asks for a challenge, which most visits
// never see; once there, the dialog stays mounted so that closing it returns focus where it was.
const ChallengeDialog = lazy(() => import('./challenge-dialog.tsx'));

interface PendingChallenge {
  resolve: (token: string) => void;
  reject: (reason: Error) => void;
}

/**
 * Answers the server's human challenge: the API client asks, a modal shows the Turnstile widget
 * with the site key from the info, and hands back the token, or a refusal when the visitor closes
 * it, the widget fails, or the server has no site key to offer.
 */
export function ChallengeModal() {
  const queryClient = useQueryClient();
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

  const asked = useLatched(pending !== null);

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ChallengeDialog open={pending !== null} onSettle={settle} />
    </Suspense>
  );
}
