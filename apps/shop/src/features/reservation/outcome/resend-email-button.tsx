import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { showToast } from '../../../lib/toasts.ts';
import { resendReservationEmail } from '../overview-api.ts';
import type { ReservationScopeValue } from '../reservation-scope.tsx';

type Scope = Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;

/**
 * Sends the confirmation e-mail again. When the server asks to wait, the message stays next to
 * the button until the next try: a toast would be gone before the buyer has read the wait.
 */
export function ResendEmailButton({ scope }: { scope: Scope }) {
  const { t, lang } = useTranslation();
  const id = useId();
  const resend = useMutation({
    mutationFn: () => resendReservationEmail(scope.type, scope.publicIdentifier, scope.reservationId, lang),
    onSuccess: (sent) =>
      showToast(sent ? 'SUCCESS' : 'ERROR', sent ? 'email.confirmation-email-sent' : errorCodes.generic),
    onError: (error) => {
      if (!isRateLimit(error)) showToast('ERROR', errorCodes.generic);
    },
  });
  const waitErrors = isRateLimit(resend.error) ? resend.error.globalErrors : [];
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-disabled={resend.isPending || undefined}
        aria-describedby={waitErrors.length > 0 ? id : undefined}
        onClick={() => !resend.isPending && resend.mutate()}
      >
        {resend.isPending ? <Spinner small /> : null}
        {t('reservation-page-complete.resend-reservation-email')}
      </button>
      {waitErrors.length > 0 ? (
        <div role="alert" className="shop-outcome-refusal">
          <FieldError id={id} errors={waitErrors} />
        </div>
      ) : null}
    </>
  );
}

const isRateLimit = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 429;
