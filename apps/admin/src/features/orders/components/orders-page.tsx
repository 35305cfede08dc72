import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { orderSearchQuery, organizerEventsQuery, PAGE_SIZE, type OrderSearch, type OrganizerEvent } from '../api.ts';
import { orderStatuses, paymentProxies } from '../order-actions.ts';
import { OrdersTable } from './orders-table.tsx';

/** An event's orders: chosen event, search and filters live in the address, so back and reload keep them. */
export function OrdersPage() {
  const { t } = useTranslation();
  const events = useQuery(organizerEventsQuery());
  return (
    <>
      <h1 className="h3 mb-3">{t('orders.heading')}</h1>
      <QueryState query={events}>
        {(list) => (list.length === 0 ? <p>{t('events.empty')}</p> : <EventOrders events={list} />)}
      </QueryState>
    </>
  );
}

function EventOrders({ events }: { events: readonly OrganizerEvent[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const criteria: OrderSearch = {
    slug: params.get('event') ?? events[0]!.shortName,
    search: params.get('search') ?? '',
    status: params.get('status') ?? '',
    paymentProxy: params.get('payment') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const show = (next: OrderSearch) => {
    const query = new URLSearchParams({ event: next.slug });
    if (next.search.trim()) query.set('search', next.search.trim());
    if (next.status) query.set('status', next.status);
    if (next.paymentProxy) query.set('payment', next.paymentProxy);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const result = useQuery(orderSearchQuery(criteria));
  return (
    <>
      {/* A new address (back, a link) shows its own search in a fresh form. */}
      <SearchForm key={params.toString()} events={events} criteria={criteria} onSearch={show} />
      <QueryState query={result}>
        {(found) => (
          <>
            <p role="status" className="text-body-secondary">
              {found.total === 0 ? t('orders.none') : t('orders.count', [found.total])}
            </p>
            {found.orders.length > 0 && <OrdersTable slug={criteria.slug} orders={found.orders} />}
            <Pages
              page={found.page}
              pages={Math.max(1, Math.ceil(found.total / PAGE_SIZE))}
              onPage={(page) => show({ ...criteria, page })}
            />
          </>
        )}
      </QueryState>
    </>
  );
}

function SearchForm({
  events,
  criteria,
  onSearch,
}: {
  events: readonly OrganizerEvent[];
  criteria: OrderSearch;
  onSearch: (criteria: OrderSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(criteria);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };
  return (
    <form className="row g-2 align-items-end mb-3" role="search" aria-label={t('orders.search.form')} onSubmit={submit}>
      <div className="col-12 col-md-3">
        <label className="form-label" htmlFor={`${id}-event`}>
          {t('orders.event')}
        </label>
        <select
          id={`${id}-event`}
          className="form-select"
          value={draft.slug}
          onChange={(event) => onSearch({ ...draft, slug: event.target.value, page: 1 })}
        >
          {events.map((event) => (
            <option key={event.shortName} value={event.shortName}>
              {event.displayName}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-3">
        <label className="form-label" htmlFor={`${id}-search`}>
          {t('orders.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="form-control"
          maxLength={200}
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        />
      </div>
      <div className="col-6 col-md-2">
        <label className="form-label" htmlFor={`${id}-status`}>
          {t('orders.status')}
        </label>
        <select
          id={`${id}-status`}
          className="form-select"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        >
          <option value="">{t('orders.filter.any-status')}</option>
          {orderStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-2">
        <label className="form-label" htmlFor={`${id}-payment`}>
          {t('orders.payment')}
        </label>
        <select
          id={`${id}-payment`}
          className="form-select"
          value={draft.paymentProxy}
          onChange={(event) => setDraft({ ...draft, paymentProxy: event.target.value })}
        >
          <option value="">{t('orders.filter.any-payment')}</option>
          {paymentProxies.map((proxy) => (
            <option key={proxy} value={proxy}>
              {t(`payment.${proxy}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-2">
        <button type="submit" className="btn btn-primary w-100">
          {t('orders.search.submit')}
        </button>
      </div>
    </form>
  );
}

function Pages({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('orders.pages')} className="d-flex flex-wrap gap-2 align-items-center">
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('orders.pages.previous')}
      </button>
      <span>{t('orders.pages.position', [page, pages])}</span>
      <button
        type="button"
        className="btn btn-outline-dark btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('orders.pages.next')}
      </button>
    </nav>
  );
}
