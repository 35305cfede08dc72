import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { waitingListQuery, type WaitingQueueSubscription } from '../api.ts';
import { entryState } from '../entry-state.ts';

/** The event's waiting list in the order people signed up, each entry with its state. */
export function WaitingListPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const list = useQuery(waitingListQuery(slug));
  return (
    <>
      <h1 className="h3 mb-3">{t('waiting-list.heading')}</h1>
      <QueryState query={list}>
        {(entries) => (entries.length === 0 ? <p>{t('waiting-list.empty')}</p> : <EntriesTable entries={entries} />)}
      </QueryState>
    </>
  );
}

function EntriesTable({ entries }: { entries: readonly WaitingQueueSubscription[] }) {
  const { t, lang } = useTranslation();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('waiting-list.caption')}>
      <table className="table align-middle">
        <caption className="visually-hidden">{t('waiting-list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="admin-number">
              {t('waiting-list.position')}
            </th>
            <th scope="col">{t('waiting-list.name')}</th>
            <th scope="col">{t('waiting-list.email')}</th>
            <th scope="col">{t('waiting-list.signed-up')}</th>
            <th scope="col">{t('waiting-list.kind')}</th>
            <th scope="col">{t('waiting-list.state')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => {
            const state = entryState(entry);
            return (
              <tr key={entry.id}>
                <td className="admin-number">{index + 1}</td>
                <th scope="row">{entry.fullName}</th>
                <td className="text-break">{entry.emailAddress}</td>
                <td>{date.format(new Date(entry.creation))}</td>
                <td>{t(`waiting-list.kind.${entry.subscriptionType}`)}</td>
                <td>{state.until ? t(state.key, [date.format(new Date(state.until))]) : t(state.key)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
