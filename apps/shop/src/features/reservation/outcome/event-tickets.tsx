import type { BookingInfoTicket, TicketsByTicketCategory } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';

interface EventTicketsProps {
  categories: readonly TicketsByTicketCategory[];
}

/**
 * The order's tickets by category: assigned ones in a
 * success style with their holder, unassigned ones in a warning style. The per-ticket actions
 * (`TicketActions`) are not rendered until the ticket pages they lead to exist.
 */
export function EventTickets({ categories }: EventTicketsProps) {
  const { t } = useTranslation();
  const tickets = categories.flatMap((category) => category.tickets.map((ticket) => ({ category, ticket })));
  return (
    <section className="shop-tickets" aria-labelledby="shop-tickets-title">
      <h2 id="shop-tickets-title">{t('reservation-page-complete.your-tickets')}</h2>
      <ul className="shop-ticket-list">
        {tickets.map(({ category, ticket }, index) => (
          <TicketCard key={ticket.uuid} number={index + 1} category={category.name} ticket={ticket} />
        ))}
      </ul>
    </section>
  );
}

function TicketCard({ number, category, ticket }: { number: number; category: string; ticket: BookingInfoTicket }) {
  const { t } = useTranslation();
  return (
    <li
      className={ticket.assigned ? 'card shop-ticket shop-ticket-assigned' : 'card shop-ticket shop-ticket-unassigned'}
    >
      <div className="card-body">
        <h3 className="h5 shop-ticket-title">
          {t('reservation-page-complete.ticket-nr')}
          {number} <small>— {category}</small>
        </h3>
        <p className="shop-ticket-holder">
          {ticket.assigned ? ticket.fullName : t('reservation-page-complete.ticket-not-assigned')}
        </p>
      </div>
    </li>
  );
}
