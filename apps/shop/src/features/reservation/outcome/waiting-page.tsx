import type { ReservationInfo } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { reservationQuery } from '../api.ts';
import { ReservationLayout } from '../components/reservation-layout.tsx';
import { SummaryTable } from '../overview/summary-table.tsx';
import { useReservationScope } from '../reservation-scope.tsx';
import { waitingInvoiceUrl } from './document-url.ts';
import { OrderFooter } from './order-footer.tsx';
import { escapeHtml, isFinalized, waitingPageDocument, websiteOf } from './outcome-rules.ts';
import { useParentStatus } from './use-parent-status.ts';

interface WaitingPageProps {
  /** How to pay, shown once the order is finalized. */
  instructions: (reservation: ReservationInfo) => ReactNode;
  /** The server serves a subscription's invoice (it lists `subscriptionInvoiceCapability`). */
  subscriptionInvoice: boolean;
}

/**
 * Waiting for an offline payment: the deadline, the order, how to
 * pay, whom to ask, and the invoice. While the server finalizes (OFFLINE_FINALIZING) the status
 * guard polls and this page follows the reloaded reservation; every other status is told to an
 * embedding page.
 */
export function WaitingPage({ instructions, subscriptionInvoice }: WaitingPageProps) {
  const { t, lang } = useTranslation();
  const scope = useReservationScope();
  const context = scope.purchaseContext;
  const { data: reservation } = useQuery(reservationQuery(scope.reservationId));
  const status = reservation && isFinalized(reservation.status) ? reservation.status : undefined;
  useParentStatus(context.embeddingConfiguration, scope.reservationId, status);
  if (!reservation) return <PageLoading />;

  const finalized = isFinalized(reservation.status);
  const document = waitingPageDocument(reservation, context.invoicingConfiguration, finalized);
  const invoiceHref = waitingInvoiceUrl(scope, subscriptionInvoice);
  const email = escapeHtml(context.organizationEmail);
  return (
    <ReservationLayout title={t('reservation-page-waiting.header.title')}>
      <div className="alert alert-warning shop-outcome-banner" role="status">
        {finalized ? (
          <SafeHtml
            as="h2"
            html={t('reservation-page-waiting.title', [
              escapeHtml(localized(reservation.formattedExpirationDate, lang)),
            ])}
          />
        ) : (
          <h2>{t('reservation-page-complete.reservation.finalization-in-progress')}</h2>
        )}
      </div>
      <section aria-labelledby="shop-summary-title">
        <h2 id="shop-summary-title">{t('reservation-page.title')}</h2>
        <SummaryTable
          reservation={reservation}
          currency={context.currencyDescriptor}
          vatIncluded={context.vatIncluded}
        />
      </section>
      {finalized ? <section className="shop-payment-instructions">{instructions(reservation)}</section> : null}
      <SafeHtml
        className="shop-questions"
        html={t('reservation-page-waiting.questions', [email, escapeHtml(reservation.id)])}
      />
      <OrderFooter
        reservation={reservation}
        document={
          document === 'invoice'
            ? invoiceHref
              ? { kind: 'invoice', href: invoiceHref }
              : null
            : document
              ? { kind: document }
              : null
        }
        website={websiteOf(context)}
      />
    </ReservationLayout>
  );
}
