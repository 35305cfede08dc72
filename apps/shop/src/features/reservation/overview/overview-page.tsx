import type { CustomPaymentMethod, ReservationInfo } from '@shop/contract';
import { paymentKindOf } from '@shop/contract/payment-kind';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { reservationQuery } from '../api.ts';
import { Countdown } from '../components/countdown.tsx';
import { ExpiredModal } from '../components/expired-modal.tsx';
import { ReservationLayout } from '../components/reservation-layout.tsx';
import { Stepper } from '../components/stepper.tsx';
import { applicableCustomMethodsQuery, lastPaymentQuery } from '../overview-api.ts';
import { useReservationScope } from '../reservation-scope.tsx';
import { InvoiceDetails } from './invoice-details.tsx';
import { OverviewForm } from './overview-form-section.tsx';
import type { PaymentSlot } from './overview-payment.ts';
import { SubscriptionCode } from './subscription-code.tsx';
import { subscriptionFromLink } from './subscription-link.ts';
import { hasAppliedSubscription } from './summary-rules.ts';
import { SummaryTable } from './summary-table.tsx';
import { useConfirmOverview } from './use-confirm-overview.ts';
import { useOverviewActions } from './use-overview-actions.ts';

/** Step 3: what is bought, billed to whom, and how it is paid. */
export function OverviewPage({ payment }: { payment: PaymentSlot }) {
  const scope = useReservationScope();
  const reservation = useQuery(reservationQuery(scope.reservationId));
  const customMethods = useQuery(applicableCustomMethodsQuery(scope.reservationId));
  if (!reservation.data || customMethods.isPending) return <PageLoading />;
  return <OverviewContent reservation={reservation.data} customMethods={customMethods.data ?? []} payment={payment} />;
}

interface OverviewContentProps {
  reservation: ReservationInfo;
  customMethods: readonly CustomPaymentMethod[];
  payment: PaymentSlot;
}

function OverviewContent({ reservation, customMethods, payment }: OverviewContentProps) {
  const { t, lang } = useTranslation();
  const scope = useReservationScope();
  const context = scope.purchaseContext;
  const [search] = useSearchParams();
  const [expired, setExpired] = useState(false);
  const [askRemove, setAskRemove] = useState(false);
  const [errors, setErrors] = useState<readonly GlobalError[]>([]);
  const markExpired = useCallback(() => setExpired(true), []);
  const actions = useOverviewActions(scope, expired, setErrors, markExpired);
  const embedding = context.embeddingConfiguration;
  const { confirm, submitting } = useConfirmOverview({
    scope,
    lang,
    status: reservation.status,
    embedding,
    onErrors: setErrors,
    onExpired: markExpired,
  });
  useLastPaymentFailure(reservation, setErrors);
  const free = reservation.orderSummary.free;
  const busy = actions.busy || submitting;
  // After a subscription is applied or removed the control used is gone; the summary shows the change.
  const summaryTitle = useRef<HTMLHeadingElement>(null);
  const focusSummary = () => requestAnimationFrame(() => summaryTitle.current?.focus());

  return (
    <ReservationLayout>
      <Stepper current={3} free={free} paymentInProgress={submitting} />
      <Countdown
        validity={reservation.validity}
        onExpired={markExpired}
        extensibleHold={
          scope.holdExtension
            ? { reservationId: scope.reservationId, extensionsLeft: reservation.holdExtensionsLeft }
            : undefined
        }
      />
      <section className="shop-overview-summary" aria-labelledby="shop-summary-title">
        <h2 id="shop-summary-title" ref={summaryTitle} tabIndex={-1}>
          {t('reservation-page.title')}
        </h2>
        <div className="shop-overview-columns">
          <SummaryTable
            reservation={reservation}
            currency={context.currencyDescriptor}
            vatIncluded={context.vatIncluded}
            onRemoveSubscription={scope.type === 'event' && !busy ? () => setAskRemove(true) : undefined}
          />
          {!free && context.invoicingConfiguration.invoiceAllowed ? (
            <InvoiceDetails
              reservation={reservation}
              italianEInvoicing={context.invoicingConfiguration.enabledItalyEInvoicing}
              disabled={busy}
              onEdit={() => void actions.back(true)}
            />
          ) : null}
        </div>
      </section>
      {context.canApplySubscriptions && !hasAppliedSubscription(reservation.orderSummary) ? (
        <SubscriptionCode
          reservationId={scope.reservationId}
          email={reservation.email}
          linkCode={subscriptionFromLink(search)}
          disabled={busy}
          onApplied={focusSummary}
        />
      ) : null}
      <OverviewForm
        key={String(reservation.tokenAcquired)}
        reservation={reservation}
        customMethods={customMethods}
        privacyUrl={context.privacyPolicyUrl}
        termsUrl={context.termsAndConditionsUrl}
        price={formatMoney(
          reservation.orderSummary.totalPrice,
          context.currencyDescriptor?.code,
          lang,
          context.currencyDescriptor?.fractionDigits,
        )}
        payment={payment}
        expired={expired}
        busy={busy}
        submitting={submitting}
        errors={errors}
        onErrors={setErrors}
        onConfirm={confirm}
        onBack={() => void actions.back()}
        onClearToken={() => void actions.clearToken()}
      />
      <ConfirmModal
        open={askRemove}
        title={t('summary.table.remove-applied-subscription-from-order')}
        message={t('reservation-page.overview.modal.remove-subscription')}
        cancelLabel={t('reservation-page-complete.cancel')}
        confirmLabel={t('common.confirm')}
        tone="danger"
        onCancel={() => setAskRemove(false)}
        onConfirm={() => {
          setAskRemove(false);
          void actions.removeSubscription().then((removed) => removed && focusSummary());
        }}
      />
      <ExpiredModal open={expired} scope={scope} embedding={embedding} />
    </ReservationLayout>
  );
}

/**
 * Back from a redirect provider's page after a decline, the reservation is payable again: the
 * overview says the payment failed, until the buyer tries again. The status is asked per method,
 * and a provider with several (Mollie) may have been paid with any of them.
 */
function useLastPaymentFailure(reservation: ReservationInfo, setErrors: (errors: readonly GlobalError[]) => void) {
  const { t } = useTranslation();
  const methods = Object.keys(reservation.activePaymentMethods)
    .sort()
    .filter((id) => paymentKindOf(reservation.activePaymentMethods[id]!.paymentProxy) === 'redirect');
  const failed = useQueries({
    queries: methods.map((method) => lastPaymentQuery(reservation.id, method)),
    combine: (results) => results.some((result) => result.data?.failure === true),
  });
  const shown = useRef(false);
  useEffect(() => {
    if (!failed || shown.current) return;
    shown.current = true;
    setErrors([
      { code: 'error.STEP_2_PAYMENT_PROCESSING_ERROR', arguments: { '0': t('error.STEP2_STRIPE_unexpected') } },
    ]);
  }, [failed, setErrors, t]);
}
