import { pageHref } from '@shop/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { handOverReservationStatus } from '../../lib/reservation-handover.ts';
import { showToast } from '../../lib/toasts.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { reserveSubscription, subscriptionQuery } from './api.ts';
import { reserveFailureMessage } from './reserve-failure.ts';

/**
 * Reserving a subscription: one request at a time however often Continue is pressed; success
 * goes to the booking step, failure tells why in a toast and reloads the subscription (it may
 * have sold out meanwhile).
 */
export function useReserveSubscription(id: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { run, busy, error } = useSubmit();

  const reserve = useCallback(() => {
    run(async () => {
      const reservationId = await reserveSubscription(id);
      // A reservation just made waits for its booking information; the step need not ask.
      handOverReservationStatus(reservationId, { status: 'PENDING', validatedBookingInformation: false });
      void navigate(pageHref.reservation({ type: 'subscription', publicIdentifier: id, reservationId }, 'book'));
      return 'leaving';
    }).catch((failure: unknown) => {
      const message = reserveFailureMessage(failure);
      showToast('ERROR', message.key, message.args);
      void queryClient.invalidateQueries({ queryKey: subscriptionQuery(id).queryKey });
    });
  }, [run, id, navigate, queryClient]);

  return { reserve, isSubmitting: busy, error };
}
