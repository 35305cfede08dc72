import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, errorCodes, type GlobalError } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toasts.ts';
import { reservationQuery } from '../api.ts';
import { applySubscriptionCode } from '../overview-api.ts';

/** Refused without an error: already applied, or not linked to this event. */
const notApplicable: GlobalError = { code: 'subscription.not.valid', arguments: null };

/**
 * Applying a subscription to the order: on success a message and the reservation reloaded
 * (the order may now be free); on refusal the server's reasons, quoting the code as entered.
 */
export function useSubscriptionCode(reservationId: string, email: string | null) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<readonly GlobalError[]>([]);
  const [applying, setApplying] = useState(false);

  const apply = useCallback(
    async (code: string): Promise<boolean> => {
      setApplying(true);
      setErrors([]);
      try {
        const applied = await applySubscriptionCode(reservationId, code, email);
        if (!applied) {
          setErrors([notApplicable]);
          return false;
        }
        showToast('SUCCESS', 'reservation-page.overview.applied-subscription-code');
        await queryClient.invalidateQueries({ queryKey: reservationQuery(reservationId).queryKey });
        return true;
      } catch (error) {
        const reasons = error instanceof ApiError ? error.globalErrors : [];
        setErrors(reasons.length ? reasons : [{ code: errorCodes.generic, arguments: null }]);
        return false;
      } finally {
        setApplying(false);
      }
    },
    [queryClient, reservationId, email],
  );

  const clearErrors = useCallback(() => setErrors([]), []);
  return { apply, applying, errors, clearErrors };
}
