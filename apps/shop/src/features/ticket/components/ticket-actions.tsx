import type { BookingInfoTicket } from '@shop/contract';
import { pageHref } from '@shop/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorCodes } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { showToast } from '../../../lib/toasts.ts';
import { DownloadTicketDialog } from './download-ticket-dialog.tsx';
import { releaseTicket, sendTicketByEmail, ticketDocumentUrl, type TicketRef } from '../api.ts';
import { downloadMode, type WalletOffer } from '../ticket-rules.ts';

interface TicketActionsProps {
  ticketRef: TicketRef;
  ticket: BookingInfoTicket;
  /** Names the ticket in each action for a screen reader: "Ticket #2". */
  name: string;
  /** Online tickets have nothing to show at a door nor to download. */
  online: boolean;
  offer: WalletOffer;
  /** The owner form beside the actions: whether it is open, and its element's id. */
  editor: { open: boolean; toggle: () => void; formId: string };
  /** Shown on the ticket's own pages, where "show" would lead to itself. */
  showLink: boolean;
  onReleased: () => void;
}

/**
 * A finalized ticket's actions: show it, download it (the PDF, or a dialog with the wallet
 * passes beside it), send it by e-mail, assign or edit its holder, and release it after a
 * confirmation that only "yes" answers.
 */
export function TicketActions({
  ticketRef,
  ticket,
  name,
  online,
  offer,
  editor,
  showLink,
  onReleased,
}: TicketActionsProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [confirmingRelease, setConfirmingRelease] = useState(false);
  const send = useMutation({
    mutationFn: () => sendTicketByEmail(ticketRef),
    onSuccess: (sent) => showToast(sent ? 'SUCCESS' : 'ERROR', sent ? 'email.ticket-email-sent' : errorCodes.generic),
    onError: () => showToast('ERROR', errorCodes.generic),
  });
  const release = useMutation({
    mutationFn: () => releaseTicket(ticketRef),
    onSuccess: onReleased,
    onError: () => showToast('ERROR', errorCodes.generic),
  });

  const documents = !online && ticket.assigned && ticket.downloadEnabled;
  const which = <span className="visually-hidden"> {name}</span>;
  const pdf = ticketDocumentUrl(ticketRef, 'pdf');
  return (
    <div className="shop-ticket-card-actions">
      {showLink && documents ? (
        <Link
          className="btn btn-outline-secondary btn-sm"
          to={pageHref.ticket(ticketRef.eventShortName, ticket.uuid, 'view')}
        >
          {t('reservation-page-complete.show-ticket')}
          {which}
        </Link>
      ) : null}
      {documents && downloadMode(offer) === 'pdf' ? (
        <a className="btn btn-outline-secondary btn-sm" href={pdf} download>
          {t('reservation-page-complete.download-ticket')}
          {which}
        </a>
      ) : null}
      {documents && downloadMode(offer) === 'dialog' ? (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-haspopup="dialog"
          onClick={() => setDownloading(true)}
        >
          {t('reservation-page-complete.download-ticket')}
          {which}
        </button>
      ) : null}
      {ticket.assigned && ticket.sendMailEnabled ? (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-disabled={send.isPending || undefined}
          onClick={() => !send.isPending && send.mutate()}
        >
          {send.isPending ? <Spinner small /> : null}
          {t('reservation-page-complete.send-ticket-by-email-to')}
          {which}
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        aria-expanded={editor.open}
        aria-controls={editor.formId}
        onClick={editor.toggle}
      >
        {t(ticket.assigned ? 'reservation-page-complete.update-ticket-owner' : 'reservation-page-complete.assign')}
        {which}
      </button>
      {ticket.assigned && ticket.cancellationEnabled ? (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          aria-disabled={release.isPending || undefined}
          onClick={() => !release.isPending && setConfirmingRelease(true)}
        >
          {release.isPending ? <Spinner small /> : null}
          {t('reservation-page-complete.release-button.text')}
          {which}
        </button>
      ) : null}
      <DownloadTicketDialog
        open={downloading}
        ticketRef={ticketRef}
        holder={ticket.fullName ?? ''}
        offer={offer}
        onClose={() => setDownloading(false)}
      />
      <ConfirmModal
        open={confirmingRelease}
        title={t('reservation-page-complete.release-button.text')}
        message={t('reservation-page-complete.confirm-cancellation.text')}
        cancelLabel={t('reservation-page-complete.confirm-cancellation.button.no')}
        confirmLabel={t('reservation-page-complete.confirm-cancellation.button.yes')}
        tone="danger"
        onCancel={() => setConfirmingRelease(false)}
        onConfirm={() => {
          setConfirmingRelease(false);
          release.mutate();
        }}
      />
    </div>
  );
}
