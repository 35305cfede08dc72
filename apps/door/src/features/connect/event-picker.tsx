import type { CheckInEvent } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type Connection } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** The events the key may check in at; picking one opens the gate. */
export function EventPicker({
  connection,
  onPicked,
  onDisconnect,
}: {
  connection: Connection;
  onPicked: (event: { key: string; name: string }) => void;
  onDisconnect: () => void;
}) {
  const { t, lang } = useTranslation();
  const events = useQuery({
    queryKey: ['events', connection.baseUrl],
    queryFn: () => callApi<CheckInEvent[]>(connection, 'listCheckInEvents'),
  });
  const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });

  return (
    <main className="page">
      <h1>{t('pickEvent')}</h1>
      {events.isPending && <p role="status">{t('loading')}</p>}
      {events.isError && <p role="alert">{t('connectUnreachable')}</p>}
      {events.data?.length === 0 && <p>{t('noEvents')}</p>}
      <ul className="events">
        {events.data?.map((event) => (
          <li key={event.key}>
            <button type="button" onClick={() => onPicked({ key: event.key, name: event.name })}>
              <span className="event-name">{event.name}</span>
              <span>{day.format(new Date(event.begin))}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="secondary" onClick={onDisconnect}>
        {t('disconnect')}
      </button>
    </main>
  );
}
