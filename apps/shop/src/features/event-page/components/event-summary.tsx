import type { EventDetails } from '@shop/contract';
import { useId } from 'react';
import { EventDates } from '../../../components/ui/event-dates.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { fileUrl } from '../api.ts';
import { localized } from '../../../lib/localized.ts';
import { CalendarLinks } from './calendar-links.tsx';

/** Header and summary of the event page: what, when, where, by whom. */
export function EventSummary({ event, title }: { event: EventDetails; title: string }) {
  const { t, lang } = useTranslation();
  const summaryId = useId();
  const online = event.format === 'ONLINE';
  const showMap = Boolean(event.mapUrl) && !online;
  return (
    <>
      <header className="shop-event-header">
        {event.fileBlobId ? (
          <img className="shop-event-image" src={fileUrl(event.fileBlobId)} alt="" height={100} fetchPriority="high" />
        ) : null}
        <h1 tabIndex={-1}>{title}</h1>
      </header>
      <section className="shop-event-summary" aria-labelledby={summaryId}>
        <h2 id={summaryId} className="visually-hidden">
          {t('ticket.event-info')}
        </h2>
        <dl>
          <div>
            <dt>{t('ticket.date-time')}</dt>
            <dd>
              <EventDates event={event} layout="block" />
            </dd>
          </div>
          <div>
            <dt>{t('ticket.location')}</dt>
            <dd>
              {online ? <span>{t('event.location.online')}</span> : <span>{event.location}</span>}
              {event.format === 'HYBRID' ? (
                <span className="badge shop-badge-info">{t('event.online.badge')}</span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('show-event.by')}</dt>
            <dd>
              <a href={`mailto:${event.organizationEmail}`}>{event.organizationName}</a>
            </dd>
          </div>
        </dl>
        <CalendarLinks eventName={event.shortName} />
      </section>
      <SafeHtml className="shop-event-description" html={localized(event.description, lang)} />
      {showMap ? (
        <img
          className="shop-event-map"
          src={event.mapUrl ?? ''}
          width={400}
          height={400}
          loading="lazy"
          alt={t('shop.event-page.map.alt', [event.location ?? title])}
        />
      ) : null}
    </>
  );
}
