import { pageHref } from '@shop/contract/routes';
import type { EmbeddingConfiguration, ReservationStatus } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorCodes, type GlobalError } from '../../../lib/api-client.ts';
import { notifyParent } from '../../../lib/embedding.ts';
import { reservationQuery } from '../api.ts';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { fetchReservationStatus, forcePaymentCheck } from '../overview-api.ts';
import type { ReservationScopeValue } from '../reservation-scope.tsx';
import { afterPoll, initialPollState, processingPollIntervalMs } from './processing-poll.ts';

type Scope = Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;

/**
 * The processing page's watch: the status every 2 s until it differs from
 * the one the page was opened with, then `success` (query kept), where the status guard decides.
 * The buyer may force a check with the provider, which can also send the browser elsewhere.
 */
export function useProcessingPayment(scope: Scope, openedWith: ReservationStatus, embedding: EmbeddingConfiguration) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const [poll, setPoll] = useState(initialPollState);
  const [errors, setErrors] = useState<readonly GlobalError[]>([]);
  const forcing = useRef(false);
  const { reservationId } = scope;

  const goToSuccess = useCallback(async () => {
    queryClient.removeQueries({ queryKey: reservationQuery(reservationId).queryKey, exact: true });
    await navigate({ pathname: pageHref.reservation(scope, 'success'), search });
  }, [queryClient, reservationId, navigate, scope, search]);

  useEffect(() => {
    let stopped = false;
    const timer = setInterval(() => {
      void fetchReservationStatus(reservationId)
        .then(({ status }) => {
          if (stopped || status === openedWith) return;
          stopped = true;
          clearInterval(timer);
          void goToSuccess();
        })
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) setPoll((state) => afterPoll(state, forcing.current));
        });
    }, processingPollIntervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [reservationId, openedWith, goToSuccess]);

  const forceCheck = useCallback(async () => {
    forcing.current = true;
    setPoll((state) => ({ ...state, forceCheckVisible: false }));
    try {
      const result = await forcePaymentCheck(reservationId);
      if (result.redirect && result.redirectUrl) return browserNavigation.leaveFor(result.redirectUrl);
      if (result.successful || result.failed) await goToSuccess();
    } catch (error) {
      const api = error instanceof ApiError ? error : null;
      setErrors([{ code: errorCodes.server, arguments: null }]);
      notifyParent(embedding, {
        status: openedWith,
        id: reservationId,
        error: api ? `${api.message} (${api.status})` : String(error),
      });
    } finally {
      forcing.current = false;
    }
  }, [reservationId, goToSuccess, embedding, openedWith]);

  return { poll, forceCheck, errors };
}
