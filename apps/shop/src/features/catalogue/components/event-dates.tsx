import type { BasicEventInfo } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';

/** True when the visitor's clock shows another offset than the event's at that instant. */
function elsewhere(epochMs: number, offsetSeconds: number): boolean {
  return epochMs > 0 && -new Date(epochMs).getTimezoneOffset() * 60 !== offsetSeconds;
}

/**
 * The event's dates as the server formatted them for the visitor's language: one day with its
 * hours, or from and to. The event's time zone follows when the visitor is in another one.
 */
export function EventDates({ event }: { event: BasicEventInfo }) {
  const { t, lang } = useTranslation();
  const dates = event.datesWithOffset;
  const begin = { date: localized(event.formattedBeginDate, lang), time: localized(event.formattedBeginTime, lang) };
  const end = { date: localized(event.formattedEndDate, lang), time: localized(event.formattedEndTime, lang) };
  const zone =
    elsewhere(dates.startDateTime, dates.startTimeZoneOffset) ||
    elsewhere(dates.endDateTime, dates.endTimeZoneOffset) ? (
      <span className="shop-time-zone"> ({event.timeZone})</span>
    ) : null;
  const startIso = dates.startDateTime > 0 ? new Date(dates.startDateTime).toISOString() : undefined;

  if (event.sameDay) {
    return (
      <span className="shop-event-dates">
        <time dateTime={startIso}>{begin.date}</time>
        <span>
          {t('event-days.single-day.hours', [begin.time, end.time])}
          {zone}
        </span>
      </span>
    );
  }
  return (
    <span className="shop-event-dates">
      <span>
        {t('event-days.from')} <time dateTime={startIso}>{t('event-days.not-same-day', [begin.date, begin.time])}</time>
      </span>
      <span>
        {t('event-days.to')} {t('event-days.not-same-day', [end.date, end.time])}
        {zone}
      </span>
    </span>
  );
}
