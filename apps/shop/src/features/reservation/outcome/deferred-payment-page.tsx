import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { reservationQuery } from '../api.ts';
import { ReservationLayout } from '../components/reservation-layout.tsx';
import { SummaryTable } from '../overview/summary-table.tsx';
import { useReservationScope } from '../reservation-scope.tsx';
import { waitingInvoiceUrl } from './document-url.ts';
import { OrderFooter } from './order-footer.tsx';
import { waitingPageDocument, websiteOf } from './outcome-rules.ts';
import { useParentStatus } from './use-parent-status.ts';

/**
 * Confirmed now, paid later by bank transfer (spec 001 §2 Deferred offline payment page): the
 * good news, the order, and the invoice (or that it will be sent). No receipt yet: the order is
 * not paid, and once it is, the status guard leads to the success page, which offers one.
 */
export function DeferredPaymentPage() {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const context = scope.purchaseContext;
  const { data: reservation } = useQuery(reservationQuery(scope.reservationId));
  useParentStatus(context.embeddingConfiguration, scope.reservationId, reservation?.status);
  if (!reservation) return <PageLoading />;

  const document = waitingPageDocument(reservation, context.invoicingConfiguration, true);
  return (
    <ReservationLayout title={t('reservation-page-complete.header.title', [scope.title])}>
      <div className="alert alert-success shop-outcome-banner" role="status">
        <SafeHtml as="h2" html={t('reservation-page.offline.deferred.success.title')} />
        <p className="shop-last">{t('reservation-page.offline.deferred.success.message')}</p>
      </div>
      <section aria-labelledby="shop-summary-title">
        <h2 id="shop-summary-title">{t('reservation-page.title')}</h2>
        <SummaryTable reservation={reservation} currency={context.currencyDescriptor} vatIncluded={context.vatIncluded} />
      </section>
      <OrderFooter
        reservation={reservation}
        document={document === 'invoice' ? { kind: 'invoice', href: waitingInvoiceUrl(scope) } : document ? { kind: document } : null}
        website={websiteOf(context)}
      />
    </ReservationLayout>
  );
}
