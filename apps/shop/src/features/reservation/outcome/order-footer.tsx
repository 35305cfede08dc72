import type { ReservationInfo } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { contactName } from './outcome-rules.ts';

interface OrderFooterProps {
  reservation: Pick<ReservationInfo, 'id' | 'firstName' | 'lastName'>;
  /** The invoice download, or the note that it will be sent, or nothing yet. */
  document: { kind: 'invoice'; href: string } | { kind: 'will-be-sent' } | null;
  website: string | null;
}

/** Whose order this is, the invoice, and the way back to the event's website. */
export function OrderFooter({ reservation, document, website }: OrderFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="shop-order-footer">
      <p className="shop-order-information">{t('reservation-page-complete.order-information', [reservation.id, contactName(reservation)])}</p>
      <div className="shop-outcome-actions">
        {document?.kind === 'invoice' ? (
          <a className="btn btn-success" href={document.href} download>
            {t('reservation-page-complete.download-your-invoice')}
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
