import { pageHref } from '@shop/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useWarningConfirm } from '../../../components/ui/use-warning-confirm.ts';
import { ApiError, errorCodes, type GlobalError } from '../../../lib/api-client.ts';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { handOverReservationStatus } from '../../../lib/reservation-handover.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { markReservationChanged, reservationLoginUrl, validateToOverview, type BookingBody } from '../api.ts';
import { isHoldGone } from '../hold-gone.ts';
import { applySubscriptionCode } from '../overview-api.ts';
import { useReservationScope } from '../reservation-scope.tsx';
import { bookingBody } from './booking-body.ts';
import { forgetBookingDraft, saveBookingDraft } from './booking-draft.ts';
import type { BookingConfig } from './booking-config.ts';
import { bookingErrorResolver, shownInDocument } from './booking-error-paths.ts';
import type { BookingFormValues } from './booking-values.ts';
import { withoutBusinessDetails } from '../../../components/invoice/invoice-rules.ts';

/** A subscription id that came with the link is applied only when it is a version-4 UUID. */
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Sending the booking: success goes to the overview (after
 * applying a subscription from the link); warnings wait for the buyer's confirmation and are
 * sent again with `ignoreWarnings`; errors go under their fields, the rest on top. Whatever
 * happens, nothing typed is lost. A hold the server has already let go ends in the expiry dialog.
 */
export function useBookingSubmit(
  form: UseFormReturn<BookingFormValues>,
  config: BookingConfig,
  onGlobalErrors: () => void,
  onExpired: () => void,
) {
  const scope = useReservationScope();
  const { lang } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { run, busy } = useSubmit();
  const warning = useWarningConfirm<BookingBody>();
  const [globalErrors, setGlobalErrors] = useState<GlobalError[]>([]);

  const showFailure = (failure: unknown) => {
    if (isHoldGone(failure)) return onExpired();
    const values = form.getValues();
    const global = applyServerErrors(form, failure, { resolve: bookingErrorResolver(values, shownInDocument) });
    setGlobalErrors(global);
    if (failure instanceof ApiError && failure.status > 499) showToast('ERROR', errorCodes.server);
    const fieldErrors =
      failure instanceof ApiError && failure.validation
        ? failure.validation.validationErrors.length - global.length
        : 0;
    if (fieldErrors === 0) onGlobalErrors();
  };

  const send = async (body: BookingBody, ignoreWarnings: boolean) => {
    try {
      await run(async () => {
        setGlobalErrors([]);
        const answer = await validateToOverview(scope.reservationId, lang, body, ignoreWarnings);
        const [first] = answer.warnings;
        if (first && !ignoreWarnings) {
          warning.ask(first, body);
          return 'staying';
        }
        const code = new URLSearchParams(search).get('subscription');
        // Failing to apply it does not stop the buyer: the overview offers the code field.
        if (code && uuidV4.test(code))
          await applySubscriptionCode(scope.reservationId, code, body.email ?? config.reservation.email).catch(
            () => false,
          );
        forgetBookingDraft(scope.reservationId);
        await markReservationChanged(queryClient, scope.reservationId);
        handOverReservationStatus(scope.reservationId, { status: 'PENDING', validatedBookingInformation: true });
        void navigate({ pathname: pageHref.reservation(scope, 'overview'), search });
        return 'leaving';
      });
    } catch (failure) {
      showFailure(failure);
    }
  };

  const submit = (event: FormEvent) =>
    form.handleSubmit((values) => {
      const cleared = withoutBusinessDetails(values);
      if (cleared !== values) {
        form.setValue('billingAddressCompany', cleared.billingAddressCompany);
        form.setValue('vatNr', cleared.vatNr);
        form.setValue('skipVatNr', cleared.skipVatNr);
      }
      return send(bookingBody(cleared, config), false);
    })(event);

  /**
   * Save what was typed, then sign in; a refused form does not stop the sign-in. The server keeps
   * only what it accepts, so the form as typed is also kept in the tab for the way back.
   */
  const login = async () => {
    const signIn = () => {
      saveBookingDraft(scope.reservationId, form.getValues());
      browserNavigation.leaveFor(reservationLoginUrl(scope.type, scope.publicIdentifier, scope.reservationId));
    };
    try {
      await run(async () => {
        setGlobalErrors([]);
        try {
          await validateToOverview(scope.reservationId, lang, bookingBody(form.getValues(), config), false);
        } catch (failure) {
          if (!(failure instanceof ApiError && failure.validation)) throw failure;
        }
        signIn();
        return 'leaving';
      });
    } catch (failure) {
      if (isHoldGone(failure)) return onExpired();
      setGlobalErrors([{ code: 'reservation-page.cannot-login.error', arguments: null }]);
      onGlobalErrors();
    }
  };

  /** After a warning: send the same booking again, accepting the warning. */
  const proceed = (body: BookingBody) => void send(body, true);

  return { submit, login, submitting: busy, globalErrors, warning, proceed };
}
