import { pageHref } from '@shop/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../../../lib/toasts.ts';
import { reserveSubscription, subscriptionQuery } from '../api.ts';
import { reserveFailureMessage } from '../reserve-failure.ts';

/**
 * Spec 000 §4, subscription reserve: one request at a time however often Continue is pressed;
 * success goes to the booking step, failure tells why in a toast and reloads the subscription
 * (it may have sold out meanwhile).
 */
export function useReserveSubscription(id: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The button disables itself only on the next render; two clicks in one tick meet this first.
  const inFlight = useRef(false);

  const { mutate, isPending, isSuccess, error } = useMutation({
    mutationFn: () => reserveSubscription(id),
    onSuccess: (reservationId) =>
      navigate(pageHref.reservation({ type: 'subscription', publicIdentifier: id, reservationId }, 'book')),
    onError: (failure) => {
      inFlight.current = false;
      const message = reserveFailureMessage(failure);
      showToast('ERROR', message.key, message.args);
      void queryClient.invalidateQueries({ queryKey: subscriptionQuery(id).queryKey });
    },
  });

  const reserve = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutate();
  }, [mutate]);

  // Until the booking step replaces this page, Continue stays busy.
  return { reserve, isSubmitting: isPending || isSuccess, error };
}
