import { useTranslation } from '../../../lib/i18n.tsx';
import { ticketDocumentUrl, type TicketRef } from '../api.ts';
import type { WalletOffer } from '../ticket-rules.ts';

/** The wallet passes on offer, each a plain link the browser follows. */
export function WalletLinks({ ticketRef, offer }: { ticketRef: TicketRef; offer: WalletOffer }) {
  const { t } = useTranslation();
  return (
    <>
      {offer.google ? (
        <a className="btn btn-outline-dark" href={ticketDocumentUrl(ticketRef, 'google-wallet')}>
          {t('shop.ticket.wallet.google')}
        </a>
      ) : null}
      {offer.apple ? (
        <a className="btn btn-outline-dark" href={ticketDocumentUrl(ticketRef, 'apple-wallet')} download>
          {t('shop.ticket.wallet.apple')}
        </a>
      ) : null}
    </>
  );
}
