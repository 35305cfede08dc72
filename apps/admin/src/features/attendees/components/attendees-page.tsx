import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { attendeesQuery, PAGE_SIZE, type EventAttendeesPage } from '../api.ts';
import { attendeeName, fieldValue, pageCount, ticketStateKey } from '../attendee-columns.ts';
import { ExportButton } from './export-button.tsx';

/** The event's ticket holders, a page at a time, with a column per additional field; and the CSV export. */
export function AttendeesPage({ slug }: { slug: string }) {
  const { t, lang } = useTranslation();
  const [page, setPage] = useState(0);
  const attendees = useQuery(attendeesQuery(slug, page, lang));
  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3">
        <h1 className="h3 mb-0">{t('attendees.heading')}</h1>
        <ExportButton slug={slug} />
      </div>
      <QueryState query={attendees}>
        {(answer) =>
          answer.total === 0 ? (
            <p>{t('attendees.empty')}</p>
          ) : (
            <>
              <AttendeesTable answer={answer} busy={attendees.isPlaceholderData} />
              <Pager page={page} total={answer.total} onChange={setPage} />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function AttendeesTable({ answer, busy }: { answer: EventAttendeesPage; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={t('attendees.caption')} aria-busy={busy}>
      <table className="table align-middle">
        <caption className="visually-hidden">{t('attendees.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('attendees.name')}</th>
            <th scope="col">{t('attendees.email')}</th>
            <th scope="col">{t('attendees.category')}</th>
            <th scope="col">{t('attendees.status')}</th>
            {answer.fields.map((field) => (
              <th key={field.name} scope="col">
                {field.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.attendees.map((attendee) => (
            <tr key={attendee.ticketId}>
              <th scope="row">{attendeeName(attendee)}</th>
              <td className="text-break">{attendee.email}</td>
              <td>{attendee.categoryName}</td>
              <td>{t(ticketStateKey(attendee.status))}</td>
              {answer.fields.map((field) => (
                <td key={field.name}>{fieldValue(attendee, field.name)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ page, total, onChange }: { page: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, PAGE_SIZE);
  return (
    <nav aria-label={t('attendees.pages')} className="d-flex flex-wrap gap-2 align-items-center">
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page === 0}
        onClick={() => onChange(page - 1)}
      >
        {t('attendees.previous')}
      </button>
      <span aria-live="polite">{t('attendees.page-of', [page + 1, pages, total])}</span>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page + 1 >= pages}
        onClick={() => onChange(page + 1)}
      >
        {t('attendees.next')}
      </button>
    </nav>
  );
}
