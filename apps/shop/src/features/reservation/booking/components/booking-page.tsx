import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../../components/ui/page-loading.tsx';
import { RetryAlert } from '../../../../components/ui/retry-alert.tsx';
import { ApiError, errorCodes } from '../../../../lib/api-client.ts';
import { isEmbedded, notifyParent } from '../../../../lib/embedding.ts';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { showToast } from '../../../../lib/toasts.ts';
import { reservationQuery } from '../../api.ts';
import { Countdown } from '../../components/countdown.tsx';
import { ExpiredModal } from '../../components/expired-modal.tsx';
import { ReservationLayout } from '../../components/reservation-layout.tsx';
import { Stepper } from '../../components/stepper.tsx';
import { useReservationScope } from '../../reservation-scope.tsx';
import { bookingConfig } from '../booking-config.ts';
import { CountryListsContext, type CountryLists } from '../../../../components/ui/country-lists.tsx';
import { CancelDialog } from './booking-dialogs.tsx';

// The step draws its heading, stepper and countdown first, while the form's code (its fields,
// validation and the form library, most of the step's bytes) is still on its way: asked for as
// soon as this module runs, after the page's own code, so on a slow link it does not share the
// bandwidth with the code the first paint needs.
const formCode = import('./booking-form.tsx');
const BookingForm = lazy(() => formCode.then((module) => ({ default: module.BookingForm })));

/**
 * The booking step: stepper at step 2, the countdown of the hold,
 * the form, and the two ways out, cancelling or running out of time, which both lead back to
 * the event or subscription (or, embedded, tell the parent page).
 */
export function BookingPage({ countryLists }: { countryLists: CountryLists }) {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const reservation = useQuery(reservationQuery(scope.reservationId));
  const [expired, setExpired] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const failedOnServer = reservation.error instanceof ApiError && reservation.error.status > 499;

  useEffect(() => {
    if (failedOnServer) showToast('ERROR', errorCodes.server);
  }, [failedOnServer]);

  const config = useMemo(
    () => (reservation.data ? bookingConfig(scope.type, reservation.data, scope.purchaseContext, isEmbedded()) : null),
    [reservation.data, scope.type, scope.purchaseContext],
  );

  const leave = () => {
    if (notifyParent(scope.purchaseContext.embeddingConfiguration, { status: 'CANCELLED', id: scope.reservationId }))
      return;
    void navigate(pageHref.purchaseContext(scope), { replace: true });
  };

  if (!config) {
    return (
      <ReservationLayout>
        {reservation.isError ? (
          <RetryAlert
            message={t(failedOnServer ? errorCodes.server : errorCodes.generic)}
            onRetry={() => void reservation.refetch()}
          />
        ) : (
          <PageLoading />
        )}
      </ReservationLayout>
    );
  }

  return (
    <ReservationLayout>
      <Stepper current={2} free={config.free} />
      <Countdown
        validity={config.reservation.validity}
        onExpired={() => setExpired(true)}
        extensibleHold={
          scope.holdExtension
            ? { reservationId: scope.reservationId, extensionsLeft: config.reservation.holdExtensionsLeft }
            : undefined
        }
      />
      <CountryListsContext value={countryLists}>
        <Suspense fallback={<FormPlaceholder />}>
          <BookingForm
            config={config}
            user={scope.signIn.user}
            suggestLogin={scope.signIn.enabled && !scope.signIn.user}
            requestInvoice={searchParams.has('requestInvoice')}
            expired={expired}
            onExpired={() => setExpired(true)}
            onCancel={() => setCancelling(true)}
          />
        </Suspense>
      </CountryListsContext>
      <CancelDialog
        open={cancelling && !expired}
        reservationId={scope.reservationId}
        onCancelled={() => {
          setCancelling(false);
          leave();
        }}
        onClose={() => setCancelling(false)}
      />
      <ExpiredModal open={expired} scope={scope} embedding={scope.purchaseContext.embeddingConfiguration} />
    </ReservationLayout>
  );
}

/** Holds the form's place, about a screen high, so that what follows does not jump when it arrives. */
function FormPlaceholder() {
  return (
    <div className="shop-booking-form-placeholder">
      <PageLoading />
    </div>
  );
}
