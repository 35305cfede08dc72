import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { eventSalesQuery, eventStatsQuery, type OrganizerEvent } from '../api.ts';
import { salesByCategory } from '../sales-series.ts';
import { CheckInProgress } from './check-in-progress.tsx';
import { SalesByCategory } from './sales-by-category.tsx';
import { SalesOverTime } from './sales-over-time.tsx';
import './event-dashboard.css';

/**
 * An event at a glance: its figures, its sales over time and by category, the check-in so far.
 * `waitingList` is the waiting list's own summary, which the route lays in.
 */
export function EventDashboard({ slug, waitingList }: { slug: string; waitingList: ReactNode }) {
  const stats = useQuery(eventStatsQuery(slug));
  return (
    <QueryState query={stats}>
      {(event) => <Dashboard event={event} slug={slug} waitingList={waitingList} />}
    </QueryState>
  );
}

function Dashboard({ event, slug, waitingList }: { event: OrganizerEvent; slug: string; waitingList: ReactNode }) {
  const { t, lang } = useTranslation();
  const sales = useQuery(eventSalesQuery(slug));
  const categories = salesByCategory(event);
  const number = new Intl.NumberFormat(lang);
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: event.currency ?? 'EUR' });
  const figures: [string, string][] = [
    [t('dashboard.sold'), number.format(event.soldTickets)],
    [t('dashboard.held'), number.format(event.pendingTickets)],
    [t('dashboard.available'), number.format(event.notSoldTickets)],
    ...(event.freeOfCharge ? [] : ([[t('dashboard.revenue'), money.format(event.grossIncome)]] as [string, string][])),
    [t('dashboard.checked-in'), number.format(event.checkedInTickets)],
  ];
  return (
    <>
      <h1 className="h3 mb-3">{event.displayName}</h1>
      <dl className="admin-figures mb-4">
        {figures.map(([name, value]) => (
          <div key={name} className="border rounded p-2">
            <dt className="small text-body-secondary fw-normal">{name}</dt>
            <dd className="h5 mb-0 admin-number text-start">{value}</dd>
          </div>
        ))}
        <div className="border rounded p-2">
          <dt className="small text-body-secondary fw-normal">{t('dashboard.waiting-list')}</dt>
          <dd className="h5 mb-0">{waitingList}</dd>
        </div>
      </dl>
      <div className="row g-4">
        <section className="col-lg-6" aria-labelledby="sales-over-time">
          <h2 id="sales-over-time" className="h5">
            {t('dashboard.sales.heading')}
          </h2>
          <QueryState query={sales}>
            {(answer) =>
              answer.periods.length === 0 ? (
                <p className="text-body-secondary">{t('dashboard.sales.none')}</p>
              ) : (
                <SalesOverTime sales={answer} />
              )
            }
          </QueryState>
        </section>
        <section className="col-lg-6" aria-labelledby="sales-by-category">
          <h2 id="sales-by-category" className="h5">
            {t('dashboard.categories.heading')}
          </h2>
          {categories.length === 0 ? (
            <p className="text-body-secondary">{t('dashboard.categories.none')}</p>
          ) : (
            <SalesByCategory categories={categories} />
          )}
        </section>
        <section className="col-lg-6" aria-labelledby="check-in-progress">
          <h2 id="check-in-progress" className="h5">
            {t('dashboard.check-in.heading')}
          </h2>
          <CheckInProgress
            total={{ sold: event.soldTickets, checkedIn: event.checkedInTickets }}
            categories={categories}
          />
        </section>
      </div>
    </>
  );
}
