import type { ReservationInfo } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { useReservationScope } from '../reservation-scope.tsx';
import { billingDocumentUrl } from './document-url.ts';
import { downloadableDocument, escapeHtml, isFinalized, showsOwnButtons } from './outcome-rules.ts';
import { ResendEmailButton } from './resend-email-button.tsx';
import { parentOffersWaysOn } from './use-parent-status.ts';

const messages = {
  event: { title: 'reservation-page-complete.info-assign', email: 'reservation-page-complete.info-assign-email' },
  subscription: {
    title: 'reservation-page-complete.info-subscription',
    email: 'reservation-page-complete.info-subscription-email',
  },
} as const;

/**
 * The confirmation: while the server finalizes, only that it does;
 * then the good news, the e-mail again, and the invoice or receipt when it may be downloaded.
 * Both buttons follow the page's rule for its own buttons (`showsOwnButtons`).
 */
export function SuccessBanner({
  reservation,
  subscriptionInvoice,
}: {
  reservation: ReservationInfo;
  /** The server serves a subscription's invoice (it lists `subscriptionInvoiceCapability`). */
  subscriptionInvoice: boolean;
}) {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const finalized = isFinalized(reservation.status);
  const buttons = showsOwnButtons(reservation, parentOffersWaysOn(scope.purchaseContext.embeddingConfiguration));
  const document = buttons ? downloadableDocument(reservation, scope.purchaseContext.invoicingConfiguration) : null;
  const documentUrl = document ? billingDocumentUrl(scope, document, subscriptionInvoice) : null;
  const text = messages[scope.type];

  return (
    <div className="alert alert-success shop-outcome-banner" role="status">
      {finalized ? (
        <>
          <SafeHtml as="h2" html={t(text.title, [escapeHtml(scope.title)])} />
          <SafeHtml as="p" html={t(text.email, [escapeHtml(reservation.email ?? '')])} />
        </>
      ) : (
        <h2>{t('reservation-page-complete.reservation.finalization-in-progress')}</h2>
      )}
      <div className="shop-outcome-actions">
        {buttons ? <ResendEmailButton scope={scope} /> : null}
        {document && documentUrl ? (
          <a className="btn btn-outline-primary" href={documentUrl} download>
            {t(
              document === 'invoice'
                ? 'reservation-page-complete.download-your-invoice'
                : 'reservation-page-complete.download-your-receipt',
            )}
          </a>
        ) : null}
      </div>
    </div>
  );
}
