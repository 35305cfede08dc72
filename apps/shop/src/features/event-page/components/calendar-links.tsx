import { useId } from 'react';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { calendarUrl } from '../api.ts';

/** The event as a calendar file, or straight into Google Calendar; both open in a new tab. */
export function CalendarLinks({ eventName }: { eventName: string }) {
  const { t, lang } = useTranslation();
  const labelId = useId();
  return (
    <div className="shop-calendar-links" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('show-event.add-to-calendar')}</span>
      <NewTabLink href={calendarUrl(eventName, lang, 'ics')} className="btn btn-sm btn-outline-primary">
        {t('shop.event-page.calendar.file')}
      </NewTabLink>
      <NewTabLink href={calendarUrl(eventName, lang, 'google')} className="btn btn-sm btn-outline-primary">
        {t('shop.event-page.calendar.google')}
      </NewTabLink>
    </div>
  );
}
