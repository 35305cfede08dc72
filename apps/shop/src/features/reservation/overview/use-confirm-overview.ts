import { pageHref } from '@shop/contract/routes';
import type { EmbeddingConfiguration, ReservationStatus } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorCodes, type GlobalError } from '../../../lib/api-client.ts';
import { notifyParent } from '../../../lib/embedding.ts';
import { reservationQuery } from '../api.ts';
import { isHoldGone } from '../hold-gone.ts';
import { confirmOverview } from '../overview-api.ts';
import type { ReservationScopeValue } from '../reservation-scope.tsx';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { useSubmit, type SubmitEnd } from '../../../lib/use-submit.ts';
import type { OverviewFormValues } from './overview-form.ts';
import { isPaymentRejection, type OverviewPayment } from './overview-payment.ts';
import { useBeforeUnloadWarning } from './use-before-unload-warning.ts';

interface ConfirmContext {
  scope: Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;
  lang: string;
  status: ReservationStatus;
  embedding: EmbeddingConfiguration;
  /** Replaces the global errors shown above the payment. */
  onErrors: (errors: readonly GlobalError[]) => void;
  /** The server has let the hold go before the countdown ended. */
  onExpired: () => void;
}

/**
 * Pay, then confirm: the provider pays in the browser (or sends the browser to its page), the server
 * confirms; a redirect leaves for the provider's page, anything else goes to `success`, where the
 * status guard picks the page. Failures come back as global errors and reach an embedding page.
 */
export function useConfirmOverview({ scope, lang, status, embedding, onErrors, onExpired }: ConfirmContext) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { run, busy: submitting } = useSubmit();
  const unloadWarning = useBeforeUnloadWarning();

  const fail = useCallback(
    (errors: GlobalError[], message: string): SubmitEnd => {
      unloadWarning.release();
      onErrors(errors);
      notifyParent(embedding, { status, id: scope.reservationId, error: message });
      return 'staying';
    },
    [embedding, status, scope.reservationId, onErrors, unloadWarning],
  );

  const goToSuccess = useCallback(async (): Promise<SubmitEnd> => {
    // The status guard asks for the new status on arrival; the old reservation must not show meanwhile.
    queryClient.removeQueries({ queryKey: reservationQuery(scope.reservationId).queryKey, exact: true });
    await navigate({ pathname: pageHref.reservation(scope, 'success'), search });
    return 'leaving';
  }, [queryClient, navigate, scope, search]);

  const pay = useCallback(
    async (values: OverviewFormValues, payment: OverviewPayment): Promise<SubmitEnd> => {
      unloadWarning.start();
      onErrors([]);
      let paid: Awaited<ReturnType<OverviewPayment['handler']['pay']>>;
      try {
        paid = await payment.handler.pay();
      } catch (error) {
        if (isPaymentRejection(error) && error.reservationChanged) return goToSuccess();
        if (isPaymentRejection(error) && error.reason === null) {
          unloadWarning.release();
          return 'staying';
        }
        const reason = isPaymentRejection(error) ? error.reason : null;
        const failure = reason
          ? { code: 'error.STEP_2_PAYMENT_PROCESSING_ERROR', arguments: { '0': reason } }
          : { code: errorCodes.server, arguments: null };
        return fail([failure], reason ?? String(error));
      }
      if (paid.leaveFor) {
        unloadWarning.release();
        browserNavigation.leaveFor(paid.leaveFor);
        return 'leaving';
      }
      try {
        const result = await confirmOverview(scope.reservationId, lang, {
          ...values,
          selectedPaymentMethod: payment.selectedPaymentMethod,
          paymentProxy: payment.paymentProxy,
          gatewayToken: paid.gatewayToken ?? null,
          captcha: payment.captcha,
        });
        if (result.redirect && result.redirectUrl) {
          unloadWarning.release();
          browserNavigation.leaveFor(result.redirectUrl);
          return 'leaving';
        }
        return await goToSuccess();
      } catch (error) {
        if (isHoldGone(error)) {
          unloadWarning.release();
          onExpired();
          return 'staying';
        }
        const api =
          error instanceof ApiError ? error : new ApiError(0, null, [{ code: errorCodes.generic, arguments: null }]);
        return fail([...api.globalErrors], `${api.message} (${api.status})`);
      }
    },
    [scope.reservationId, lang, fail, goToSuccess, onErrors, onExpired, unloadWarning],
  );
  // A second press before the first has settled is ignored, as for every form that sends.
  const confirm = useCallback(
    async (values: OverviewFormValues, payment: OverviewPayment) => void (await run(() => pay(values, payment))),
    [run, pay],
  );

  return { confirm, submitting };
}
