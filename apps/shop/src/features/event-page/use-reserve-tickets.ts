import type { WarningMessage } from '@shop/contract';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { splitServerErrors } from '../../components/ui/form-errors.tsx';
import { ApiError, errorCodes, type GlobalError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { cancelReservation, reserveTickets } from './api.ts';
import { bookingPath } from './page-address.ts';
import type { ReservationFormBody } from './reservation-form.ts';

export type ReserveOutcome = 'ignored' | 'reserved' | 'warned' | 'failed' | 'session-expired';

/** Fields of the selection a server error can point at; everything else is a global error. */
export const reservationFields = ['captcha'] as const;
export type ReservationField = (typeof reservationFields)[number];

interface PendingWarning {
  reservationId: string;
  warning: WarningMessage;
}

/**
 * Submitting the selection (spec 000 §4 "Submit"): in progress, further submits are ignored;
 * success goes to the booking step with the filters kept; an error re-enables the form with
 * the errors to show. A bare 403 means the session is gone.
 */
export function useReserveTickets(eventName: string) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { lang } = useTranslation();
  const inFlight = useRef(false);
  const [errors, setErrors] = useState<readonly GlobalError[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ReservationField, GlobalError[]>>>({});
  const [sessionExpired, setSessionExpired] = useState(false);
  const [pendingWarning, setPendingWarning] = useState<PendingWarning | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const goToBooking = useCallback(
    (reservationId: string) => navigate(bookingPath(eventName, reservationId, searchParams)),
    [navigate, eventName, searchParams],
  );

  const submit = useCallback(
    async (body: ReservationFormBody): Promise<ReserveOutcome> => {
      if (inFlight.current) return 'ignored';
      inFlight.current = true;
      setSubmitting(true);
      setErrors([]);
      setFieldErrors({});
      try {
        const { reservationId, warnings } = await reserveTickets(eventName, lang, body);
        const [warning] = warnings;
        if (warning) {
          inFlight.current = false;
          setSubmitting(false);
          setPendingWarning({ reservationId, warning });
          return 'warned';
        }
        // Still in flight: the page is being left, a second click must not reserve again.
        void goToBooking(reservationId);
        return 'reserved';
      } catch (error) {
        inFlight.current = false;
        setSubmitting(false);
        if (error instanceof ApiError && error.status === 403 && error.globalErrors[0]?.code !== errorCodes.challenge) {
          setSessionExpired(true);
          return 'session-expired';
        }
        const split =
          error instanceof ApiError && error.validation ? splitServerErrors(error.validation, reservationFields) : null;
        setFieldErrors(split?.fieldErrors ?? {});
        setErrors(
          split
            ? split.globalErrors
            : error instanceof ApiError
              ? error.globalErrors
              : [{ code: errorCodes.generic, arguments: null }],
        );
        return 'failed';
      }
    },
    [eventName, lang, goToBooking],
  );

  /** Errors of an earlier attempt, once the visitor has moved on. */
  const clearErrors = useCallback(() => {
    setErrors([]);
    setFieldErrors({});
  }, []);

  /** After a warning: go on with the reservation as made. */
  const proceed = useCallback(() => {
    if (!pendingWarning) return;
    inFlight.current = true;
    setSubmitting(true);
    void goToBooking(pendingWarning.reservationId);
  }, [pendingWarning, goToBooking]);

  /** After a warning: release the reservation and stay on the selection. */
  const check = useCallback(() => {
    if (pendingWarning) void cancelReservation(pendingWarning.reservationId).catch(() => undefined);
    setPendingWarning(null);
  }, [pendingWarning]);

  return {
    submit,
    submitting,
    errors,
    fieldErrors,
    sessionExpired,
    pendingWarning: pendingWarning?.warning ?? null,
    proceed,
    check,
    clearErrors,
  };
}
