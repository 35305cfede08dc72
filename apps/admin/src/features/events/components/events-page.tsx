import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { organizerEventsQuery, type OrganizerEvent } from '../api.ts';
import { eventFigures } from '../event-figures.ts';

export function EventsPage() {
  const { t } = useTranslation();
  const events = useQuery(organizerEventsQuery());
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-3">
        <h1 className="h3 mb-0">{t('events.heading')}</h1>
        <Link className="btn btn-primary" to="/events/new">
          {t('events.new')}
        </Link>
      </div>
      <QueryState query={events}>
        {(list) => (list.length === 0 ? <p>{t('events.empty')}</p> : <EventsTable events={list} />)}
      </QueryState>
    </>
  );
}

function EventsTable({ events }: { events: readonly OrganizerEvent[] }) {
  const { t, lang } = useTranslation();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(lang);
  return (
    // On a narrow screen the table scrolls sideways inside its frame, which keyboard users reach too.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('events.caption')}>
      <table className="table align-middle">
        <caption className="visually-hidden">{t('events.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.name')}</th>
            <th scope="col">{t('events.starts')}</th>
            <th scope="col">{t('events.status')}</th>
            <th scope="col" className="admin-number">
              {t('events.sold')}
            </th>
            <th scope="col" className="admin-number">
              {t('events.held')}
            </th>
            <th scope="col" className="admin-number">
              {t('events.available')}
            </th>
            <th scope="col" className="admin-number">
              {t('events.revenue')}
            </th>
            <th scope="col">{t('events.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => {
            const figures = eventFigures(event);
            const money = new Intl.NumberFormat(lang, { style: 'currency', currency: event.currency ?? 'EUR' });
            return (
              <tr key={event.id}>
                <th scope="row">
                  <Link to={`/events/${encodeURIComponent(event.shortName)}`} className="admin-nav-link">
                    {event.displayName}
                  </Link>
                </th>
                <td>{date.format(new Date(event.begin))}</td>
                <td>{t(`events.status.${event.status}`)}</td>
                <td className="admin-number">{number.format(figures.sold)}</td>
                <td className="admin-number">{number.format(figures.held)}</td>
                <td className="admin-number">{number.format(figures.available)}</td>
                <td className="admin-number">{money.format(figures.revenue)}</td>
                <td>
                  <Link to={`/events/${encodeURIComponent(event.shortName)}/edit`}>
                    {t('events.edit')}
                    <span className="visually-hidden"> {event.displayName}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
