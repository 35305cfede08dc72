import type { BookingInfoTicket, EventFormat, TicketsByTicketCategory } from '@shop/contract';
import { buildPath, routes } from '@shop/contract/routes';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';

interface EventTicketsProps {
  eventShortName: string;
  format: EventFormat;
  categories: readonly TicketsByTicketCategory[];
  /** Actions appear once the order is finalized. */
  finalized: boolean;
}

/** Online tickets have nothing to show at a door nor to download (alf.io's rule, HYBRID per category). */
function isOnline(format: EventFormat, category: TicketsByTicketCategory): boolean {
  return format === 'ONLINE' || (format === 'HYBRID' && category.ticketAccessType === 'ONLINE');
}

export function ticketPath(eventShortName: string, ticketUuid: string, page: 'view' | 'update'): string {
  return `/event/${encodeURIComponent(eventShortName)}/ticket/${encodeURIComponent(ticketUuid)}/${page}`;
}

/**
 * The order's tickets by category (spec 001 §2 Success page, §4 Tickets): assigned ones in a
 * success style with their holder, unassigned ones in a warning style, each with its actions.
 */
export function EventTickets({ eventShortName, format, categories, finalized }: EventTicketsProps) {
  const { t } = useTranslation();
  const tickets = categories.flatMap((category) => category.tickets.map((ticket) => ({ category, ticket })));
  return (
    <section className="shop-tickets" aria-labelledby="shop-tickets-title">
      <h2 id="shop-tickets-title">{t('reservation-page-complete.your-tickets')}</h2>
      <ul className="shop-ticket-list">
        {tickets.map(({ category, ticket }, index) => (
          <TicketCard
            key={ticket.uuid}
            number={index + 1}
            category={category.name}
            ticket={ticket}
            online={isOnline(format, category)}
            eventShortName={eventShortName}
            finalized={finalized}
          />
        ))}
      </ul>
    </section>
  );
}

interface TicketCardProps {
  number: number;
  category: string;
  ticket: BookingInfoTicket;
  online: boolean;
  eventShortName: string;
  finalized: boolean;
}

function TicketCard({ number, category, ticket, online, eventShortName, finalized }: TicketCardProps) {
  const { t } = useTranslation();
  const download = buildPath(routes.downloadTicket.path, { eventName: eventShortName, ticketUuid: ticket.uuid });
  const showable = !online && ticket.assigned && ticket.downloadEnabled;
  const which = <span className="visually-hidden"> {`${t('reservation-page-complete.ticket-nr')}${number}`}</span>;
  return (
    <li className={ticket.assigned ? 'card shop-ticket shop-ticket-assigned' : 'card shop-ticket shop-ticket-unassigned'}>
      <div className="card-body">
        <h3 className="h5 shop-ticket-title">
          {t('reservation-page-complete.ticket-nr')}
          {number} <small>— {category}</small>
        </h3>
        <p className="shop-ticket-holder">{ticket.assigned ? ticket.fullName : t('reservation-page-complete.ticket-not-assigned')}</p>
        {finalized ? (
          <div className="shop-ticket-actions">
            {showable && !ticket.cancellationEnabled ? (
              <Link className="btn btn-outline-secondary btn-sm" to={ticketPath(eventShortName, ticket.uuid, 'view')}>
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
            <Link className="btn btn-outline-primary btn-sm" to={ticketPath(eventShortName, ticket.uuid, 'update')}>
              {t(ticket.assigned ? 'reservation-page-complete.update-ticket-owner' : 'reservation-page-complete.assign')}
              {which}
            </Link>
          </div>
        ) : null}
      </div>
    </li>
  );
}
