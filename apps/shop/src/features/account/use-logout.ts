import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorCodes, request } from '../../lib/api-client.ts';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { showToast } from '../../lib/toasts.ts';
import { forgetUser } from './api.ts';

/** Ends the session, then follows the server's redirect (the identity provider's logout) if any. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('logout', { body: {} }),
    onSuccess: (redirect) => {
      forgetUser(queryClient);
      if (!redirect.empty && redirect.targetUrl) browserNavigation.leaveFor(redirect.targetUrl);
    },
    onError: (error) => {
      const code = error instanceof ApiError ? error.globalErrors[0]?.code : undefined;
      showToast('ERROR', code ?? errorCodes.generic);
    },
  });
}
