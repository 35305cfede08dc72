import type { BasicEventInfo } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { localized } from '../../lib/localized.ts';

/** The date fields the event list and the event page both receive, with the same names and types. */
type EventDatesFields = Pick<
  BasicEventInfo,
  | 'sameDay'
  | 'formattedBeginDate'
  | 'formattedBeginTime'
  | 'formattedEndDate'
  | 'formattedEndTime'
  | 'datesWithOffset'
  | 'timeZone'
>;

interface EventDatesProps {
  event: EventDatesFields;
  /**
   * `block`: a paragraph of its own (the event page); `inline`: a line inside other text, stacked
   * by its own styles (an event card).
   */
  layout: 'block' | 'inline';
  /** Follow the dates with the event's time zone when the visitor's clock is set to another one. */
  showTimeZone?: boolean;
}

/**
 * The event's dates as the server formatted them for the visitor's language: one day with its
 * hours, or a start and an end. The browser formats nothing itself; `<time>` gives the instant.
 */
export function EventDates({ event, layout, showTimeZone = false }: EventDatesProps) {
  const { t, lang } = useTranslation();
  const dates = event.datesWithOffset;
  const begin = { date: localized(event.formattedBeginDate, lang), time: localized(event.formattedBeginTime, lang) };
  const end = { date: localized(event.formattedEndDate, lang), time: localized(event.formattedEndTime, lang) };
  const zone =
    showTimeZone &&
    (elsewhere(dates.startDateTime, dates.startTimeZoneOffset) ||
      elsewhere(dates.endDateTime, dates.endTimeZoneOffset)) ? (
      <span className="shop-time-zone"> ({event.timeZone})</span>
    ) : null;

  const first = event.sameDay ? (
    <Instant epochMs={dates.startDateTime}>{begin.date}</Instant>
  ) : (
    <>
      {t('event-days.from')}{' '}
      <Instant epochMs={dates.startDateTime}>{t('event-days.not-same-day', [begin.date, begin.time])}</Instant>
    </>
  );
  const second = event.sameDay ? (
    t('event-days.single-day.hours', [begin.time, end.time])
  ) : (
    <>
      {t('event-days.to')}{' '}
      <Instant epochMs={dates.endDateTime}>{t('event-days.not-same-day', [end.date, end.time])}</Instant>
    </>
  );
  const lines = (
    <>
      <span>{first}</span>{' '}
      <span>
        {second}
        {zone}
      </span>
    </>
  );
  return layout === 'block' ? (
    <p className="shop-event-when">{lines}</p>
  ) : (
    <span className="shop-event-dates">{lines}</span>
  );
}

/** A `<time>` carrying the exact instant, when the server sent one (0 means it did not). */
function Instant({ epochMs, children }: { epochMs: number; children: ReactNode }) {
  return <time dateTime={epochMs > 0 ? new Date(epochMs).toISOString() : undefined}>{children}</time>;
}

/** True when the visitor's clock shows another offset than the event's at that instant. */
function elsewhere(epochMs: number, offsetSeconds: number): boolean {
  return epochMs > 0 && -new Date(epochMs).getTimezoneOffset() * 60 !== offsetSeconds;
}
