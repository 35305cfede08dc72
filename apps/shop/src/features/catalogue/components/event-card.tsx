import type { BasicEventInfo } from '@shop/contract';
import { pageHref } from '@shop/contract/routes';
import { Link } from 'react-router';
import { EventDates } from '../../../components/ui/event-dates.tsx';
import { PurchaseContextImage } from '../../../components/ui/purchase-context-image.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { knownAvailability, type CatalogueSettings } from '../catalogue-rules.ts';
import { localized } from '../../../lib/localized.ts';

interface EventCardProps {
  event: BasicEventInfo;
  settings: Pick<CatalogueSettings, 'showsAvailability'>;
  /** The list's query string, kept on the way to the event. */
  search: string;
  eagerImage: boolean;
}

/**
 * An event of a list. Badges and the colour of the button only when the server
 * tells availability: alf.io's list does not, and then every card simply offers its tickets.
 */
export function EventCard({ event, settings, search, eagerImage }: EventCardProps) {
  const { t, lang } = useTranslation();
  const title = localized(event.title, lang);
  const availability = knownAvailability(event, settings);
  const soldOut = availability?.isSoldOut ?? false;
  const ticketsLeft = !soldOut && availability?.ticketsLeft ? availability.ticketsLeft : null;

  return (
    <li className="card shop-card">
      <PurchaseContextImage fileBlobId={event.fileBlobId} eager={eagerImage} />
      <div className="card-body shop-card-body">
        <h2 className="shop-card-title">{title}</h2>
        {soldOut || ticketsLeft ? (
          <p className="shop-card-badges">
            {soldOut ? <span className="badge text-bg-danger">{t('show-event.sold-out')}</span> : null}
            {ticketsLeft ? (
              <span className="badge text-bg-success">{t('show-event.tickets.left', [ticketsLeft])}</span>
            ) : null}
          </p>
        ) : null}
        <p className="shop-card-line">
          <span className="visually-hidden">{t('ticket.date-time')}:</span>{' '}
          <EventDates event={event} layout="inline" showTimeZone />
        </p>
        <p className="shop-card-line">
          {event.format === 'ONLINE' ? (
            <span className="badge text-bg-secondary">{t('event.online.badge')}</span>
          ) : (
            <>
              <span className="visually-hidden">{t('ticket.location')}:</span> {event.location}
            </>
          )}
        </p>
      </div>
      <div className="card-footer shop-card-footer">
        <Link
          className={`btn ${soldOut ? 'btn-secondary' : 'btn-success'} shop-card-action`}
          to={{ pathname: pageHref.event(event.shortName), search }}
        >
          {t(soldOut ? 'show-event.sold-out.subscribe' : 'event-list.link')}
          <span className="visually-hidden"> {title}</span>
        </Link>
      </div>
    </li>
  );
}
