import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { ticketDocumentUrl, type TicketRef } from '../api.ts';
import type { WalletOffer } from '../ticket-rules.ts';
import { WalletLinks } from './wallet-links.tsx';

interface DownloadTicketDialogProps {
  open: boolean;
  ticketRef: TicketRef;
  /** The holder, the dialog's title. */
  holder: string;
  offer: WalletOffer;
  onClose: () => void;
}

/** Where a wallet is on: the ticket as a wallet pass or as the PDF, in a modal dialog. */
export function DownloadTicketDialog({ open, ticketRef, holder, offer, onClose }: DownloadTicketDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={holder} onClose={onClose}>
      <div className="shop-ticket-downloads">
        <WalletLinks ticketRef={ticketRef} offer={offer} />
        <a className="btn btn-primary" href={ticketDocumentUrl(ticketRef, 'pdf')} download>
          {t('reservation-page-complete.download-ticket')}
        </a>
      </div>
    </Modal>
  );
}
