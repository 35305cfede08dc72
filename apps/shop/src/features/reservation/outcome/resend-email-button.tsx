import { useMutation } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { showToast } from '../../../lib/toasts.ts';
import { resendReservationEmail } from '../overview-api.ts';
import type { ReservationScopeValue } from '../reservation-scope.tsx';

type Scope = Pick<ReservationScopeValue, 'type' | 'publicIdentifier' | 'reservationId'>;

/** Sends the confirmation e-mail again. */
export function ResendEmailButton({ scope }: { scope: Scope }) {
  const { t, lang } = useTranslation();
  const resend = useMutation({
    mutationFn: () => resendReservationEmail(scope.type, scope.publicIdentifier, scope.reservationId, lang),
    onSuccess: (sent) =>
      showToast(sent ? 'SUCCESS' : 'ERROR', sent ? 'email.confirmation-email-sent' : errorCodes.generic),
    onError: () => showToast('ERROR', errorCodes.generic),
  });
  return (
    <button
      type="button"
      className="btn btn-outline-primary"
      aria-disabled={resend.isPending || undefined}
      onClick={() => !resend.isPending && resend.mutate()}
    >
      {resend.isPending ? <Spinner small /> : null}
      {t('reservation-page-complete.resend-reservation-email')}
    </button>
  );
}
