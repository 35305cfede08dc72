import type { EventDetails } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';

type EventDatesProps = Pick<
  EventDetails,
  'sameDay' | 'formattedBeginDate' | 'formattedBeginTime' | 'formattedEndDate' | 'formattedEndTime'
>;

/** Dates as the server formatted them: one day with its hours, or a start and an end. */
export function EventDates({
  sameDay,
  formattedBeginDate,
  formattedBeginTime,
  formattedEndDate,
  formattedEndTime,
}: EventDatesProps) {
  const { t, lang } = useTranslation();
  const beginDate = localized(formattedBeginDate, lang);
  const beginTime = localized(formattedBeginTime, lang);
  if (sameDay) {
    return (
      <p className="shop-event-when">
        <span>{beginDate}</span>{' '}
        <span>{t('event-days.single-day.hours', [beginTime, localized(formattedEndTime, lang)])}</span>
      </p>
    );
  }
  return (
    <p className="shop-event-when">
      <span>
        {t('event-days.from')} {t('event-days.not-same-day', [beginDate, beginTime])}
      </span>{' '}
      <span>
        {t('event-days.to')}{' '}
        {t('event-days.not-same-day', [localized(formattedEndDate, lang), localized(formattedEndTime, lang)])}
      </span>
    </p>
  );
}
