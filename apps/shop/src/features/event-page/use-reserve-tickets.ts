import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useWarningConfirm } from '../../components/ui/use-warning-confirm.ts';
import { ApiError, errorCodes, type GlobalError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { handOverReservationStatus } from '../../lib/reservation-handover.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { cancelReservation, reserveTickets } from './api.ts';
import { loadServerErrors } from './lazy-parts.ts';
import { bookingPath } from './page-address.ts';
import type { ReservationFormBody } from './reservation-form.ts';

export type ReserveOutcome = 'ignored' | 'reserved' | 'warned' | 'failed' | 'session-expired';

/** Fields of the selection a server error can point at; everything else is a global error. */
export const reservationFields = ['captcha'] as const;
export type ReservationField = (typeof reservationFields)[number];

/**
 * Submitting the selection: in progress, further submits are ignored; success goes to the
 * booking step with the filters kept; a warning waits for the visitor's answer, holding the
 * reservation made; an error re-enables the form with the errors to show. A bare 403 means the
 * session is gone.
 */
export function useReserveTickets(eventName: string) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { lang } = useTranslation();
  const { run, leave, busy } = useSubmit();
  const warning = useWarningConfirm<string>();
  const { ask } = warning;
  const [errors, setErrors] = useState<readonly GlobalError[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ReservationField, GlobalError[]>>>({});
  const [sessionExpired, setSessionExpired] = useState(false);

  const goToBooking = useCallback(
    (reservationId: string) => {
      // A reservation just made waits for its booking information; the step need not ask.
      handOverReservationStatus(reservationId, { status: 'PENDING', validatedBookingInformation: false });
      return navigate(bookingPath(eventName, reservationId, searchParams));
    },
    [navigate, eventName, searchParams],
  );

  const submit = useCallback(
    async (body: ReservationFormBody): Promise<ReserveOutcome> => {
      try {
        const end = await run(async () => {
          setErrors([]);
          setFieldErrors({});
          const { reservationId, warnings } = await reserveTickets(eventName, lang, body);
          const [first] = warnings;
          if (first) {
            ask(first, reservationId);
            return 'staying';
          }
          void goToBooking(reservationId);
          return 'leaving';
        });
        return end === 'ignored' ? 'ignored' : end === 'leaving' ? 'reserved' : 'warned';
      } catch (error) {
        if (error instanceof ApiError && isSessionExpired(error)) {
          setSessionExpired(true);
          return 'session-expired';
        }
        // Only a refused reservation needs the sorting of errors: its code loads then.
        const { fieldIn, sortServerErrors } = await loadServerErrors();
        const sorted = sortServerErrors(error, fieldIn(reservationFields));
        setFieldErrors(sorted.fieldErrors);
        setErrors(sorted.globalErrors);
        return 'failed';
      }
    },
    [run, ask, eventName, lang, goToBooking],
  );

  /** Errors of an earlier attempt, once the visitor has moved on. */
  const clearErrors = useCallback(() => {
    setErrors([]);
    setFieldErrors({});
  }, []);

  /** After a warning: go on with the reservation as made. */
  const proceed = useCallback((reservationId: string) => leave(() => goToBooking(reservationId)), [leave, goToBooking]);

  /** After a warning: release the reservation and stay on the selection. */
  const check = useCallback((reservationId: string) => {
    void cancelReservation(reservationId).catch(() => undefined);
  }, []);

  return { submit, submitting: busy, errors, fieldErrors, sessionExpired, warning, proceed, check, clearErrors };
}

/**
 * A refused session token: our server answers 403; alf.io forwards the request to its
 * `/session-expired` page, which has no handler for the API call and so answers 404. The event was
 * just shown, so a 404 here means the session (or the event) is gone either way.
 */
function isSessionExpired(error: ApiError): boolean {
  return (error.status === 403 && error.globalErrors[0]?.code !== errorCodes.challenge) || error.status === 404;
}
