import type { ReservationInfo } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { contactName, type BillingDocument } from './outcome-rules.ts';

/** The invoice or receipt download, or the note that the invoice will be sent, or nothing yet. */
export type FooterDocument = { kind: BillingDocument; href: string } | { kind: 'will-be-sent' } | null;

interface OrderFooterProps {
  reservation: Pick<ReservationInfo, 'id' | 'firstName' | 'lastName'>;
  document: FooterDocument;
  website: string | null;
}

/** Whose order this is, the billing document, and the way back to the event's website. */
export function OrderFooter({ reservation, document, website }: OrderFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="shop-order-footer">
      <p className="shop-order-information">
        {t('reservation-page-complete.order-information', [reservation.id, contactName(reservation)])}
      </p>
      <div className="shop-outcome-actions">
        {document && 'href' in document ? (
          <a className="btn btn-success" href={document.href} download>
            {t(
              document.kind === 'invoice'
                ? 'reservation-page-complete.download-your-invoice'
                : 'reservation-page-complete.download-your-receipt',
            )}
          </a>
        ) : null}
        {document?.kind === 'will-be-sent' ? <p>{t('reservation-page-waiting.invoice-will-be-sent')}</p> : null}
        {website ? (
          <a className="btn btn-outline-secondary" href={website}>
            {t('to-event-site')}
          </a>
        ) : null}
      </div>
    </footer>
  );
}
