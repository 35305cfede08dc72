import { pageHref } from '@shop/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorCodes, type GlobalError } from '../../../lib/api-client.ts';
import { handOverReservationStatus } from '../../../lib/reservation-handover.ts';
import { showToast } from '../../../lib/toasts.ts';
import { backToBooking, cancelReservation, reservationQuery } from '../api.ts';
import { isHoldGone } from '../hold-gone.ts';
import { clearPaymentToken, removeSubscriptionCode } from '../overview-api.ts';
import type { ReservationScopeValue } from '../reservation-scope.tsx';

type Scope = Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;

/**
 * The overview's other ways out: back to the
 * booking step (or, once expired, cancel and back to the event), clearing a stored payment token,
 * removing an applied subscription. A hold the server already let go opens the expiry dialog;
 * other failures become global errors. Each action tells whether it succeeded.
 */
export function useOverviewActions(
  scope: Scope,
  expired: boolean,
  onErrors: (errors: readonly GlobalError[]) => void,
  onExpired: () => void,
) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const reservationId = scope.reservationId;

  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      try {
        await action();
        return true;
      } catch (error) {
        if (isHoldGone(error)) {
          onExpired();
          return false;
        }
        onErrors(error instanceof ApiError ? error.globalErrors : [{ code: errorCodes.generic, arguments: null }]);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onErrors, onExpired],
  );

  /** With `requestInvoice` the booking step opens its invoice form. */
  const back = useCallback(
    (requestInvoice?: boolean) =>
      run(async () => {
        if (expired) {
          await cancelReservation(reservationId);
          await navigate(pageHref.purchaseContext(scope), { replace: true });
          return;
        }
        await backToBooking(reservationId);
        // What the pages showed is outdated; the booking step needs no status check to know where it is.
        queryClient.removeQueries({ queryKey: reservationQuery(reservationId).queryKey, exact: true });
        handOverReservationStatus(reservationId, { status: 'PENDING', validatedBookingInformation: false });
        const query = new URLSearchParams(search);
        if (requestInvoice) query.set('requestInvoice', 'true');
        const text = query.toString();
        await navigate({ pathname: pageHref.reservation(scope, 'book'), search: text ? `?${text}` : '' });
      }),
    [run, expired, reservationId, navigate, scope, queryClient, search],
  );

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: reservationQuery(reservationId).queryKey }),
    [queryClient, reservationId],
  );

  const clearToken = useCallback(
    () =>
      run(async () => {
        await clearPaymentToken(reservationId);
        await reload();
      }),
    [run, reservationId, reload],
  );

  const removeSubscription = useCallback(
    () =>
      run(async () => {
        await removeSubscriptionCode(reservationId);
        showToast('INFO', 'reservation-page.overview.removed-subscription');
        await reload();
      }),
    [run, reservationId, reload],
  );

  return { back, clearToken, removeSubscription, busy };
}
