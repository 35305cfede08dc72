import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { reservationQuery } from '../api.ts';
import { ReservationLayout } from '../components/reservation-layout.tsx';
import { SummaryTable } from '../overview/summary-table.tsx';
import { useReservationScope, type ReservationScopeValue } from '../reservation-scope.tsx';
import { billingDocumentUrl, waitingInvoiceUrl } from './document-url.ts';
import { OrderFooter, type FooterDocument } from './order-footer.tsx';
import { deferredPageDocument, websiteOf } from './outcome-rules.ts';
import { useParentStatus } from './use-parent-status.ts';

/**
 * Confirmed now, paid later by bank transfer: the
 * good news, the order, and the invoice or receipt (or that the invoice will be sent).
 */
export function DeferredPaymentPage({
  subscriptionInvoice,
}: {
  /** The server serves a subscription's invoice (it lists `subscriptionInvoiceCapability`). */
  subscriptionInvoice: boolean;
}) {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const context = scope.purchaseContext;
  const { data: reservation } = useQuery(reservationQuery(scope.reservationId));
  useParentStatus(context.embeddingConfiguration, scope.reservationId, reservation?.status);
  if (!reservation) return <PageLoading />;

  return (
    <ReservationLayout title={t('reservation-page-complete.header.title', [scope.title])}>
      <div className="alert alert-success shop-outcome-banner" role="status">
        <SafeHtml as="h2" html={t('reservation-page.offline.deferred.success.title')} />
        <p className="shop-last">{t('reservation-page.offline.deferred.success.message')}</p>
      </div>
      <section aria-labelledby="shop-summary-title">
        <h2 id="shop-summary-title">{t('reservation-page.title')}</h2>
        <SummaryTable
          reservation={reservation}
          currency={context.currencyDescriptor}
          vatIncluded={context.vatIncluded}
        />
      </section>
      <OrderFooter
        reservation={reservation}
        document={footerDocument(
          scope,
          deferredPageDocument(reservation, context.invoicingConfiguration),
          subscriptionInvoice,
        )}
        website={websiteOf(context)}
      />
    </ReservationLayout>
  );
}

/** The invoice by the waiting pages' link; a receipt only where one exists. */
function footerDocument(
  scope: ReservationScopeValue,
  document: ReturnType<typeof deferredPageDocument>,
  subscriptionInvoice: boolean,
): FooterDocument {
  if (document === 'will-be-sent') return { kind: document };
  if (document === 'invoice') {
    const href = waitingInvoiceUrl(scope, subscriptionInvoice);
    return href ? { kind: document, href } : null;
  }
  const href = document === 'receipt' ? billingDocumentUrl(scope, 'receipt', subscriptionInvoice) : null;
  return href ? { kind: 'receipt', href } : null;
}
