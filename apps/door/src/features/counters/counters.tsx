import type { CheckInStatistics } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type Connection } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** Checked in and expected, for the event and per category, refreshed while the gate is online. */
export function Counters({ connection, event, online }: { connection: Connection; event: string; online: boolean }) {
  const { t } = useTranslation();
  const statistics = useQuery({
    queryKey: ['statistics', event],
    queryFn: () => callApi<CheckInStatistics>(connection, 'checkInStatistics', { params: { eventName: event } }),
    refetchInterval: online ? 15_000 : false,
  });
  const data = statistics.data;
  if (!data) return null;
  return (
    <section className="counters" aria-labelledby="counters-title">
      <h2 id="counters-title">{t('counters')}</h2>
      <p className="counter-total" data-testid="counter-total">
        {t('countersTotal', { checkedIn: data.checkedIn, expected: data.totalAttendees })}
      </p>
      <dl className="counter-categories">
        {data.categories.map((category) => (
          <div key={category.id}>
            <dt>{category.name}</dt>
            <dd>{t('countersTotal', { checkedIn: category.checkedIn, expected: category.totalAttendees })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
