import type { BookingInfoTicket, EventFormat, TicketsByTicketCategory } from '@shop/contract';
import { buildPath, routes, pageHref } from '@shop/contract/routes';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';

interface TicketActionsProps {
  eventShortName: string;
  format: EventFormat;
  category: TicketsByTicketCategory;
  ticket: BookingInfoTicket;
  /** The ticket's number on the page, naming it in each action for a screen reader. */
  number: number;
}

/** Online tickets have nothing to show at a door nor to download (alf.io's rule, HYBRID per category). */
function isOnline(format: EventFormat, category: TicketsByTicketCategory): boolean {
  return format === 'ONLINE' || (format === 'HYBRID' && category.ticketAccessType === 'ONLINE');
}

/**
 * A finalized ticket's actions on the success page: show, download, assign or
 * update. The success page does not render them yet: the ticket pages are placeholders and our
 * server serves no ticket download, so each would lead nowhere. They join the ticket card, once
 * the order is finalized, when those pages exist.
 */
export function TicketActions({ eventShortName, format, category, ticket, number }: TicketActionsProps) {
  const { t } = useTranslation();
  const download = buildPath(routes.downloadTicket.path, { eventName: eventShortName, ticketUuid: ticket.uuid });
  const showable = !isOnline(format, category) && ticket.assigned && ticket.downloadEnabled;
  const which = <span className="visually-hidden"> {`${t('reservation-page-complete.ticket-nr')}${number}`}</span>;
  return (
    <div className="shop-ticket-actions">
      {showable && !ticket.cancellationEnabled ? (
        <Link className="btn btn-outline-secondary btn-sm" to={pageHref.ticket(eventShortName, ticket.uuid, 'view')}>
          {t('reservation-page-complete.show-ticket')}
          {which}
        </Link>
      ) : null}
      {showable ? (
        <a className="btn btn-outline-secondary btn-sm" href={download} download>
          {t('reservation-page-complete.download-ticket')}
          {which}
        </a>
      ) : null}
      <Link className="btn btn-outline-primary btn-sm" to={pageHref.ticket(eventShortName, ticket.uuid, 'update')}>
        {t(ticket.assigned ? 'reservation-page-complete.update-ticket-owner' : 'reservation-page-complete.assign')}
        {which}
      </Link>
    </div>
  );
}
