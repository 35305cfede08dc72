import type { ReservationInfo } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { GlobalErrors } from '../../../components/ui/form-errors.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { reservationQuery } from '../api.ts';
import { ReservationLayout } from '../components/reservation-layout.tsx';
import { Stepper } from '../components/stepper.tsx';
import { SummaryTable } from '../overview/summary-table.tsx';
import { useReservationScope } from '../reservation-scope.tsx';
import { useProcessingPayment } from './use-processing-payment.ts';

/** The payment provider has the order: the shop waits with the buyer. */
export function ProcessingPaymentPage() {
  const scope = useReservationScope();
  const { data: reservation } = useQuery(reservationQuery(scope.reservationId));
  if (!reservation) return <PageLoading />;
  return <ProcessingContent reservation={reservation} />;
}

function ProcessingContent({ reservation }: { reservation: ReservationInfo }) {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const context = scope.purchaseContext;
  const [openedWith] = useState(reservation.status);
  const { poll, forceCheck, errors } = useProcessingPayment(scope, openedWith, context.embeddingConfiguration);
  const statusId = useId();
  const buttonFocused = useRef(false);
  // The button goes away once pressed; focus moves to the message it was next to.
  const check = () => {
    buttonFocused.current = false;
    document.getElementById(statusId)?.focus();
    void forceCheck();
  };
  // The warning also takes the button away, perhaps from under the keyboard's focus.
  useEffect(() => {
    if (poll.forceCheckVisible || !buttonFocused.current) return;
    buttonFocused.current = false;
    document.getElementById(statusId)?.focus();
  }, [poll.forceCheckVisible, statusId]);

  return (
    <ReservationLayout>
      <Stepper current={3} free={reservation.orderSummary.free} paymentInProgress />
      <GlobalErrors errors={errors} />
      <div className={poll.warning ? 'alert alert-warning shop-processing' : 'alert alert-info shop-processing'}>
        <p id={statusId} role="status" tabIndex={-1} className="shop-last">
          {!poll.warning ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : null}{' '}
          <strong>
            {t(
              poll.warning
                ? 'reservation.payment-processing.warning.message'
                : poll.forceCheckVisible
                  ? 'reservation.payment-processing.delay.message'
                  : 'reservation.payment-in-progress',
            )}
          </strong>
        </p>
        {poll.forceCheckVisible ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={check}
            onFocus={() => (buttonFocused.current = true)}
            onBlur={() => (buttonFocused.current = false)}
          >
            {t('reservation.payment-processing.force-check')}
          </button>
        ) : null}
      </div>
      <section aria-labelledby="shop-summary-title">
        <h2 id="shop-summary-title">{t('reservation-page.title')}</h2>
        <SummaryTable
          reservation={reservation}
          currency={context.currencyDescriptor}
          vatIncluded={context.vatIncluded}
        />
      </section>
    </ReservationLayout>
  );
}
